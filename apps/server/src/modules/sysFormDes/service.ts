import {
  addSchema,
  designToResource,
  type FormDesign,
  type FormRenderInfo,
  type FormValuesInfo,
  normalizeInput,
} from '@printfloor/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { createStamp, updateStamp } from '../../db/query.ts';
import { sysFormDesign, sysFormValue } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import { parseInput } from '../../http/route.ts';
import type { Caller } from '../../resources/types.ts';

/** A live saved form by its code, its design parsed (stored designs were checked on write). */
export async function formByCode(tx: Tx, code: string): Promise<FormRenderInfo> {
  const [row] = await tx
    .select({
      code: sysFormDesign.code,
      name: sysFormDesign.name,
      formVersion: sysFormDesign.formVersion,
      schemaJson: sysFormDesign.schemaJson,
    })
    .from(sysFormDesign)
    .where(and(eq(sysFormDesign.code, code), eq(sysFormDesign.isDelete, false)));
  if (!row) throw new BizError('F1602', { code }, 404);
  return {
    code: row.code,
    name: row.name,
    formVersion: row.formVersion,
    design: JSON.parse(row.schemaJson) as FormDesign,
  };
}

/** The settings group a live form is the form of (null: none, or no such form). */
export async function settingsGroupOf(tx: Tx, code: string): Promise<string | null> {
  const [row] = await tx
    .select({ group: sysFormDesign.settingsGroup })
    .from(sysFormDesign)
    .where(and(eq(sysFormDesign.code, code), eq(sysFormDesign.isDelete, false)));
  return row?.group ?? null;
}

/** The live form chosen for a settings group, with the caller's tenant's values; null when the group has none. */
export async function groupForm(tx: Tx, caller: Caller, group: string): Promise<FormValuesInfo | null> {
  const [row] = await tx
    .select({ code: sysFormDesign.code })
    .from(sysFormDesign)
    .where(and(eq(sysFormDesign.settingsGroup, group), eq(sysFormDesign.isDelete, false)));
  return row ? formValues(tx, caller, row.code) : null;
}

/** The form with the caller's tenant's saved values (null when never saved). */
export async function formValues(tx: Tx, caller: Caller, code: string): Promise<FormValuesInfo> {
  const form = await formByCode(tx, code);
  const [row] = await tx
    .select({
      valueJson: sysFormValue.valueJson,
      updateTime: sysFormValue.updateTime,
      createTime: sysFormValue.createTime,
    })
    .from(sysFormValue)
    .where(and(eq(sysFormValue.tenantId, caller.auth.tenantId), eq(sysFormValue.formCode, code)));
  return {
    ...form,
    values: (row?.valueJson as Record<string, unknown> | undefined) ?? null,
    updateTime: row ? (row.updateTime ?? row.createTime).toISOString() : null,
  };
}

/**
 * Saves the caller's tenant's values of a form: checked with the same schema the console's form
 * renderer uses (the design as a resource, `addSchema`), messages per field in the caller's language.
 */
export async function saveFormValues(
  tx: Tx,
  caller: Caller,
  code: string,
  input: Record<string, unknown>,
): Promise<FormValuesInfo> {
  const form = await formByCode(tx, code);
  const resource = designToResource(form.code, form.design);
  const values = parseInput(addSchema(resource), normalizeInput(resource, input, 'write'), caller.lang, 'values');
  const stamp = createStamp(caller.auth);
  await tx
    .insert(sysFormValue)
    .values({
      tenantId: stamp.tenantId,
      formCode: code,
      formVersion: form.formVersion,
      valueJson: values,
      createUserId: stamp.createUserId,
      createUserName: stamp.createUserName,
    })
    .onConflictDoUpdate({
      target: [sysFormValue.tenantId, sysFormValue.formCode],
      set: {
        valueJson: values,
        formVersion: form.formVersion,
        ...updateStamp(caller.auth.userId, caller.auth.realName),
      },
    });
  return formValues(tx, caller, code);
}
