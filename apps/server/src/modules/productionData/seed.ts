import { MaterialShade, PrintArea, PrintKind, ProductAttr, snakeCase } from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import {
  CUSTOMER_IDS,
  DEFECT_ITEM_IDS as DI,
  MATERIAL_IDS as M,
  PRODUCT_TYPE_IDS,
  UNIT_IDS,
  WORKSHOP_IDS,
} from '../../seed/base-data-ids.ts';
import { SEED } from '../../seed/ids.ts';
import { OMS_PRODUCT_MAPPING_IDS, PROCESS_IDS as P, PROCESS_ROUTE_IDS, PRODUCT_IDS } from '../../seed/process-ids.ts';
import type { AppServices } from '../../services.ts';

/**
 * Demo production data of the factory tenant (issue 5): the processes of a DTG line and of a
 * heat-transfer line, one route per line, products on them with their materials, and two
 * marketplace SKU mappings. Idempotent: a parent row is inserted (with its sub-table rows)
 * only when its fixed id is missing.
 */

type Value = string | number | boolean | null;
type SeedRow = Record<string, Value>;
interface SeedParent {
  row: SeedRow;
  children: SeedRow[];
}

const F = SEED.factory;

const processRow = (
  id: number,
  code: string,
  name: string,
  folder: string,
  isMain: boolean,
  defects: number[],
): SeedParent => ({
  row: {
    id,
    code,
    name,
    hotFolder: `D:\\hot\\${folder}`,
    image: `/upload/demo/process-${folder}.png`,
    isMain,
    remark: null,
  },
  children: defects.map((defectItemId) => ({ defectItemId })),
});

const PROCESSES: SeedParent[] = [
  processRow(P.pretreat, 'P-PRE', '前处理', 'pretreat', false, [DI.stain]),
  processRow(P.dtgPrint, 'P-DTG', '直喷打印', 'dtg', true, [DI.misprint, DI.colourShift, DI.underbaseShowThrough]),
  processRow(P.cure, 'P-CURE', '烘干固化', 'cure', false, [DI.cureCrack]),
  processRow(P.qualityCheck, 'P-QC', '质检', 'qc', false, [
    DI.misprint,
    DI.stain,
    DI.hole,
    DI.wrongSize,
    DI.wrongColour,
  ]),
  processRow(P.pack, 'P-PACK', '包装', 'pack', false, [DI.wrongSize, DI.wrongColour]),
  processRow(P.dtfPrint, 'P-DTF', 'DTF 打印', 'dtf', true, [DI.misprint, DI.colourShift]),
  processRow(P.powderCure, 'P-POWDER', '撒粉固化', 'powder', false, [DI.cureCrack]),
  processRow(P.heatPress, 'P-HEAT', '烫压', 'heat-press', true, [DI.misprint, DI.cureCrack]),
];

const ROUTES: SeedParent[] = [
  {
    row: {
      id: PROCESS_ROUTE_IDS.dtg,
      code: 'RT-DTG',
      name: '直喷工艺路线',
      principal: '李伟',
      workshopId: WORKSHOP_IDS.dtg,
      printKind: PrintKind.Dtg,
      remark: '前处理、打印、固化、质检、包装',
    },
    children: [
      { processId: P.pretreat, isKey: false },
      { processId: P.dtgPrint, isKey: true },
      { processId: P.cure, isKey: false },
      { processId: P.qualityCheck, isKey: true },
      { processId: P.pack, isKey: false },
    ],
  },
  {
    row: {
      id: PROCESS_ROUTE_IDS.heatTransfer,
      code: 'RT-HT',
      name: '烫画工艺路线',
      principal: '陈静',
      workshopId: WORKSHOP_IDS.heatTransfer,
      printKind: PrintKind.Heat,
      remark: 'DTF 打印、撒粉固化、烫压、质检、包装',
    },
    children: [
      { processId: P.dtfPrint, isKey: true },
      { processId: P.powderCure, isKey: false },
      { processId: P.heatPress, isKey: true },
      { processId: P.qualityCheck, isKey: false },
      { processId: P.pack, isKey: false },
    ],
  },
];

const product = (
  id: number,
  code: string,
  name: string,
  spec: string,
  route: number,
  type: number,
  stock: [number, number, number],
  /** Material, rate per piece and, for a light- or dark-only one, its MaterialShade. */
  materials: [number, number, number?][],
): SeedParent => ({
  row: {
    id,
    code,
    name,
    unitId: UNIT_IDS.pcs,
    spec,
    attr: ProductAttr.SelfMade,
    customerId: CUSTOMER_IDS.demoMerchant,
    processRouteId: route,
    productTypeId: type,
    image: `/upload/demo/${code.toLowerCase()}.png`,
    maxStock: stock[0],
    minStock: stock[1],
    safeStock: stock[2],
  },
  children: materials.map(([materialId, rate, shade]) => ({ materialId, rate, shade: shade ?? MaterialShade.Any })),
});

const DTG = PROCESS_ROUTE_IDS.dtg;
const HT = PROCESS_ROUTE_IDS.heatTransfer;
const T = PRODUCT_TYPE_IDS;

// The dark pretreatment and the white underbase are for dark garments only: a white line of a
// product takes neither (its work order's bill of materials leaves them out).
const DARK = MaterialShade.Dark;

const PRODUCTS: SeedParent[] = [
  product(
    PRODUCT_IDS.dtgTeeWhite,
    'PRD-TEE-W',
    '定制直喷T恤（白色）',
    '180 g cotton, M',
    DTG,
    T.tshirt,
    [500, 50, 100],
    [
      [M.teeWhite.M, 1],
      [M.pretreatLiquid, 0.02, DARK],
      [M.inkCyan, 0.003],
      [M.inkBlack, 0.004],
      [M.polyMailer, 1],
    ],
  ),
  product(
    PRODUCT_IDS.dtgTeeBlack,
    'PRD-TEE-B',
    '定制直喷T恤（黑色）',
    '180 g cotton, M',
    DTG,
    T.tshirt,
    [500, 50, 100],
    [
      [M.teeBlack.M, 1],
      [M.pretreatLiquid, 0.03, DARK],
      [M.inkWhite, 0.008, DARK],
      [M.inkMagenta, 0.003],
      [M.polyMailer, 1],
    ],
  ),
  product(
    PRODUCT_IDS.dtgHoodie,
    'PRD-HOODIE-B',
    '直喷卫衣（黑色）',
    '320 g fleece, L',
    DTG,
    T.hoodie,
    [200, 20, 40],
    [
      [M.hoodieBlack.L, 1],
      [M.pretreatLiquid, 0.04, DARK],
      [M.inkWhite, 0.01, DARK],
      [M.polyMailer, 1],
    ],
  ),
  product(
    PRODUCT_IDS.heatTee,
    'PRD-HT-TEE',
    '烫画T恤（灰色）',
    '180 g cotton, M',
    HT,
    T.tshirt,
    [400, 40, 80],
    [
      [M.teeGrey.M, 1],
      [M.dtfFilm, 0.35],
      [M.dtfPowder, 0.02],
      [M.polyMailer, 1],
    ],
  ),
  product(
    PRODUCT_IDS.toteBag,
    'PRD-TOTE',
    '帆布袋（本色）',
    '帆布 38 x 42 cm',
    HT,
    T.toteBag,
    [300, 30, 60],
    [
      [M.toteNatural, 1],
      [M.dtfFilm, 0.25],
      [M.dtfPowder, 0.015],
    ],
  ),
];

const MAPPINGS: SeedParent[] = [
  {
    row: {
      id: OMS_PRODUCT_MAPPING_IDS.temuTeeWhiteM,
      platform: 'temu',
      shopName: 'PrintFloor 官方店',
      skuCode: 'TEE-W-M',
      colour: '白色',
      size: 'M',
      productId: PRODUCT_IDS.dtgTeeWhite,
    },
    children: [{ area: PrintArea.Front }, { area: PrintArea.Back }],
  },
  {
    row: {
      id: OMS_PRODUCT_MAPPING_IDS.sheinHoodieL,
      platform: 'shein',
      shopName: null,
      skuCode: 'HOOD-B-L',
      colour: '黑色',
      size: 'L',
      productId: PRODUCT_IDS.dtgHoodie,
    },
    children: [{ area: PrintArea.Front }],
  },
  // One marketplace SKU sold in two colours and every size: each colour is its own product (the
  // light and the dark Brother template), the size comes from the order line.
  {
    row: {
      id: OMS_PRODUCT_MAPPING_IDS.temuClassicWhite,
      platform: 'temu',
      shopName: 'PrintFloor 官方店',
      skuCode: 'TEE-CLASSIC',
      colour: '白色',
      size: null,
      productId: PRODUCT_IDS.dtgTeeWhite,
    },
    children: [{ area: PrintArea.Front }],
  },
  {
    row: {
      id: OMS_PRODUCT_MAPPING_IDS.temuClassicBlack,
      platform: 'temu',
      shopName: 'PrintFloor 官方店',
      skuCode: 'TEE-CLASSIC',
      colour: '黑色',
      size: null,
      productId: PRODUCT_IDS.dtgTeeBlack,
    },
    children: [{ area: PrintArea.Front }],
  },
];

/** Inserts a parent when its id is missing and, only then, its sub-table rows in order. */
async function insertParent(
  tx: Tx,
  table: string,
  child: { table: string; parentColumn: string },
  parent: SeedParent,
): Promise<void> {
  const keys = Object.keys(parent.row);
  const columns = ['tenant_id', ...keys.map(snakeCase), 'create_user_id', 'create_user_name', 'create_org_id'];
  const values: SQL[] = [
    sql`${F.tenantId}`,
    ...keys.map((k) => sql`${parent.row[k] ?? null}`),
    sql`${F.users.factory}`,
    sql`${'factory'}`,
    sql`${F.orgId}`,
  ];
  const inserted = await queryRows<{ id: unknown }>(
    tx,
    sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) values (${sql.join(values, sql`, `)}) on conflict do nothing returning id`,
  );
  if (inserted.length === 0 || parent.children.length === 0) return;
  const childKeys = Object.keys(parent.children[0] as SeedRow);
  const childColumns = [
    'tenant_id',
    child.parentColumn,
    'sort_no',
    ...childKeys.map(snakeCase),
    'create_user_id',
    'create_user_name',
  ];
  const rows = parent.children.map(
    (row, i) =>
      sql`(${sql.join(
        [
          sql`${F.tenantId}`,
          sql`${parent.row.id}`,
          sql`${i + 1}`,
          ...childKeys.map((k) => sql`${row[k] ?? null}`),
          sql`${F.users.factory}`,
          sql`${'factory'}`,
        ],
        sql`, `,
      )})`,
  );
  await tx.execute(
    sql`insert into ${sql.identifier(child.table)} (${sql.join(
      childColumns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) values ${sql.join(rows, sql`, `)}`,
  );
}

export async function seedProductionData(services: AppServices): Promise<void> {
  await inTenant(services.db, F.tenantId, async (tx) => {
    for (const p of PROCESSES)
      await insertParent(tx, 'mes_process', { table: 'mes_process_defect', parentColumn: 'process_id' }, p);
    for (const r of ROUTES)
      await insertParent(tx, 'mes_process_route', { table: 'mes_process_route_item', parentColumn: 'route_id' }, r);
    for (const p of PRODUCTS)
      await insertParent(tx, 'mes_product', { table: 'mes_product_material', parentColumn: 'product_id' }, p);
    for (const m of MAPPINGS)
      await insertParent(
        tx,
        'mes_oms_product_mapping',
        { table: 'mes_oms_product_mapping_area', parentColumn: 'mapping_id' },
        m,
      );
  });
}

/**
 * The demo DTG products print with the demo's Brother templates (factorySettings' seed, run before this late
 * seed): the white tee colour only (GTX-LIGHT), the dark tee and hoodie white + colour (GTX-DARK), so
 * production's light and dark strategies each take their garments. Only a product whose template is still
 * empty and that no user has edited: a user's choice (a cleared template too) stays.
 */
export async function seedProductTemplates(services: AppServices): Promise<void> {
  const productTemplates = [
    { productId: PRODUCT_IDS.dtgTeeWhite, code: 'GTX-LIGHT' },
    { productId: PRODUCT_IDS.dtgTeeBlack, code: 'GTX-DARK' },
    { productId: PRODUCT_IDS.dtgHoodie, code: 'GTX-DARK' },
  ];
  await inTenant(services.db, F.tenantId, (tx) =>
    tx.execute(sql`
      update mes_product m
         set brother_template_id = t.id
        from json_to_recordset(${JSON.stringify(productTemplates)}::json) as v("productId" bigint, code text)
        join lateral (select bt.id from mes_brother_template bt
                       where bt.tenant_id = ${F.tenantId} and bt.code = v.code and not bt.is_delete
                       order by bt.id limit 1) t on true
       where m.tenant_id = ${F.tenantId} and m.id = v."productId"
         and m.brother_template_id is null and m.update_time is null and not m.is_delete`),
  );
}
