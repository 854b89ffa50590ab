import { WorkOrderSource, WorkOrderState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { fieldErrors, grantToMerchant } from '../base-data/factory-settings-fixture.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Row } from './floor.ts';

interface Choice {
  id: number;
  orderCode: string;
  merchantName: string | null;
  orderTime: string;
  lines: number;
}

/**
 * "From order" on the work order page (product spec §5): the planner picks one passed order of the
 * factory (GET /api/workOrder/orderChoices) and makes the work orders of its mapped lines that have
 * none (POST /api/workOrder/fromOrder) — here after a pending work order of the order was deleted.
 * An order not passed, cancelled, another factory's or the caller's own merchant order is refused
 * with P1041, an order with nothing left to make with P1042, and a refusal changes nothing.
 */
describe('production: work orders from a picked order', () => {
  const suite = serverSuite(
    {
      merchant: ['merchant', 'merchant'],
      factory: 'factory',
      // The merchant's administrator in the factory area, holding the work order codes (granted below):
      // its tenant owns the orders, so tenant_isolation shows them; it must still make nothing.
      merchantAsFactory: 'merchant',
    },
    {
      setup: async (server) => {
        await mapSkus(server, [{ skuCode: 'FO-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]);
        await grantToMerchant(server, ['workOrder']);
      },
    },
  );
  const { factory, ok, settle, orderOf, workOrdersOf, submittedOrder, passedOrder } = floorCalls(suite);
  const choices = async (keyword: string, who: 'factory' | 'merchantAsFactory' = 'factory') => {
    const res = await suite.caller(who).get<Choice[]>('/api/workOrder/orderChoices', { keyword });
    expect(res.body.message).toBe('');
    return res.body.result;
  };
  const fromOrder = (orderId: unknown, who: 'factory' | 'merchantAsFactory' = 'factory') =>
    suite.caller(who).post<{ count: number; codes: string[] }>('/api/workOrder/fromOrder', { orderId });
  /** Every work order row of the factory (deleted ones too), as the database holds them. */
  const allWorkOrders = () =>
    inTenant(suite.server.db, SEED.factory.tenantId, (tx) =>
      queryRows<{ code: string; state: number; is_delete: boolean; order_line_id: string | null }>(
        tx,
        sql`select code, state, is_delete, order_line_id::text from pro_work_order
             where tenant_id = ${SEED.factory.tenantId} order by id`,
      ),
    );
  const rowOf = async (code: string) =>
    (
      await inTenant(suite.server.db, SEED.factory.tenantId, (tx) =>
        queryRows<{ source: number; state: number; order_id: string; order_line_id: string; quantity: number }>(
          tx,
          sql`select source, state, order_id::text, order_line_id::text, quantity from pro_work_order
               where tenant_id = ${SEED.factory.tenantId} and code = ${code} and not is_delete`,
        ),
      )
    )[0];
  /** A passed order whose first line's pending work order was deleted; answers the order and that work order. */
  async function orderWithDeletedWorkOrder() {
    const id = await passedOrder([
      ['FO-DTG-M', 2],
      ['FO-DTG-M', 1],
    ]);
    const code = String((await orderOf(id)).orderCode);
    const wos = await workOrdersOf(code);
    expect(wos.map((w) => w.state)).toEqual([WorkOrderState.Pending, WorkOrderState.Pending]);
    const gone = wos.find((w) => w.quantity === 2) as Row;
    const line = (await rowOf(String(gone.code)))?.order_line_id;
    await ok('factory', '/api/workOrder/delete', { id: gone.id });
    expect((await workOrdersOf(code)).map((w) => w.code)).not.toContain(gone.code);
    return { id, code, gone, line };
  }

  it('a deleted pending work order of a passed order is listed, made again from the order, then refused (P1042)', async () => {
    const { id, code, line } = await orderWithDeletedWorkOrder();
    const listed = await choices(code);
    expect(listed).toEqual([
      { id, orderCode: code, merchantName: expect.any(String), orderTime: expect.any(String), lines: 1 },
    ]);
    expect(listed[0]?.orderTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Without a keyword: the newest orders with something to make, this one among them.
    expect((await choices('')).map((c) => c.id)).toContain(id);

    const made = await fromOrder(id);
    expect(made.body.message).toBe('');
    expect(made.body.result.count).toBe(1);
    expect(made.body.result.codes).toHaveLength(1);
    const [madeCode] = made.body.result.codes as [string];
    const row = await rowOf(madeCode);
    expect(row).toEqual({
      source: WorkOrderSource.Order,
      state: WorkOrderState.Pending,
      order_id: String(id),
      order_line_id: line,
      quantity: 2,
    });
    // Back on the page with its bill of materials, like the listener's.
    const wos = await workOrdersOf(code);
    expect(wos.map((w) => w.code).sort()).toEqual(expect.arrayContaining([madeCode]));
    expect(wos).toHaveLength(2);
    const detail = (
      await factory().get<Row>('/api/workOrder/detail', { id: String(wos.find((w) => w.code === madeCode)?.id) })
    ).body.result;
    expect(detail).toMatchObject({ code: madeCode, orderCode: code, source: WorkOrderSource.Order });

    // Nothing left to make: no longer a choice, and a second call is refused and makes nothing.
    expect(await choices(code)).toEqual([]);
    const before = await allWorkOrders();
    const again = await fromOrder(id);
    expect(again.body.code).toBe(400);
    expect(again.body.message).toBe(
      `[P1042] Every mapped line of order "${code}" already has its work order: nothing to make`,
    );
    expect(await allWorkOrders()).toEqual(before);
  });

  it('an order pending review, a cancelled order, an unknown id: P1041, not listed, nothing made', async () => {
    // Submitted, not passed: the factory sees it on its desk, but it is no work yet.
    const pending = await submittedOrder([['FO-DTG-M', 1]]);
    const pendingCode = String((await orderOf(pending)).orderCode);

    // Passed, its work order deleted, then cancelled by the merchant.
    const { id: cancelled, code: cancelledCode } = await orderWithDeletedWorkOrder();
    await ok('merchant', '/api/merchantOrder/cancel', { id: cancelled, cancelReason: 'changed their mind' });
    // The cancel itself marks the order; production's listener then cancels its work order waiting for
    // release — after commit, so wait for that too before reading what "nothing made" compares with.
    await settle(async () => {
      const left = await workOrdersOf(cancelledCode);
      return (
        (await orderOf(cancelled)).submitState === 2 &&
        left.length === 1 &&
        left.every((w) => w.state === WorkOrderState.Cancelled)
      );
    });

    const before = await allWorkOrders();
    for (const [id, code] of [
      [pending, pendingCode],
      [cancelled, cancelledCode],
    ] as const) {
      expect(await choices(code)).toEqual([]);
      const res = await fromOrder(id);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toBe(
        `[P1041] Order "${code}" cannot make work orders: it is not found, not this factory's, not passed or cancelled`,
      );
    }
    // An id that is no order of the factory (the merchant's tenant id): named by the id.
    const unknown = await fromOrder(SEED.merchant.tenantId);
    expect(unknown.body.message).toContain(`[P1041] Order "${SEED.merchant.tenantId}"`);
    expect(await allWorkOrders()).toEqual(before);
    expect(await workOrdersOf(pendingCode)).toEqual([]);
  });

  it("another factory and the order's own merchant (holding the codes) list nothing and make nothing", async () => {
    const { id, code } = await orderWithDeletedWorkOrder();
    const before = await allWorkOrders();

    const superadmin = await suite.server.tokenFor('superadmin', 'admin');
    const added = await suite.call('POST', '/api/sysTenant/add', superadmin, {
      kind: 'factory',
      code: 'foplant2',
      name: 'foplant2',
      adminAccount: 'foadmin2',
      adminPassword: 'Secret123',
    });
    expect(added.body.code).toBe(200);
    const other = await suite.server.tokenFor('foadmin2', 'factory');
    const theirChoices = await suite.call<Choice[]>('GET', `/api/workOrder/orderChoices?keyword=${code}`, other);
    expect(theirChoices.body.message).toBe('');
    expect(theirChoices.body.result).toEqual([]);
    const theirs = await suite.call('POST', '/api/workOrder/fromOrder', other, { orderId: id });
    expect(theirs.body.message).toBe(
      `[P1041] Order "${id}" cannot make work orders: it is not found, not this factory's, not passed or cancelled`,
    );

    // The merchant's tenant owns the order (tenant_isolation lets it read it), yet it is not its factory.
    expect(await choices(code, 'merchantAsFactory')).toEqual([]);
    const mine = await fromOrder(id, 'merchantAsFactory');
    expect(mine.body.code).toBe(400);
    expect(mine.body.message).toContain('[P1041]');
    expect(await allWorkOrders()).toEqual(before);
    // The factory itself still can: the refusals left the order as it was.
    expect((await choices(code)).map((c) => c.lines)).toEqual([1]);
    // A keyword is text, not a pattern: % and _ match themselves.
    expect((await choices('')).map((c) => c.id)).toContain(id);
    expect(await choices('%')).toEqual([]);
    expect(await choices('_')).toEqual([]);
  });

  it('bad input is a validation answer; the merchant area holds no work order code', async () => {
    for (const orderId of [undefined, 'abc', -1, 0, 1.5, '9'.repeat(30)]) {
      const res = await fromOrder(orderId);
      expect(res.body.code, String(orderId)).toBe(400);
      expect(Object.keys(fieldErrors(res.body))).toEqual(['orderId']);
    }
    const longKeyword = await factory().get('/api/workOrder/orderChoices', { keyword: 'x'.repeat(65) });
    expect(Object.keys(fieldErrors(longKeyword.body))).toEqual(['keyword']);
    const merchant = await suite.caller('merchant').post('/api/workOrder/fromOrder', { orderId: 1 });
    expect(merchant.body.code).toBe(403);
  });
});
