import {
  BatchAuditState,
  type ImageTransferDetail,
  type ImageTransferPageInput,
  type ImageTransferRow,
  type Language,
  type PageResult,
  pageResult,
  type TransferFileRow,
  type TransferScope,
  type TransferSheet,
  transferErrorText,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';

interface RawRow {
  id: string;
  code: string;
  print_kind: number;
  quantity: number;
  audit_state: number | null;
  transfer_state: number;
  transfer_count: number;
  transfer_time: string | null;
  transfer_error: string | null;
  file_count: number;
  total: number;
}

/** Who reads a transfer: times in their tenant's zone, a hot folder's problem in their language. */
export interface TransferView {
  lang: Language;
  timeZone: string;
}

/** A date-time as the API writes it (admin-net-contract §1.3), on the tenant's wall clock. */
const local = (column: SQL, zone: string) => sql`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS')`;

const toRow = (scope: TransferScope, r: RawRow, view: TransferView): ImageTransferRow => ({
  id: Number(r.id),
  scope,
  code: r.code,
  printKind: r.print_kind,
  quantity: r.quantity,
  auditState: r.audit_state,
  transferState: r.transfer_state,
  transferCount: r.transfer_count,
  transferTime: r.transfer_time,
  transferError: transferErrorText(r.transfer_error, view.lang),
  fileCount: r.file_count,
});

/**
 * The transfers of one scope as a statement: batches (audited ones — the only ones that can be
 * transferred — whatever their transfer state) or pieces whose print scan dropped (or failed to
 * drop) files. `where` adds conditions on the aliased row `x`.
 */
function transfersOf(tenantId: number, scope: TransferScope, where: SQL[], zone: string): SQL {
  const inner =
    scope === 'batch'
      ? sql`select b.id, b.batch_no as code, b.print_kind, b.quantity, b.audit_state, b.transfer_state, b.transfer_count,
                   b.transfer_time, b.transfer_error, b.create_time,
                   (select count(*) from pro_transfer_file f
                     where f.tenant_id = b.tenant_id and f.batch_id = b.id and f.attempt = b.transfer_count)::int as file_count
              from pro_batch b
             where b.tenant_id = ${tenantId} and not b.is_delete and b.audit_state = ${BatchAuditState.Audited}`
      : sql`select p.id, p.code, p.print_kind, 1 as quantity, null::int as audit_state, p.transfer_state, p.transfer_count,
                   p.transfer_time, p.transfer_error, p.create_time,
                   (select count(*) from pro_transfer_file f
                     where f.tenant_id = p.tenant_id and f.piece_id = p.id and f.batch_id is null
                       and f.attempt = p.transfer_count)::int as file_count
              from pro_piece p
             where p.tenant_id = ${tenantId} and not p.is_delete and p.transfer_state <> 0`;
  return sql`select x.id::text, x.code, x.print_kind, x.quantity, x.audit_state, x.transfer_state, x.transfer_count,
                    ${local(sql`x.transfer_time`, zone)} as transfer_time, x.transfer_error, x.file_count,
                    count(*) over ()::int as total
               from (${inner}) x
              where true ${sql.join(
                where.map((w) => sql` and ${w}`),
                sql``,
              )}`;
}

/** Image transfer page: the batches (or pieces) with their transfer state, count, time, error and files. */
export async function transferPage(
  tx: Tx,
  tenantId: number,
  input: ImageTransferPageInput & { page: number; pageSize: number },
  view: TransferView,
): Promise<PageResult<ImageTransferRow>> {
  const scope = input.scope ?? 'batch';
  const where: SQL[] = [];
  if (input.transferState !== undefined && input.transferState !== null)
    where.push(sql`x.transfer_state = ${input.transferState}`);
  if (input.printKind) where.push(sql`x.print_kind = ${input.printKind}`);
  if (input.code) where.push(sql`x.code ilike ${`%${input.code.replace(/[\\%_]/g, '\\$&')}%`}`);
  // Transfer days are the tenant's calendar days.
  if (input.from) where.push(sql`x.transfer_time >= (${input.from}::date)::timestamp at time zone ${view.timeZone}`);
  if (input.to) where.push(sql`x.transfer_time < (${input.to}::date + 1)::timestamp at time zone ${view.timeZone}`);
  const rows = await queryRows<RawRow>(
    tx,
    sql`${transfersOf(tenantId, scope, where, view.timeZone)}
        order by x.transfer_time desc nulls first, x.create_time desc, x.id desc
        limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  return pageResult(
    rows.map((r) => toRow(scope, r, view)),
    rows[0]?.total ?? 0,
    input.page,
    input.pageSize,
  );
}

/** One transfer with every file of every attempt (the newest first). */
export async function transferDetail(
  tx: Tx,
  tenantId: number,
  scope: TransferScope,
  id: number,
  view: TransferView,
): Promise<ImageTransferDetail> {
  const [row] = await queryRows<RawRow>(tx, transfersOf(tenantId, scope, [sql`x.id = ${id}`], view.timeZone));
  if (!row) throw new BizError('D1002', undefined, 404);
  const files = await queryRows<{
    id: string;
    attempt: number;
    piece_id: string | null;
    area: number | null;
    path: string;
    size: string;
    sha256: string;
    create_time: string;
  }>(
    tx,
    sql`select id::text, attempt, piece_id::text, area, path, size::text, sha256,
               ${local(sql`create_time`, view.timeZone)} as create_time
          from pro_transfer_file
         where tenant_id = ${tenantId}
           and ${scope === 'batch' ? sql`batch_id = ${id}` : sql`piece_id = ${id} and batch_id is null`}
         order by attempt desc, path`,
  );
  // The last transfer's nesting, as run.ts stored it on the batch (pieces' own drops have none).
  const [nesting] =
    scope === 'batch'
      ? await queryRows<{ layout: { sheets?: TransferSheet[]; unplaced?: string[] } | null }>(
          tx,
          sql`select layout from pro_batch where tenant_id = ${tenantId} and id = ${id}`,
        )
      : [];
  const layout = nesting?.layout ?? null;
  return {
    ...toRow(scope, row, view),
    sheets: (layout?.sheets ?? []).map((s) => ({
      index: Number(s.index),
      lengthMm: Number(s.lengthMm),
      utilisation: Math.round(Number(s.utilisation) * 1000) / 10,
    })),
    unplaced: (layout?.unplaced ?? []).map(String),
    files: files.map(
      (f): TransferFileRow => ({
        id: Number(f.id),
        attempt: f.attempt,
        pieceId: f.piece_id === null ? null : Number(f.piece_id),
        area: f.area,
        name: f.path.split(/[\\/]/).pop() ?? f.path,
        path: f.path,
        size: Number(f.size),
        sha256: f.sha256,
        createTime: f.create_time,
      }),
    ),
  };
}

/** A recorded file of the caller's tenant (its path), or D1002. */
export async function transferFile(tx: Tx, tenantId: number, id: number): Promise<{ path: string; sha256: string }> {
  const [file] = await queryRows<{ path: string; sha256: string }>(
    tx,
    sql`select path, sha256 from pro_transfer_file where tenant_id = ${tenantId} and id = ${id}`,
  );
  if (!file) throw new BizError('D1002', undefined, 404);
  return file;
}
