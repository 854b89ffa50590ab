import { GTX_INK_DEPENDENT, gtxSettingSet } from '@printfloor/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mesBrotherTemplate, mesHeatPrintSetting } from '../../db/schema/index.ts';
import { ValidationError } from '../../http/errors.ts';
import { translateValidation } from '../../http/i18n.ts';
import type { ResourceHooks } from '../../resources/hooks/types.ts';

/**
 * Makes `id` (or, for an insert, nobody yet) the only default row of the tenant: clears the
 * flag on every other live row, in the caller's transaction. The partial unique index
 * `(tenant_id) where is_default and not is_delete` backs it up.
 */
export async function clearOtherDefaults(tx: Tx, table: DefaultFlagTable, tenantId: number, exceptId: number | null) {
  await tx
    .update(table)
    .set({ isDefault: false, updateTime: sql`now()` })
    .where(
      and(
        eq(table.tenantId, tenantId),
        eq(table.isDefault, true),
        eq(table.isDelete, false),
        ne(table.id, exceptId ?? -1),
      ),
    );
}

/** Tables with an "only one default per tenant" flag. */
type DefaultFlagTable = typeof mesBrotherTemplate | typeof mesHeatPrintSetting;

/** Writing isDefault = true clears the flag of the table's other rows. */
function singleDefaultHooks(table: DefaultFlagTable): ResourceHooks {
  return {
    async beforeWrite({ tx, caller }, { values, before }) {
      if (values.isDefault === true) {
        await clearOtherDefaults(tx, table, caller.auth.tenantId, before ? Number(before.id) : null);
      }
    },
  };
}

export const heatPrintSettingHooks: ResourceHooks = singleDefaultHooks(mesHeatPrintSetting);

/**
 * Brother templates: one default per tenant, and the GTX settings that apply only with some
 * ink modes (GTX_INK_DEPENDENT). A value given for an ink mode it does not apply to is refused
 * (also on an update that sends the setting without the ink mode); when the ink mode changes,
 * stored settings that no longer apply are cleared.
 */
export const brotherTemplateHooks: ResourceHooks = {
  async beforeWrite(ctx, change) {
    const { values, before } = change;
    const ink = Number(values.inkMode ?? before?.inkMode);
    const refused: Record<string, string[]> = {};
    for (const [key, inks] of Object.entries(GTX_INK_DEPENDENT)) {
      if (inks.includes(ink)) continue;
      if (gtxSettingSet(values[key])) refused[key] = [translateValidation(ctx.caller.lang, 'invalidValue')];
      else if (values[key] === undefined && before && gtxSettingSet(before[key]))
        values[key] = key === 'multiPass' ? false : null;
    }
    if (Object.keys(refused).length) throw new ValidationError(refused);
    await singleDefaultHooks(mesBrotherTemplate).beforeWrite?.(ctx, change);
  },
};
