import { ApprovalState, PrintArea, PrintKind, ProductionState, ShippingState, SubmitState } from '@printfloor/contract';
import { eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { omsOrder, omsOrderArea, omsOrderLine, omsOrderLog, omsShop } from '../../db/schema/index.ts';
import { SEED } from '../../seed/ids.ts';
import type { AppServices } from '../../services.ts';
import { resolveSkuMapping, type SkuMapping } from '../omsProductMapping/index.ts';
import { GENERAL_POLICY, storeUploads } from '../sysFile/index.ts';
import { DESIGN_COUNT, mockupImage, printImage } from './artwork.ts';
import { recomputeOrders } from './hooks.ts';
import { seedImportTemplate } from './import/seed.ts';

/**
 * Demo orders (issue 13): a few hundred orders of the two demo merchants in every state —
 * drafts, pending review, passed (some printed, a few shipped), rejected back to the merchant, abnormal,
 * cancelled — with artwork drawn at seed time into each merchant's file store and a timeline
 * that tells how each got there. Seeded once per merchant (a merchant with orders is left alone).
 */

const F = SEED.factory;
const ORDERS_PER_MERCHANT = 120;
const HOUR = 3_600_000;

interface Sku {
  skuCode: string;
  colour: string;
  size: string;
  price: string;
  areas: number[];
  garment: string;
}
const sku = (skuCode: string, colour: string, size: string, price: string, areas: number[], garment: string): Sku => ({
  skuCode,
  colour,
  size,
  price,
  areas,
  garment,
});
const TEE = sku('TEE-W-M', '白色', 'M', '59.00', [PrintArea.Front, PrintArea.Back], '#ffffff');
const HOODIE = sku('HOOD-B-L', '黑色', 'L', '129.00', [PrintArea.Front], '#1f2329');
/** A SKU the factory has no mapping for: its orders cannot pass review (the demo of a refusal). */
const UNMAPPED = sku('TEE-G-XL', '灰色', 'XL', '69.00', [PrintArea.Front], '#a9aeb8');

interface DemoMerchant {
  tenantId: number;
  userId: number;
  userName: string;
  customerName: string;
  customerId: number;
  shops: { id: number; platform: string; name: string; temuShopType?: string; sku: Sku }[];
}

const MERCHANTS: DemoMerchant[] = [
  {
    tenantId: SEED.merchant.tenantId,
    userId: SEED.merchant.users.merchant,
    userName: '周欣',
    customerName: '演示商户店铺',
    customerId: 1310040000951,
    shops: [
      { id: 1320050000101, platform: 'temu', name: 'PrintFloor 官方店', temuShopType: 'semi_managed', sku: TEE },
      { id: 1320050000102, platform: 'shein', name: '潮T SHEIN 旗舰店', sku: HOODIE },
    ],
  },
  {
    tenantId: SEED.merchant2.tenantId,
    userId: SEED.merchant2.users.merchant2,
    userName: '林悦',
    customerName: '杭州印象文创',
    customerId: 1310040000953,
    shops: [
      { id: 1320050000201, platform: 'shein', name: '印象文创 SHEIN 店', sku: HOODIE },
      { id: 1320050000202, platform: 'tiktok', name: '印象文创 TikTok 美国店', sku: UNMAPPED },
    ],
  },
];

const PEOPLE = [
  ['李娜', '13912340001', '中国', '广东省', '深圳市', '南山区', '科技园南路 18 号'],
  ['王强', '13912340002', '中国', '浙江省', '杭州市', '西湖区', '文一西路 998 号'],
  ['张敏', '13912340003', '中国', '上海市', '上海市', '浦东新区', '张江路 500 弄 3 号'],
  ['陈杰', '13912340004', '中国', '北京市', '北京市', '朝阳区', '望京街 10 号'],
  ['Emily Carter', '+1 415 555 0134', 'United States', 'CA', 'San Francisco', null, '500 Howard St'],
  ['Lucas Silva', '+55 11 91234 5678', 'Brasil', 'SP', 'São Paulo', 'Pinheiros', 'Rua dos Pinheiros 870'],
  ['Sophie Martin', '+33 6 12 34 56 78', 'France', null, 'Lyon', null, '12 Rue de la République'],
  ['刘洋', '13912340008', '中国', '四川省', '成都市', '武侯区', '天府大道 1700 号'],
] as const;

/** What happened to order `i`: its states and the timeline that led there (hours after it was placed). */
function storyOf(i: number, sku: Sku) {
  const bucket = i % 20;
  if (sku === UNMAPPED) return bucket < 10 ? 'draft' : 'pending';
  if (bucket < 4) return 'draft';
  if (bucket < 9) return 'pending';
  if (bucket < 12) return 'passed';
  if (bucket < 13) return 'printed';
  if (bucket < 14) return 'shipped';
  if (bucket < 16) return 'rejected';
  if (bucket === 16) return 'abnormal';
  if (bucket === 17) return 'cancelledDraft';
  if (bucket === 18) return 'cancelled';
  return 'pending';
}
type Story = ReturnType<typeof storyOf>;

export async function seedOrders(services: AppServices): Promise<void> {
  if (!services.config.demoOrders) return;
  for (const merchant of MERCHANTS) {
    const has = await asPlatform(services.db, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from oms_order where tenant_id = ${merchant.tenantId}`,
      ),
    );
    if (Number(has[0]?.n) > 0) continue;
    const art = await drawArtwork(services, merchant);
    await asPlatform(services.db, async (tx) => {
      await seedMerchant(tx, merchant, art);
      await seedImportTemplate(tx, {
        ...merchant,
        factoryTenantId: F.tenantId,
        shop: merchant.shops[0] as DemoMerchant['shops'][number],
      });
    });
  }
}

/** Print images per design and mock-ups per design and garment colour, stored in the merchant's file store. */
async function drawArtwork(services: AppServices, m: DemoMerchant) {
  const auth: AuthContext = {
    userId: m.userId,
    tenantId: m.tenantId,
    account: '',
    realName: m.userName,
    accountType: 0,
    orgId: null,
    orgName: null,
    area: 'merchant',
    sessionId: 0,
    tenantKind: 'merchant',
  };
  const garments = [...new Set(m.shops.map((s) => s.sku.garment))];
  const names: string[] = [];
  const items = Array.from({ length: DESIGN_COUNT }, (_, n) => [
    { originalName: `design-${n + 1}.png`, data: printImage(n), key: `print-${n}` },
    ...garments.map((g) => ({ originalName: `mockup-${n + 1}.png`, data: mockupImage(n, g), key: `mockup-${n}-${g}` })),
  ])
    .flat()
    .map(({ key, ...item }) => {
      names.push(key);
      return item;
    });
  // The stored files come back in the order they were given.
  const stored = await storeUploads(services, auth, items, GENERAL_POLICY, 'artwork');
  const url = (key: string) => stored[names.indexOf(key)]?.url ?? '';
  return {
    print: (n: number) => url(`print-${n % DESIGN_COUNT}`),
    mockup: (n: number, garment: string) => url(`mockup-${n % DESIGN_COUNT}-${garment}`),
  };
}

async function seedMerchant(
  tx: Tx,
  m: DemoMerchant,
  art: { print: (n: number) => string; mockup: (n: number, garment: string) => string },
): Promise<void> {
  const existingShops = await tx.select({ id: omsShop.id }).from(omsShop).where(eq(omsShop.tenantId, m.tenantId));
  if (!existingShops.length)
    await tx.insert(omsShop).values(
      m.shops.map((s) => ({
        tenantId: m.tenantId,
        id: s.id,
        platform: s.platform,
        name: s.name,
        shortName: s.name.slice(0, 8),
        account: `${s.platform}-${m.tenantId % 1000}`,
        temuShopType: s.temuShopType ?? null,
        area: s.platform === 'tiktok' || s.platform === 'temu' || s.platform === 'shein' ? 'cross_border' : 'domestic',
        createUserId: m.userId,
        createUserName: m.userName,
      })),
    );
  const mappings = new Map<string, SkuMapping | null>();
  for (const s of m.shops)
    mappings.set(
      s.sku.skuCode,
      await resolveSkuMapping(tx, F.tenantId, { platform: s.platform, shop: s.name, skuCode: s.sku.skuCode }),
    );

  const ids = (
    await queryRows<{ id: unknown }>(
      tx,
      sql`select nextval('pf_id_seq') as id from generate_series(1, ${ORDERS_PER_MERCHANT})`,
    )
  ).map((r) => Number(r.id));
  const now = Date.now();
  const orders: (typeof omsOrder.$inferInsert)[] = [];
  const lines: (typeof omsOrderLine.$inferInsert)[] = [];
  const areas: (typeof omsOrderArea.$inferInsert)[] = [];
  const logs: (typeof omsOrderLog.$inferInsert)[] = [];
  ids.forEach((id, i) => {
    const shop = m.shops[i % m.shops.length] as DemoMerchant['shops'][number];
    const sku = shop.sku;
    const story: Story = storyOf(i, sku);
    const placed = new Date(now - (i * 30 * 24 * HOUR) / ORDERS_PER_MERCHANT - HOUR);
    const at = (hours: number) => new Date(placed.getTime() + hours * HOUR);
    const person = PEOPLE[i % PEOPLE.length] as (typeof PEOPLE)[number];
    // A rejected order was submitted once and is a draft again (back with the merchant).
    const everSubmitted = story !== 'draft' && story !== 'cancelledDraft';
    const submitted = everSubmitted && story !== 'rejected';
    const reviewed = ['passed', 'printed', 'shipped', 'abnormal', 'rejected'].includes(story);
    const passed = story === 'passed' || story === 'printed' || story === 'shipped' || story === 'abnormal';
    const printed = story === 'printed' || story === 'shipped';
    const shipped = story === 'shipped';
    const mapping = mappings.get(sku.skuCode) ?? null;
    const open = everSubmitted;
    // Every fifth order was declared heat transfer; a passed line has its product's route's kind.
    const declaredKind = i % 5 === 4 ? PrintKind.Heat : PrintKind.Dtg;
    orders.push({
      tenantId: m.tenantId,
      id,
      factoryTenantId: open ? F.tenantId : null,
      customerId: open ? m.customerId : null,
      merchantName: open ? m.customerName : null,
      orderCode: `SO${placed.toISOString().slice(0, 10).replaceAll('-', '')}${String(m.tenantId % 10)}${String(i + 1).padStart(4, '0')}`,
      externalId: `${shop.platform.toUpperCase()}-${(m.tenantId % 1000) * 100000 + i + 1}`,
      printKind: declaredKind,
      source: 1 + (i % 3 === 0 ? 1 : 0),
      platform: shop.platform,
      shopId: shop.id,
      orderTime: placed,
      consignee: person[0],
      phone: person[1],
      country: person[2],
      province: person[3],
      city: person[4],
      district: person[5],
      address: person[6],
      postcode: i % 2 ? '518000' : null,
      logisticsMode: person[2] === '中国' ? '顺丰标快' : 'YunExpress',
      freight: person[2] === '中国' ? '8.00' : '35.00',
      sellerRemark: i % 7 === 0 ? '请加急处理' : null,
      submitState:
        story === 'cancelled' || story === 'cancelledDraft'
          ? SubmitState.Cancelled
          : submitted
            ? SubmitState.Submitted
            : SubmitState.Draft,
      approvalState:
        story === 'rejected' ? ApprovalState.Rejected : passed ? ApprovalState.Passed : ApprovalState.Pending,
      abnormalFlag: story === 'abnormal' ? 1 : 0,
      printState: printed ? 1 : 0,
      // Shipping has no screen yet: a few printed orders left the factory, so returns have something to refer to.
      productionState: shipped ? ProductionState.Completed : ProductionState.NotStarted,
      shippingState: shipped ? ShippingState.Shipped : ShippingState.NotShipped,
      trackingNo: shipped ? `YT${String(m.tenantId % 1000)}${String(i + 1).padStart(8, '0')}` : null,
      shippingTime: shipped ? at(48) : null,
      reviewRemark: story === 'rejected' ? '印花图分辨率不足 300 DPI，请重新上传' : null,
      abnormalReason: story === 'abnormal' ? '收件地址无法派送，待商户确认' : null,
      cancelReason: story.startsWith('cancelled') ? '买家取消订单' : null,
      submitTime: everSubmitted ? at(1) : null,
      reviewTime: reviewed ? at(3) : null,
      reviewerName: reviewed ? '孙立' : null,
      createTime: placed,
      createUserId: m.userId,
      createUserName: m.userName,
    });
    const quantity = 1 + (i % 3);
    lines.push({
      tenantId: m.tenantId,
      orderId: id,
      factoryTenantId: open ? F.tenantId : null,
      sortNo: 1,
      skuCode: sku.skuCode,
      style: sku === HOODIE ? '连帽卫衣' : '圆领短袖',
      colour: sku.colour,
      size: sku.size,
      quantity,
      unitPrice: sku.price,
      printKind: passed && mapping ? mapping.printKind : declaredKind,
      ...(passed && mapping
        ? {
            productId: mapping.productId,
            productCode: mapping.productCode,
            productName: mapping.productName,
            mappingId: mapping.mappingId,
          }
        : {}),
      createTime: placed,
    });
    for (const [k, area] of sku.areas.entries())
      areas.push({
        tenantId: m.tenantId,
        orderId: id,
        factoryTenantId: open ? F.tenantId : null,
        sortNo: k + 1,
        lineNo: 1,
        area,
        printImage: art.print(i + k),
        mockupImage: art.mockup(i + k, sku.garment),
        x: '0.00',
        y: area === PrintArea.Front ? '60.00' : '40.00',
        scale: '1.0000',
        angle: '0.00',
        createTime: placed,
      });
    const log = (
      hours: number,
      action: string,
      by: 'merchant' | 'factory',
      change: Partial<typeof omsOrderLog.$inferInsert> = {},
    ) => {
      logs.push({
        tenantId: m.tenantId,
        orderId: id,
        factoryTenantId: open ? F.tenantId : null,
        action,
        byTenantId: by === 'merchant' ? m.tenantId : F.tenantId,
        byUserId: by === 'merchant' ? m.userId : F.users.factory,
        byUserName: by === 'merchant' ? m.userName : '孙立',
        createTime: at(hours),
        ...change,
      });
    };
    const moved = (field: string, from: number, to: number, reason: string | null = null) => ({
      field,
      fromState: from,
      toState: to,
      reason,
    });
    log(0, 'add', 'merchant');
    if (everSubmitted) log(1, 'submit', 'merchant', moved('submitState', 0, 1));
    if (passed) log(3, 'audit', 'factory', moved('approvalState', 0, 1));
    if (story === 'rejected')
      log(3, 'reject', 'factory', moved('approvalState', 0, 2, '印花图分辨率不足 300 DPI，请重新上传'));
    if (printed) log(20, 'markPrinted', 'factory', moved('printState', 0, 1));
    if (story === 'abnormal')
      log(5, 'setAbnormal', 'factory', moved('abnormalFlag', 0, 1, '收件地址无法派送，待商户确认'));
    if (story.startsWith('cancelled'))
      log(2, 'cancel', 'merchant', moved('submitState', story === 'cancelled' ? 1 : 0, 2, '买家取消订单'));
  });
  await tx.insert(omsOrder).values(orders);
  await tx.insert(omsOrderLine).values(lines);
  await tx.insert(omsOrderArea).values(areas);
  await tx.insert(omsOrderLog).values(logs);
  await recomputeOrders(tx, m.tenantId, ids);
}
