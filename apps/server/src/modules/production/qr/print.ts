import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inTenant } from '../../../db/context.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import type { Caller } from '../../../resources/types.ts';
import { type LabelLayout, labelLayout } from '../labels/templates.ts';
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
  batch_no: string | null;
  product_name: string | null;
  print_kind: number;
}

async function piecesFor(tx: Tx, tenantId: number, ids: readonly number[]): Promise<LabelPiece[]> {
  const rows = await queryRows<LabelPiece>(
    tx,
    sql`select id::text, code, order_code, piece_no, piece_total, sku_code, colour, size, batch_no, product_name, print_kind
          from pro_piece
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

/** The lines of a piece's label under a layout: the piece code always, then what the template shows. */
export function labelLines(p: Omit<LabelPiece, 'id' | 'print_kind'>, layout: LabelLayout): string[] {
  return [
    p.code,
    layout.showOrder ? `${p.order_code ?? ''}  ${p.piece_no}/${p.piece_total}`.trim() : '',
    layout.showSku ? [p.sku_code, p.colour, p.size].filter(Boolean).join(' ') : '',
    layout.showBatch && p.batch_no ? p.batch_no : '',
    layout.showProduct && p.product_name ? p.product_name : '',
  ].filter(Boolean);
}

/**
 * The pieces' labels as one PDF, a page each: the QR and the template's lines, at the template's size
 * (the named one, else the default of the pieces' kind of work, else 60 × 40 mm); a size given with
 * the call overrides the template's.
 */
export async function labelsPdf(
  caller: Caller,
  ids: readonly number[],
  options: { templateId?: number; size?: Partial<LabelSize> } = {},
): Promise<Buffer> {
  const t = caller.auth.tenantId;
  const { pieces, layout } = await inTenant(caller.services.db, t, async (tx) => {
    const pieces = await piecesFor(tx, t, ids);
    const layout = await labelLayout(
      tx,
      t,
      options.templateId,
      pieces.map((p) => p.print_kind),
    );
    return { pieces, layout };
  });
  const secret = pieceQrSecret(caller.services);
  return renderLabelsPdf(
    pieces.map((p) => ({
      qrText: signPieceRef(secret, { tenantId: t, pieceId: Number(p.id) }),
      lines: labelLines(p, layout),
    })),
    {
      widthMm: options.size?.widthMm ?? layout.widthMm,
      heightMm: options.size?.heightMm ?? layout.heightMm,
    },
  );
}
