import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import type { ResourceHooks } from './types.ts';

/** A tenant table with an "only one default per tenant" flag (Brother templates, heat settings, label templates…). */
export type DefaultFlagTable = PgTable & {
  id: PgColumn;
  tenantId: PgColumn;
  isDefault: PgColumn;
  isDelete: PgColumn;
  updateTime: PgColumn;
};

/**
 * Makes `exceptId` (or, for an insert, nobody yet) the only default row of the tenant: clears the
 * flag on every other live row, in the caller's transaction. The table's partial unique index
 * `(tenant_id) where is_default and not is_delete` backs it up.
 */
export async function clearOtherDefaults(tx: Tx, table: DefaultFlagTable, tenantId: number, exceptId: number | null) {
  await tx
    .update(table)
    .set({ isDefault: false, updateTime: sql`now()` } as never)
    .where(
      and(
        eq(table.tenantId, tenantId),
        eq(table.isDefault, true),
        eq(table.isDelete, false),
        ne(table.id, exceptId ?? -1),
      ),
    );
}

/** Writing isDefault = true clears the flag of the table's other rows. */
export function singleDefaultHooks(table: DefaultFlagTable): ResourceHooks {
  return {
    async beforeWrite({ tx, caller }, { values, before }) {
      if (values.isDefault === true)
        await clearOtherDefaults(tx, table, caller.auth.tenantId, before ? Number(before.id) : null);
    },
  };
}
