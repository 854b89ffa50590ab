import { orderAggregate, PrintState, ProductionState, SubmitState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import {
  applyPlatformCancel,
  applyProductionProgress,
  applyProductionWithdrawn,
} from '../../src/modules/orders/index.ts';
import { logSystemTransition } from '../../src/modules/orders/timeline.ts';
import { runSystemTransition, systemActor } from '../../src/resources/system-transitions.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Row } from '../production/floor.ts';

/**
 * The system's own writes on an order (issue 34): production's reports reach the order through the system
 * transitions declared on `orderAggregate` — guarded by the state in SQL, on the timeline, an event
 * `order.{transition}` naming the system actor and its cause — and never through a route.
 */
describe('orders: system transitions', () => {
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    { setup: (server) => mapSkus(server, [{ skuCode: 'SYS-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]) },
  );
  const { factory, orderOf, settle, submittedOrder } = floorCalls(suite);
  const F = SEED.factory.tenantId;
  const cause = { type: 'production.orderProgress', id: 424242 };
  const actor = systemActor('orders', F, cause);
  const inFactory = <T>(fn: Parameters<typeof inTenant<T>>[2]) => inTenant(suite.server.db, F, fn);
  const timeline = async (id: number) =>
    (await factory().get<Row[]>('/api/order/timeline', { id: String(id) })).body.result.map((e) => [
      e.action,
      e.reason,
      e.bySide,
      e.byUserName,
    ]);
  // Every tenant's: a marketplace's cancel is the merchant's event, production's moves are the factory's.
  const events = (id: number) =>
    asPlatform(suite.server.db, (tx) =>
      queryRows<{ type: string; payload: Record<string, unknown> }>(
        tx,
        sql`select type, payload from sys_event where aggregate_type = 'order' and aggregate_id = ${id}
              and type like 'order.%' order by id`,
      ),
    );
  const progress = (orderId: number, productionState: number, printState: number, finished: number, pieces = 2) =>
    inFactory((tx) =>
      applyProductionProgress(tx, actor, {
        orderTenantId: SEED.merchant.tenantId,
        orderId,
        productionState,
        printState,
        pieces,
        printed: printState === PrintState.Printed ? pieces : 0,
        finished,
      }),
    );

  it('a completed report moves the order through its declared steps once; a repeat moves nothing', async () => {
    const id = await submittedOrder([['SYS-DTG-M', 2]]);
    await progress(id, ProductionState.Completed, PrintState.Printed, 2);
    expect(await orderOf(id)).toMatchObject({ productionState: 2, printState: 1 });
    const entries = (await timeline(id)).filter(([action]) => action !== 'add' && action !== 'submit');
    expect(entries).toEqual([
      ['inProduction', '2/2', 'factory', null],
      ['piecesPrinted', '2/2', 'factory', null],
      ['productionCompleted', '2/2', 'factory', null],
    ]);
    const emitted = await events(id);
    expect(emitted.map((e) => e.type)).toEqual([
      'order.inProduction',
      'order.piecesPrinted',
      'order.productionCompleted',
    ]);
    expect(emitted[2]?.payload).toEqual({
      transition: 'productionCompleted',
      tenants: { merchant: SEED.merchant.tenantId, factory: F },
      from: ProductionState.InProduction,
      to: ProductionState.Completed,
      input: { reason: '2/2', pieces: 2, printed: 2, finished: 2 },
      by: { kind: 'system', domain: 'orders', cause: { type: cause.type, eventId: cause.id } },
    });

    // The same report again (a redelivery): no step moves, so no entry and no event.
    await progress(id, ProductionState.Completed, PrintState.Printed, 2);
    expect((await timeline(id)).length).toBe(entries.length + 2);
    expect((await events(id)).length).toBe(3);

    // A reprint after completion: in production and to print again, each a declared step.
    await progress(id, ProductionState.InProduction, PrintState.ToPrint, 1);
    expect(await orderOf(id)).toMatchObject({ productionState: 1, printState: 0 });
    expect((await timeline(id)).slice(-2).map(([action]) => action)).toEqual(['printReopened', 'productionReopened']);
  });

  it('two racing system calls on one order: exactly one moves it, one entry, one event', async () => {
    const id = await submittedOrder([['SYS-DTG-M', 1]]);
    const move = () =>
      inFactory((tx) =>
        runSystemTransition(tx, actor, orderAggregate, orderAggregate.transitions.inProduction, {
          ids: [id],
          log: logSystemTransition('race'),
        }),
      );
    const moved = await Promise.all([move(), move(), move()]);
    expect(moved.map((m) => m.length).sort()).toEqual([0, 0, 1]);
    expect((await timeline(id)).filter(([action]) => action === 'inProduction')).toHaveLength(1);
    expect((await events(id)).map((e) => e.type)).toEqual(['order.inProduction']);
  });

  it('a platform cancel racing a production start: exactly one wins, the loser moves and emits nothing', async () => {
    const M = SEED.merchant.tenantId;
    for (let round = 0; round < 4; round++) {
      const id = await submittedOrder([['SYS-DTG-M', 1]]);
      const cancel = () =>
        inTenant(suite.server.db, M, (tx) =>
          applyPlatformCancel(tx, systemActor('marketplaces', M, null), [id], 'gone'),
        );
      const start = () => progress(id, ProductionState.InProduction, PrintState.ToPrint, 0, 1);
      // Both orders of arrival, each run at the same instant.
      await Promise.all(round % 2 ? [cancel(), start()] : [start(), cancel()]);
      const types = async () => (await events(id)).map((e) => e.type).sort();
      // The cancel tells production, which withdraws what it can and answers; wait for the last word.
      await settle(async () =>
        (await types()).some((t) => t === 'order.platformCancel' || t === 'order.productionWithdrawn'),
      );
      const order = await orderOf(id);
      if ((await types()).includes('order.platformCancel')) {
        // The cancel won: production never started, and said nothing.
        expect(order).toMatchObject({ submitState: SubmitState.Cancelled, productionState: 0, abnormalFlag: 0 });
        expect(await types()).toEqual(['order.platformCancel']);
      } else {
        // The start won: the cancel could only flag the order, until production withdrew it (nothing was made).
        expect(await types()).toEqual(['order.inProduction', 'order.platformAbnormal', 'order.productionWithdrawn']);
        expect(order).toMatchObject({ submitState: SubmitState.Cancelled, productionState: 0, abnormalFlag: 0 });
      }
    }
  });

  it("another side's tenant moves nothing: the merchant's tenant is not the factory side", async () => {
    const id = await submittedOrder([['SYS-DTG-M', 1]]);
    const merchantActor = systemActor('orders', SEED.merchant.tenantId, cause);
    const moved = await inTenant(suite.server.db, SEED.merchant.tenantId, (tx) =>
      runSystemTransition(tx, merchantActor, orderAggregate, orderAggregate.transitions.inProduction, {
        ids: [id],
        log: logSystemTransition(null),
      }),
    );
    expect(moved).toEqual([]);
    expect((await orderOf(id)).productionState).toBe(ProductionState.NotStarted);
  });

  it('withdrawn with nothing left: cancelled with its production reset; with pieces left: abnormal, once', async () => {
    const whole = await submittedOrder([['SYS-DTG-M', 2]]);
    await progress(whole, ProductionState.InProduction, PrintState.ToPrint, 0);
    const withdrawn = (orderId: number, remaining: number) =>
      inFactory((tx) =>
        applyProductionWithdrawn(tx, actor, {
          orderTenantId: SEED.merchant.tenantId,
          orderId,
          pieces: 2 - remaining,
          workOrders: 1,
          remaining,
          reason: 'cancelled on the platform',
        }),
      );
    await withdrawn(whole, 0);
    expect(await orderOf(whole)).toMatchObject({
      submitState: SubmitState.Cancelled,
      productionState: ProductionState.NotStarted,
      abnormalFlag: 0,
      cancelReason: 'cancelled on the platform',
    });
    await withdrawn(whole, 0);
    expect((await timeline(whole)).filter(([a]) => String(a).startsWith('production'))).toEqual([
      ['productionWithdrawn', '2/2 · cancelled on the platform', 'factory', null],
    ]);

    const part = await submittedOrder([['SYS-DTG-M', 2]]);
    await withdrawn(part, 1);
    await withdrawn(part, 1);
    expect(await orderOf(part)).toMatchObject({ submitState: SubmitState.Submitted, abnormalFlag: 1 });
    expect((await timeline(part)).filter(([a]) => a === 'productionPartlyWithdrawn')).toHaveLength(1);
  });

  it('no system transition is a route', async () => {
    const id = await submittedOrder([['SYS-DTG-M', 1]]);
    for (const t of orderAggregate.transitionList) {
      const res = await factory().post(`/api/order/${t.name}`, { id });
      expect(res.status, t.name).toBe(404);
    }
    expect((await orderOf(id)).productionState).toBe(ProductionState.NotStarted);
  });
});
