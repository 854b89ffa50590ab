import {
  type Language,
  type MaterialImageDetail,
  type MaterialImageOrder,
  type MaterialPickLine,
  type PageResult,
  PieceState,
  pageResult,
  WorkOrderState,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import { membersOf } from '../work-orders/merge.ts';

interface OrderRaw {
  id: string;
  code: string;
  order_code: string | null;
  product_name: string | null;
  sku_code: string | null;
  colour: string | null;
  size: string | null;
  quantity: number;
  state: number;
  demand_date: string | null;
  total: number;
}

const toOrder = (r: OrderRaw): MaterialImageOrder => ({
  id: Number(r.id),
  code: r.code,
  orderCode: r.order_code,
  productName: r.product_name,
  skuCode: r.sku_code,
  colour: r.colour,
  size: r.size,
  quantity: r.quantity,
  state: r.state,
  demandDate: r.demand_date === null ? null : String(r.demand_date).slice(0, 10),
});

const orderColumns = sql`w.id::text, w.code, w.order_code, w.product_name, w.sku_code, w.colour, w.size, w.quantity,
                         w.state, to_char(w.demand_date, 'YYYY-MM-DD') as demand_date`;

/** The work orders to pick blanks for (not cancelled), the newest demand first. */
export async function materialOrders(
  tx: Tx,
  tenantId: number,
  input: { page: number; pageSize: number; code?: string | null; state?: number | null },
): Promise<PageResult<MaterialImageOrder>> {
  const rows = await queryRows<OrderRaw>(
    tx,
    sql`select ${orderColumns}, count(*) over ()::int as total
          from pro_work_order w
         where w.tenant_id = ${tenantId} and not w.is_delete
           -- a merged work order's blanks are picked through the one it was merged into
           and w.state not in (${WorkOrderState.Cancelled}, ${WorkOrderState.Merged})
           ${input.state === undefined || input.state === null ? sql`` : sql`and w.state = ${input.state}`}
           ${input.code ? sql`and (w.code ilike ${`%${input.code}%`} or w.order_code ilike ${`%${input.code}%`})` : sql``}
         order by w.demand_date nulls last, w.create_time desc, w.id desc
         limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  return pageResult(rows.map(toOrder), rows[0]?.total ?? 0, input.page, input.pageSize);
}

/**
 * What to pick for work orders: the blank garment (its product, colour and size; as many as the
 * work order's live pieces — reprints included, scrapped and withdrawn ones not — or its quantity
 * before release) and the BOM's materials (the row's quantity, else rate × the work order's
 * quantity), each with a picture. Materials have no image of their own in base data, so the
 * product's image is shown with them.
 */
export async function materialDetails(
  tx: Tx,
  tenantId: number,
  ids: readonly number[],
): Promise<MaterialImageDetail[]> {
  const list = `{${ids.join(',')}}`;
  const orders = await queryRows<OrderRaw & { product_code: string | null; image: string | null }>(
    tx,
    sql`select ${orderColumns}, 0 as total, w.product_code, m.image
          from pro_work_order w
          left join mes_product m on m.tenant_id = w.tenant_id and m.id = w.product_id
         where w.tenant_id = ${tenantId} and not w.is_delete and w.id = any(${list}::bigint[])
         order by w.demand_date nulls last, w.code`,
  );
  if (orders.length !== new Set(ids).size) throw new BizError('D1002', undefined, 404);
  // Blanks by colour and size (a merged work order's lines may differ): before release what its
  // lines ask for, after it the live pieces.
  const blanks = await queryRows<{ work_order_id: string; colour: string | null; size: string | null; n: number }>(
    tx,
    sql`select w.id::text as work_order_id, x.colour, x.size, sum(x.n)::int as n
          from pro_work_order w
          cross join lateral (
            select m.colour, m.size, m.quantity as n from ${membersOf(tenantId)} m where w.state = ${WorkOrderState.Pending}
            union all
            select p.colour, p.size, 1 from pro_piece p
             where w.state <> ${WorkOrderState.Pending} and p.tenant_id = w.tenant_id and p.work_order_id = w.id
               and not p.is_delete and p.state not in (${PieceState.Scrapped}, ${PieceState.Withdrawn})) x
         where w.tenant_id = ${tenantId} and not w.is_delete and w.id = any(${list}::bigint[])
         group by w.id, x.colour, x.size
         order by x.colour nulls first, x.size nulls first`,
  );
  const bom = await queryRows<{
    work_order_id: string;
    code: string;
    name: string;
    colour: string | null;
    size: string | null;
    unit: string | null;
    quantity: string;
  }>(
    tx,
    sql`select b.work_order_id::text, mt.code, mt.name, mt.colour, mt.size, u.name as unit,
               coalesce(b.quantity, b.rate * w.quantity)::text as quantity
          from pro_work_order_bom b
          join pro_work_order w on w.tenant_id = b.tenant_id and w.id = b.work_order_id
          join mes_material mt on mt.tenant_id = b.tenant_id and mt.id = b.material_id
          left join mes_unit u on u.tenant_id = mt.tenant_id and u.id = mt.unit_id
         where b.tenant_id = ${tenantId} and not b.is_delete and b.work_order_id = any(${list}::bigint[])
         order by b.sort_no, b.id`,
  );
  return orders.map((o) => ({
    workOrder: toOrder(o),
    lines: [
      ...blanks
        .filter((b) => b.work_order_id === o.id)
        .map(
          (b): MaterialPickLine => ({
            group: 'blank',
            code: o.product_code,
            name: o.product_name ?? '',
            colour: b.colour,
            size: b.size,
            unit: null,
            quantity: b.n,
            image: o.image || null,
          }),
        ),
      ...bom
        .filter((b) => b.work_order_id === o.id)
        .map(
          (b): MaterialPickLine => ({
            group: 'material',
            code: b.code,
            name: b.name,
            colour: b.colour,
            size: b.size,
            unit: b.unit,
            quantity: Number(Number(b.quantity).toFixed(4)),
            image: o.image || null,
          }),
        ),
    ],
  }));
}

/** Headers and kinds of the picking list (xlsx and PDF) in four languages. */
export const PICKING_TEXT = {
  sheet: { 'zh-CN': '物料明细', en: 'Material picking', 'zh-TW': '物料明細', 'pt-BR': 'Separação de materiais' },
  workOrder: { 'zh-CN': '工单', en: 'Work order', 'zh-TW': '工單', 'pt-BR': 'Ordem' },
  order: { 'zh-CN': '订单', en: 'Order', 'zh-TW': '訂單', 'pt-BR': 'Pedido' },
  group: { 'zh-CN': '类别', en: 'Kind', 'zh-TW': '類別', 'pt-BR': 'Tipo' },
  code: { 'zh-CN': '编码', en: 'Code', 'zh-TW': '編碼', 'pt-BR': 'Código' },
  name: { 'zh-CN': '名称', en: 'Name', 'zh-TW': '名稱', 'pt-BR': 'Nome' },
  colour: { 'zh-CN': '颜色', en: 'Colour', 'zh-TW': '顏色', 'pt-BR': 'Cor' },
  size: { 'zh-CN': '尺码', en: 'Size', 'zh-TW': '尺碼', 'pt-BR': 'Tamanho' },
  unit: { 'zh-CN': '单位', en: 'Unit', 'zh-TW': '單位', 'pt-BR': 'Unidade' },
  quantity: { 'zh-CN': '数量', en: 'Quantity', 'zh-TW': '數量', 'pt-BR': 'Quantidade' },
  image: { 'zh-CN': '图片', en: 'Image', 'zh-TW': '圖片', 'pt-BR': 'Imagem' },
  blank: { 'zh-CN': '空白衣', en: 'Blank', 'zh-TW': '空白衣', 'pt-BR': 'Peça lisa' },
  material: { 'zh-CN': '物料', en: 'Material', 'zh-TW': '物料', 'pt-BR': 'Material' },
  product: { 'zh-CN': '产品', en: 'Product', 'zh-TW': '產品', 'pt-BR': 'Produto' },
  sku: {
    'zh-CN': 'SKU / 颜色 / 尺码',
    en: 'SKU / colour / size',
    'zh-TW': 'SKU / 顏色 / 尺碼',
    'pt-BR': 'SKU / cor / tamanho',
  },
  demandDate: { 'zh-CN': '交期', en: 'Demand date', 'zh-TW': '交期', 'pt-BR': 'Data de entrega' },
  picked: { 'zh-CN': '已拣', en: 'Picked', 'zh-TW': '已揀', 'pt-BR': 'Separado' },
  continued: { 'zh-CN': '续', en: 'continued', 'zh-TW': '續', 'pt-BR': 'continuação' },
} as const;

/** The picking lines of work orders as an xlsx sheet (headers and kinds in the caller's language). */
export async function materialXlsx(details: readonly MaterialImageDetail[], lang: Language): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PrintFloor';
  const sheet = wb.addWorksheet(PICKING_TEXT.sheet[lang]);
  const cols = ['workOrder', 'order', 'group', 'code', 'name', 'colour', 'size', 'unit', 'quantity', 'image'] as const;
  sheet.columns = cols.map((key) => ({
    header: PICKING_TEXT[key][lang],
    key,
    width: key === 'image' ? 40 : key === 'name' ? 24 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const d of details)
    for (const l of d.lines)
      sheet.addRow({
        workOrder: d.workOrder.code,
        order: d.workOrder.orderCode ?? '',
        group: PICKING_TEXT[l.group][lang],
        code: l.code ?? '',
        name: l.name,
        colour: l.colour ?? '',
        size: l.size ?? '',
        unit: l.unit ?? '',
        quantity: l.quantity,
        image: l.image ?? '',
      });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
