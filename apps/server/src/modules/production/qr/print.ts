import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inTenant } from '../../../db/context.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../http/errors.ts';
import type { Caller } from '../../../resources/types.ts';
import { type LabelSize, renderLabelsPdf } from './labels.ts';
import { signPieceRef } from './piece-ref.ts';
import { pieceQrSecret } from './secret.ts';

interface LabelPiece {
  id: string;
  code: string;
  order_code: string | null;
  piece_no: number;
  piece_total: number;
  sku_code: string | null;
  colour: string | null;
  size: string | null;
}

async function piecesFor(tx: Tx, tenantId: number, ids: readonly number[]): Promise<LabelPiece[]> {
  const rows = await queryRows<LabelPiece>(
    tx,
    sql`select id::text, code, order_code, piece_no, piece_total, sku_code, colour, size from pro_piece
         where tenant_id = ${tenantId} and not is_delete and id = any(${`{${ids.join(',')}}`}::bigint[])
         order by order_id, piece_no, id`,
  );
  if (rows.length !== new Set(ids).size) throw new BizError('D1002', undefined, 404);
  return rows;
}

/** The QR content of pieces (the signed reference of this server), for the console to show or print itself. */
export async function pieceRefs(tx: Tx, caller: Caller, ids: readonly number[]) {
  const secret = pieceQrSecret(caller.services);
  return (await piecesFor(tx, caller.auth.tenantId, ids)).map((p) => ({
    id: Number(p.id),
    code: p.code,
    qr: signPieceRef(secret, { tenantId: caller.auth.tenantId, pieceId: Number(p.id) }),
  }));
}

/** The pieces' labels as one PDF: the QR, the piece code, its order and n/N, SKU, colour and size. */
export async function labelsPdf(caller: Caller, ids: readonly number[], size: LabelSize): Promise<Buffer> {
  const t = caller.auth.tenantId;
  const pieces = await inTenant(caller.services.db, t, (tx) => piecesFor(tx, t, ids));
  const secret = pieceQrSecret(caller.services);
  return renderLabelsPdf(
    pieces.map((p) => ({
      qrText: signPieceRef(secret, { tenantId: t, pieceId: Number(p.id) }),
      lines: [
        p.code,
        `${p.order_code ?? ''}  ${p.piece_no}/${p.piece_total}`.trim(),
        [p.sku_code, p.colour, p.size].filter(Boolean).join(' '),
      ],
    })),
    size,
  );
}
