import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Raw SQL rows, the same on PGlite and node-postgres. Cast counts to int in SQL
 * (`count(*)::int`): node-postgres returns raw int8 expressions as strings.
 */
export async function queryRows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const res = (await ex.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** The creation stamp of a Drizzle `.values({...})` of a tenant row: its tenant, who, and from which organisation. */
export function createStamp(auth: {
  tenantId: number;
  userId: number;
  realName: string;
  orgId: number | null;
  orgName: string | null;
}) {
  return {
    tenantId: auth.tenantId,
    createUserId: auth.userId,
    createUserName: auth.realName,
    createOrgId: auth.orgId,
    createOrgName: auth.orgName,
  };
}

/** The update stamp of a Drizzle `.set({...})`: time (the database's `now()`) and who. */
export function updateStamp(userId: number | null, userName: string | null) {
  return { updateTime: sql`now()`, updateUserId: userId, updateUserName: userName };
}
