import { snakeCase } from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
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
import type { AppServices } from '../../services.ts';

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
    name: 'DTG workshop',
    principal: 'Li Wei',
    orderNo: 1,
    remark: 'Direct-to-garment line',
  },
  {
    id: W.heatTransfer,
    code: 'WS-HT',
    name: 'Heat-transfer workshop',
    principal: 'Chen Jing',
    orderNo: 2,
    remark: 'DTF printing and heat pressing',
  },
];

const DEVICE_CATEGORIES: SeedRow[] = [
  { id: DC.dtgPrinter, code: 'DC-DTG', name: 'DTG printer', remark: 'Direct-to-garment printers' },
  { id: DC.heatPress, code: 'DC-HP', name: 'Heat press', remark: 'Pneumatic and manual heat presses' },
  { id: DC.dtfPrinter, code: 'DC-DTF', name: 'DTF printer', remark: 'Direct-to-film roll printers' },
  { id: DC.dryer, code: 'DC-DRY', name: 'Curing oven / dryer', remark: 'Conveyor dryers and curing ovens' },
  { id: DC.pretreatMachine, code: 'DC-PT', name: 'Pretreatment machine', remark: 'Automatic pretreat sprayers' },
];

/** Shenzhen Longhua industrial park (demo coordinates). */
const device = (
  id: number,
  code: string,
  name: string,
  categoryId: number,
  brand: string,
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
    'Brother GTXpro Bulk #1',
    DC.dtgPrinter,
    'Brother',
    W.dtg,
    'D:\\hot\\gtx01',
    'Line A, bay 1',
    1,
  ),
  device(
    D.gtx02,
    'GTX-02',
    'Brother GTXpro Bulk #2',
    DC.dtgPrinter,
    'Brother',
    W.dtg,
    'D:\\hot\\gtx02',
    'Line A, bay 2',
    2,
  ),
  device(D.gtx03, 'GTX-03', 'Brother GTX600 #3', DC.dtgPrinter, 'Brother', W.dtg, 'D:\\hot\\gtx03', 'Line B, bay 1', 3),
  device(
    D.heatPress01,
    'HP-01',
    'Pneumatic heat press 40×50',
    DC.heatPress,
    'Hotronix',
    W.heatTransfer,
    null,
    'Press row 1',
    4,
  ),
  device(
    D.heatPress02,
    'HP-02',
    'Pneumatic heat press 40×50',
    DC.heatPress,
    'Hotronix',
    W.heatTransfer,
    null,
    'Press row 2',
    5,
  ),
  device(
    D.dtfRoll01,
    'DTF-01',
    'DTF roll printer 60 cm',
    DC.dtfPrinter,
    'Epson',
    W.heatTransfer,
    'D:\\hot\\dtf01',
    'DTF room',
    6,
  ),
  device(
    D.pretreat01,
    'PT-01',
    'Automatic pretreat sprayer',
    DC.pretreatMachine,
    'Brother',
    W.dtg,
    null,
    'Line A, entry',
    7,
  ),
  device(D.dryer01, 'DRY-01', 'Conveyor dryer 3 m', DC.dryer, 'Vastex', W.dtg, null, 'Line A, exit', 8),
];

const UNITS: SeedRow[] = [
  { id: U.pcs, code: 'PCS', name: 'pcs', remark: 'Piece' },
  { id: U.set, code: 'SET', name: 'set', remark: 'Set' },
  { id: U.kg, code: 'KG', name: 'kg', remark: 'Kilogram' },
  { id: U.m, code: 'M', name: 'm', remark: 'Metre' },
  { id: U.roll, code: 'ROLL', name: 'roll', remark: 'Roll' },
  { id: U.l, code: 'L', name: 'L', remark: 'Litre' },
];

const PRODUCT_TYPES: SeedRow[] = [
  { id: PRODUCT_TYPE_IDS.tshirt, code: 'PT-TEE', name: 'T-shirt', remark: null },
  { id: PRODUCT_TYPE_IDS.hoodie, code: 'PT-HOODIE', name: 'Hoodie', remark: null },
  { id: PRODUCT_TYPE_IDS.toteBag, code: 'PT-TOTE', name: 'Tote bag', remark: null },
];

const MATERIAL_TYPES: SeedRow[] = [
  { id: MT.blankGarment, code: 'MT-BLANK', name: 'Blank garment', remark: null },
  { id: MT.ink, code: 'MT-INK', name: 'Ink', remark: null },
  { id: MT.film, code: 'MT-FILM', name: 'Film', remark: null },
  { id: MT.powder, code: 'MT-POWDER', name: 'Powder', remark: null },
  { id: MT.pretreatLiquid, code: 'MT-PRETREAT', name: 'Pretreatment liquid', remark: null },
  { id: MT.packaging, code: 'MT-PACK', name: 'Packaging', remark: null },
];

interface Garment {
  key: keyof typeof MATERIAL_IDS;
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
    code: 'TEE-WHT',
    name: 'Blank T-shirt white',
    colour: 'White',
    fabric: '180 g/m² ring-spun cotton',
    weight: 0.15,
    step: 0.015,
    stock: [200, 400, 2000],
  },
  {
    key: 'teeBlack',
    code: 'TEE-BLK',
    name: 'Blank T-shirt black',
    colour: 'Black',
    fabric: '180 g/m² ring-spun cotton',
    weight: 0.15,
    step: 0.015,
    stock: [200, 400, 2000],
  },
  {
    key: 'teeGrey',
    code: 'TEE-GRY',
    name: 'Blank T-shirt sport grey',
    colour: 'Grey',
    fabric: '180 g/m² 90/10 cotton/poly',
    weight: 0.15,
    step: 0.015,
    stock: [100, 200, 1000],
  },
  {
    key: 'hoodieBlack',
    code: 'HD-BLK',
    name: 'Blank hoodie black',
    colour: 'Black',
    fabric: '280 g/m² 50/50 fleece',
    weight: 0.55,
    step: 0.05,
    stock: [50, 100, 600],
  },
  {
    key: 'hoodieGrey',
    code: 'HD-GRY',
    name: 'Blank hoodie heather grey',
    colour: 'Grey',
    fabric: '280 g/m² 50/50 fleece',
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
      `${g.fabric}, size ${size}`,
      U.pcs,
      {
        grossWeight: Number((net + 0.01).toFixed(3)),
        netWeight: net,
        length: 30,
        width: 25,
        height: g.key.startsWith('hoodie') ? 5 : 2,
        colour: g.colour,
        size,
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
    minStock: extra.stock[0],
    safeStock: extra.stock[1],
    maxStock: extra.stock[2],
  };
}

const M = MATERIAL_IDS;
const ink = (id: number, code: string, colour: string, ml: number): SeedRow =>
  material(id, code, MT.ink, `Brother GTX ink ${colour.toLowerCase()}`, `Textile pigment ink, ${ml} ml bag`, U.pcs, {
    grossWeight: Number((ml / 1000 + 0.05).toFixed(3)),
    netWeight: Number((ml / 1000).toFixed(3)),
    colour,
    stock: [4, 8, 40],
  });

const MATERIALS: SeedRow[] = [
  ...GARMENTS.flatMap(garmentRows),
  material(M.toteNatural, 'TOTE-NAT', MT.blankGarment, 'Blank tote bag natural', '280 g/m² canvas, 38×42 cm', U.pcs, {
    grossWeight: 0.13,
    netWeight: 0.12,
    length: 42,
    width: 38,
    height: 1,
    colour: 'Natural',
    stock: [50, 100, 500],
  }),
  ink(M.inkCyan, 'INK-C', 'Cyan', 700),
  ink(M.inkMagenta, 'INK-M', 'Magenta', 700),
  ink(M.inkYellow, 'INK-Y', 'Yellow', 700),
  ink(M.inkBlack, 'INK-K', 'Black', 700),
  ink(M.inkWhite, 'INK-W', 'White', 1800),
  material(M.dtfFilm, 'DTF-FILM-60', MT.film, 'DTF PET film 60 cm', '60 cm × 100 m, 75 µm, hot peel', U.roll, {
    grossWeight: 9.5,
    netWeight: 9,
    stock: [2, 4, 20],
  }),
  material(M.dtfPowder, 'DTF-PWD-W', MT.powder, 'DTF hot-melt powder white', 'TPU, medium 80–170 µm, 1 kg bag', U.kg, {
    grossWeight: 1.05,
    netWeight: 1,
    colour: 'White',
    stock: [5, 10, 50],
  }),
  material(M.pretreatLiquid, 'PT-LIQ-DK', MT.pretreatLiquid, 'Pretreatment liquid (dark)', '20 L canister', U.l, {
    grossWeight: 21.5,
    netWeight: 20.4,
    stock: [20, 40, 200],
  }),
  material(M.polyMailer, 'PACK-MAILER', MT.packaging, 'Poly mailer bag grey', '30×40 cm, 60 µm, self-seal', U.pcs, {
    grossWeight: 0.012,
    netWeight: 0.011,
    length: 40,
    width: 30,
    colour: 'Grey',
    stock: [500, 1000, 10000],
  }),
];

const defectImage = (file: string) => `/defects/${file}.svg`;
const DEFECT_ITEMS: SeedRow[] = [
  {
    id: DI.misprint,
    code: 'DF-MISPRINT',
    name: 'Misprint',
    image: defectImage('misprint'),
    reason: 'Wrong artwork, position or orientation printed',
  },
  {
    id: DI.colourShift,
    code: 'DF-COLOUR-SHIFT',
    name: 'Colour shift',
    image: defectImage('colour-shift'),
    reason: 'Print colours differ from the approved proof (ICC profile, clogged nozzles)',
  },
  {
    id: DI.underbaseShowThrough,
    code: 'DF-UNDERBASE',
    name: 'White underbase show-through',
    image: defectImage('underbase-show-through'),
    reason: 'White underbase visible at the edges or through the colour layer',
  },
  {
    id: DI.stain,
    code: 'DF-STAIN',
    name: 'Stain',
    image: defectImage('stain'),
    reason: 'Ink, pretreatment or dirt mark on the garment',
  },
  {
    id: DI.hole,
    code: 'DF-HOLE',
    name: 'Hole',
    image: defectImage('hole'),
    reason: 'Hole or torn fabric in the blank garment',
  },
  {
    id: DI.wrongSize,
    code: 'DF-WRONG-SIZE',
    name: 'Wrong size',
    image: defectImage('wrong-size'),
    reason: 'Garment size differs from the order',
  },
  {
    id: DI.wrongColour,
    code: 'DF-WRONG-COLOUR',
    name: 'Wrong colour',
    image: defectImage('wrong-colour'),
    reason: 'Garment colour differs from the order',
  },
  {
    id: DI.cureCrack,
    code: 'DF-CURE-CRACK',
    name: 'Cure crack',
    image: defectImage('cure-crack'),
    reason: 'Print cracks after stretching: under-cured or too thick ink layer',
  },
];

const C = COMMON_DEFECT_IDS;
const COMMON_DEFECTS: SeedRow[] = [
  {
    id: C.bandingLines,
    code: 'CD-BANDING',
    name: 'Banding lines',
    defectItemId: DI.colourShift,
    description: 'Horizontal lines across the print from missing nozzles; run a head cleaning',
  },
  {
    id: C.offCentre,
    code: 'CD-OFF-CENTRE',
    name: 'Print off centre',
    defectItemId: DI.misprint,
    description: 'Garment loaded crooked on the platen',
  },
  {
    id: C.fadedBlack,
    code: 'CD-FADED-BLACK',
    name: 'Faded black',
    defectItemId: DI.colourShift,
    description: 'Black looks grey: too little pretreatment on dark garments',
  },
  {
    id: C.inkSmudge,
    code: 'CD-INK-SMUDGE',
    name: 'Ink smudge',
    defectItemId: DI.stain,
    description: 'Wet print touched before curing',
  },
  {
    id: C.pinholeUnderbase,
    code: 'CD-PINHOLE',
    name: 'Pinholes in the underbase',
    defectItemId: DI.underbaseShowThrough,
    description: 'Fibres poking through: press the garment before printing',
  },
  {
    id: C.crackedPrint,
    code: 'CD-CRACKED',
    name: 'Cracked print after wash',
    defectItemId: DI.cureCrack,
    description: 'Cure temperature or time too low',
  },
];

const TI = TEST_ITEM_IDS;
const TEST_ITEMS: SeedRow[] = [
  {
    id: TI.washFastness,
    code: 'TI-WASH',
    name: 'Wash fastness',
    standard: 'ISO 105-C06, grade ≥ 3-4',
    method: 'Wash 5 cycles at 40 °C, compare with the grey scale',
  },
  {
    id: TI.rubFastness,
    code: 'TI-RUB',
    name: 'Rub fastness',
    standard: 'ISO 105-X12, dry ≥ 4, wet ≥ 3',
    method: 'Crockmeter, 10 strokes dry and wet',
  },
  {
    id: TI.colourMatch,
    code: 'TI-COLOUR',
    name: 'Colour match',
    standard: 'ΔE ≤ 3 against the approved proof',
    method: 'Spectrophotometer reading under D65',
  },
  {
    id: TI.sizeCheck,
    code: 'TI-SIZE',
    name: 'Size check',
    standard: 'Print size within ±5 mm of the artwork',
    method: 'Measure width and height of the print',
  },
];

const CUSTOMERS: SeedRow[] = [
  {
    id: CUSTOMER_IDS.demoMerchant,
    code: 'CUS-MERCHANT',
    name: 'Demo merchant store',
    merchantTenantId: SEED.merchant.tenantId,
    contact: 'Wang Fang',
    phone: '13800138000',
    email: 'merchant@printfloor.local',
    address: 'No. 88 Minzhi Road, Longhua, Shenzhen',
    remark: 'Online store on the merchant tenant',
  },
  {
    id: CUSTOMER_IDS.walkIn,
    code: 'CUS-WALKIN',
    name: 'Walk-in customer',
    merchantTenantId: null,
    contact: null,
    phone: null,
    email: null,
    address: null,
    remark: 'Counter sales without an account',
  },
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
  });
}

const P = PROCESS_IDS;
const WS = WORKSTATION_IDS;
const operatorPost = SEED_POSITIONS.factory.operator;
const WORKSTATIONS: SeedRow[] = [
  {
    id: WS.pretreat01,
    code: 'ST-PT-01',
    name: 'Pretreat station 1',
    workshopId: W.dtg,
    processId: P.pretreat,
    deviceId: D.pretreat01,
  },
  {
    id: WS.dtg01,
    code: 'ST-DTG-01',
    name: 'DTG print station 1',
    workshopId: W.dtg,
    processId: P.dtgPrint,
    deviceId: D.gtx01,
  },
  {
    id: WS.dtg02,
    code: 'ST-DTG-02',
    name: 'DTG print station 2',
    workshopId: W.dtg,
    processId: P.dtgPrint,
    deviceId: D.gtx02,
  },
  {
    id: WS.dtg03,
    code: 'ST-DTG-03',
    name: 'DTG print station 3',
    workshopId: W.dtg,
    processId: P.dtgPrint,
    deviceId: D.gtx03,
  },
  {
    id: WS.dryer01,
    code: 'ST-CURE-01',
    name: 'Curing station 1',
    workshopId: W.dtg,
    processId: P.cure,
    deviceId: D.dryer01,
  },
  {
    id: WS.dtf01,
    code: 'ST-DTF-01',
    name: 'DTF print station 1',
    workshopId: W.heatTransfer,
    processId: P.dtfPrint,
    deviceId: D.dtfRoll01,
  },
  {
    id: WS.heatPress01,
    code: 'ST-HP-01',
    name: 'Heat press station 1',
    workshopId: W.heatTransfer,
    processId: P.heatPress,
    deviceId: D.heatPress01,
  },
  {
    id: WS.heatPress02,
    code: 'ST-HP-02',
    name: 'Heat press station 2',
    workshopId: W.heatTransfer,
    processId: P.heatPress,
    deviceId: D.heatPress02,
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
    const found = await queryRows<{ id: string | number }>(
      tx,
      sql`select id from mes_process where tenant_id = ${F.tenantId} and not is_delete and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const have = new Set(found.map((r) => Number(r.id)));
    await insertMissing(
      tx,
      'mes_workstation',
      WORKSTATIONS.filter((w) => have.has(Number(w.processId))),
    );
  });
}
