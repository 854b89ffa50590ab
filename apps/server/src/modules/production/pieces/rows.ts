import type { PieceRow } from '@printfloor/contract';
import { sql } from 'drizzle-orm';

/** The columns of a piece as lists show it (PieceRow). */
export const PIECE_COLUMNS = sql.raw(
  'id::text, code, order_code, piece_no, piece_total, sku_code, colour, size, product_name, state, next_process_name, batch_no',
);

export interface PieceDbRow {
  id: string;
  code: string;
  order_code: string | null;
  piece_no: number;
  piece_total: number;
  sku_code: string | null;
  colour: string | null;
  size: string | null;
  product_name: string | null;
  state: number;
  next_process_name: string | null;
  batch_no: string | null;
}

export const pieceRow = (r: PieceDbRow): PieceRow => ({
  id: Number(r.id),
  code: r.code,
  orderCode: r.order_code,
  pieceNo: r.piece_no,
  pieceTotal: r.piece_total,
  skuCode: r.sku_code,
  colour: r.colour,
  size: r.size,
  productName: r.product_name,
  state: r.state,
  nextProcessName: r.next_process_name,
  batchNo: r.batch_no,
});
