import type { Resource } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { Caller, Row } from './types.ts';

/**
 * One sys_log_diff row per updated or deleted record: before / after as JSON, who, which call.
 * Written in the caller's tenant (global resources log under the platform admin's tenant).
 */
export async function writeDiffLog(
  tx: Tx,
  caller: Caller,
  resource: Resource,
  businessId: number,
  before: Row | null,
  after: Row | null,
  diffType: 'update' | 'delete',
): Promise<void> {
  const json = (row: Row | null) =>
    row === null ? null : JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? Number(v) : v));
  await tx.execute(sql`insert into sys_log_diff
    (tenant_id, table_name, business_id, before_data, after_data, diff_type, account, real_name, user_id, request_url, trace_id)
    values (${caller.auth.tenantId}, ${resource.table}, ${businessId}, ${json(before)}::jsonb, ${json(after)}::jsonb, ${diffType},
            ${caller.auth.account}, ${caller.auth.realName}, ${caller.auth.userId}, ${caller.url}, ${caller.traceId})`);
}
