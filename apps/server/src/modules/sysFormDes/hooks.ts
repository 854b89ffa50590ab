import { parseFormDesign, SETTINGS_GROUPS } from '@printfloor/contract';
import { eq, sql } from 'drizzle-orm';
import { sysFormDesign } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import type { ResourceHooks } from '../../resources/hooks/types.ts';

/**
 * Saved forms: a settings group, when given, must be one of SETTINGS_GROUPS (D1208; one form per
 * group, D1207 from the field's uniqueness); the schema is checked (F1601 naming where and what, on the field schemaJson) and
 * stored in its normal form (defaults filled); every update counts one more version.
 */
export const sysFormDesHooks: ResourceHooks = {
  async beforeWrite({ caller }, { values }) {
    if (typeof values.settingsGroup === 'string' && !values.settingsGroup.trim()) values.settingsGroup = null;
    if (values.settingsGroup !== undefined && values.settingsGroup !== null) {
      const names = SETTINGS_GROUPS.map((g) => g.name);
      if (!names.includes(String(values.settingsGroup)))
        throw new BizError(
          'D1208',
          { group: String(values.settingsGroup), groups: names.join(', ') },
          400,
          'settingsGroup',
        );
    }
    if (values.schemaJson === undefined) return;
    const parsed = parseFormDesign(values.schemaJson, caller.lang);
    if (!parsed.ok) throw new BizError('F1601', { ...parsed.issue }, 400, 'schemaJson');
    values.schemaJson = JSON.stringify(parsed.design);
  },
  async written({ tx }, { action, id }) {
    if (action === 'update')
      await tx
        .update(sysFormDesign)
        .set({ formVersion: sql`${sysFormDesign.formVersion} + 1` })
        .where(eq(sysFormDesign.id, id));
  },
};
