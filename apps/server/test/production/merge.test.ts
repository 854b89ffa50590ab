import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { MATERIAL_IDS } from '../../src/seed/base-data-ids.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Row } from './floor.ts';

/**
 * Merged work orders (issue 15 "work order per passed order line, or merged lines of one product"):
 * pending work orders of one product merge into one that is released once and makes every piece,
 * each piece still of its own order and line; split gives them back; a cancelled order's line
 * leaves a merge not released yet.
 */
describe('production: merging work orders of one product', () => {
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    {
      setup: (server) =>
        mapSkus(server, [
          { skuCode: 'MG-TEE-M', productId: PRODUCT_IDS.dtgTeeWhite },
          { skuCode: 'MG-HOODIE-M', productId: PRODUCT_IDS.dtgHoodie },
        ]),
    },
  );
  const { factory, ok, settle, orderOf, workOrdersOf, passedOrder } = floorCalls(suite);
  const codeOf = async (orderId: number) => String((await orderOf(orderId)).orderCode);
  const workOrder = async (id: number) =>
    (await factory().get<Row>('/api/workOrder/detail', { id: String(id) })).body.result;
  const refusal = async (url: string, body: unknown) => {
    const res = await factory().post(url, body);
    expect(res.body.code).not.toBe(200);
    return String(res.body.message);
  };
  /** Two passed orders of the tee (2 and 3 pieces): their work orders, and the orders' ids. */
  const twoTeeOrders = async () => {
    const a = await passedOrder([['MG-TEE-M', 2]]);
    const b = await passedOrder([['MG-TEE-M', 3]]);
    const [woA] = await workOrdersOf(await codeOf(a));
    const [woB] = await workOrdersOf(await codeOf(b));
    return { a, b, woA: woA as Row, woB: woB as Row };
  };
  const mergedInto = async (childId: number) => Number((await workOrder(childId)).mergedIntoId);

  it('merges pending work orders of one product into one whose release makes every piece of its own order', async () => {
    const { a, b, woA, woB } = await twoTeeOrders();
    expect(await refusal('/api/workOrder/merge', { ids: [woA.id] })).toMatch(/at least two/i);
    const hoodie = await passedOrder([['MG-HOODIE-M', 1, '黑色']]);
    const [woH] = await workOrdersOf(await codeOf(hoodie));
    expect(await refusal('/api/workOrder/merge', { ids: [woA.id, woH?.id] })).toMatch(/one product/i);
    // Nothing moved by the refusals.
    expect((await workOrder(woA.id)).state).toBe(0);

    await ok('factory', '/api/workOrder/merge', { ids: [woA.id, woB.id] });
    const parentId = await mergedInto(woA.id);
    expect(await mergedInto(woB.id)).toBe(parentId);
    const parent = await workOrder(parentId);
    expect(parent).toMatchObject({ source: 3, state: 0, quantity: 5, productId: PRODUCT_IDS.dtgTeeWhite });
    expect(parent.colour).toBe('白色');
    expect(String(parent.remark)).toContain(String(woA.code));
    expect((await workOrder(woA.id)).state).toBe(4);
    expect((await workOrder(woA.id)).mergedIntoCode).toBe(parent.code);
    // The merged ones leave the "to release" tab; the merge is in it.
    const pending = (await factory().post<{ items: Row[] }>('/api/workOrder/page', { state: 0, pageSize: 100 })).body
      .result.items;
    expect(pending.map((w) => w.id)).toContain(parentId);
    expect(pending.map((w) => w.id)).not.toContain(woA.id);
    // A merge is not merged again, and merged work orders are not released on their own.
    const other = await passedOrder([['MG-TEE-M', 1]]);
    const [woC] = await workOrdersOf(await codeOf(other));
    expect(await refusal('/api/workOrder/merge', { ids: [parentId, woC?.id] })).toContain(String(parent.code));
    expect(await refusal('/api/workOrder/release', { id: woA.id })).toBeTruthy();

    // Its product and quantity are the merged ones': not edited, and it is not deleted (split it).
    expect(await refusal('/api/workOrder/update', { ...parent, quantity: 9 })).toContain(String(parent.code));
    expect(await refusal('/api/workOrder/delete', { id: parentId })).toContain(String(parent.code));
    await ok('factory', '/api/workOrder/update', { ...parent, remark: 'one run of white tees' });
    expect(await workOrder(parentId)).toMatchObject({ quantity: 5, remark: 'one run of white tees' });
    // A merged one is not deleted either (only work to release is).
    expect(await refusal('/api/workOrder/delete', { id: woA.id })).toBeTruthy();

    await ok('factory', '/api/workOrder/release', { id: parentId });
    expect(await refusal('/api/workOrder/delete', { id: parentId })).toBeTruthy();
    const pieces = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(parentId) })).body.result;
    const [codeA, codeB] = [await codeOf(a), await codeOf(b)];
    expect(pieces.map((p) => [p.code, p.orderCode, p.pieceNo, p.pieceTotal, p.colour, p.size])).toEqual([
      [`${parent.code}-001`, codeA, 1, 2, '白色', 'M'],
      [`${parent.code}-002`, codeA, 2, 2, '白色', 'M'],
      [`${parent.code}-003`, codeB, 1, 3, '白色', 'M'],
      [`${parent.code}-004`, codeB, 2, 3, '白色', 'M'],
      [`${parent.code}-005`, codeB, 3, 3, '白色', 'M'],
    ]);
    // Both orders are in production.
    await settle(async () => (await orderOf(a)).productionState === 1 && (await orderOf(b)).productionState === 1);
  });

  it('split cancels the merge and gives its work orders back, pending as before', async () => {
    const { woA, woB } = await twoTeeOrders();
    expect(await refusal('/api/workOrder/split', { id: woA.id })).toBeTruthy();
    await ok('factory', '/api/workOrder/merge', { ids: [woA.id, woB.id] });
    const parentId = await mergedInto(woA.id);
    // Split is for a merge only (the merged ones are not pending any more, an ordinary one is refused by its source).
    const single = await passedOrder([['MG-TEE-M', 1]]);
    const [woS] = await workOrdersOf(await codeOf(single));
    expect(await refusal('/api/workOrder/split', { id: woS?.id })).toMatch(/merge/i);

    await ok('factory', '/api/workOrder/split', { id: parentId });
    expect((await workOrder(parentId)).state).toBe(3);
    for (const id of [woA.id, woB.id]) expect(await workOrder(id)).toMatchObject({ state: 0, mergedIntoId: null });
    // Each is moved by the declared transition `unmerged`, made by the planner: an event and a change-log entry.
    const members = `{${woA.id},${woB.id}}`;
    const moves = await inTenant(suite.server.db, SEED.factory.tenantId, async (tx) => ({
      events: await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from sys_event
             where type = 'workOrder.unmerged' and aggregate_type = 'workOrder' and aggregate_id = any(${members}::bigint[])`,
      ),
      log: await queryRows<{ account: string | null; n: number }>(
        tx,
        sql`select account, count(*)::int as n from sys_log_diff
             where diff_type = 'transition' and after_data->>'transition' = 'unmerged'
               and table_name = 'pro_work_order' and business_id = any(${members}::bigint[])
             group by account`,
      ),
    }));
    expect(moves.events).toEqual([{ n: 2 }]);
    expect(moves.log).toEqual([{ account: null, n: 2 }]);
    // They can be released on their own again.
    await ok('factory', '/api/workOrder/release', { id: woA.id });
    expect((await factory().get<Row[]>('/api/workOrder/pieces', { id: String(woA.id) })).body.result).toHaveLength(2);
  });

  it("a cancelled order's line leaves a merge not released yet; the merge makes the rest", async () => {
    const { a, b, woA, woB } = await twoTeeOrders();
    await ok('factory', '/api/workOrder/merge', { ids: [woA.id, woB.id] });
    const parentId = await mergedInto(woA.id);
    await ok('merchant', '/api/merchantOrder/cancel', { id: a, cancelReason: 'customer changed their mind' });
    await settle(async () => (await workOrder(woA.id)).state === 3);
    const parent = await workOrder(parentId);
    expect(parent).toMatchObject({ state: 0, quantity: 3 });
    await ok('factory', '/api/workOrder/release', { id: parentId });
    const pieces = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(parentId) })).body.result;
    const codeB = await codeOf(b);
    expect(pieces.map((p) => p.orderCode)).toEqual([codeB, codeB, codeB]);
  });

  it("a merge's bill of materials is its lines' own: each line's blank, the dark-only materials of the dark one", async () => {
    const white = await passedOrder([['MG-TEE-M', 2, '白色', 'S']]);
    const black = await passedOrder([['MG-TEE-M', 3, '黑色', 'XL']]);
    const [woW] = await workOrdersOf(await codeOf(white));
    const [woB] = await workOrdersOf(await codeOf(black));
    await ok('factory', '/api/workOrder/merge', { ids: [woW?.id, woB?.id] });
    const parentId = await mergedInto(Number(woW?.id));
    const bomOf = async (id: number) =>
      Object.fromEntries(
        ((await workOrder(id)).bom as { materialId: number; quantity: number }[]).map((b) => [
          Number(b.materialId),
          Number(b.quantity),
        ]),
      );
    // Not the product's white M tee five times: the white S and the black XL, pretreatment for the black three only.
    expect(await bomOf(parentId)).toMatchObject({
      [MATERIAL_IDS.teeWhite.S]: 2,
      [MATERIAL_IDS.teeBlack.XL]: 3,
      [MATERIAL_IDS.pretreatLiquid]: 0.06,
      [MATERIAL_IDS.polyMailer]: 5,
    });
    expect(await bomOf(parentId)).not.toHaveProperty(String(MATERIAL_IDS.teeWhite.M));
    // The black order cancelled: its line leaves the merge, and its materials the merge's bill.
    await ok('merchant', '/api/merchantOrder/cancel', { id: black, cancelReason: 'customer changed their mind' });
    await settle(async () => Number((await workOrder(parentId)).quantity) === 2);
    const left = await bomOf(parentId);
    expect(left).toMatchObject({ [MATERIAL_IDS.teeWhite.S]: 2, [MATERIAL_IDS.polyMailer]: 2 });
    expect(left).not.toHaveProperty(String(MATERIAL_IDS.teeBlack.XL));
    expect(left).not.toHaveProperty(String(MATERIAL_IDS.pretreatLiquid));
  });
});
