import { BatchAuditState, PieceState, type Resource } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import type { BrotherTemplateSpec } from '../output/dtg.ts';

/** One print area of one piece of a batch: what the transfer renders. */
export interface PieceArea {
  pieceId: number;
  pieceCode: string;
  area: number;
  printImage: string;
  placement: { x: number | null; y: number | null; scale: number | null; angle: number | null };
  templateId: number | null;
}

export interface TransferJob {
  batchId: number;
  batchNo: string;
  printKind: number;
  attempt: number;
  /** The configured hot folder: the batch's machine's, else its print process's. */
  folder: string | null;
  areas: PieceArea[];
  templates: Map<number, BrotherTemplateSpec>;
  defaultTemplate: number | null;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * Everything a transfer of an audited batch needs, read in one tenant transaction (the batch row
 * locked so two transfers of one batch do not number the same attempt): its pieces still in
 * production (save those printed at another printer) with their order line's print areas, the Brother templates (with the batch's platen
 * and ink mode when it carries them), and the hot folder.
 */
export async function gatherTransfer(
  tx: Tx,
  tenantId: number,
  resource: Resource,
  batchId: number,
): Promise<TransferJob> {
  const kind = Number(resource.fixed?.printKind);
  const [batch] = await queryRows<{
    batch_no: string;
    audit_state: number;
    transfer_count: number;
    device_folder: string | null;
    platen: number | null;
    ink_mode: number | null;
  }>(
    tx,
    sql`select b.batch_no, b.audit_state, b.transfer_count, nullif(d.hot_folder, '') as device_folder, b.platen, b.ink_mode
          from pro_batch b left join mes_device d on d.tenant_id = b.tenant_id and d.id = b.device_id and not d.is_delete
         where b.tenant_id = ${tenantId} and b.id = ${batchId} and b.print_kind = ${kind} and not b.is_delete
         for update of b`,
  );
  if (!batch) throw new BizError('D1002', undefined, 404);
  if (batch.audit_state !== BatchAuditState.Audited) throw new BizError('P1016', { code: batch.batch_no });
  const rows = await queryRows<{
    piece_id: string;
    code: string;
    area: number;
    print_image: string;
    x: string | null;
    y: string | null;
    scale: string | null;
    angle: string | null;
    template_id: string | null;
    process_folder: string | null;
  }>(
    tx,
    sql`select p.id::text as piece_id, p.code, a.area, a.print_image, a.x::text, a.y::text, a.scale::text, a.angle::text,
               m.brother_template_id::text as template_id, nullif(pr.hot_folder, '') as process_folder
          from pro_piece p
          join oms_order_area a on a.factory_tenant_id = p.tenant_id and a.order_id = p.order_id and a.line_no = p.line_no
                               and not a.is_delete
          left join mes_product m on m.tenant_id = p.tenant_id and m.id = p.product_id
          left join pro_task k on k.tenant_id = p.tenant_id and k.work_order_id = p.work_order_id and k.seq = p.print_step
          left join mes_process pr on pr.tenant_id = k.tenant_id and pr.id = k.process_id
         where p.tenant_id = ${tenantId} and p.batch_id = ${batchId} and not p.is_delete
           and p.state in (${PieceState.Waiting}, ${PieceState.InProduction})
           -- A piece printed at another printer than the batch's (allowed with a reason) has its files in that
           -- printer's hot folder (its print scan's drop): a transfer or retry of the batch adds no second copy.
           and not exists (select 1 from pro_scan s where s.tenant_id = p.tenant_id and s.piece_id = p.id
                                                      and s.seq = p.print_step and s.batch_device_id is not null)
         order by p.demand_date nulls last, p.order_id, p.piece_no, p.id, a.sort_no, a.id`,
  );
  const { templates, defaultTemplate } = await brotherTemplates(tx, tenantId);
  withBatchPrintSetup(templates, batch);
  return {
    batchId,
    batchNo: batch.batch_no,
    printKind: kind,
    attempt: batch.transfer_count + 1,
    folder: batch.device_folder ?? rows.find((r) => r.process_folder)?.process_folder ?? null,
    areas: rows.map((r) => ({
      pieceId: Number(r.piece_id),
      pieceCode: r.code,
      area: r.area,
      printImage: r.print_image,
      placement: { x: num(r.x), y: num(r.y), scale: num(r.scale), angle: num(r.angle) },
      templateId: r.template_id ? Number(r.template_id) : null,
    })),
    templates,
    defaultTemplate,
  };
}

/**
 * A batch made by a strategy with a platen or an ink mode prints every piece with them (its pieces were
 * batched because their templates print so; a template changed since does not change the batch): the
 * templates, in place, with the batch's platen and ink mode where it carries them. The batch transfer
 * and a single piece's drop at its print station (transfer/piece.ts) both print so.
 */
export function withBatchPrintSetup(
  templates: Map<number, BrotherTemplateSpec>,
  batch: { platen: number | null; ink_mode: number | null },
): void {
  if (batch.platen === null && batch.ink_mode === null) return;
  for (const [id, template] of templates)
    templates.set(id, {
      ...template,
      platen: batch.platen ?? template.platen,
      inkMode: batch.ink_mode ?? template.inkMode,
    });
}

/**
 * The tenant's enabled Brother print templates by id, and the default one (else the first by id; the
 * batcher resolves a piece's template the same way: batching/print-setup.ts).
 */
export async function brotherTemplates(
  tx: Tx,
  tenantId: number,
): Promise<{ templates: Map<number, BrotherTemplateSpec>; defaultTemplate: number | null }> {
  const rows = await queryRows<{
    id: string;
    is_default: boolean;
    image_width: number;
    image_height: number;
    zoom: number;
    offset_left: number;
    offset_top: number;
    rgb: string;
    angle: number;
    platen: number;
    ink_mode: number;
    highlight: number | null;
    mask: number | null;
    choke: number | null;
    ink_volume: number | null;
    multi_pass: boolean;
    uni_directional: boolean;
  }>(
    tx,
    sql`select id::text, is_default, image_width, image_height, zoom, offset_left, offset_top, rgb, angle, platen, ink_mode,
               highlight, mask, choke, ink_volume, multi_pass, uni_directional
          from mes_brother_template where tenant_id = ${tenantId} and status = 1 and not is_delete
         order by is_default desc, id`,
  );
  return {
    templates: new Map(
      rows.map((t) => [
        Number(t.id),
        {
          imageWidth: t.image_width,
          imageHeight: t.image_height,
          zoom: t.zoom,
          offsetLeft: t.offset_left,
          offsetTop: t.offset_top,
          rgb: t.rgb,
          angle: t.angle,
          platen: t.platen,
          inkMode: t.ink_mode,
          highlight: t.highlight,
          mask: t.mask,
          choke: t.choke,
          inkVolume: t.ink_volume,
          multiPass: t.multi_pass,
          uniDirectional: t.uni_directional,
        },
      ]),
    ),
    defaultTemplate: Number(rows.find((t) => t.is_default)?.id ?? rows[0]?.id ?? 0) || null,
  };
}
