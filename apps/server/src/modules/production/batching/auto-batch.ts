import { type AutoBatchResult, BatchOrigin, PieceState, PrintKind } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import type { Caller } from '../../../resources/types.ts';
import { colourBook, colourKey } from '../../baseData/index.ts';
import { newCodes } from '../codes.ts';
import { json } from '../sql.ts';
import { lockBatching } from './batch-pieces.ts';
import { PIECE_INK_MODE, PIECE_PLATEN, pieceTemplateJoins } from './print-setup.ts';
import { type Candidate, listValues, planBatches, type Strategy, valueSet } from './strategy.ts';

/**
 * Auto-batching of one kind of work for the caller's factory: the enabled strategies, the pieces
 * waiting for a batch (released, not yet at their print step, in no batch) with the platen and ink
 * mode of the GTX template each prints with (joined in the same statement) and their colour's name
 * and shade in the factory's colours (base data), the plan (strategy.ts), then the batches written —
 * carrying why their pieces are together: the strategy (its name and colour list as they are now),
 * its machine, and the group key (platen, ink mode, shade, SKU) — and the pieces bound in two statements. One run at a time per factory (a transaction-scoped advisory lock), and
 * the pieces' update is guarded on "still in no batch", so a piece is never in two batches.
 */
export async function autoBatch(
  tx: Tx,
  caller: Caller,
  input: { printKind: number; releasePartial: boolean },
): Promise<AutoBatchResult> {
  const t = caller.auth.tenantId;
  const dtg = input.printKind === PrintKind.Dtg;
  await lockBatching(tx, t);
  // The factory's colours: a strategy's list and a piece's colour compare by the colour they name ("Navy",
  // "藏蓝" and "藏青" are one), and a piece's shade (light / dark garment) is part of its DTG batch's key.
  const book = await colourBook(tx, t);
  const keysOf = (values: ReadonlySet<string> | null) =>
    values ? new Set([...values].map((v) => colourKey(book.nameOf(v) ?? v))) : null;
  const strategies = (
    await queryRows<{
      id: string;
      name: string;
      product_id: string | null;
      product_type_id: string | null;
      colours: string | null;
      sizes: string | null;
      logistics_mode: string | null;
      order_size: number;
      mixed_sku: boolean;
      slots: number;
      ship_by_priority: boolean;
      release_partial: boolean;
      device_id: string | null;
      platen: number | null;
      ink_mode: number | null;
    }>(
      tx,
      sql`select id::text, name, product_id::text, product_type_id::text, colours, sizes, logistics_mode, order_size, mixed_sku, slots,
                 ship_by_priority, release_partial, device_id::text, platen, ink_mode
            from pro_batch_strategy
           where tenant_id = ${t} and print_kind = ${input.printKind} and status = 1 and not is_delete
           order by order_no, create_time, id`,
    )
  ).map(
    (s): Strategy => ({
      id: Number(s.id),
      name: s.name,
      productId: s.product_id ? Number(s.product_id) : null,
      productTypeId: s.product_type_id ? Number(s.product_type_id) : null,
      colours: keysOf(valueSet(s.colours)),
      colourList: listValues(s.colours).join(',') || null,
      sizes: valueSet(s.sizes),
      logisticsMode: s.logistics_mode || null,
      orderSize: s.order_size,
      mixedSku: s.mixed_sku,
      slots: Math.max(1, s.slots),
      shipByPriority: s.ship_by_priority,
      releasePartial: s.release_partial,
      deviceId: s.device_id ? Number(s.device_id) : null,
      // Platen and ink mode are the Brother GTX's: rules of DTG work only.
      platen: dtg ? s.platen : null,
      inkMode: dtg ? s.ink_mode : null,
    }),
  );
  const pieces = (
    await queryRows<{
      id: string;
      order_id: string | null;
      piece_no: number;
      piece_total: number;
      product_id: string;
      product_code: string | null;
      product_type_id: string | null;
      colour: string | null;
      size: string | null;
      logistics_mode: string | null;
      demand_date: string | null;
      platen: number | null;
      ink_mode: number | null;
    }>(
      tx,
      sql`select p.id::text, p.order_id::text, p.piece_no, p.piece_total, p.product_id::text, m.code as product_code, m.product_type_id::text,
                 p.colour, p.size, p.logistics_mode, to_char(p.demand_date, 'YYYY-MM-DD') as demand_date,
                 ${PIECE_PLATEN} as platen, ${PIECE_INK_MODE} as ink_mode
            from pro_piece p
            left join mes_product m on m.tenant_id = p.tenant_id and m.id = p.product_id
            ${pieceTemplateJoins(t)}
           where p.tenant_id = ${t} and p.print_kind = ${input.printKind} and p.batch_id is null
             and p.state in (${PieceState.Waiting}, ${PieceState.InProduction}) and not p.is_delete
             and p.step <= p.print_step`,
    )
  ).map(
    (p): Candidate => ({
      id: Number(p.id),
      orderId: Number(p.order_id ?? 0),
      pieceNo: p.piece_no,
      pieceTotal: p.piece_total,
      productId: Number(p.product_id),
      productCode: p.product_code ?? p.product_id,
      productTypeId: p.product_type_id ? Number(p.product_type_id) : null,
      colour: book.nameOf(p.colour) ?? p.colour ?? '',
      colourKey: colourKey(book.nameOf(p.colour) ?? p.colour),
      shade: book.shadeOf(p.colour),
      size: p.size ?? '',
      logisticsMode: p.logistics_mode ?? '',
      demandDate: p.demand_date ?? '',
      platen: p.platen,
      inkMode: p.ink_mode,
    }),
  );
  const plan = planBatches(strategies, pieces, input.releasePartial, dtg);
  const result: AutoBatchResult = {
    batches: plan.batches.length,
    pieces: plan.batches.reduce((n, b) => n + b.pieces.length, 0),
    unmatched: plan.unmatched,
    unmatchedColours: plan.unmatchedColours,
    waiting: plan.waiting,
  };
  if (!plan.batches.length) return result;

  const heat = input.printKind === PrintKind.Heat;
  const numbers = await newCodes(tx, t, heat ? 'heatBatch' : 'batch', heat ? 'HB' : 'BT', plan.batches.length);
  const ids = await queryRows<{ id: string }>(
    tx,
    sql`select nextval('pf_id_seq')::text as id from generate_series(1, ${plan.batches.length})`,
  );
  const a = caller.auth;
  const batchRows = plan.batches.map((b, i) => ({
    id: Number(ids[i]?.id),
    batch_no: numbers[i],
    strategy_id: b.strategy.id,
    quantity: b.pieces.length,
    order_size: b.orderSize,
    device_id: b.strategy.deviceId,
    platen: b.key.platen,
    ink_mode: b.key.inkMode,
    strategy_name: b.strategy.name,
    shade: b.key.shade,
    colours: b.strategy.colourList,
    sku: b.key.sku,
  }));
  await tx.execute(sql`
    insert into pro_batch (tenant_id, id, batch_no, print_kind, strategy_id, quantity, order_size, device_id, platen, ink_mode,
                           origin, strategy_name, shade, colours, sku,
                           create_user_id, create_user_name, create_org_id, create_org_name)
    select ${t}, v.id, v.batch_no, ${input.printKind}, v.strategy_id, v.quantity, v.order_size, v.device_id, v.platen, v.ink_mode,
           ${BatchOrigin.Strategy}, v.strategy_name, v.shade, v.colours, v.sku,
           ${a.userId}::bigint, ${a.realName}, ${a.orgId}::bigint, ${a.orgName}
      from json_to_recordset(${json(batchRows)})
        as v(id bigint, batch_no text, strategy_id bigint, quantity int, order_size int, device_id bigint, platen int, ink_mode int,
             strategy_name text, shade int, colours text, sku text)`);
  // One guarded statement binds every piece: the three arrays unnest side by side into (piece, batch,
  // batch no) rows joined to the pieces on their primary key (a JSON record set of ten thousand rows
  // was planned as a nested loop over the function scan, seconds per thousand on PGlite).
  const members = plan.batches.flatMap((b, i) => b.pieces.map((p) => ({ id: p.id, row: batchRows[i] })));
  if (members.length)
    await tx.execute(sql`update pro_piece p set batch_id = v.batch_id, batch_no = v.batch_no, update_time = now()
                           from unnest(${`{${members.map((m) => m.id).join(',')}}`}::bigint[],
                                       ${`{${members.map((m) => m.row?.id).join(',')}}`}::bigint[],
                                       ${`{${members.map((m) => `"${m.row?.batch_no}"`).join(',')}}`}::text[]) as v(id, batch_id, batch_no)
                          where p.tenant_id = ${t} and p.id = v.id and p.batch_id is null`);
  return result;
}
