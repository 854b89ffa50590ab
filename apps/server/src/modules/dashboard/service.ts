import {
  AccountType,
  NO_PRODUCTION_FIGURES,
  type OrderFigures,
  type DashboardOverview as Overview,
  type ProductionFigures,
  type TodoItem,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { orderFigures } from '../orders/index.ts';
import { workbenchProduction } from '../production/index.ts';
import { factoryDay } from '../workforce/index.ts';
import { workbenchTiles } from './work.ts';

export type DashboardOverview = Overview<Date>;

/** A session counts as online when it was opened or refreshed within this many minutes. */
export const ONLINE_WINDOW_MINUTES = 15;
/** Days in the login series (today included). */
export const LOGIN_SERIES_DAYS = 7;
/** Routes listed in "most used today". */
export const TOP_ROUTES = 5;

/**
 * The workbench's production tiles: a factory's from the production module (its pieces, scans and
 * work orders; the order counts from the orders domain's figures); other tenants have none.
 */
export async function productionFigures(
  tx: Tx,
  auth: AuthContext,
  timeZone: string,
  orders: OrderFigures | null,
): Promise<ProductionFigures> {
  if (auth.tenantKind !== 'factory') return { ...NO_PRODUCTION_FIGURES };
  return workbenchProduction(
    tx,
    auth.tenantId,
    timeZone,
    orders ? { today: orders.today, open: orders.pendingReview + orders.toPrint } : null,
  );
}

/** The tenant's IANA time zone; falls back when the stored name is unknown to the runtime. */
export function safeTimeZone(name: string | null | undefined, fallback: string): string {
  if (!name) return fallback;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    return fallback;
  }
}

interface TenantRow {
  id: number;
  title: string | null;
  name: string;
  time_zone: string | null;
}

export async function tenantOf(tx: Tx, tenantId: number, fallbackZone: string) {
  // sys_tenant is a global table (no RLS); the row is the caller's own tenant.
  const [row] = await queryRows<TenantRow>(
    tx,
    sql`select id, title, name, time_zone from sys_tenant where id = ${tenantId}`,
  );
  return {
    id: tenantId,
    title: row?.title || row?.name || '',
    timeZone: safeTimeZone(row?.time_zone, fallbackZone),
  };
}

/**
 * GET dashboard/overview: real figures of the caller's tenant. Runs in the caller's tenant
 * transaction, so row-level security limits every count to that tenant; the explicit
 * tenant_id conditions keep the indexes in use.
 */
export async function overview(
  tx: Tx,
  auth: AuthContext,
  fallbackZone: string,
  codes: ReadonlySet<string>,
): Promise<DashboardOverview> {
  const tenant = await tenantOf(tx, auth.tenantId, fallbackZone);
  const tz = tenant.timeZone;
  const tid = auth.tenantId;
  // Midnight today in the tenant's zone, as an instant.
  const todayStart = sql`(date_trunc('day', now() at time zone ${tz}) at time zone ${tz})`;
  const seriesStart = sql`(date_trunc('day', now() at time zone ${tz}) - make_interval(days => ${LOGIN_SERIES_DAYS - 1})) at time zone ${tz}`;

  const [counts] = await queryRows<{
    today: string;
    users_total: number;
    users_enabled: number;
    roles: number;
    orgs: number;
    online: number;
  }>(
    tx,
    sql`select to_char(now() at time zone ${tz}, 'YYYY-MM-DD') as today,
        (select count(*)::int from sys_user where tenant_id = ${tid} and not is_delete) as users_total,
        (select count(*)::int from sys_user where tenant_id = ${tid} and not is_delete and status = 1) as users_enabled,
        (select count(*)::int from sys_role where tenant_id = ${tid} and not is_delete) as roles,
        (select count(*)::int from sys_org where tenant_id = ${tid} and not is_delete) as orgs,
        (select count(*)::int from sys_session s
           join sys_user u on u.tenant_id = s.tenant_id and u.id = s.user_id
          where s.tenant_id = ${tid} and s.revoked_at is null and s.expires_at > now()
            and not u.is_delete and u.status = 1
            and (s.last_seen_at > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES}) or s.id = ${auth.sessionId})
        ) as online`,
  );

  const loginRows = await queryRows<{ date: string; count: number }>(
    tx,
    sql`select to_char(log_date_time at time zone ${tz}, 'YYYY-MM-DD') as date, count(*)::int as count
          from sys_log_vis
         where tenant_id = ${tid} and status = 'success' and action_name like 'login%'
           and log_date_time >= ${seriesStart}
         group by 1`,
  );
  const byDate = new Map(loginRows.map((r) => [r.date, Number(r.count)]));
  const perDay = lastDays(counts?.today ?? '', LOGIN_SERIES_DAYS).map((date) => ({
    date,
    count: byDate.get(date) ?? 0,
  }));

  const hourRows = await queryRows<{ hour: number; total: number; failed: number }>(
    tx,
    sql`select extract(hour from log_date_time at time zone ${tz})::int as hour, count(*)::int as total,
               (count(*) filter (where status <> 'success'))::int as failed
          from sys_log_op
         where tenant_id = ${tid} and log_date_time >= ${todayStart}
         group by 1`,
  );
  const perHour = Array.from({ length: 24 }, () => 0);
  let operationsToday = 0;
  let failedToday = 0;
  for (const r of hourRows) {
    perHour[Number(r.hour)] = Number(r.total);
    operationsToday += Number(r.total);
    failedToday += Number(r.failed);
  }

  const topRows = await queryRows<{ route: string; permission: string | null; count: number }>(
    tx,
    sql`select split_part(request_url, '?', 1) as route, max(display_title) as permission, count(*)::int as count
          from sys_log_op
         where tenant_id = ${tid} and log_date_time >= ${todayStart} and request_url is not null
         group by 1
         order by 3 desc, 1
         limit ${TOP_ROUTES}`,
  );

  const [me] = await queryRows<{
    last_login_time: Date | null;
    last_login_ip: string | null;
    last_login_device: string | null;
  }>(
    tx,
    sql`select last_login_time, last_login_ip, last_login_device from sys_user where tenant_id = ${tid} and id = ${auth.userId}`,
  );
  const [previous] = await queryRows<{ log_date_time: Date; remote_ip: string | null }>(
    tx,
    sql`select log_date_time, remote_ip from sys_log_vis
         where tenant_id = ${tid} and user_id = ${auth.userId} and status = 'success' and action_name like 'login%'
         order by log_date_time desc offset 1 limit 1`,
  );

  const todayLogins = perDay[perDay.length - 1]?.count ?? 0;
  const platform = auth.tenantKind === 'system';
  const orders = platform ? null : await orderFigures(tx, auth, codes, tz);
  return {
    tenant,
    audience: auth.tenantKind,
    tiles: platform ? [] : await workbenchTiles(tx, auth, codes),
    calendar: auth.tenantKind === 'factory' && counts?.today ? await factoryDay(tx, tid, counts.today) : null,
    today: counts?.today ?? '',
    users: {
      total: Number(counts?.users_total ?? 0),
      enabled: Number(counts?.users_enabled ?? 0),
      disabled: Number(counts?.users_total ?? 0) - Number(counts?.users_enabled ?? 0),
    },
    roles: Number(counts?.roles ?? 0),
    orgs: Number(counts?.orgs ?? 0),
    onlineSessions: Number(counts?.online ?? 0),
    logins: { today: todayLogins, perDay },
    operations: { today: operationsToday, failedToday, perHour },
    topRoutes: topRows.map((r) => ({ route: r.route, permission: r.permission, count: Number(r.count) })),
    lastLogin: {
      time: toDate(me?.last_login_time),
      ip: me?.last_login_ip ?? null,
      device: me?.last_login_device ?? null,
    },
    previousLogin: previous ? { time: toDate(previous.log_date_time) as Date, ip: previous.remote_ip } : null,
    production: await productionFigures(tx, auth, tz, orders),
    orders,
  };
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}

/** The `count` dates ending with `today` (yyyy-MM-dd), oldest first. */
export function lastDays(today: string, count: number): string[] {
  const base = /^\d{4}-\d{2}-\d{2}$/.test(today) ? new Date(`${today}T00:00:00Z`) : new Date();
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(base.getTime() - i * 86_400_000);
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

const SAMPLE = 10;

function isTenantAdmin(auth: AuthContext): boolean {
  return auth.accountType === AccountType.SuperAdmin || auth.accountType === AccountType.SysAdmin;
}

async function accountList(tx: Tx, query: ReturnType<typeof sql>): Promise<{ count: number; accounts: string[] }> {
  const rows = await queryRows<{ account: string; total: number }>(tx, query);
  return { count: Number(rows[0]?.total ?? 0), accounts: rows.map((r) => r.account) };
}

/**
 * GET dashboard/todo: what the caller should act on, derived from the data.
 * Tenant admins: accounts locked by failed logins, users holding no role, disabled users.
 * Everyone: a first login (no earlier successful login in the visit log) → set your own
 * password; no phone and no e-mail → complete the profile. Passwords are never inspected.
 */
export async function todo(tx: Tx, auth: AuthContext): Promise<TodoItem[]> {
  const tid = auth.tenantId;
  const items: TodoItem[] = [];
  if (isTenantAdmin(auth)) {
    // sys_login_failure is global (keyed by lower-case account and IP); the join with
    // sys_user, limited by row-level security, keeps the tenant's own accounts only.
    const locked = await accountList(
      tx,
      sql`select u.account, count(*) over ()::int as total
            from sys_user u
           where u.tenant_id = ${tid} and not u.is_delete
             and exists (select 1 from sys_login_failure f where f.account = lower(u.account) and f.locked_until > now())
           order by u.account limit ${SAMPLE}`,
    );
    if (locked.count > 0) items.push({ key: 'lockedAccounts', level: 'error', ...locked, path: '/system/user' });
    const noRole = await accountList(
      tx,
      sql`select u.account, count(*) over ()::int as total
            from sys_user u
           where u.tenant_id = ${tid} and not u.is_delete
             and u.account_type not in (${AccountType.SuperAdmin}, ${AccountType.SysAdmin})
             and not exists (select 1 from sys_user_role ur join sys_role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
                              where ur.tenant_id = u.tenant_id and ur.user_id = u.id and not r.is_delete)
           order by u.account limit ${SAMPLE}`,
    );
    if (noRole.count > 0) items.push({ key: 'usersWithoutRole', level: 'warning', ...noRole, path: '/system/user' });
    const disabled = await accountList(
      tx,
      sql`select u.account, count(*) over ()::int as total
            from sys_user u
           where u.tenant_id = ${tid} and not u.is_delete and u.status <> 1
           order by u.account limit ${SAMPLE}`,
    );
    if (disabled.count > 0) items.push({ key: 'disabledUsers', level: 'info', ...disabled, path: '/system/user' });
  }
  const [self] = await queryRows<{ logins: number; phone: string | null; email: string | null }>(
    tx,
    sql`select (select count(*)::int from sys_log_vis v
                 where v.tenant_id = u.tenant_id and v.user_id = u.id and v.status = 'success'
                   and v.action_name like 'login%') as logins,
               u.phone, u.email
          from sys_user u where u.tenant_id = ${tid} and u.id = ${auth.userId}`,
  );
  if (self && Number(self.logins) <= 1) {
    items.push({ key: 'firstLogin', level: 'warning', count: 1, accounts: [auth.account], path: '/system/userCenter' });
  }
  if (self && !self.phone && !self.email) {
    items.push({
      key: 'completeProfile',
      level: 'info',
      count: 1,
      accounts: [auth.account],
      path: '/system/userCenter',
    });
  }
  return items;
}
