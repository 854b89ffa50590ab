import { orderAggregate } from '@printfloor/contract';
import type { Tx } from '../../db/client.ts';
import { runSystemTransition, type SystemActor } from '../../resources/system-transitions.ts';
import { tellFactoryCancelled } from './factory-events.ts';
import { logSystemTransition } from './timeline.ts';

/**
 * The marketplace cancelled these orders of the actor's (merchant's) tenant (factory-domain §4.1): each is
 * withdrawn while production has not started (`platformCancel`), else flagged abnormal (`platformAbnormal`),
 * and its factory is told (`orders.cancelled`) so production withdraws what it can. Both are system
 * transitions guarded on the production state in SQL, and production's start is guarded on the order not
 * being cancelled: a pull and a release racing on one order have one winner, the loser moves nothing and
 * emits nothing. An order already cancelled or flagged moves no further. Answers the ids withdrawn and flagged.
 */
export async function applyPlatformCancel(
  tx: Tx,
  actor: SystemActor,
  ids: readonly number[],
  reason: string,
): Promise<{ withdrawn: number[]; flagged: number[] }> {
  const T = orderAggregate.transitions;
  const log = logSystemTransition(reason);
  const call = { input: { reason }, log };
  const withdrawn = (
    await runSystemTransition(tx, actor, orderAggregate, T.platformCancel, {
      ...call,
      ids,
      set: { cancel_reason: reason },
    })
  ).map((m) => m.id);
  const flagged = (
    await runSystemTransition(tx, actor, orderAggregate, T.platformAbnormal, {
      ...call,
      ids: ids.filter((id) => !withdrawn.includes(id)),
      set: { abnormal_reason: reason },
    })
  ).map((m) => m.id);
  if (withdrawn.length || flagged.length)
    await tellFactoryCancelled(tx, [...withdrawn, ...flagged], 'platform', reason);
  return { withdrawn, flagged };
}
