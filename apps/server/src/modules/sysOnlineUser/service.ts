import { type OnlineUserPageInput, type OnlineUserRow, pageResult } from '@printfloor/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import { revokeSessions } from '../../auth/sessions.ts';
import type { Tx } from '../../db/client.ts';
import { asPlatform, inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { sysOnlineUser as o } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { ONLINE_STALE_SECONDS, onlineChanged, publishLive } from '../live/index.ts';

const isPlatform = (auth: AuthContext) => auth.tenantKind === 'system';

/**
 * Runs `fn` where the caller's online rows are visible: their tenant (row-level security),
 * or — for platform users, who watch every tenant — as the owner.
 */
function scoped<T>(services: AppServices, auth: AuthContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return isPlatform(auth) ? asPlatform(services.db, fn) : inTenant(services.db, auth.tenantId, fn);
}

/** POST sysOnlineUser/page: live connections, newest first; filters userName, realName, tenantId. */
export async function pageOnlineUsers(services: AppServices, auth: AuthContext, input: OnlineUserPageInput) {
  const tz = services.config.timeZone;
  const conditions: SQL[] = [sql`o.last_seen > now() - make_interval(secs => ${ONLINE_STALE_SECONDS})`];
  if (!isPlatform(auth)) conditions.push(sql`o.tenant_id = ${auth.tenantId}`);
  else if (input.tenantId) conditions.push(sql`o.tenant_id = ${input.tenantId}`);
  if (input.userName) conditions.push(sql`o.user_name ilike ${`%${escapeLike(input.userName)}%`}`);
  if (input.realName) conditions.push(sql`o.real_name ilike ${`%${escapeLike(input.realName)}%`}`);
  const where = sql.join(conditions, sql` and `);
  return scoped(services, auth, async (tx) => {
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from sys_online_user o where ${where}`,
    );
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`select o.id, o.tenant_id, t.name as tenant_name, o.connection_id, o.session_id, o.user_id, o.user_name,
                 o.real_name, o.area, to_char(o.time at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS') as time,
                 o.ip, o.browser, o.os
            from sys_online_user o left join sys_tenant t on t.id = o.tenant_id
           where ${where}
           order by o.time desc, o.id desc
           limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
    );
    const items: OnlineUserRow[] = rows.map((r) => ({
      id: Number(r.id),
      tenantId: Number(r.tenant_id),
      tenantName: (r.tenant_name as string | null) ?? null,
      connectionId: String(r.connection_id),
      sessionId: Number(r.session_id),
      userId: Number(r.user_id),
      userName: (r.user_name as string | null) ?? null,
      realName: (r.real_name as string | null) ?? null,
      area: (r.area as string | null) ?? null,
      time: String(r.time),
      ip: (r.ip as string | null) ?? null,
      browser: (r.browser as string | null) ?? null,
      os: (r.os as string | null) ?? null,
    }));
    return pageResult(items, Number(count?.n ?? 0), input.page, input.pageSize);
  });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * POST sysOnlineUser/forceOffline (by row id), or the SignalR hub's ForceOffline (by connection
 * id): ends the session behind a connection at once (every API call of it answers 401 from now
 * on) and tells its sockets, wherever they are connected, to log out.
 */
export async function forceOffline(
  services: AppServices,
  auth: AuthContext,
  which: { id: number } | { connectionId: string },
): Promise<void> {
  const match = 'id' in which ? eq(o.id, which.id) : eq(o.connectionId, which.connectionId);
  const target = await scoped(services, auth, async (tx) => {
    const [row] = await tx
      .select({ tenantId: o.tenantId, sessionId: o.sessionId, realName: o.realName })
      .from(o)
      .where(and(match, isPlatform(auth) ? undefined : eq(o.tenantId, auth.tenantId)));
    return row ?? null;
  });
  if (!target) throw new BizError('R0001');
  await inTenant(services.db, target.tenantId, async (tx) => {
    await revokeSessions(tx, { sessionId: target.sessionId }, 'force offline', 'forceOffline');
    await tx.delete(o).where(and(eq(o.tenantId, target.tenantId), eq(o.sessionId, target.sessionId)));
    await publishLive(tx, onlineChanged(target.tenantId, { realName: target.realName, online: false }));
  });
}
