import { GarmentShade, MaterialShade } from '@printfloor/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_IDS } from '../../src/seed/base-data-ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { validProduct } from '../base-data/product-fixture.ts';
import { SETUP_TIMEOUT, serverSuite } from '../helpers/suite.ts';
import { floorCalls, type Row } from '../production/floor.ts';
import { MAPPED_SHOP, ORDER_IMG, orderCalls, teeOrder } from './calls.ts';

/**
 * A SKU sold in several colours and sizes (issue 35 items 7 and 2), through the HTTP API. The demo
 * maps the Temu SKU TEE-CLASSIC per colour — white to the white tee product, black to the black one
 * — with the size taken from the line. Review matches the line's colour through the colour list's
 * synonyms and checks the product's blank comes in the line's colour and size; the work order's
 * bill of materials takes the blank of the line's colour and size, and the dark-only materials only
 * for a dark garment.
 */

type Order = Record<string, unknown> & { id: number; orderCode: string };
type Bom = { materialId: number; rate: number; quantity: number }[];

describe('a SKU in several colours and sizes', () => {
  const suite = serverSuite({ merchant: ['merchant', 'merchant'], factory: 'factory' });
  const { call, ok } = orderCalls(() => suite.server);
  const floor = floorCalls(suite);
  let shopId: number;

  beforeAll(async () => {
    shopId = await ok<number>('/api/shop/add', suite.merchant, MAPPED_SHOP);
  }, SETUP_TIMEOUT);

  const line = (skuCode: string, colour: string, size: string, quantity = 2) => ({ skuCode, colour, size, quantity });
  const submitted = async (lines: ReturnType<typeof line>[]) => {
    const id = await ok<number>(
      '/api/merchantOrder/add',
      suite.merchant,
      teeOrder({ shopId, lines, areas: lines.map((_, i) => ({ lineNo: i + 1, area: 1, printImage: ORDER_IMG })) }),
    );
    await ok('/api/merchantOrder/submit', suite.merchant, { id });
    const order = (await call<Order>('GET', '/api/merchantOrder/detail', suite.merchant, undefined, { id: String(id) }))
      .body.result;
    return { id, orderCode: String(order.orderCode) };
  };
  const audit = (id: number) => call('POST', '/api/order/audit', suite.factory, { id });
  /** The work orders production made of a passed order, by line number, with their bills of materials. */
  const workOrders = async (orderCode: string, count: number) => {
    await floor.settle(async () => (await floor.workOrdersOf(orderCode)).length === count);
    const rows = (await floor.workOrdersOf(orderCode)).sort((a, b) => Number(a.lineNo) - Number(b.lineNo));
    return Promise.all(
      rows.map(
        async (w) =>
          (await floor.factory().get<Row & { bom: Bom }>('/api/workOrder/detail', { id: String(w.id) })).body.result,
      ),
    );
  };
  const materials = (bom: Bom) => bom.map((b) => Number(b.materialId)).sort();

  it('every colour and size of a SKU mapped per colour passes, its colour matched through the synonyms', async () => {
    const order = await submitted([
      line('TEE-CLASSIC', 'White', 'XL'),
      line('TEE-CLASSIC', 'BLACK', 'l'),
      line('TEE-CLASSIC', '白色', 'S', 1),
    ]);
    const res = await audit(order.id);
    expect(res.body.message).toBe('');
    const [white, black, small] = await workOrders(order.orderCode, 3);
    // Each colour made as its own product; the blank is the line's colour and size, not the product's M.
    expect([white?.productId, black?.productId, small?.productId].map(Number)).toEqual([
      PRODUCT_IDS.dtgTeeWhite,
      PRODUCT_IDS.dtgTeeBlack,
      PRODUCT_IDS.dtgTeeWhite,
    ]);
    const whiteBom = white?.bom as Bom;
    const blackBom = black?.bom as Bom;
    expect(materials(whiteBom)).toContain(MATERIAL_IDS.teeWhite.XL);
    expect(materials(whiteBom)).not.toContain(MATERIAL_IDS.teeWhite.M);
    expect(materials(blackBom)).toContain(MATERIAL_IDS.teeBlack.L);
    expect(materials(small?.bom as Bom)).toContain(MATERIAL_IDS.teeWhite.S);
    // The dark pretreatment and the white ink: on the black tee only.
    expect(materials(whiteBom)).not.toContain(MATERIAL_IDS.pretreatLiquid);
    expect(materials(blackBom)).toEqual(expect.arrayContaining([MATERIAL_IDS.pretreatLiquid, MATERIAL_IDS.inkWhite]));
    // Quantities are the rate × the line's pieces.
    const blank = whiteBom.find((b) => Number(b.materialId) === MATERIAL_IDS.teeWhite.XL);
    expect(Number(blank?.quantity)).toBe(2);
  });

  it('a colour the SKU has no row for is refused naming the colours it has', async () => {
    const order = await submitted([line('TEE-CLASSIC', 'Navy', 'M')]);
    const res = await audit(order.id);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain(`line 1: colour "Navy" does not match the mapping's "白色 / 黑色"`);
  });

  it("a size the product's blank does not come in is refused naming the sizes it does", async () => {
    const order = await submitted([line('TEE-CLASSIC', 'white', '4XL')]);
    const res = await audit(order.id);
    expect(res.body.code).toBe(400);
    // The sizes of the line's colour (White is 白色 through the colour list).
    expect(res.body.message).toContain(
      'line 1: the blank of "定制直喷T恤（白色）" (style TEE-180) does not come in white / 4XL (it comes in: 白色 S/M/L/XL/XXL)',
    );
  });

  it('a colour with no known shade is refused where the product has dark-only materials; listed, it passes', async () => {
    const f = floor.factory();
    const code = `SV-${Date.now().toString(36).toUpperCase()}`;
    // A product with no blank style (any colour is made) and a dark-only material, mapped with the line's colour.
    const added = await f.post<number>(
      '/api/product/add',
      validProduct({
        code,
        name: `Variant test ${code}`,
        materials: [
          { materialId: MATERIAL_IDS.polyMailer, rate: 1, shade: MaterialShade.Any },
          { materialId: MATERIAL_IDS.pretreatLiquid, rate: 0.03, shade: MaterialShade.Dark },
        ],
      }),
    );
    expect(added.body.message).toBe('');
    const productId = added.body.result;
    expect(productId).toBeGreaterThan(0);
    const mapped = await f.post('/api/omsProductMapping/add', {
      platform: 'temu',
      skuCode: code,
      productId,
      printAreas: [{ area: 1 }],
    });
    expect(mapped.body.message).toBe('');
    const order = await submitted([line(code, 'Chartreuse', 'M', 1)]);
    const res = await audit(order.id);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain('line 1: colour "Chartreuse" is not in the colour list');
    // Listed as a synonym of a new dark colour, the same order passes and takes the dark material.
    const colour = await f.post('/api/garmentColour/add', {
      name: `黄绿 ${code}`,
      synonyms: 'Lime, chartreuse',
      shade: GarmentShade.Dark,
    });
    expect(colour.body.message).toBe('');
    expect((await audit(order.id)).body.message).toBe('');
    const [wo] = await workOrders(order.orderCode, 1);
    expect(materials(wo?.bom as Bom)).toEqual([MATERIAL_IDS.polyMailer, MATERIAL_IDS.pretreatLiquid].sort());
  });

  it('the colour list: a name taken twice is refused; another factory never sees the colours', async () => {
    const f = floor.factory();
    const dup = await f.post('/api/garmentColour/add', { name: '白色', shade: GarmentShade.Light });
    expect(dup.body.code).toBe(400);
    const page = await call<{ total: number }>('POST', '/api/garmentColour/page', suite.merchant, {});
    // The merchant has no colour screen (no permission) — and sees no factory row either way.
    expect(page.body.code === 200 ? page.body.result.total : 0).toBe(0);
  });
});
