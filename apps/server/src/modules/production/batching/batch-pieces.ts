import { BatchAuditState, type BatchPiecesInput, type PieceRow, PieceState, type Resource } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import type { Caller } from '../../../resources/types.ts';
import { colourBook, colourKey } from '../../baseData/index.ts';
import { PIECE_COLUMNS, type PieceDbRow, pieceRow } from '../pieces/rows.ts';
import { PIECE_INK_MODE, PIECE_PLATEN, pieceTemplateJoins } from './print-setup.ts';
import { listValues } from './strategy.ts';

/** Serialises batching work of one factory (auto-batch, manual add / remove, unbind). */
export async function lockBatching(tx: Tx, tenantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('pro_batching:' || ${tenantId}::text, 0))`);
}

interface BatchHead {
  id: string;
  batch_no: string;
  audit_state: number;
  print_kind: number;
  platen: number | null;
  ink_mode: number | null;
  shade: number | null;
  colours: string | null;
  sku: string | null;
}

/** A batch of the resource's kind in the caller's tenant, locked; D1002 when there is none. */
async function lockedBatch(tx: Tx, caller: Caller, resource: Resource, id: number): Promise<BatchHead> {
  const kind = Number(resource.fixed?.printKind);
  const [batch] = await queryRows<BatchHead>(
    tx,
    sql`select id::text, batch_no, audit_state, print_kind, platen, ink_mode, shade, colours, sku from pro_batch
         where tenant_id = ${caller.auth.tenantId} and id = ${id} and print_kind = ${kind} and not is_delete for update`,
  );
  if (!batch) throw new BizError('D1002', undefined, 404);
  if (batch.audit_state !== BatchAuditState.Pending) throw new BizError('P1012', { code: batch.batch_no });
  return batch;
}

/** Recounts a batch's pieces after a change of its membership. */
async function recount(tx: Tx, tenantId: number, batchId: string): Promise<void> {
  await tx.execute(sql`update pro_batch b set quantity = (select count(*) from pro_piece p where p.tenant_id = b.tenant_id and p.batch_id = b.id),
                                       update_time = now()
                        where b.tenant_id = ${tenantId} and b.id = ${batchId}`);
}

/** The pieces named by id or code, in the caller's tenant. */
async function piecesNamed(tx: Tx, tenantId: number, input: BatchPiecesInput) {
  const ids = input.pieceIds ?? [];
  const codes = input.codes ?? [];
  return queryRows<{
    id: string;
    code: string;
    batch_id: string | null;
    state: number;
    print_kind: number;
    ready: boolean;
    platen: number | null;
    ink_mode: number | null;
    product_code: string | null;
    colour: string | null;
    size: string | null;
  }>(
    tx,
    sql`select p.id::text, p.code, p.batch_id::text, p.state, p.print_kind, p.step <= p.print_step as ready,
               ${PIECE_PLATEN} as platen, ${PIECE_INK_MODE} as ink_mode, coalesce(m.code, p.product_id::text) as product_code,
               p.colour, p.size
          from pro_piece p
          left join mes_product m on m.tenant_id = p.tenant_id and m.id = p.product_id
          ${pieceTemplateJoins(tenantId)}
         where p.tenant_id = ${tenantId} and not p.is_delete
           and (p.id = any(${`{${ids.join(',')}}`}::bigint[])
                or p.code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb)))`,
  );
}

/**
 * Puts pieces into a batch that is not audited yet (same kind of work, in no batch, not yet printed),
 * keeping true what the batch says of its pieces: when it carries a platen or an ink mode, printed with
 * them by their GTX template; a shade, garments of that shade; a colour list, a colour of it; a SKU, that SKU.
 */
export async function addPieces(tx: Tx, caller: Caller, resource: Resource, input: BatchPiecesInput): Promise<number> {
  const t = caller.auth.tenantId;
  await lockBatching(tx, t);
  const batch = await lockedBatch(tx, caller, resource, Number(input.id));
  const found = await piecesNamed(tx, t, input);
  const asked = (input.pieceIds?.length ?? 0) + (input.codes?.length ?? 0);
  if (!found.length || found.length < new Set([...(input.pieceIds ?? []), ...(input.codes ?? [])]).size)
    throw new BizError('P1004', { code: String((input.codes ?? [])[0] ?? (input.pieceIds ?? [])[0] ?? '') });
  const lang = caller.lang;
  const why = {
    kind: {
      'zh-CN': '印花方式不同',
      en: 'another kind of work',
      'zh-TW': '印花方式不同',
      'pt-BR': 'outro tipo de impressão',
    },
    batched: {
      'zh-CN': '已在其他批次',
      en: 'already in a batch',
      'zh-TW': '已在其他批次',
      'pt-BR': 'já está em um lote',
    },
    done: {
      'zh-CN': '已打印或已结束',
      en: 'already printed or closed',
      'zh-TW': '已列印或已結束',
      'pt-BR': 'já impressa ou encerrada',
    },
    setup: {
      'zh-CN': '其 Brother 模板的台板或墨水模式与本批次不同',
      en: 'its Brother template prints with another platen or ink mode than the batch',
      'zh-TW': '其 Brother 範本的台板或墨水模式與本批次不同',
      'pt-BR': 'seu modelo Brother imprime com outra base ou tinta que o lote',
    },
    shade: {
      'zh-CN': '衣服深浅色与本批次不同',
      en: 'the garment is of another shade (light / dark) than the batch',
      'zh-TW': '衣服深淺色與本批次不同',
      'pt-BR': 'a peça é de outro tom (clara / escura) que o lote',
    },
    colour: {
      'zh-CN': '颜色不在本批次策略的颜色内',
      en: "its colour is not among the batch's colours",
      'zh-TW': '顏色不在本批次策略的顏色內',
      'pt-BR': 'sua cor não está entre as cores do lote',
    },
    sku: {
      'zh-CN': '与本批次的 SKU 不同',
      en: "it is another SKU than the batch's",
      'zh-TW': '與本批次的 SKU 不同',
      'pt-BR': 'é outro SKU que o do lote',
    },
  };
  // The batch's colours and the pieces' compare by the colour they name in the factory's colours (base data).
  const book = await colourBook(tx, t);
  const keyOf = (colour: string | null) => colourKey(book.nameOf(colour) ?? colour);
  const colours = batch.colours ? new Set(listValues(batch.colours).map(keyOf)) : null;
  const skuOf = (p: (typeof found)[number]) =>
    `${p.product_code} · ${book.nameOf(p.colour) ?? p.colour ?? ''} · ${p.size ?? ''}`;
  for (const p of found) {
    const reason =
      p.print_kind !== batch.print_kind
        ? why.kind
        : p.batch_id && p.batch_id !== batch.id
          ? why.batched
          : !p.ready || (p.state !== PieceState.Waiting && p.state !== PieceState.InProduction)
            ? why.done
            : (batch.platen !== null && p.platen !== batch.platen) ||
                (batch.ink_mode !== null && p.ink_mode !== batch.ink_mode)
              ? why.setup
              : batch.shade !== null && book.shadeOf(p.colour) !== batch.shade
                ? why.shade
                : colours && !colours.has(keyOf(p.colour))
                  ? why.colour
                  : batch.sku !== null && skuOf(p).toLowerCase() !== batch.sku.toLowerCase()
                    ? why.sku
                    : null;
    if (reason) throw new BizError('P1013', { code: p.code, reason: reason[lang] });
  }
  await tx.execute(sql`update pro_piece set batch_id = ${batch.id}, batch_no = ${batch.batch_no}, update_time = now()
                        where tenant_id = ${t} and id = any(${`{${found.map((p) => p.id).join(',')}}`}::bigint[])`);
  await recount(tx, t, batch.id);
  return asked;
}

/** Takes pieces out of a batch that is not audited yet; they go back to the pool. */
export async function removePieces(
  tx: Tx,
  caller: Caller,
  resource: Resource,
  input: BatchPiecesInput,
): Promise<number> {
  const t = caller.auth.tenantId;
  await lockBatching(tx, t);
  const batch = await lockedBatch(tx, caller, resource, Number(input.id));
  const found = (await piecesNamed(tx, t, input)).filter((p) => p.batch_id === batch.id);
  if (!found.length) return 0;
  await tx.execute(sql`update pro_piece set batch_id = null, batch_no = null, update_time = now()
                        where tenant_id = ${t} and batch_id = ${batch.id}
                          and id = any(${`{${found.map((p) => p.id).join(',')}}`}::bigint[])`);
  await recount(tx, t, batch.id);
  return found.length;
}

/** The pieces of a batch (or of a work order), in batch order. */
export async function piecesOf(
  tx: Tx,
  tenantId: number,
  by: { batchId?: number; workOrderId?: number },
): Promise<PieceRow[]> {
  const rows = await queryRows<PieceDbRow>(
    tx,
    sql`select ${PIECE_COLUMNS} from pro_piece
         where tenant_id = ${tenantId} and not is_delete
           and ${by.batchId ? sql`batch_id = ${by.batchId}` : sql`work_order_id = ${by.workOrderId ?? 0}`}
         order by demand_date nulls last, order_id, piece_no, id
         limit 5000`,
  );
  return rows.map(pieceRow);
}
