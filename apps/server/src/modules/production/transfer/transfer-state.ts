import { type Aggregate, batchAggregate, pieceAggregate } from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { writeTransitionDiff } from '../../../resources/diff-log.ts';
import {
  type AggregateActor,
  runSystemTransition,
  systemActor,
  userActor,
} from '../../../resources/system-transitions.ts';
import type { Caller } from '../../../resources/types.ts';

/** Who sends files: the user on the transfer page or at a station, or the system (a job). */
const actorOf = (caller: Caller): AggregateActor =>
  caller.job ? systemActor('production', caller.auth.tenantId) : userActor(caller.auth);

/**
 * A piece's or a batch's files transferred or failed (`filesTransferred` / `filesFailed` of `pieceAggregate`,
 * `batchAggregate`): the transfer state moved by the engine — locked, guarded, in the change log with what was
 * sent (attempt, file count) or why it failed, and evented — with the other columns the same update sets.
 */
export async function markTransfer(
  tx: Tx,
  caller: Caller,
  of: 'piece' | 'batch',
  outcome: 'filesTransferred' | 'filesFailed',
  id: number,
  set: Record<string, SQL | string | number | boolean | null>,
  detail: Record<string, unknown>,
): Promise<void> {
  const aggregate: Aggregate = of === 'piece' ? pieceAggregate : batchAggregate;
  const moved = await runSystemTransition(tx, actorOf(caller), aggregate, aggregate.transitions[outcome] as never, {
    ids: [id],
    input: detail,
    set,
    log: (t, actor, info, moved) => writeTransitionDiff(t, actor, aggregate.table, info, moved, detail),
  });
  if (moved.length) return;
  // Already in that state (sent again, failed again): the state stays, the counts and the reason follow.
  await tx.execute(sql`update ${sql.identifier(aggregate.table)}
                          set ${sql.join(
                            Object.entries(set).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
                            sql`, `,
                          )}, update_time = now()
                        where tenant_id = ${caller.auth.tenantId} and id = ${id}`);
}
