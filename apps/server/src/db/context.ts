import { sql } from 'drizzle-orm';
import type { Database, Tx } from './client.ts';

/**
 * The two ways to run queries. Every tenant-owned query goes through `inTenant`:
 * it opens a transaction, sets app.tenant_id and switches to the printfloor_app
 * role, so row-level security limits every statement to that tenant — a missing
 * WHERE tenant_id returns nothing of another tenant. `inTenant(db, null, …)`
 * sees no tenant rows at all.
 *
 * `asPlatform` runs as the owner role, which bypasses row-level security. Use it
 * only where the work is cross-tenant by nature (login lookup, tenant
 * administration, seeding, audit writes) and say why at the call site.
 */
export async function inTenant<T>(db: Database, tenantId: number | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.orm.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.tenant_id', ${tenantId === null ? '' : String(tenantId)}, true), set_config('role', 'printfloor_app', true)`,
    );
    return fn(tx);
  });
}

export async function asPlatform<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.orm.transaction(async (tx) => fn(tx));
}
