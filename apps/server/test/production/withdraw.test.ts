import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { tellFactoryCancelled } from '../../src/modules/orders/factory-events.ts';
import { WORKSTATION_IDS as WS } from '../../src/seed/base-data-ids.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Row } from './floor.ts';

/**
 * A cancelled order's work stops where it has not started (factory-domain §4.1, issue 15): the
 * cancellation happens in the merchant's tenant and reaches the factory's through
 * pf_emit_to_order_factory; production withdraws pending work orders and the pieces still waiting
 * outside an audited batch, and the order is withdrawn — or, with pieces already past that point,
 * flagged abnormal — with a timeline entry.
 */
describe('production: a cancelled order is withdrawn from production', () => {
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory', merchant2: ['merchant2', 'merchant'] },
    { setup: (server) => mapSkus(server, [{ skuCode: 'WD-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]) },
  );
  const { factory, ok, settle, orderOf, workOrdersOf, passedOrder } = floorCalls(suite);
  const merchantTenant = SEED.merchant.tenantId;
  const platformCancel = (tenantId: number, orderId: number) =>
    inTenant(suite.server.db, tenantId, (tx) =>
      tellFactoryCancelled(tx, [orderId], 'platform', 'Cancelled on the platform'),
    );
  const piecesOf = async (workOrderId: number) =>
    (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(workOrderId) })).body.result;
  const timeline = async (id: number) =>
    (await factory().get<Row[]>('/api/order/timeline', { id: String(id) })).body.result.map((e) => e.action);

  it("the merchant's cancel of a passed order cancels its work orders waiting for release", async () => {
    const id = await passedOrder([['WD-DTG-M', 2]]);
    const code = String((await orderOf(id)).orderCode);
    await ok('merchant', '/api/merchantOrder/cancel', { id, cancelReason: 'customer changed their mind' });
    await settle(async () => (await workOrdersOf(code)).every((w) => w.state === 3));
    const [wo] = await workOrdersOf(code);
    expect(wo?.remark).toContain('customer changed their mind');
    // Cancelled work cannot be released.
    const release = await factory().post('/api/workOrder/release', { id: wo?.id });
    expect(release.body.code).not.toBe(200);
  });

  it('released and unbatched or in a pending batch: every piece is withdrawn and the order with it', async () => {
    const id = await passedOrder([['WD-DTG-M', 3]]);
    const code = String((await orderOf(id)).orderCode);
    const [wo] = await workOrdersOf(code);
    await ok('factory', '/api/workOrder/release', { id: wo?.id });
    await settle(async () => (await orderOf(id)).productionState === 1);
    const pieces = await piecesOf(Number(wo?.id));
    const batchId = await ok<number>('factory', '/api/batch/add', { printKind: 1, orderSize: 0 });
    await ok('factory', '/api/batch/addPieces', { id: batchId, pieceIds: [pieces[0]?.id, pieces[1]?.id] });

    expect(await platformCancel(merchantTenant, id)).toBe(1);
    await settle(async () => (await orderOf(id)).submitState === 2);
    expect((await piecesOf(Number(wo?.id))).map((p) => [p.state, p.batchNo ?? null])).toEqual([
      [4, null],
      [4, null],
      [4, null],
    ]);
    const batch = (await factory().get<Row>('/api/batch/detail', { id: String(batchId) })).body.result;
    expect(batch.quantity).toBe(0);
    expect((await workOrdersOf(code))[0]?.state).toBe(3);
    const order = await orderOf(id);
    expect(order).toMatchObject({ submitState: 2, productionState: 0, abnormalFlag: 0 });
    expect(await timeline(id)).toContain('productionWithdrawn');
    // Each move is a declared transition of production's aggregates, made by the system: one event and one
    // change-log entry per piece and per work order.
    const ids = pieces.map((p) => Number(p.id));
    const moves = await inTenant(suite.server.db, SEED.factory.tenantId, async (tx) => ({
      events: await queryRows<{ type: string; n: number }>(
        tx,
        sql`select type, count(*)::int as n from sys_event
             where type in ('piece.withdrawn', 'workOrder.cancelledWithOrder')
               and ((aggregate_type = 'piece' and aggregate_id = any(${`{${ids.join(',')}}`}::bigint[]))
                or (aggregate_type = 'workOrder' and aggregate_id = ${Number(wo?.id)}))
             group by type order by type`,
      ),
      log: await queryRows<{ account: string; n: number }>(
        tx,
        sql`select account, count(*)::int as n from sys_log_diff
             where diff_type = 'transition' and after_data->>'transition' in ('withdrawn', 'cancelledWithOrder')
               and ((table_name = 'pro_piece' and business_id = any(${`{${ids.join(',')}}`}::bigint[]))
                    or (table_name = 'pro_work_order' and business_id = ${Number(wo?.id)}))
             group by account`,
      ),
    }));
    expect(moves.events).toEqual([
      { type: 'piece.withdrawn', n: 3 },
      { type: 'workOrder.cancelledWithOrder', n: 1 },
    ]);
    expect(moves.log).toEqual([{ account: 'system:production', n: 4 }]);
    // A withdrawn piece is not scanned.
    const scan = await factory().post('/api/dtgProduction/scan', {
      workstationId: WS.pretreat01,
      code: pieces[2]?.code,
    });
    expect(scan.body.code).not.toBe(200);
  });

  it('a scanned piece and a piece in an audited batch go on: the rest is withdrawn, the order flagged abnormal', async () => {
    const id = await passedOrder([['WD-DTG-M', 3]]);
    const code = String((await orderOf(id)).orderCode);
    const [wo] = await workOrdersOf(code);
    await ok('factory', '/api/workOrder/release', { id: wo?.id });
    const pieces = await piecesOf(Number(wo?.id));
    const [scanned, audited, waiting] = pieces as [Row, Row, Row];
    await ok('factory', '/api/dtgProduction/scan', { workstationId: WS.pretreat01, code: scanned.code });
    const batchId = await ok<number>('factory', '/api/batch/add', { printKind: 1, orderSize: 0 });
    await ok('factory', '/api/batch/addPieces', { id: batchId, codes: [audited.code] });
    await ok('factory', '/api/batch/audit', { id: batchId });

    await platformCancel(merchantTenant, id);
    await settle(async () => (await orderOf(id)).abnormalFlag === 1);
    const after = new Map((await piecesOf(Number(wo?.id))).map((p) => [p.id, p]));
    expect(after.get(scanned.id)?.state).toBe(1);
    expect(after.get(audited.id)?.state).toBe(0);
    expect(after.get(audited.id)?.batchNo).toBeTruthy();
    expect(after.get(waiting.id)?.state).toBe(4);
    expect((await workOrdersOf(code))[0]?.state).toBe(1);
    const order = await orderOf(id);
    expect(order).toMatchObject({ submitState: 1, abnormalFlag: 1 });
    expect(await timeline(id)).toContain('productionPartlyWithdrawn');
  });

  it("another merchant cannot cancel this merchant's order into the factory", async () => {
    const id = await passedOrder([['WD-DTG-M', 1]]);
    const code = String((await orderOf(id)).orderCode);
    expect(await platformCancel(SEED.merchant2.tenantId, id)).toBe(0);
    await settle(async () => true);
    expect((await workOrdersOf(code)).map((w) => w.state)).toEqual([0]);
    expect((await orderOf(id)).submitState).toBe(1);
  });
});
