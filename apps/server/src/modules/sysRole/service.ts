import { AccountType, Status } from '@printfloor/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { sysRole as r, sysUserRole as ur } from '../../db/schema/index.ts';

export interface RoleBrief {
  id: number;
  name: string;
  code: string;
}

/**
 * GET sysRole/list: the roles the console loads before routing. Tenant admins
 * (999/888) get every role of their tenant, others the enabled roles they hold.
 * Runs in the caller's tenant (row-level security).
 */
export async function listOwnRoles(tx: Tx, auth: AuthContext): Promise<RoleBrief[]> {
  const admin = auth.accountType === AccountType.SuperAdmin || auth.accountType === AccountType.SysAdmin;
  const brief = { id: r.id, name: r.name, code: r.code };
  const live = and(eq(r.tenantId, auth.tenantId), eq(r.isDelete, false));
  const order = [asc(r.orderNo), asc(r.id)];
  if (admin)
    return tx
      .select(brief)
      .from(r)
      .where(live)
      .orderBy(...order);
  return tx
    .select(brief)
    .from(r)
    .innerJoin(ur, and(eq(ur.tenantId, r.tenantId), eq(ur.roleId, r.id)))
    .where(and(live, eq(ur.userId, auth.userId), eq(r.status, Status.Enable)))
    .orderBy(...order);
}
