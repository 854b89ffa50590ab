import {
  AbnormalFlag,
  type OrderProgress,
  type OrderWithdrawn,
  orderAggregate,
  PrintState,
  ProductionState,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type MovedRow, runSystemTransition, type SystemActor } from '../../resources/system-transitions.ts';
import { logSystemTransition } from './timeline.ts';

/**
 * The orders domain's commands for what production tells it (issue 34): each a sequence of the system
 * transitions declared on `orderAggregate`, run with the factory's system actor, so every change of an
 * order's production, print, submission and abnormal state is guarded by its state in SQL, on the timeline
 * and an event `order.{transition}`. A repeated or stale report moves nothing.
 */
const T = orderAggregate.transitions;

const run = (
  tx: Tx,
  actor: SystemActor,
  name: keyof typeof T,
  orderId: number,
  reason: string | null,
  extra?: {
    input?: Record<string, unknown>;
    set?: Parameters<typeof runSystemTransition>[4]['set'];
  },
): Promise<MovedRow[]> =>
  runSystemTransition(tx, actor, orderAggregate, T[name], {
    ids: [orderId],
    input: { reason, ...extra?.input },
    set: extra?.set,
    log: logSystemTransition(reason),
  });

/**
 * The order's production and print states as its pieces now are (`production.orderProgress`): the newest
 * report says how things are (reports of one order arrive in order), reached through the declared steps —
 * not started → in production → completed, completed → in production again for a reprint, to print ⇄
 * printed. The reason of each entry is the pieces done, "finished/pieces".
 */
export async function applyProductionProgress(tx: Tx, actor: SystemActor, p: OrderProgress): Promise<void> {
  const reason = `${p.finished}/${p.pieces}`;
  const input = { pieces: p.pieces, printed: p.printed, finished: p.finished };
  const step = (name: keyof typeof T) => run(tx, actor, name, p.orderId, reason, { input });
  if (p.productionState !== ProductionState.NotStarted) await step('inProduction');
  if (p.printState === PrintState.Printed) await step('piecesPrinted');
  else await step('printReopened');
  if (p.productionState === ProductionState.Completed) await step('productionCompleted');
  else if (p.productionState === ProductionState.InProduction) await step('productionReopened');
}

/**
 * Production's answer to a cancellation (`production.orderWithdrawn`): with nothing of the order left in
 * production it is cancelled (withdrawn) — a marketplace's cancel after release was first flagged abnormal
 * and no longer is —, or, cancelled already, its production stops; with pieces past the point of no return
 * it stays (or becomes) abnormal, for the factory to decide.
 */
export async function applyProductionWithdrawn(tx: Tx, actor: SystemActor, w: OrderWithdrawn): Promise<void> {
  const reason = `${w.pieces}/${w.pieces + w.remaining}${w.reason ? ` · ${w.reason}` : ''}`;
  const input = { pieces: w.pieces, remaining: w.remaining, reason: w.reason };
  if (w.remaining > 0) {
    await run(tx, actor, 'productionPartlyWithdrawn', w.orderId, reason, {
      input,
      set: { abnormal_reason: w.reason ?? null },
    });
    return;
  }
  // Nothing left in production: no abnormal flag, not started, to print — and cancelled.
  const stopped = {
    production_state: ProductionState.NotStarted,
    print_state: PrintState.ToPrint,
    abnormal_flag: AbnormalFlag.Normal,
    abnormal_reason: null,
  };
  const withdrawn = await run(tx, actor, 'productionWithdrawn', w.orderId, reason, {
    input,
    set: { ...stopped, cancel_reason: sql`coalesce(cancel_reason, ${w.reason ?? null})` },
  });
  if (withdrawn.length) return;
  // Cancelled already (by its merchant or marketplace): its production state, if it moved, stops.
  const { production_state: _, ...rest } = stopped;
  await run(tx, actor, 'productionStopped', w.orderId, reason, { input, set: rest });
}
