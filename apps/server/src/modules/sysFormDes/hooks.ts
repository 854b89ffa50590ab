import { parseFormDesign } from '@printfloor/contract';
import { eq, sql } from 'drizzle-orm';
import { sysFormDesign } from '../../db/schema/index.ts';
import { BizError } from '../../http/errors.ts';
import type { ResourceHooks } from '../../resources/hooks/types.ts';

/**
 * Saved forms: the schema is checked (F1601 naming where and what, on the field schemaJson) and
 * stored in its normal form (defaults filled); every update counts one more version.
 */
export const sysFormDesHooks: ResourceHooks = {
  async beforeWrite({ caller }, { values }) {
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
