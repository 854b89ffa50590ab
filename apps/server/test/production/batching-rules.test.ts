import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BatchOrigin, GarmentShade, GtxInk, OrderSize } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { FACTORY_SETTINGS_IDS as TPL } from '../../src/modules/factorySettings/seed.ts';
import { type Candidate, packOrders } from '../../src/modules/production/batching/strategy.ts';
import { DEVICE_IDS, MATERIAL_TYPE_IDS, UNIT_IDS } from '../../src/seed/base-data-ids.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { BATCH_STRATEGY_IDS as S } from '../../src/seed/production-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { CONSIGNEE } from '../orders/calls.ts';
import { floorCalls, mapSkus, RENDER_TIMEOUT, type Row } from './floor.ts';

/**
 * Batching rules (issue 15, KornitX job templates + machine, platen and ink mode): every rule a
 * strategy declares decides which pieces it takes — colour, size, logistics mode, single- or
 * multi-piece orders, one batch per SKU, and for DTG the platen and ink mode of the Brother GTX
 * template each piece prints with, which the batch then carries to its transfer — and cutting a
 * strategy's pieces into batches keeps an order's pieces together (an order larger than a batch in
 * whole batches). Each test starts from an empty pool under its own strategies only.
 */

const T = SEED.factory.tenantId;
const SKU = { white: 'BR-TEE-W', black: 'BR-TEE-B', hoodie: 'BR-HOOD-B' } as const;

interface Piece {
  id: number;
  code: string;
  orderId: number;
  colour: string;
  size: string;
  productId: number;
  batchId: number | null;
}
interface Batch {
  id: number;
  batchNo: string;
  strategyId: number | null;
  quantity: number;
  orderSize: number;
  deviceId: number | null;
  platen: number | null;
  inkMode: number | null;
}
interface Line {
  sku: string;
  quantity?: number;
  colour?: string;
  size?: string;
}

describe('production: batching rules', () => {
  const hot = mkdtempSync(path.join(tmpdir(), 'pf-batching-'));
  afterAll(() => rmSync(hot, { recursive: true, force: true }));
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    {
      setup: async (server) => {
        await mapSkus(server, [
          { skuCode: SKU.white, productId: PRODUCT_IDS.dtgTeeWhite },
          { skuCode: SKU.black, productId: PRODUCT_IDS.dtgTeeBlack },
          { skuCode: SKU.hoodie, productId: PRODUCT_IDS.dtgHoodie },
        ]);
        // The demo's blanks come in white, black and grey; review passes a navy line only when its blank comes in navy.
        const token = await server.tokenFor('factory', 'factory');
        for (const [style, size] of [
          ['TEE-180', 'M'],
          ['TEE-180', 'XL'],
          ['HD-280', 'L'],
        ] as const) {
          const res = await server.call('POST', '/api/material/add', {
            token,
            body: {
              code: `BR-NVY-${style}-${size}`,
              materialTypeId: MATERIAL_TYPE_IDS.blankGarment,
              name: `藏青 ${style} ${size}`,
              spec: size,
              unitId: UNIT_IDS.pcs,
              colour: '藏青',
              size,
              style,
              maxStock: 100,
              minStock: 0,
              safeStock: 10,
            },
          });
          expect(res.body.message).toBe('');
        }
      },
    },
  );
  const { factory, ok, settle, orderOf, workOrdersOf, artwork, setFolder } = floorCalls(suite);
  const db = <R>(run: (tx: Parameters<Parameters<typeof inTenant>[2]>[0]) => Promise<R>) =>
    inTenant(suite.server.db, T, run);

  /** A merchant order of `lines` (white / M unless told), submitted, passed and released: its pieces. */
  async function released(lines: Line[], extra: { logisticsMode?: string; image?: string } = {}): Promise<Piece[]> {
    const image = extra.image ?? 'https://cdn.example.com/art/front.png';
    const id = await ok<number>('merchant', '/api/merchantOrder/add', {
      platform: 'temu',
      ...CONSIGNEE,
      ...(extra.logisticsMode ? { logisticsMode: extra.logisticsMode } : {}),
      lines: lines.map((l) => ({
        skuCode: l.sku,
        colour: l.colour ?? '白色',
        size: l.size ?? 'M',
        quantity: l.quantity ?? 1,
        unitPrice: 10,
      })),
      areas: lines.map((_, i) => ({ lineNo: i + 1, area: 1, printImage: image })),
    });
    await ok('merchant', '/api/merchantOrder/submit', { id });
    await ok('factory', '/api/order/audit', { id });
    const code = String((await orderOf(id)).orderCode);
    await settle(async () => (await workOrdersOf(code)).length === lines.length);
    await ok('factory', '/api/workOrder/release', { ids: (await workOrdersOf(code)).map((w) => w.id) });
    return piecesOf(id);
  }

  async function piecesOf(orderId: number): Promise<Piece[]> {
    const rows = await db((tx) =>
      queryRows<{
        id: string;
        code: string;
        order_id: string;
        colour: string;
        size: string;
        product_id: string;
        batch_id: string | null;
      }>(
        tx,
        sql`select id::text, code, order_id::text, colour, size, product_id::text, batch_id::text from pro_piece
             where tenant_id = ${T} and order_id = ${orderId} and not is_delete order by line_no, piece_no`,
      ),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      code: r.code,
      orderId: Number(r.order_id),
      colour: r.colour,
      size: r.size,
      productId: Number(r.product_id),
      batchId: r.batch_id ? Number(r.batch_id) : null,
    }));
  }
  const refresh = async (pieces: Piece[]) =>
    (await Promise.all([...new Set(pieces.map((p) => p.orderId))].map(piecesOf))).flat();

  async function batchOf(id: number | null): Promise<Batch> {
    const [b] = await db((tx) =>
      queryRows<{
        id: string;
        batch_no: string;
        strategy_id: string | null;
        quantity: number;
        order_size: number;
        device_id: string | null;
        platen: number | null;
        ink_mode: number | null;
      }>(
        tx,
        sql`select id::text, batch_no, strategy_id::text, quantity, order_size, device_id::text, platen, ink_mode
              from pro_batch where tenant_id = ${T} and id = ${id ?? 0}`,
      ),
    );
    if (!b) throw new Error(`no batch ${id}`);
    return {
      id: Number(b.id),
      batchNo: b.batch_no,
      strategyId: b.strategy_id ? Number(b.strategy_id) : null,
      quantity: b.quantity,
      orderSize: b.order_size,
      deviceId: b.device_id ? Number(b.device_id) : null,
      platen: b.platen,
      inkMode: b.ink_mode,
    };
  }

  /** The batches holding `pieces`: batch id → its pieces among them. */
  const byBatch = (pieces: Piece[]) => {
    const map = new Map<number | null, Piece[]>();
    for (const p of pieces) map.set(p.batchId, [...(map.get(p.batchId) ?? []), p]);
    return map;
  };

  let strategyNo = 0;
  /** A DTG strategy of this test (orderNo: the order in which strategies are tried). */
  const strategy = (body: Record<string, unknown>) =>
    ok<number>('factory', '/api/batchStrategy/add', {
      code: `BR-${++strategyNo}`,
      name: `rule ${strategyNo}`,
      printKind: 1,
      slots: 10,
      mixedSku: true,
      releasePartial: true,
      orderNo: strategyNo,
      ...body,
    });
  const autoBatch = (releasePartial = true) =>
    ok<{ batches: number; pieces: number; unmatched: number; waiting: number }>('factory', '/api/batch/autoBatch', {
      releasePartial,
    });

  /** An empty pool under no strategy: earlier tests' strategies disabled, their left-over pieces set aside. */
  beforeEach(async () => {
    await db(async (tx) => {
      await tx.execute(sql`update pro_batch_strategy set status = 0 where tenant_id = ${T}`);
      await tx.execute(sql`update pro_piece set is_delete = true where tenant_id = ${T} and batch_id is null`);
      // The demo's templates as seeded: dark (default, white + colour) and light (colour only), both 14 × 16″;
      // no product names one (the seed's light / dark choice cleared), so every piece prints with the default.
      await tx.execute(sql`update mes_brother_template set status = 1, platen = 2,
                                  ink_mode = case id when ${TPL.brotherDark} then ${GtxInk.ColourWhite}::int else ${GtxInk.ColourOnly}::int end
                            where tenant_id = ${T} and id in (${TPL.brotherDark}, ${TPL.brotherLight})`);
      await tx.execute(sql`update mes_product set brother_template_id = null where tenant_id = ${T}`);
    });
  });

  it('colour, size and logistics mode: each piece goes to the first strategy whose lists it meets', async () => {
    const dark = await strategy({ colours: '黑色, 藏青', slots: 10 });
    const big = await strategy({ sizes: 'xl,XXL', slots: 10 });
    const express = await strategy({ logisticsMode: 'EXPRESS', slots: 10 });
    const black = await released([{ sku: SKU.black, colour: '黑色', size: 'M' }]);
    const navyXl = await released([{ sku: SKU.white, colour: '藏青', size: 'XL' }]);
    const whiteXl = await released([{ sku: SKU.white, colour: '白色', size: 'XL' }]);
    const whiteExpress = await released([{ sku: SKU.white }], { logisticsMode: 'express' });
    const whiteM = await released([{ sku: SKU.white, colour: '白色', size: 'M' }]);

    const result = await autoBatch();
    expect(result).toMatchObject({ batches: 3, pieces: 4, unmatched: 1, waiting: 0 });
    const [b1, b2, b3, b4, b5] = await refresh([...black, ...navyXl, ...whiteXl, ...whiteExpress, ...whiteM]);
    // Black and navy (an XL too, but the colour strategy comes first) together; white XL by size; express by logistics.
    expect(b1?.batchId).toBeTruthy();
    expect(b2?.batchId).toBe(b1?.batchId);
    expect((await batchOf(b1?.batchId ?? null)).strategyId).toBe(dark);
    expect((await batchOf(b3?.batchId ?? null)).strategyId).toBe(big);
    expect((await batchOf(b4?.batchId ?? null)).strategyId).toBe(express);
    // White M on standard shipping meets no strategy: it waits, unbatched.
    expect(b5?.batchId).toBeNull();
  });

  it('order size: single-piece orders, multi-piece orders, and a batch of both is mixed', async () => {
    const single = await strategy({ orderSize: OrderSize.Single });
    const multi = await strategy({ orderSize: OrderSize.Multi });
    const one = await released([{ sku: SKU.white }]);
    // (Both white garments: light and dark ones are never batched together, whatever the order.)
    const two = await released([{ sku: SKU.white }, { sku: SKU.black, colour: '白色' }]);
    const three = await released([{ sku: SKU.white, quantity: 3 }]);
    const other = await released([{ sku: SKU.white }]);
    expect(await autoBatch()).toMatchObject({ batches: 2, pieces: 7, unmatched: 0 });
    const pieces = await refresh([...one, ...two, ...three, ...other]);
    const batches = byBatch(pieces);
    expect(batches.size).toBe(2);
    for (const [id, members] of batches) {
      const b = await batchOf(id);
      const orders = new Set(members.map((p) => p.orderId));
      if (b.strategyId === single) {
        expect([...orders].sort()).toEqual([one[0]?.orderId, other[0]?.orderId].sort());
        expect(b.orderSize).toBe(OrderSize.Single);
      } else {
        expect(b.strategyId).toBe(multi);
        expect([...orders].sort()).toEqual([two[0]?.orderId, three[0]?.orderId].sort());
        expect(b.orderSize).toBe(OrderSize.Multi);
        expect(b.quantity).toBe(5);
      }
    }

    // A strategy of any order size records what its batch holds: both kinds, mixed.
    await db((tx) => tx.execute(sql`update pro_batch_strategy set status = 0 where tenant_id = ${T}`));
    await strategy({ orderSize: OrderSize.Any });
    const a = await released([{ sku: SKU.white }]);
    const b = await released([{ sku: SKU.white, quantity: 2 }]);
    expect(await autoBatch()).toMatchObject({ batches: 1, pieces: 3 });
    const [first] = await refresh([...a, ...b]);
    expect((await batchOf(first?.batchId ?? null)).orderSize).toBe(OrderSize.Mixed);
  });

  it('mixedSku = false: one batch per SKU (product + colour + size), each order kept within its SKU', async () => {
    const perSku = await strategy({ mixedSku: false });
    const o1 = await released([{ sku: SKU.white, size: 'M', quantity: 2 }]);
    const o2 = await released([{ sku: SKU.white, size: 'L' }]);
    const o3 = await released([{ sku: SKU.black, colour: '黑色', size: 'M' }]);
    const o4 = await released([
      { sku: SKU.white, size: 'M' },
      { sku: SKU.white, size: 'L' },
    ]);
    // The black tee in white: another product, so another SKU than the white tee in white.
    const o5 = await released([{ sku: SKU.black, colour: '白色', size: 'M' }]);
    expect(await autoBatch()).toMatchObject({ batches: 4, pieces: 7, unmatched: 0 });
    const batches = byBatch(await refresh([...o1, ...o2, ...o3, ...o4, ...o5]));
    expect(batches.size).toBe(4);
    const skus = [];
    for (const [id, members] of batches) {
      expect((await batchOf(id)).strategyId).toBe(perSku);
      const kinds = new Set(members.map((p) => `${p.productId}|${p.colour}|${p.size}`));
      expect(kinds.size).toBe(1);
      skus.push([...kinds][0]);
    }
    expect(new Set(skus).size).toBe(4);
    // With mixed SKUs allowed the same pieces make one batch of the white garments and one of the black one.
    await db((tx) =>
      tx.execute(sql`update pro_piece set batch_id = null, batch_no = null where tenant_id = ${T} and order_id in
                       (${o1[0]?.orderId}, ${o2[0]?.orderId}, ${o3[0]?.orderId}, ${o4[0]?.orderId}, ${o5[0]?.orderId})`),
    );
    await ok('factory', '/api/batchStrategy/update', { id: perSku, mixedSku: true });
    expect(await autoBatch()).toMatchObject({ batches: 2, pieces: 7 });
  });

  it('ship-by priority first, else arrival; a strategy that keeps partial batches keeps them at "release now"', async () => {
    const s = await strategy({ slots: 2, shipByPriority: true, releasePartial: false });
    const late = await released([{ sku: SKU.white }]);
    const soon = await released([{ sku: SKU.white }]);
    const next = await released([{ sku: SKU.white }]);
    await db((tx) =>
      tx.execute(sql`update pro_piece set demand_date = current_date + case order_id when ${late[0]?.orderId} then 9
                                                                     when ${soon[0]?.orderId} then 1 else 2 end
                      where tenant_id = ${T} and order_id in (${late[0]?.orderId}, ${soon[0]?.orderId}, ${next[0]?.orderId})`),
    );
    // Release now: the full batch is made of the two due first; the strategy keeps the partial one back.
    expect(await autoBatch(true)).toMatchObject({ batches: 1, pieces: 2, waiting: 1 });
    let [l, so, n] = await refresh([...late, ...soon, ...next]);
    expect(l?.batchId).toBeNull();
    expect(so?.batchId).toBeTruthy();
    expect(n?.batchId).toBe(so?.batchId);

    // Without ship-by priority: in the order they came.
    await ok('factory', '/api/batch/unbind', { id: so?.batchId });
    await ok('factory', '/api/batchStrategy/update', { id: s, shipByPriority: false });
    expect(await autoBatch(true)).toMatchObject({ batches: 1, pieces: 2, waiting: 1 });
    [l, so, n] = await refresh([...late, ...soon, ...next]);
    expect(l?.batchId).toBeTruthy();
    expect(so?.batchId).toBe(l?.batchId);
    expect(n?.batchId).toBeNull();
  });

  it("platen and ink mode: a strategy takes only the pieces its product's GTX template prints so; the batch carries them", async () => {
    // White tees print colour only (light template), black tees white + colour (dark template); the hoodie names
    // no template and prints with the default (dark).
    await db((tx) =>
      tx.execute(sql`update mes_product set brother_template_id = case id when ${PRODUCT_IDS.dtgTeeWhite} then ${TPL.brotherLight}::bigint
                                                                           else ${TPL.brotherDark}::bigint end
                      where tenant_id = ${T} and id in (${PRODUCT_IDS.dtgTeeWhite}, ${PRODUCT_IDS.dtgTeeBlack})`),
    );
    const light = await strategy({ inkMode: GtxInk.ColourOnly, deviceId: DEVICE_IDS.gtx01 });
    const small = await strategy({ platen: 3, inkMode: GtxInk.ColourWhite, deviceId: DEVICE_IDS.gtx03 });
    const dark = await strategy({ platen: 2, inkMode: GtxInk.ColourWhite, deviceId: DEVICE_IDS.gtx02 });
    const white = await released([{ sku: SKU.white }]);
    // A black tee ordered in white still prints with its product's template: white + colour.
    const black = await released([{ sku: SKU.black, colour: '白色' }]);
    // A grey hoodie: a light garment as the white-ordered black tee, so they share the dark strategy's batch.
    const hoodie = await released([{ sku: SKU.hoodie, colour: '灰色', size: 'L' }]);
    expect(await autoBatch()).toMatchObject({ batches: 2, pieces: 3, unmatched: 0 });
    const [w, b, h] = await refresh([...white, ...black, ...hoodie]);
    // The strategy names no platen; its batch records the one its pieces print on (the group key).
    expect(await batchOf(w?.batchId ?? null)).toMatchObject({
      strategyId: light,
      deviceId: DEVICE_IDS.gtx01,
      platen: 2,
      inkMode: GtxInk.ColourOnly,
    });
    expect(b?.batchId).not.toBe(w?.batchId);
    expect(h?.batchId).toBe(b?.batchId);
    expect(await batchOf(b?.batchId ?? null)).toMatchObject({
      strategyId: dark,
      deviceId: DEVICE_IDS.gtx02,
      platen: 2,
      inkMode: GtxInk.ColourWhite,
    });
    // The 10 × 12″ strategy took nothing: no template prints on that platen.
    const made = await db((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from pro_batch where tenant_id = ${T} and strategy_id = ${small}`,
      ),
    );
    expect(made[0]?.n).toBe(0);
    // The console reads them on the batch.
    const detail = (await factory().get<Row>('/api/batch/detail', { id: String(b?.batchId) })).body.result;
    expect(detail).toMatchObject({ platen: 2, inkMode: GtxInk.ColourWhite });

    // The light template disabled: white tees print with the default (dark) template, so the dark strategy takes them.
    await db((tx) =>
      tx.execute(sql`update mes_brother_template set status = 0 where tenant_id = ${T} and id = ${TPL.brotherLight}`),
    );
    const white2 = await released([{ sku: SKU.white }]);
    expect(await autoBatch()).toMatchObject({ batches: 1, pieces: 1 });
    const [w2] = await refresh(white2);
    expect((await batchOf(w2?.batchId ?? null)).strategyId).toBe(dark);

    // No enabled template at all: a strategy with an ink mode cannot know a piece's, so it takes none.
    await db((tx) =>
      tx.execute(sql`update mes_brother_template set status = 0 where tenant_id = ${T} and id = ${TPL.brotherDark}`),
    );
    await released([{ sku: SKU.black, colour: '黑色' }]);
    expect(await autoBatch()).toMatchObject({ batches: 0, pieces: 0, unmatched: 1 });
  });

  it(
    "a batch's transfer prints with its platen and ink mode; a piece printed otherwise cannot be added by hand",
    async () => {
      await db((tx) =>
        tx.execute(sql`update mes_product set brother_template_id = ${TPL.brotherLight}
                      where tenant_id = ${T} and id = ${PRODUCT_IDS.dtgTeeWhite}`),
      );
      await strategy({
        platen: 2,
        inkMode: GtxInk.ColourWhite,
        deviceId: DEVICE_IDS.gtx02,
        orderSize: OrderSize.Multi,
      });
      const image = await artwork('#f5f5f5');
      const pieces = await released([{ sku: SKU.black, colour: '黑色', quantity: 2 }], { image });
      const lightOne = await released([{ sku: SKU.white }], { image });
      const darkOne = await released([{ sku: SKU.black, colour: '黑色' }], { image });
      expect(await autoBatch()).toMatchObject({ batches: 1, pieces: 2 });
      const [first] = await refresh(pieces);
      const batchId = Number(first?.batchId);

      // By hand: the colour-only tee is refused, the dark single-piece one joins.
      const refused = await factory().post('/api/batch/addPieces', { id: batchId, pieceIds: [lightOne[0]?.id] });
      expect(refused.body.code).not.toBe(200);
      expect(refused.body.message).toContain('another platen or ink mode');
      await ok('factory', '/api/batch/addPieces', { id: batchId, pieceIds: [darkOne[0]?.id] });
      expect((await batchOf(batchId)).quantity).toBe(3);

      // The dark template is changed after batching (colour only, another platen): the batch still prints white + colour on 14 × 16″.
      await db((tx) =>
        tx.execute(sql`update mes_brother_template set ink_mode = ${GtxInk.ColourOnly}, platen = 0, ink_volume = 6,
                            highlight = null, mask = null, choke = null
                      where tenant_id = ${T} and id = ${TPL.brotherDark}`),
      );
      await ok('factory', '/api/batch/audit', { id: batchId });
      const folder = path.join(hot, 'gtx02');
      mkdirSync(folder, { recursive: true });
      await setFolder(DEVICE_IDS.gtx02, folder);
      const done = await ok<{ files: { path: string }[] }>('factory', '/api/batch/transfer', { id: batchId });
      const xmls = done.files.filter((f) => f.path.endsWith('.xml'));
      expect(xmls).toHaveLength(3);
      for (const f of xmls) {
        const xml = readFileSync(f.path, 'utf8');
        expect(xml).toContain(`<byInk>${GtxInk.ColourWhite}</byInk>`);
        expect(xml).toContain('<byPlatenSize>2</byPlatenSize>');
        // White + colour settings (the driver's defaults where the template now has none), no colour-only ones.
        expect(xml).toContain('<byChoke>');
        expect(xml).not.toContain('<byInkVolume>');
      }
    },
    RENDER_TIMEOUT,
  );

  it('the demo strategies: white, black and navy garments never share a DTG batch; each batch says why its pieces are together', async () => {
    // As the demo seeds them: the light and dark strategies and their multi-piece twins, the white tee printing
    // colour only (light template), the black tee and the hoodie white + colour (dark template).
    await db(async (tx) => {
      await tx.execute(sql`update pro_batch_strategy set status = 1 where tenant_id = ${T}
                            and id in (${S.dtgMulti}, ${S.dtgMultiDark}, ${S.dtgWhite}, ${S.dtgDark})`);
      await tx.execute(sql`update mes_product set brother_template_id = case id when ${PRODUCT_IDS.dtgTeeWhite} then ${TPL.brotherLight}::bigint
                                                                             else ${TPL.brotherDark}::bigint end
                        where tenant_id = ${T} and id in (${PRODUCT_IDS.dtgTeeWhite}, ${PRODUCT_IDS.dtgTeeBlack}, ${PRODUCT_IDS.dtgHoodie})`);
    });
    const white = await released([{ sku: SKU.white, colour: '白色' }]);
    const black = await released([{ sku: SKU.black, colour: '黑色' }]);
    // "Navy" is 藏青 in base data › colours (a dark garment), which the dark strategy names.
    const navy = await released([{ sku: SKU.hoodie, colour: 'Navy', size: 'L' }]);
    // One order of all three: its light piece and its dark ones go to the multi-piece strategies' two batches.
    const mixed = await released([
      { sku: SKU.white, colour: '白色' },
      { sku: SKU.black, colour: '黑色' },
      { sku: SKU.hoodie, colour: '藏蓝', size: 'L' },
    ]);
    // A navy garment of a product printing colour only: no strategy takes it (the light ones do not name navy, the
    // dark ones print white + colour), so it waits, counted by its colour, rather than joining the white tees.
    const stray = await released([{ sku: SKU.white, colour: '藏青' }]);
    const result = await autoBatch();
    expect(result).toMatchObject({
      batches: 4,
      pieces: 6,
      unmatched: 1,
      unmatchedColours: [{ colour: '藏青', pieces: 1 }],
    });

    const all = await refresh([...white, ...black, ...navy, ...mixed, ...stray]);
    const [w, b, n, mw, mb, mn, st] = all;
    expect(st?.batchId).toBeNull();
    const batches = byBatch(all.filter((p) => p.batchId));
    expect(batches.size).toBe(4);
    // No batch holds a white garment beside a black or navy one.
    for (const members of batches.values()) {
      const products = new Set(members.map((p) => p.productId === PRODUCT_IDS.dtgTeeWhite));
      expect(products.size).toBe(1);
    }
    const reason = async (id: number | null | undefined) =>
      (await factory().get<Row>('/api/batch/detail', { id: String(id) })).body.result;
    const light = { platen: 2, inkMode: GtxInk.ColourOnly, shade: GarmentShade.Light, sku: null };
    const dark = { platen: 2, inkMode: GtxInk.ColourWhite, shade: GarmentShade.Dark, sku: null };
    expect(await reason(w?.batchId)).toMatchObject({
      origin: BatchOrigin.Strategy,
      strategyId: S.dtgWhite,
      strategyName: '浅色 T 恤（彩色墨）',
      deviceId: DEVICE_IDS.gtx01,
      colours: '白色,灰色,米色,本色,粉色',
      ...light,
    });
    expect(n?.batchId).toBe(b?.batchId);
    expect(await reason(b?.batchId)).toMatchObject({
      origin: BatchOrigin.Strategy,
      strategyName: '深色衣物（白墨 + 彩色）',
      deviceId: DEVICE_IDS.gtx02,
      colours: '黑色,藏青,红色,宝蓝,墨绿,酒红',
      ...dark,
    });
    expect(mb?.batchId).toBe(mn?.batchId);
    expect(mw?.batchId).not.toBe(mb?.batchId);
    expect(await reason(mw?.batchId)).toMatchObject({
      strategyName: '多件订单合批（浅色）',
      deviceId: DEVICE_IDS.gtx03,
      ...light,
    });
    expect(await reason(mb?.batchId)).toMatchObject({
      strategyName: '多件订单合批（深色）',
      deviceId: DEVICE_IDS.gtx03,
      ...dark,
    });

    // By hand, the waiting navy piece cannot join the white tees' batch: what the batch says of its pieces stays true.
    const refused = await factory().post('/api/batch/addPieces', { id: w?.batchId, pieceIds: [st?.id] });
    expect(refused.body.code).not.toBe(200);
    expect(refused.body.message).toContain('another shade');
    // A batch made by hand says so.
    const manual = await ok<number>('factory', '/api/batch/add', { batchNo: `BR-HAND-${Date.now()}` });
    expect(await reason(manual)).toMatchObject({ origin: BatchOrigin.Manual, strategyName: null, shade: null });
    await ok('factory', '/api/batch/addPieces', { id: manual, pieceIds: [st?.id] });
  });

  it('a strategy naming no colours, platen or ink mode (the demo multi-piece one that mixed them) still splits by them', async () => {
    await db((tx) =>
      tx.execute(sql`update mes_product set brother_template_id = case id when ${PRODUCT_IDS.dtgTeeWhite} then ${TPL.brotherLight}::bigint
                                                                           else ${TPL.brotherDark}::bigint end
                      where tenant_id = ${T} and id in (${PRODUCT_IDS.dtgTeeWhite}, ${PRODUCT_IDS.dtgTeeBlack}, ${PRODUCT_IDS.dtgHoodie})`),
    );
    const multi = await strategy({
      name: 'multi-piece, no rules',
      orderSize: OrderSize.Multi,
      deviceId: DEVICE_IDS.gtx03,
    });
    // The reported batch: white tees, black tees and a navy hoodie; and a black tee ordered in white (a light garment
    // printed white + colour, as its product's template says).
    const a = await released([
      { sku: SKU.white, colour: '白色', quantity: 2 },
      { sku: SKU.black, colour: '黑色', quantity: 2 },
      { sku: SKU.hoodie, colour: 'Navy', size: 'L' },
    ]);
    const b = await released([
      { sku: SKU.white, colour: '白色' },
      { sku: SKU.black, colour: '白色' },
    ]);
    expect(await autoBatch()).toMatchObject({ batches: 3, pieces: 7, unmatched: 0 });
    const all = await refresh([...a, ...b]);
    const groups = new Map<number | null, Set<string>>();
    for (const p of all) {
      const d = (await factory().get<Row>('/api/batch/detail', { id: String(p.batchId) })).body.result;
      expect(d).toMatchObject({ strategyId: multi, strategyName: 'multi-piece, no rules', colours: null, platen: 2 });
      groups.set(p.batchId, (groups.get(p.batchId) ?? new Set()).add(`${d.inkMode}|${d.shade}|${p.colour}`));
    }
    // White tees printed colour only; black and navy garments printed white + colour; the white-ordered black tee
    // (white + colour, a light garment): three batches, none mixing.
    expect([...groups.values()].map((g) => [...g].sort().join(' + ')).sort()).toEqual([
      `${GtxInk.ColourOnly}|${GarmentShade.Light}|白色`,
      `${GtxInk.ColourWhite}|${GarmentShade.Light}|白色`,
      `${GtxInk.ColourWhite}|${GarmentShade.Dark}|Navy + ${GtxInk.ColourWhite}|${GarmentShade.Dark}|黑色`,
    ]);
  });

  it('one batch per SKU records its SKU; a strategy with no platen, ink or colours still splits by them', async () => {
    await db((tx) =>
      tx.execute(sql`update mes_product set brother_template_id = case id when ${PRODUCT_IDS.dtgTeeWhite} then ${TPL.brotherLight}::bigint
                                                                           else ${TPL.brotherDark}::bigint end
                      where tenant_id = ${T} and id in (${PRODUCT_IDS.dtgTeeWhite}, ${PRODUCT_IDS.dtgTeeBlack})`),
    );
    const perSku = await strategy({ name: 'per SKU', mixedSku: false });
    const a = await released([{ sku: SKU.black, colour: 'Navy', size: 'M' }]);
    const b = await released([{ sku: SKU.black, colour: '藏青', size: 'm' }]);
    const c = await released([{ sku: SKU.white, colour: '白色' }]);
    expect(await autoBatch()).toMatchObject({ batches: 2, pieces: 3 });
    const [pa, pb, pc] = await refresh([...a, ...b, ...c]);
    // "Navy" and "藏青" are one colour: one SKU, one batch.
    expect(pb?.batchId).toBe(pa?.batchId);
    const detail = (await factory().get<Row>('/api/batch/detail', { id: String(pa?.batchId) })).body.result;
    expect(detail).toMatchObject({
      strategyId: perSku,
      strategyName: 'per SKU',
      colours: null,
      shade: GarmentShade.Dark,
    });
    expect(String(detail.sku)).toMatch(/ · 藏青 · M$/);
    expect((await batchOf(pc?.batchId ?? null)).inkMode).toBe(GtxInk.ColourOnly);
    // By hand a black one does not join the navy SKU's batch.
    const other = await released([{ sku: SKU.black, colour: '黑色' }]);
    const refused = await factory().post('/api/batch/addPieces', { id: pa?.batchId, pieceIds: [other[0]?.id] });
    expect(refused.body.message).toContain('another SKU');
  });

  it("keeps an order's pieces in one batch; a full batch is made of whole orders, later orders fill earlier gaps", async () => {
    await strategy({ slots: 4 });
    const a = await released([{ sku: SKU.white, quantity: 3 }]);
    const b = await released([
      { sku: SKU.white, quantity: 2 },
      { sku: SKU.black, colour: '白色' },
    ]);
    const c = await released([{ sku: SKU.white, quantity: 2 }]);
    const d = await released([{ sku: SKU.white }]);
    // Cut in arrival order every 4 pieces, B would be split (A + B1, B2 B3 + C); packed by order: A + D is full,
    // B (3) and C (2) wait for more.
    expect(await autoBatch(false)).toMatchObject({ batches: 1, pieces: 4, waiting: 5 });
    let all = await refresh([...a, ...b, ...c, ...d]);
    const full = all.find((p) => p.batchId)?.batchId ?? null;
    expect(
      all
        .filter((p) => p.batchId === full)
        .map((p) => p.orderId)
        .sort(),
    ).toEqual([...a, ...d].map((p) => p.orderId).sort());
    // Release now: B and C each in one batch.
    expect(await autoBatch(true)).toMatchObject({ batches: 2, pieces: 5, waiting: 0 });
    all = await refresh([...a, ...b, ...c, ...d]);
    for (const order of [a, b, c, d]) {
      const batches = new Set(all.filter((p) => p.orderId === order[0]?.orderId).map((p) => p.batchId));
      expect(batches.size).toBe(1);
      expect([...batches][0]).toBeTruthy();
    }
    for (const [id] of byBatch(all)) expect((await batchOf(id)).quantity).toBeLessThanOrEqual(4);
  });

  it('an order larger than the slots is split in whole batches of its own, its rest packed like a small order', async () => {
    await strategy({ slots: 4 });
    const h = await released([{ sku: SKU.white, quantity: 3 }]);
    const e = await released([{ sku: SKU.white, quantity: 10 }]);
    const f = await released([{ sku: SKU.white }]);
    const g = await released([{ sku: SKU.white }]);
    // H (3) | E 1–4 | E 5–8 | E 9–10: F fills H's batch, G joins E's rest.
    expect(await autoBatch(false)).toMatchObject({ batches: 3, pieces: 12, waiting: 3 });
    expect(await autoBatch(true)).toMatchObject({ batches: 1, pieces: 3, waiting: 0 });
    const all = await refresh([...h, ...e, ...f, ...g]);
    const batchesOf = (order: Piece[]) =>
      new Set(all.filter((p) => p.orderId === order[0]?.orderId).map((p) => p.batchId));
    const ofE = batchesOf(e);
    expect(ofE.size).toBe(3);
    const onlyE = [...ofE].filter((id) =>
      all.filter((p) => p.batchId === id).every((p) => p.orderId === e[0]?.orderId),
    );
    expect(onlyE).toHaveLength(2);
    for (const id of onlyE) expect((await batchOf(id)).quantity).toBe(4);
    expect(batchesOf(h).size).toBe(1);
    expect([...batchesOf(f)]).toEqual([...batchesOf(h)]);
    expect(ofE.has([...batchesOf(g)][0] ?? null)).toBe(true);
  });
});

describe('production: packing orders into batches (packOrders)', () => {
  it('never splits an order that fits, never overfills, and splits a larger order in the fewest batches', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const slots = 1 + random(12);
      const pieces: Candidate[] = [];
      const sizes = new Map<number, number>();
      for (let order = 1; order <= 1 + random(40); order++) {
        // Mostly small orders, now and then one larger than a batch; order 0 stands for pieces without an order.
        const n = random(10) === 0 ? 1 + random(3 * slots) : 1 + random(3);
        const orderId = random(15) === 0 ? 0 : order;
        for (let k = 1; k <= n; k++) {
          const id = pieces.length + 1;
          pieces.push({
            id,
            orderId,
            pieceNo: k,
            pieceTotal: n,
            productId: 1,
            productCode: 'P',
            productTypeId: null,
            colour: '',
            colourKey: '',
            shade: null,
            size: '',
            logisticsMode: '',
            demandDate: '',
            platen: null,
            inkMode: null,
          });
          const key = orderId || -id;
          sizes.set(key, (sizes.get(key) ?? 0) + 1);
        }
      }
      const batches = packOrders(pieces, slots);
      expect(
        batches
          .flat()
          .map((p) => p.id)
          .sort((a, b) => a - b),
      ).toEqual(pieces.map((p) => p.id));
      const spread = new Map<number, Set<number>>();
      batches.forEach((batch, i) => {
        expect(batch.length).toBeGreaterThan(0);
        expect(batch.length).toBeLessThanOrEqual(slots);
        for (const p of batch) {
          const key = p.orderId || -p.id;
          spread.set(key, (spread.get(key) ?? new Set()).add(i));
        }
      });
      for (const [key, n] of sizes) expect(spread.get(key)?.size).toBe(Math.ceil(n / slots));
    }
  });
});
