import type { Language } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../auth/context.ts';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError, ValidationError } from '../../../http/errors.ts';
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
  const [team] = await queryRows<{ id: unknown }>(
    tx,
    sql`select id from mes_team where tenant_id = ${tenantId} and id = ${id} and not is_delete`,
  );
  if (!team) throw new BizError('R0001');
}

/** GET /api/team/userList: the tenant's live users, flagged when they belong to `teamId`. */
export async function tenantUsers(tx: Tx, tenantId: number, teamId: number | null | undefined): Promise<TeamUser[]> {
  if (teamId) await mustFindTeam(tx, tenantId, teamId);
  const rows = await queryRows<TeamUser & { id: unknown; member: unknown }>(
    tx,
    sql`select u.id, u.account, u.real_name as "realName", o.name as "orgName", u.status,
               exists (select 1 from mes_team_member m where m.tenant_id = u.tenant_id and m.team_id = ${teamId ?? 0}
                        and m.user_id = u.id) as member
          from sys_user u
          left join sys_org o on o.tenant_id = u.tenant_id and o.id = u.org_id
         where u.tenant_id = ${tenantId} and not u.is_delete
         order by u.order_no, u.account`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), status: Number(r.status), member: r.member === true }));
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
    const found = await queryRows<{ id: unknown }>(
      tx,
      sql`select id from sys_user where tenant_id = ${t} and not is_delete and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const live = new Set(found.map((r) => Number(r.id)));
    const bad = ids.filter((id) => !live.has(id));
    if (bad.length) throw new ValidationError({ userIds: [translateValidation(lang, 'refNotFound')] });
  }
  const who = auth.realName || auth.account;
  await tx.execute(sql`delete from mes_team_member where tenant_id = ${t} and team_id = ${input.id}`);
  for (const userId of ids)
    await tx.execute(sql`insert into mes_team_member (tenant_id, team_id, user_id, create_user_id, create_user_name)
      values (${t}, ${input.id}, ${userId}, ${auth.userId}, ${who})`);
  await tx.execute(sql`update mes_team set member_count = ${ids.length}, update_time = now(),
      update_user_id = ${auth.userId}, update_user_name = ${who}
    where tenant_id = ${t} and id = ${input.id}`);
  return ids.length;
}
