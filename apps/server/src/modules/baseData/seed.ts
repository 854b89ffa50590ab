import { GarmentShade, snakeCase } from '@printfloor/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { mesProcess } from '../../db/schema/index.ts';
import {
  COMMON_DEFECT_IDS,
  CUSTOMER_IDS,
  DEFECT_ITEM_IDS,
  DEVICE_CATEGORY_IDS,
  DEVICE_IDS,
  GARMENT_SIZES,
  type GarmentSize,
  MATERIAL_IDS,
  MATERIAL_TYPE_IDS,
  PRODUCT_TYPE_IDS,
  TEST_ITEM_IDS,
  UNIT_IDS,
  WORKSHOP_IDS,
  WORKSTATION_IDS,
} from '../../seed/base-data-ids.ts';
import { SEED_POSITIONS } from '../../seed/identity.ts';
import { SEED } from '../../seed/ids.ts';
import { PROCESS_IDS } from '../../seed/process-ids.ts';
import { PRODUCTION_WORKSTATION_IDS as PWS } from '../../seed/production-ids.ts';
import type { AppServices } from '../../services.ts';
import { COLOUR_IDS } from './seed-ids.ts';

type SeedRow = Record<string, string | number | null>;

const F = SEED.factory;
const W = WORKSHOP_IDS;
const DC = DEVICE_CATEGORY_IDS;
const D = DEVICE_IDS;
const U = UNIT_IDS;
const MT = MATERIAL_TYPE_IDS;
const DI = DEFECT_ITEM_IDS;

/**
 * Inserts the rows that are missing (by fixed id, or by a live row holding the same code):
 * `on conflict do nothing`, so rows a user changed or deleted and re-created are left alone.
 */
async function insertMissing(tx: Tx, table: string, rows: SeedRow[]): Promise<void> {
  if (!rows.length) return;
  const keys = Object.keys(rows[0] as SeedRow);
  const columns = sql.join(
    ['tenant_id', ...keys.map(snakeCase), 'create_user_id', 'create_user_name', 'create_org_id'].map((c) =>
      sql.identifier(c),
    ),
    sql`, `,
  );
  const values: SQL[] = rows.map(
    (row) =>
      sql`(${sql.join(
        [
          sql`${F.tenantId}`,
          ...keys.map((k) => sql`${row[k] ?? null}`),
          sql`${F.users.factory}`,
          sql`${'factory'}`,
          sql`${F.orgId}`,
        ],
        sql`, `,
      )})`,
  );
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${columns}) values ${sql.join(values, sql`, `)} on conflict do nothing`,
  );
}

const WORKSHOPS: SeedRow[] = [
  {
    id: W.dtg,
    code: 'WS-DTG',
    name: '直喷车间',
    principal: '李伟',
    orderNo: 1,
    remark: '直喷生产线',
  },
  {
    id: W.heatTransfer,
    code: 'WS-HT',
    name: '烫画车间',
    principal: '陈静',
    orderNo: 2,
    remark: 'DTF 打印与烫压',
  },
];

const DEVICE_CATEGORIES: SeedRow[] = [
  { id: DC.dtgPrinter, code: 'DC-DTG', name: '直喷打印机', remark: '成衣直喷打印机' },
  { id: DC.heatPress, code: 'DC-HP', name: '烫画机', remark: '气动与手动烫画机' },
  { id: DC.dtfPrinter, code: 'DC-DTF', name: 'DTF 打印机', remark: 'DTF 卷材打印机' },
  { id: DC.dryer, code: 'DC-DRY', name: '烘干固化机', remark: '隧道烘干机与固化烘箱' },
  { id: DC.pretreatMachine, code: 'DC-PT', name: '预处理机', remark: '自动预处理喷涂机' },
  { id: DC.scanBench, code: 'DC-BENCH', name: '扫码工作台', remark: '质检、包装与撒粉的扫码台' },
];

/** Shenzhen Longhua industrial park (demo coordinates). */
const device = (
  id: number,
  code: string,
  name: string,
  categoryId: number,
  brand: string | null,
  workshopId: number,
  hotFolder: string | null,
  location: string,
  offset: number,
): SeedRow => ({
  id,
  code,
  name,
  categoryId,
  brand,
  hotFolder,
  workshopId,
  longitude: Number((114.029_5 + offset / 10_000).toFixed(6)),
  latitude: Number((22.658_1 + offset / 20_000).toFixed(6)),
  location,
});

const DEVICES: SeedRow[] = [
  device(
    D.gtx01,
    'GTX-01',
    'Brother GTXpro Bulk 1 号机',
    DC.dtgPrinter,
    'Brother',
    W.dtg,
    'D:\\hot\\gtx01',
    'A 线 1 号位',
    1,
  ),
  device(
    D.gtx02,
    'GTX-02',
    'Brother GTXpro Bulk 2 号机',
    DC.dtgPrinter,
    'Brother',
    W.dtg,
    'D:\\hot\\gtx02',
    'A 线 2 号位',
    2,
  ),
  device(
    D.gtx03,
    'GTX-03',
    'Brother GTX600 3 号机',
    DC.dtgPrinter,
    'Brother',
    W.dtg,
    'D:\\hot\\gtx03',
    'B 线 1 号位',
    3,
  ),
  device(D.heatPress01, 'HP-01', '气动烫画机 40×50', DC.heatPress, 'Hotronix', W.heatTransfer, null, '烫画 1 排', 4),
  device(D.heatPress02, 'HP-02', '气动烫画机 40×50', DC.heatPress, 'Hotronix', W.heatTransfer, null, '烫画 2 排', 5),
  device(
    D.dtfRoll01,
    'DTF-01',
    'DTF 卷材打印机 60 cm',
    DC.dtfPrinter,
    'Epson',
    W.heatTransfer,
    'D:\\hot\\dtf01',
    'DTF 打印间',
    6,
  ),
  device(D.pretreat01, 'PT-01', '自动预处理喷涂机', DC.pretreatMachine, 'Brother', W.dtg, null, 'A 线入口', 7),
  device(D.dryer01, 'DRY-01', '隧道烘干机 3 m', DC.dryer, 'Vastex', W.dtg, null, 'A 线出口', 8),
  // The benches of the processes with no machine, where a person scans: quality check, pack, powder.
  device(D.qcBench01, 'BENCH-QC-01', '质检台 1', DC.scanBench, null, W.dtg, null, 'A 线质检区', 9),
  device(D.packBench01, 'BENCH-PACK-01', '包装台 1', DC.scanBench, null, W.dtg, null, 'A 线包装区', 10),
  device(D.powderBench01, 'BENCH-POWDER-01', '撒粉机 1', DC.scanBench, null, W.heatTransfer, null, 'DTF 打印间', 11),
];

const UNITS: SeedRow[] = [
  { id: U.pcs, code: 'PCS', name: '件', remark: '件' },
  { id: U.set, code: 'SET', name: '套', remark: '套' },
  { id: U.kg, code: 'KG', name: '千克', remark: '千克' },
  { id: U.m, code: 'M', name: '米', remark: '米' },
  { id: U.roll, code: 'ROLL', name: '卷', remark: '卷' },
  { id: U.l, code: 'L', name: '升', remark: '升' },
];

const PRODUCT_TYPES: SeedRow[] = [
  { id: PRODUCT_TYPE_IDS.tshirt, code: 'PT-TEE', name: 'T恤', remark: null },
  { id: PRODUCT_TYPE_IDS.hoodie, code: 'PT-HOODIE', name: '卫衣', remark: null },
  { id: PRODUCT_TYPE_IDS.toteBag, code: 'PT-TOTE', name: '帆布袋', remark: null },
];

const MATERIAL_TYPES: SeedRow[] = [
  { id: MT.blankGarment, code: 'MT-BLANK', name: '空白成衣', remark: null },
  { id: MT.ink, code: 'MT-INK', name: '墨水', remark: null },
  { id: MT.film, code: 'MT-FILM', name: '烫画膜', remark: null },
  { id: MT.powder, code: 'MT-POWDER', name: '热熔粉', remark: null },
  { id: MT.pretreatLiquid, code: 'MT-PRETREAT', name: '预处理液', remark: null },
  { id: MT.packaging, code: 'MT-PACK', name: '包装材料', remark: null },
];

interface Garment {
  key: keyof typeof MATERIAL_IDS;
  /** The blank style its colours and sizes share (mes_material.style). */
  style: string;
  code: string;
  name: string;
  colour: string;
  fabric: string;
  /** Net weight of size S in kg; each size up adds `step`. */
  weight: number;
  step: number;
  stock: [min: number, safe: number, max: number];
}

const GARMENTS: Garment[] = [
  {
    key: 'teeWhite',
    style: 'TEE-180',
    code: 'TEE-WHT',
    name: '白色空白T恤',
    colour: '白色',
    fabric: '180 g/m² 环锭纺棉',
    weight: 0.15,
    step: 0.015,
    stock: [200, 400, 2000],
  },
  {
    key: 'teeBlack',
    style: 'TEE-180',
    code: 'TEE-BLK',
    name: '黑色空白T恤',
    colour: '黑色',
    fabric: '180 g/m² 环锭纺棉',
    weight: 0.15,
    step: 0.015,
    stock: [200, 400, 2000],
  },
  {
    key: 'teeGrey',
    style: 'TEE-180',
    code: 'TEE-GRY',
    name: '运动灰空白T恤',
    colour: '灰色',
    fabric: '180 g/m² 90/10 棉涤',
    weight: 0.15,
    step: 0.015,
    stock: [100, 200, 1000],
  },
  {
    key: 'hoodieBlack',
    style: 'HD-280',
    code: 'HD-BLK',
    name: '黑色空白卫衣',
    colour: '黑色',
    fabric: '280 g/m² 50/50 抓绒',
    weight: 0.55,
    step: 0.05,
    stock: [50, 100, 600],
  },
  {
    key: 'hoodieGrey',
    style: 'HD-280',
    code: 'HD-GRY',
    name: '麻灰空白卫衣',
    colour: '灰色',
    fabric: '280 g/m² 50/50 抓绒',
    weight: 0.55,
    step: 0.05,
    stock: [50, 100, 600],
  },
  {
    key: 'hoodieNavy',
    style: 'HD-280',
    code: 'HD-NVY',
    name: '藏青空白卫衣',
    colour: '藏青',
    fabric: '280 g/m² 50/50 抓绒',
    weight: 0.55,
    step: 0.05,
    stock: [50, 100, 600],
  },
];

function garmentRows(g: Garment): SeedRow[] {
  const ids = MATERIAL_IDS[g.key] as Record<GarmentSize, number>;
  return GARMENT_SIZES.map((size, i) => {
    const net = Number((g.weight + g.step * i).toFixed(3));
    return material(
      ids[size],
      `${g.code}-${size}`,
      MT.blankGarment,
      `${g.name} ${size}`,
      `${g.fabric}，${size} 码`,
      U.pcs,
      {
        grossWeight: Number((net + 0.01).toFixed(3)),
        netWeight: net,
        length: 30,
        width: 25,
        height: g.key.startsWith('hoodie') ? 5 : 2,
        colour: g.colour,
        size,
        style: g.style,
        stock: g.stock,
      },
    );
  });
}

function material(
  id: number,
  code: string,
  materialTypeId: number,
  name: string,
  spec: string,
  unitId: number,
  extra: {
    grossWeight?: number;
    netWeight?: number;
    length?: number;
    width?: number;
    height?: number;
    colour?: string;
    size?: string;
    style?: string;
    stock: [min: number, safe: number, max: number];
  },
): SeedRow {
  const { length = null, width = null, height = null } = extra;
  const volume = length !== null && width !== null && height !== null ? length * width * height : null;
  return {
    id,
    code,
    materialTypeId,
    name,
    spec,
    unitId,
    grossWeight: extra.grossWeight ?? null,
    netWeight: extra.netWeight ?? null,
    length,
    width,
    height,
    volume,
    colour: extra.colour ?? null,
    size: extra.size ?? null,
    style: extra.style ?? null,
    minStock: extra.stock[0],
    safeStock: extra.stock[1],
    maxStock: extra.stock[2],
  };
}

const M = MATERIAL_IDS;
const ink = (id: number, code: string, colour: string, ml: number): SeedRow =>
  material(id, code, MT.ink, `Brother GTX ${colour}墨水`, `纺织颜料墨水，${ml} ml 袋装`, U.pcs, {
    grossWeight: Number((ml / 1000 + 0.05).toFixed(3)),
    netWeight: Number((ml / 1000).toFixed(3)),
    colour,
    stock: [4, 8, 40],
  });

const MATERIALS: SeedRow[] = [
  ...GARMENTS.flatMap(garmentRows),
  material(M.toteNatural, 'TOTE-NAT', MT.blankGarment, '本色空白帆布袋', '280 g/m² canvas, 38×42 cm', U.pcs, {
    grossWeight: 0.13,
    netWeight: 0.12,
    length: 42,
    width: 38,
    height: 1,
    colour: '本色',
    stock: [50, 100, 500],
  }),
  ink(M.inkCyan, 'INK-C', '青色', 700),
  ink(M.inkMagenta, 'INK-M', '品红', 700),
  ink(M.inkYellow, 'INK-Y', '黄色', 700),
  ink(M.inkBlack, 'INK-K', '黑色', 700),
  ink(M.inkWhite, 'INK-W', '白色', 1800),
  material(M.dtfFilm, 'DTF-FILM-60', MT.film, 'DTF PET 烫画膜 60 cm', '60 cm × 100 m, 75 µm, hot peel', U.roll, {
    grossWeight: 9.5,
    netWeight: 9,
    stock: [2, 4, 20],
  }),
  material(M.dtfPowder, 'DTF-PWD-W', MT.powder, 'DTF 白色热熔粉', 'TPU，中粉 80–170 µm，1 kg 袋装', U.kg, {
    grossWeight: 1.05,
    netWeight: 1,
    colour: '白色',
    stock: [5, 10, 50],
  }),
  material(M.pretreatLiquid, 'PT-LIQ-DK', MT.pretreatLiquid, '预处理液（深色衣）', '20 L canister', U.l, {
    grossWeight: 21.5,
    netWeight: 20.4,
    stock: [20, 40, 200],
  }),
  material(M.polyMailer, 'PACK-MAILER', MT.packaging, '灰色快递袋', '30×40 cm, 60 µm, self-seal', U.pcs, {
    grossWeight: 0.012,
    netWeight: 0.011,
    length: 40,
    width: 30,
    colour: '灰色',
    stock: [500, 1000, 10000],
  }),
];

const defectImage = (file: string) => `/defects/${file}.svg`;
const DEFECT_ITEMS: SeedRow[] = [
  {
    id: DI.misprint,
    code: 'DF-MISPRINT',
    name: '漏印/错印',
    image: defectImage('misprint'),
    reason: '印错图案、位置或方向',
  },
  {
    id: DI.colourShift,
    code: 'DF-COLOUR-SHIFT',
    name: '色差',
    image: defectImage('colour-shift'),
    reason: '印花颜色与确认样不符（ICC 曲线、喷头堵塞）',
  },
  {
    id: DI.underbaseShowThrough,
    code: 'DF-UNDERBASE',
    name: '白底透色',
    image: defectImage('underbase-show-through'),
    reason: '白墨底在边缘或透过彩色层露出',
  },
  {
    id: DI.stain,
    code: 'DF-STAIN',
    name: '污渍',
    image: defectImage('stain'),
    reason: '衣服上有墨水、预处理液或脏污痕迹',
  },
  {
    id: DI.hole,
    code: 'DF-HOLE',
    name: '破洞',
    image: defectImage('hole'),
    reason: '空白成衣有破洞或撕裂',
  },
  {
    id: DI.wrongSize,
    code: 'DF-WRONG-SIZE',
    name: '尺码错误',
    image: defectImage('wrong-size'),
    reason: '成衣尺码与订单不符',
  },
  {
    id: DI.wrongColour,
    code: 'DF-WRONG-COLOUR',
    name: '颜色错误',
    image: defectImage('wrong-colour'),
    reason: '成衣颜色与订单不符',
  },
  {
    id: DI.cureCrack,
    code: 'DF-CURE-CRACK',
    name: '固化开裂',
    image: defectImage('cure-crack'),
    reason: '拉伸后印花开裂：固化不足或墨层过厚',
  },
];

const C = COMMON_DEFECT_IDS;
const COMMON_DEFECTS: SeedRow[] = [
  {
    id: C.bandingLines,
    code: 'CD-BANDING',
    name: '横纹拉丝',
    defectItemId: DI.colourShift,
    description: '喷嘴缺失导致印花出现横纹；请执行喷头清洗',
  },
  {
    id: C.offCentre,
    code: 'CD-OFF-CENTRE',
    name: '印花偏位',
    defectItemId: DI.misprint,
    description: '衣服在托板上放歪',
  },
  {
    id: C.fadedBlack,
    code: 'CD-FADED-BLACK',
    name: '黑色发灰',
    defectItemId: DI.colourShift,
    description: '黑色发灰：深色衣预处理液不足',
  },
  {
    id: C.inkSmudge,
    code: 'CD-INK-SMUDGE',
    name: '墨水蹭花',
    defectItemId: DI.stain,
    description: '固化前触碰了未干的印花',
  },
  {
    id: C.pinholeUnderbase,
    code: 'CD-PINHOLE',
    name: '白底针孔',
    defectItemId: DI.underbaseShowThrough,
    description: '纤维翘起：打印前先压平衣服',
  },
  {
    id: C.crackedPrint,
    code: 'CD-CRACKED',
    name: '水洗后开裂',
    defectItemId: DI.cureCrack,
    description: '固化温度或时间不足',
  },
];

const TI = TEST_ITEM_IDS;
const TEST_ITEMS: SeedRow[] = [
  {
    id: TI.washFastness,
    code: 'TI-WASH',
    name: '耐水洗色牢度',
    standard: 'ISO 105-C06, grade ≥ 3-4',
    method: '40 °C 水洗 5 次，对照灰卡评级',
  },
  {
    id: TI.rubFastness,
    code: 'TI-RUB',
    name: '耐摩擦色牢度',
    standard: 'ISO 105-X12, dry ≥ 4, wet ≥ 3',
    method: '摩擦色牢度仪，干湿各 10 次',
  },
  {
    id: TI.colourMatch,
    code: 'TI-COLOUR',
    name: '对色',
    standard: 'ΔE ≤ 3 against the approved proof',
    method: 'D65 光源下分光光度计读数',
  },
  {
    id: TI.sizeCheck,
    code: 'TI-SIZE',
    name: '尺寸检验',
    standard: '印花尺寸与图稿误差在 ±5 mm 内',
    method: '测量印花的宽和高',
  },
];

const CUSTOMERS: SeedRow[] = [
  {
    id: CUSTOMER_IDS.demoMerchant,
    code: 'CUS-MERCHANT',
    name: '演示商户店铺',
    merchantTenantId: SEED.merchant.tenantId,
    contact: '王芳',
    phone: '13800138000',
    email: 'merchant@printfloor.local',
    address: '深圳市龙华区民治大道 88 号',
    remark: '商户租户的网店',
  },
  {
    id: CUSTOMER_IDS.demoMerchant2,
    code: 'CUS-MERCHANT2',
    name: '杭州印象文创',
    merchantTenantId: SEED.merchant2.tenantId,
    contact: '林悦',
    phone: '13830000001',
    email: 'merchant2@printfloor.local',
    address: '杭州市西湖区文三路 398 号',
    remark: '第二个商户租户',
  },
  {
    id: CUSTOMER_IDS.walkIn,
    code: 'CUS-WALKIN',
    name: '散客',
    merchantTenantId: null,
    contact: null,
    phone: null,
    email: null,
    address: null,
    remark: '无账号的门店零售',
  },
];

const COL = COLOUR_IDS;
const colour = (id: number, code: string, name: string, shade: number, synonyms: string): SeedRow => ({
  id,
  code,
  name,
  shade,
  synonyms,
});

/** The garment colours marketplaces and sellers' sheets write, with their shade (dark: white underbase, dark pretreat). */
const COLOURS: SeedRow[] = [
  colour(COL.white, 'WHT', '白色', GarmentShade.Light, 'White, 白, Branco, Blanco, Weiß, 白色'),
  colour(COL.black, 'BLK', '黑色', GarmentShade.Dark, 'Black, 黑, Preto, Negro, Schwarz'),
  colour(
    COL.grey,
    'GRY',
    '灰色',
    GarmentShade.Light,
    'Grey, Gray, 运动灰, 麻灰, 浅灰, Heather Grey, Sport Grey, Cinza, 灰',
  ),
  colour(
    COL.navy,
    'NVY',
    '藏青',
    GarmentShade.Dark,
    'Navy, Navy Blue, 藏蓝, 藏青色, 海军蓝, 深蓝, Azul-marinho, Marinho',
  ),
  colour(COL.red, 'RED', '红色', GarmentShade.Dark, 'Red, 红, 紅色, Vermelho, Rojo'),
  colour(COL.natural, 'NAT', '本色', GarmentShade.Light, 'Natural, 米白, 原色, Cru, Natural White'),
  colour(COL.royalBlue, 'ROY', '宝蓝', GarmentShade.Dark, 'Royal Blue, Royal, 宝蓝色, 寶藍, Azul Royal'),
  colour(COL.pink, 'PNK', '粉色', GarmentShade.Light, 'Pink, Light Pink, 粉红, 粉紅, Rosa'),
  colour(COL.forestGreen, 'GRN', '墨绿', GarmentShade.Dark, 'Forest Green, Dark Green, 深绿, 墨綠, Verde Floresta'),
  colour(COL.maroon, 'MRN', '酒红', GarmentShade.Dark, 'Maroon, Burgundy, 酒红色, 酒紅, Bordô, Vinho'),
];

/** Master data of the factory demo tenant (issue 5): ids in base-data-ids.ts. Idempotent. */
export async function seedBaseData(services: AppServices): Promise<void> {
  await inTenant(services.db, F.tenantId, async (tx) => {
    await insertMissing(tx, 'mes_workshop', WORKSHOPS);
    await insertMissing(tx, 'mes_device_category', DEVICE_CATEGORIES);
    await insertMissing(tx, 'mes_device', DEVICES);
    await insertMissing(tx, 'mes_unit', UNITS);
    await insertMissing(tx, 'mes_product_type', PRODUCT_TYPES);
    await insertMissing(tx, 'mes_material_type', MATERIAL_TYPES);
    await insertMissing(tx, 'mes_material', MATERIALS);
    await insertMissing(tx, 'mes_defect_item', DEFECT_ITEMS);
    await insertMissing(tx, 'mes_common_defect', COMMON_DEFECTS);
    await insertMissing(tx, 'mes_test_item', TEST_ITEMS);
    await insertMissing(tx, 'mes_customer', CUSTOMERS);
    await insertMissing(tx, 'mes_colour', COLOURS);
  });
}

const P = PROCESS_IDS;
const WS = WORKSTATION_IDS;
const operatorPost = SEED_POSITIONS.factory.operator;
const WORKSTATIONS: SeedRow[] = [
  {
    id: WS.pretreat01,
    code: 'ST-PT-01',
    name: '预处理工位 1',
    workshopId: W.dtg,
    processId: P.pretreat,
    deviceId: D.pretreat01,
  },
  {
    id: WS.dtg01,
    code: 'ST-DTG-01',
    name: '直喷工位 1',
    workshopId: W.dtg,
    processId: P.dtgPrint,
    deviceId: D.gtx01,
  },
  {
    id: WS.dtg02,
    code: 'ST-DTG-02',
    name: '直喷工位 2',
    workshopId: W.dtg,
    processId: P.dtgPrint,
    deviceId: D.gtx02,
  },
  {
    id: WS.dtg03,
    code: 'ST-DTG-03',
    name: '直喷工位 3',
    workshopId: W.dtg,
    processId: P.dtgPrint,
    deviceId: D.gtx03,
  },
  {
    id: WS.dryer01,
    code: 'ST-CURE-01',
    name: '固化工位 1',
    workshopId: W.dtg,
    processId: P.cure,
    deviceId: D.dryer01,
  },
  {
    id: WS.dtf01,
    code: 'ST-DTF-01',
    name: 'DTF 打印工位 1',
    workshopId: W.heatTransfer,
    processId: P.dtfPrint,
    deviceId: D.dtfRoll01,
  },
  {
    id: WS.heatPress01,
    code: 'ST-HP-01',
    name: '烫画工位 1',
    workshopId: W.heatTransfer,
    processId: P.heatPress,
    deviceId: D.heatPress01,
  },
  {
    id: WS.heatPress02,
    code: 'ST-HP-02',
    name: '烫画工位 2',
    workshopId: W.heatTransfer,
    processId: P.heatPress,
    deviceId: D.heatPress02,
  },
  // Stations of the processes scanned at a bench (production's floor scans every process of both routes).
  {
    id: PWS.qc01,
    code: 'ST-QC-01',
    name: '质检工位 1',
    workshopId: W.dtg,
    processId: P.qualityCheck,
    deviceId: D.qcBench01,
  },
  {
    id: PWS.pack01,
    code: 'ST-PACK-01',
    name: '包装工位 1',
    workshopId: W.dtg,
    processId: P.pack,
    deviceId: D.packBench01,
  },
  {
    id: PWS.powder01,
    code: 'ST-POWDER-01',
    name: '撒粉工位 1',
    workshopId: W.heatTransfer,
    processId: P.powderCure,
    deviceId: D.powderBench01,
  },
].map((w) => ({ ...w, postId: operatorPost }));

/**
 * Workstations point at processes (production data, seed/process-ids.ts): seeded only for the
 * processes that exist, so call it after the production seed. Idempotent.
 */
export async function seedWorkstations(services: AppServices): Promise<void> {
  await inTenant(services.db, F.tenantId, async (tx) => {
    const [table] = await queryRows<{ exists: boolean }>(
      tx,
      sql`select to_regclass('mes_process') is not null as exists`,
    );
    if (!table?.exists) return;
    const ids = [...new Set(WORKSTATIONS.map((w) => Number(w.processId)))];
    const found = await tx
      .select({ id: mesProcess.id })
      .from(mesProcess)
      .where(and(eq(mesProcess.tenantId, F.tenantId), eq(mesProcess.isDelete, false), inArray(mesProcess.id, ids)));
    const have = new Set(found.map((r) => Number(r.id)));
    await insertMissing(
      tx,
      'mes_workstation',
      WORKSTATIONS.filter((w) => have.has(Number(w.processId))),
    );
  });
}
