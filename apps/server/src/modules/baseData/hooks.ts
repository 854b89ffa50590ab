import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query.ts';
import { ValidationError } from '../../http/errors.ts';
import { translateValidation } from '../../http/i18n.ts';
import type { ResourceHooks } from '../../resources/hooks/types.ts';

/**
 * Customers: `merchantTenantId` names a live merchant tenant of the GLOBAL sys_tenant table,
 * which the engine's tenant-scoped refs cannot check; refused like an unknown ref otherwise.
 */
export const customerHooks: ResourceHooks = {
  async beforeWrite({ tx, caller }, { values }) {
    const id = values.merchantTenantId;
    if (id === undefined || id === null) return;
    const found = await queryRows<{ id: number }>(
      tx,
      sql`select id from sys_tenant where id = ${Number(id)} and is_merchant and not is_delete`,
    );
    if (!found.length)
      throw new ValidationError({ merchantTenantId: [translateValidation(caller.lang, 'refNotFound')] });
  },
};
