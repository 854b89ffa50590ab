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
  // PostgreSQL: a tenant-pool session is printfloor_app of that tenant already (db/client.ts).
  if (db.asTenant) return db.asTenant(tenantId, (orm) => orm.transaction(fn));
  return db.orm.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.tenant_id', ${tenantId === null ? '' : String(tenantId)}, true), set_config('role', 'printfloor_app', true)`,
    );
    return fn(tx);
  });
}

/**
 * Reads limited to a tenant like `inTenant`, without a transaction where the database allows:
 * on PostgreSQL each statement runs on its own in a printfloor_app session of that tenant, so a
 * list answered by one statement costs one round trip instead of five (begin, tenant switch,
 * count, page, commit). For reads only; statements that must see one snapshot belong in one
 * statement (see ResourceStore.page) or in `inTenant`. PGlite (one connection) keeps the
 * transaction, which costs no round trip there.
 */
export async function readInTenant<T>(db: Database, tenantId: number | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return statementsInTenant(db, tenantId, fn);
}

/**
 * Statements each on its own, limited to a tenant as `readInTenant` runs reads: on PostgreSQL without
 * begin and commit. A statement is atomic by itself, so a change made by ONE statement (data-modifying
 * CTEs included) may run here and cost one round trip instead of three — provided it emits no event
 * (the outbox needs the transaction of `inTenant`) and nothing else must commit with it. PGlite keeps
 * the transaction of `inTenant`.
 */
export async function statementsInTenant<T>(
  db: Database,
  tenantId: number | null,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  // The session-bound drizzle instance has the executor methods statements use (execute, select…).
  if (db.asTenant) return db.asTenant(tenantId, (orm) => fn(orm as unknown as Tx));
  return inTenant(db, tenantId, fn);
}

export async function asPlatform<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.orm.transaction(async (tx) => fn(tx));
}
