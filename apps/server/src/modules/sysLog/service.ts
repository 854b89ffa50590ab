import {
  AccountType,
  type Language,
  type LogColumn,
  type LogKindInfo,
  type PageResult,
  pageResult,
  snakeCase,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { asPlatform, inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import type { AppServices } from '../../services.ts';

/**
 * One generic query over the four audit log tables; each kind contributes only its column
 * list (packages/contract/src/logs.ts). Identifiers come from that list, values are bound.
 *
 * Tenancy: logs are tenant rows. Platform administrators (super admin and the platform
 * tenant's admin) read every tenant's logs (optionally one tenant's); everyone else reads
 * their own tenant's, through row-level security and an explicit tenant filter.
 */

const MAX_EXPORT_ROWS = 50_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function seesAllTenants(auth: AuthContext): boolean {
  return (
    auth.tenantKind === 'system' &&
    (auth.accountType === AccountType.SuperAdmin || auth.accountType === AccountType.SysAdmin)
  );
}

/** Runs `fn` with the reach of the caller: every tenant for platform admins, else their own tenant. */
export function withLogAccess<T>(services: AppServices, auth: AuthContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  // Cross-tenant by nature: the platform's audit screen (docs/architecture.md "Multi-tenancy").
  return seesAllTenants(auth) ? asPlatform(services.db, fn) : inTenant(services.db, auth.tenantId, fn);
}

export interface LogFilters {
  startTime?: string | null;
  endTime?: string | null;
  field?: string | null;
  order?: string | null;
  descStr?: string | null;
  [key: string]: unknown;
}

const t = sql.identifier('t');
const colSql = (c: LogColumn): SQL => sql`${t}.${sql.identifier(snakeCase(c.key))}`;

function selectList(kind: LogKindInfo, timeZone: string, full: boolean): SQL {
  const parts = kind.columns
    .filter((c) => full || c.list !== false || c.key === 'id' || c.key === 'tenantId')
    .map((c) => {
      const value =
        c.type === 'datetime'
          ? sql`to_char(${colSql(c)} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`
          : colSql(c);
      return sql`${value} as ${sql.identifier(c.key)}`;
    });
  return sql.join(parts, sql`, `);
}

function whereOf(kind: LogKindInfo, auth: AuthContext, filters: LogFilters, timeZone: string, extra: SQL[] = []): SQL {
  const conds: SQL[] = [...extra];
  const all = seesAllTenants(auth);
  if (!all) conds.push(sql`${t}.tenant_id = ${auth.tenantId}`);
  for (const c of kind.columns) {
    if (!c.filter) continue;
    if (c.key === 'tenantId' && !all) continue;
    const value = filters[c.key];
    if (value === undefined || value === null || value === '') continue;
    if (c.filter === 'like') {
      const escaped = String(value).replace(/[\\%_]/g, (ch) => `\\${ch}`);
      conds.push(sql`${colSql(c)}::text ilike ${`%${escaped}%`}`);
    } else if (c.type === 'long' || c.type === 'int') {
      conds.push(sql`${colSql(c)} = ${Number(value)}`);
    } else {
      conds.push(sql`${colSql(c)} = ${String(value)}`);
    }
  }
  if (filters.startTime)
    conds.push(sql`${t}.log_date_time >= (${filters.startTime}::timestamp at time zone ${timeZone})`);
  if (filters.endTime) {
    conds.push(
      DATE_ONLY.test(filters.endTime)
        ? sql`${t}.log_date_time < ((${filters.endTime}::date + 1)::timestamp at time zone ${timeZone})`
        : sql`${t}.log_date_time <= (${filters.endTime}::timestamp at time zone ${timeZone})`,
    );
  }
  return conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
}

/** Sort: a whitelisted list column, else newest first. Never concatenated from input. */
function orderOf(kind: LogKindInfo, filters: LogFilters): SQL {
  const column = kind.columns.find(
    (c) => c.key === filters.field && c.list !== false && c.type !== 'json' && c.key !== 'tenantId',
  );
  if (!column) return sql`order by ${t}.log_date_time desc, ${t}.id desc`;
  const desc = filters.order === (filters.descStr || 'descending') || filters.order === 'desc';
  return sql`order by ${colSql(column)} ${desc ? sql`desc` : sql`asc`}, ${t}.id desc`;
}

type LogRow = Record<string, unknown>;

function normalizeRow(kind: LogKindInfo, row: LogRow): LogRow {
  for (const c of kind.columns) {
    const v = row[c.key];
    if ((c.type === 'long' || c.type === 'int') && v !== null && v !== undefined) row[c.key] = Number(v);
    if (c.key === 'longitude' || c.key === 'latitude') row[c.key] = v === null || v === undefined ? null : Number(v);
  }
  return row;
}

export async function pageLogs(
  services: AppServices,
  auth: AuthContext,
  kind: LogKindInfo,
  filters: LogFilters & { page: number; pageSize: number },
  tz: string,
): Promise<PageResult<LogRow>> {
  const table = sql.identifier(kind.table);
  const where = whereOf(kind, auth, filters, tz);
  const { rows, total } = await withLogAccess(services, auth, async (tx) => {
    const count = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${table} ${t} ${where}`);
    const rows = await queryRows<LogRow>(
      tx,
      sql`select ${selectList(kind, tz, false)} from ${table} ${t} ${where} ${orderOf(kind, filters)}
          limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`,
    );
    return { rows, total: Number(count[0]?.n ?? 0) };
  });
  return pageResult(
    rows.map((r) => normalizeRow(kind, r)),
    total,
    filters.page,
    filters.pageSize,
  );
}

/** One row with every column, or null (unknown or another tenant's). */
export async function logDetail(
  services: AppServices,
  auth: AuthContext,
  kind: LogKindInfo,
  id: number,
  tz: string,
): Promise<LogRow | null> {
  const where = whereOf(kind, auth, {}, tz, [sql`${t}.id = ${id}`]);
  const rows = await withLogAccess(services, auth, (tx) =>
    queryRows<LogRow>(tx, sql`select ${selectList(kind, tz, true)} from ${sql.identifier(kind.table)} ${t} ${where}`),
  );
  return rows[0] ? normalizeRow(kind, rows[0]) : null;
}

/** Deletes the caller's reach of a log (own tenant, or everything for platform admins). Returns the count. */
export async function clearLogs(services: AppServices, auth: AuthContext, kind: LogKindInfo): Promise<number> {
  const where = seesAllTenants(auth) ? sql`` : sql`where tenant_id = ${auth.tenantId}`;
  return withLogAccess(services, auth, async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`delete from ${sql.identifier(kind.table)} ${where} returning id`,
    );
    return rows.length;
  });
}

/** The filtered rows (every column) as an xlsx workbook with headers in the caller's language. */
export async function exportLogs(
  services: AppServices,
  auth: AuthContext,
  kind: LogKindInfo,
  filters: LogFilters,
  lang: Language,
  tz: string,
): Promise<Buffer> {
  const where = whereOf(kind, auth, filters, tz);
  const rows = await withLogAccess(services, auth, (tx) =>
    queryRows<LogRow>(
      tx,
      sql`select ${selectList(kind, tz, true)} from ${sql.identifier(kind.table)} ${t} ${where}
          ${orderOf(kind, filters)} limit ${MAX_EXPORT_ROWS}`,
    ),
  );
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PrintFloor';
  const sheet = wb.addWorksheet(kind.title[lang].slice(0, 31));
  sheet.columns = kind.columns.map((c) => ({
    header: c.label[lang],
    key: c.key,
    width: c.type === 'json' || c.key === 'exception' ? 60 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const out: Record<string, unknown> = {};
    for (const c of kind.columns) {
      const v = normalizeRow(kind, row)[c.key];
      out[c.key] = v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
    }
    sheet.addRow(out);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
