import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import type { AuthContext } from './context.ts';
import { buttonCodes } from './permissions.ts';

/**
 * Per-instance cache of computed button codes, validated by the database's permission
 * version (migrations/0003_auth_perm_version.sql: bumped in the same transaction as any
 * change to menus, tenant grants, role menus, user roles or roles). An entry is reused
 * only while the version it was computed at is still current, so a change is visible at
 * once on every instance; the cost per request is reading one row instead of ~900 codes.
 *
 * Read the version BEFORE computing (or in an earlier statement of the same transaction):
 * codes computed after a concurrent change and stored under the older version are merely
 * recomputed on the next call, never served stale.
 */
const MAX_ENTRIES = 10_000;

/** One cache per database (tests run several databases in one process). */
const caches = new WeakMap<Database, Map<string, { version: number; codes: string[] }>>();

/** SQL expression of the current permission version (embed it in a query you run anyway). */
export const permVersionSql = sql`(select version from pf_perm_version where id = 1)`;

export async function permVersion(tx: Tx): Promise<number> {
  const rows = await queryRows<{ v: number | string }>(tx, sql`select ${permVersionSql} as v`);
  return Number(rows[0]?.v ?? 0);
}

function keyOf(auth: AuthContext): string {
  return `${auth.tenantId}|${auth.userId}|${auth.accountType}|${auth.area}`;
}

/**
 * buttonCodes(tx, auth), served from the cache while `version` (read earlier in this
 * transaction, or now when omitted) is unchanged. Runs in the caller's tenant transaction.
 */
export async function cachedButtonCodes(db: Database, tx: Tx, auth: AuthContext, version?: number): Promise<string[]> {
  const current = version ?? (await permVersion(tx));
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = keyOf(auth);
  const hit = cache.get(key);
  if (hit && hit.version === current) return hit.codes;
  const codes = await buttonCodes(tx, auth);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { version: current, codes });
  return codes;
}
