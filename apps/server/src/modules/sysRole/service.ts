import { AccountType } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

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
  const rows = admin
    ? await queryRows<RoleBrief>(
        tx,
        sql`select id, name, code from sys_role where tenant_id = ${auth.tenantId} and not is_delete order by order_no, id`,
      )
    : await queryRows<RoleBrief>(
        tx,
        sql`select r.id, r.name, r.code from sys_role r
            join sys_user_role ur on ur.tenant_id = r.tenant_id and ur.role_id = r.id
            where r.tenant_id = ${auth.tenantId} and ur.user_id = ${auth.userId} and not r.is_delete and r.status = 1
            order by r.order_no, r.id`,
      );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, code: r.code }));
}
