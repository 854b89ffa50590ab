import { MaterialShade, Status, WorkOrderState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { blankFits, colourBook } from '../../baseData/index.ts';
import { json } from '../sql.ts';

interface BomSource {
  work_order_id: string;
  colour: string | null;
  size: string | null;
  sort_no: number;
  material_id: string;
  rate: string;
  shade: number;
  style: string | null;
}

interface Blank {
  id: string;
  style: string;
  colour: string | null;
  size: string | null;
}

/**
 * A work order's bill of materials from its product's materials, rate per piece × quantity, made
 * for the garment the order line asks for (issue 35 item 2):
 * - a material with a blank style (mes_material.style) becomes the style's blank in the work order's
 *   colour and size — a white XL line takes the white XL tee, not the product's size-M one (the
 *   colour compared through the colour dictionary; review refused a variant the style lacks, so
 *   falling back to the product's own material happens only for work orders made by hand);
 * - a light- or dark-only material (the dark pretreatment, the white underbase) is taken only when
 *   the colour's shade is that one; an unknown shade takes neither (review asks for a known one).
 * Picking lists (material-image/picking.ts) and the warehouse's reservations read these rows.
 * Work orders that already have a BOM are left alone.
 */
export async function fillBom(tx: Tx, tenantId: number, workOrderIds: readonly number[]): Promise<void> {
  if (!workOrderIds.length) return;
  const sources = await queryRows<BomSource>(
    tx,
    sql`select w.id::text as work_order_id, w.colour, w.size, m.sort_no, m.material_id::text, m.rate::text, m.shade, mt.style
          from pro_work_order w
          join mes_product_material m on m.tenant_id = w.tenant_id and m.product_id = w.product_id and not m.is_delete
          join mes_material mt on mt.tenant_id = m.tenant_id and mt.id = m.material_id
         where w.tenant_id = ${tenantId} and w.id = any(${`{${workOrderIds.join(',')}}`}::bigint[])
           and not exists (select 1 from pro_work_order_bom b where b.tenant_id = w.tenant_id and b.work_order_id = w.id)
         order by w.id, m.sort_no, m.id`,
  );
  if (!sources.length) return;
  const book = await colourBook(tx, tenantId);
  const styles = [...new Set(sources.map((s) => s.style?.trim()).filter((s): s is string => !!s))];
  const blanks = styles.length
    ? await queryRows<Blank>(
        tx,
        sql`select id::text, style, colour, size from mes_material
             where tenant_id = ${tenantId} and style in (select json_array_elements_text(${JSON.stringify(styles)}::json))
               and not is_delete and status = ${Status.Enable}
             order by code, id`,
      )
    : [];
  const rows = sources.flatMap((s) => {
    if (s.shade !== MaterialShade.Any && book.shadeOf(s.colour) !== s.shade) return [];
    const style = s.style?.trim();
    const blank = style ? blanks.find((b) => b.style === style && blankFits(book, b, s.colour, s.size)) : undefined;
    return [
      { work_order_id: s.work_order_id, sort_no: s.sort_no, material_id: blank?.id ?? s.material_id, rate: s.rate },
    ];
  });
  if (!rows.length) return;
  await tx.execute(sql`
    insert into pro_work_order_bom (tenant_id, work_order_id, sort_no, material_id, rate, quantity, create_user_id, create_user_name)
    select w.tenant_id, w.id, v.sort_no, v.material_id, v.rate, v.rate * w.quantity, w.create_user_id, w.create_user_name
      from json_to_recordset(${json(rows)}) as v(work_order_id bigint, sort_no int, material_id bigint, rate numeric)
      join pro_work_order w on w.tenant_id = ${tenantId} and w.id = v.work_order_id`);
}

/**
 * A merged work order's bill of materials: the sum of the BOMs of the work orders merged into it
 * (still merged), material by material — a merge of a white S and a black XL line picks both blanks,
 * not the product's own one twice. The rate is the average per piece. Made again whenever its
 * members change (merge, a member's order withdrawn).
 */
export async function fillMergedBom(tx: Tx, tenantId: number, mergedIds: readonly number[]): Promise<void> {
  if (!mergedIds.length) return;
  const ids = `{${mergedIds.join(',')}}`;
  await tx.execute(
    sql`delete from pro_work_order_bom where tenant_id = ${tenantId} and work_order_id = any(${ids}::bigint[])`,
  );
  await tx.execute(sql`
    insert into pro_work_order_bom (tenant_id, work_order_id, sort_no, material_id, rate, quantity, create_user_id, create_user_name)
    select g.tenant_id, g.id, min(b.sort_no), b.material_id, round(sum(b.quantity) / greatest(g.quantity, 1), 4), sum(b.quantity),
           min(g.create_user_id), min(g.create_user_name)
      from pro_work_order g
      join pro_work_order m on m.tenant_id = g.tenant_id and m.merged_into_id = g.id and m.state = ${WorkOrderState.Merged} and not m.is_delete
      join pro_work_order_bom b on b.tenant_id = m.tenant_id and b.work_order_id = m.id and not b.is_delete
     where g.tenant_id = ${tenantId} and g.id = any(${ids}::bigint[])
     group by g.tenant_id, g.id, g.quantity, b.material_id`);
}
