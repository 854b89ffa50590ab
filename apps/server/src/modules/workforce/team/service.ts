import type { Language } from '@printfloor/contract';
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../auth/context.ts';
import type { Tx } from '../../../db/client.ts';
import { updateStamp } from '../../../db/query.ts';
import { mesTeamMember as m, mesTeam, sysOrg, sysUser as u } from '../../../db/schema/index.ts';
import { BizError, ValidationError } from '../../../errors.ts';
import { translateValidation } from '../../../http/i18n.ts';

/** Team members (mes_team_member): users of the team's tenant, replaced as a whole. */

export interface TeamUser {
  id: number;
  account: string;
  realName: string | null;
  orgName: string | null;
  status: number;
  /** Whether the user is a member of the team asked about (false without a team). */
  member: boolean;
}

async function mustFindTeam(tx: Tx, tenantId: number, id: number): Promise<void> {
  const [team] = await tx
    .select({ id: mesTeam.id })
    .from(mesTeam)
    .where(and(eq(mesTeam.tenantId, tenantId), eq(mesTeam.id, id), eq(mesTeam.isDelete, false)));
  if (!team) throw new BizError('R0001');
}

/** GET /api/team/userList: the tenant's live users, flagged when they belong to `teamId`. */
export async function tenantUsers(tx: Tx, tenantId: number, teamId: number | null | undefined): Promise<TeamUser[]> {
  if (teamId) await mustFindTeam(tx, tenantId, teamId);
  const membership = tx
    .select({ one: sql`1` })
    .from(m)
    .where(and(eq(m.tenantId, u.tenantId), eq(m.teamId, teamId ?? 0), eq(m.userId, u.id)));
  return tx
    .select({
      id: u.id,
      account: u.account,
      realName: u.realName,
      orgName: sysOrg.name,
      status: u.status,
      member: sql<boolean>`${exists(membership)}`,
    })
    .from(u)
    .leftJoin(sysOrg, and(eq(sysOrg.tenantId, u.tenantId), eq(sysOrg.id, u.orgId)))
    .where(and(eq(u.tenantId, tenantId), eq(u.isDelete, false)))
    .orderBy(asc(u.orderNo), asc(u.account));
}

/**
 * POST /api/team/setMembers: the team's members become exactly `userIds` (in the caller's
 * transaction). Every id must be a live user of the caller's tenant, else nothing changes.
 */
export async function setMembers(
  tx: Tx,
  auth: AuthContext,
  lang: Language,
  input: { id: number; userIds: number[] },
): Promise<number> {
  const t = auth.tenantId;
  await mustFindTeam(tx, t, input.id);
  const ids = [...new Set(input.userIds)];
  if (ids.length) {
    const found = await tx
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.tenantId, t), eq(u.isDelete, false), inArray(u.id, ids)));
    const live = new Set(found.map((r) => r.id));
    const bad = ids.filter((id) => !live.has(id));
    if (bad.length) throw new ValidationError({ userIds: [translateValidation(lang, 'refNotFound')] });
  }
  const who = auth.realName || auth.account;
  await tx.delete(m).where(and(eq(m.tenantId, t), eq(m.teamId, input.id)));
  if (ids.length)
    await tx.insert(m).values(
      ids.map((userId) => ({
        tenantId: t,
        teamId: input.id,
        userId,
        createUserId: auth.userId,
        createUserName: who,
      })),
    );
  await tx
    .update(mesTeam)
    .set({ memberCount: ids.length, ...updateStamp(auth.userId, who) })
    .where(and(eq(mesTeam.tenantId, t), eq(mesTeam.id, input.id)));
  return ids.length;
}
