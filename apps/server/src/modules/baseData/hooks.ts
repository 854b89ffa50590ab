import { and, eq } from 'drizzle-orm';
import { sysTenant } from '../../db/schema/index.ts';
import { ValidationError } from '../../errors.ts';
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
    const found = await tx
      .select({ id: sysTenant.id })
      .from(sysTenant)
      .where(and(eq(sysTenant.id, Number(id)), eq(sysTenant.isMerchant, true), eq(sysTenant.isDelete, false)));
    if (!found.length)
      throw new ValidationError({ merchantTenantId: [translateValidation(caller.lang, 'refNotFound')] });
  },
};
