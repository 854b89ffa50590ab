import type { Area } from '@printfloor/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { parseUserAgent } from '../audit/user-agent.ts';
import type { Tx } from '../db/client.ts';
import { sysOrg, sysSession, sysUser } from '../db/schema/index.ts';
import { publishLive } from '../modules/live/index.ts';
import type { AppServices } from '../services.ts';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  sessionId: number;
}

/**
 * Opens a session (one sys_session row) for a user who has proven who they are and
 * signs its token pair. Runs in the caller's tenant transaction.
 */
export async function openSession(
  services: AppServices,
  tx: Tx,
  input: { tenantId: number; userId: number; area: Area; ip?: string; userAgent?: string },
): Promise<TokenPair> {
  const [user] = await tx
    .select({
      account: sysUser.account,
      realName: sysUser.realName,
      accountType: sysUser.accountType,
      orgId: sysUser.orgId,
      orgName: sysOrg.name,
      orgType: sysOrg.type,
    })
    .from(sysUser)
    .leftJoin(sysOrg, and(eq(sysOrg.tenantId, sysUser.tenantId), eq(sysOrg.id, sysUser.orgId)))
    .where(eq(sysUser.id, input.userId));
  if (!user) throw new Error(`user ${input.userId} not found in tenant ${input.tenantId}`);
  const refreshMinutes = await services.settings.refreshTokenMinutes();
  const accessMinutes = await services.settings.accessTokenMinutes();
  const { browser, os } = parseUserAgent(input.userAgent ?? '');
  const [session] = await tx
    .insert(sysSession)
    .values({
      tenantId: input.tenantId,
      userId: input.userId,
      area: input.area,
      expiresAt: sql`now() + make_interval(mins => ${refreshMinutes})`,
      ip: input.ip ?? null,
      userAgent: input.userAgent ?? null,
      browser,
      os,
    })
    .returning({ id: sysSession.id });
  const sessionId = Number(session?.id);
  const accessToken = services.tokens.signAccess(
    {
      UserId: input.userId,
      TenantId: input.tenantId,
      Account: user.account,
      RealName: user.realName ?? '',
      AccountType: user.accountType,
      OrgId: user.orgId ?? 0,
      OrgName: user.orgName ?? '',
      OrgType: user.orgType ?? '',
      Sid: sessionId,
      Area: input.area,
    },
    accessMinutes,
  );
  const refreshToken = services.tokens.signRefresh(accessToken, sessionId, 0, refreshMinutes);
  return { accessToken, refreshToken, sessionId };
}

/** What the console is told when its session ends (LiveEvent `forceOffline.reason`). */
export type SessionEndReason = 'forceOffline' | 'sessionEnded';

/** Session ids per NOTIFY payload (NOTIFY allows 8000 bytes). */
const IDS_PER_NOTICE = 200;

/**
 * Ends sessions: one (logout, force offline), all of a user's (disable, delete, password reset)
 * or all but one (password change keeps the caller's). The sockets of the ended sessions are
 * told and closed at commit, on whichever instance holds them; every later API call of those
 * sessions answers 401.
 */
export async function revokeSessions(
  tx: Tx,
  where: { sessionId?: number; userId?: number; exceptSessionId?: number },
  reason: string,
  tell: SessionEndReason = 'sessionEnded',
): Promise<number> {
  const conditions = [isNull(sysSession.revokedAt)];
  if (where.sessionId !== undefined) conditions.push(eq(sysSession.id, where.sessionId));
  if (where.userId !== undefined) conditions.push(eq(sysSession.userId, where.userId));
  if (conditions.length === 1) throw new Error('revokeSessions needs a session or a user');
  if (where.exceptSessionId !== undefined) conditions.push(ne(sysSession.id, where.exceptSessionId));
  const rows = await tx
    .update(sysSession)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(...conditions))
    .returning({ id: sysSession.id, tenantId: sysSession.tenantId });
  const byTenant = new Map<number, number[]>();
  for (const row of rows) {
    const ids = byTenant.get(Number(row.tenantId)) ?? [];
    ids.push(Number(row.id));
    byTenant.set(Number(row.tenantId), ids);
  }
  for (const [tenantId, ids] of byTenant) {
    for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) {
      await publishLive(tx, {
        tenantIds: [tenantId],
        sessionIds: ids.slice(i, i + IDS_PER_NOTICE),
        event: { type: 'forceOffline', reason: tell },
        close: true,
      });
    }
  }
  return rows.length;
}
