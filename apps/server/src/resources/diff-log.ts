import type { Resource, SystemTransitionInfo } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { AggregateActor, MovedRow } from './system-transitions.ts';
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

/**
 * The change-log rows of a transition that moved `moved` rows of `table` (diff type `transition`): the state
 * each left, the state it reached with the transition's name and `extra` (a reason), and who — a user, or the
 * system as `system:<domain>`. For an aggregate without a timeline of its own (a shop, a piece, a work order),
 * as the `log` of `runSystemTransition`; one statement for all the rows.
 */
export async function writeTransitionDiff(
  tx: Tx,
  actor: AggregateActor,
  table: string,
  t: SystemTransitionInfo,
  moved: readonly MovedRow[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  if (!moved.length) return;
  const rows = JSON.stringify(moved.map((m) => ({ id: m.id, before: { [t.field]: m.from } })));
  const after = JSON.stringify({ [t.field]: t.to, transition: t.name, ...extra });
  const account = actor.kind === 'user' ? null : `system:${actor.domain}`;
  const name = actor.kind === 'user' ? actor.realName : actor.domain;
  const userId = actor.kind === 'user' ? actor.userId : null;
  await tx.execute(sql`insert into sys_log_diff
      (tenant_id, table_name, business_id, before_data, after_data, diff_type, account, real_name, user_id)
    select ${actor.tenantId}, ${table}, m.id, m.before, ${after}::jsonb, 'transition', ${account}, ${name}, ${userId}
      from json_to_recordset(${rows}::json) as m(id bigint, before jsonb)`);
}
