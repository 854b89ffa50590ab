import { AccountType, type CreatableTenantKind, DataScope, type TenantAddInput } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { BizError } from '../../http/errors.ts';
import { defaultTenantMenuIds } from '../../seed/menus.ts';

/** Inserts in chunks below PostgreSQL's bind-parameter limit. */
async function insertPairs(
  tx: Tx,
  table: 'sys_tenant_menu' | 'sys_role_menu',
  tenantId: number,
  menuIds: number[],
  roleId?: number,
) {
  for (let i = 0; i < menuIds.length; i += 1000) {
    const chunk = menuIds.slice(i, i + 1000);
    const values = sql.join(
      chunk.map((menuId) =>
        roleId === undefined ? sql`(${tenantId}, ${menuId})` : sql`(${tenantId}, ${roleId}, ${menuId})`,
      ),
      sql`, `,
    );
    if (table === 'sys_tenant_menu')
      await tx.execute(sql`insert into sys_tenant_menu (tenant_id, menu_id) values ${values} on conflict do nothing`);
    else
      await tx.execute(
        sql`insert into sys_role_menu (tenant_id, role_id, menu_id) values ${values} on conflict do nothing`,
      );
  }
}

export async function accountTaken(tx: Tx, account: string): Promise<boolean> {
  const rows = await queryRows(tx, sql`select 1 from sys_login_account where lower(account) = lower(${account})`);
  return rows.length > 0;
}

export async function tenantClash(tx: Tx, code: string, name: string, exceptId?: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from sys_tenant
         where (lower(code) = lower(${code}) or (lower(name) = lower(${name}) and not is_delete))
           ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
  );
  return rows.length > 0;
}

/**
 * Creates a tenant of kind factory or merchant with everything it needs to log in: the
 * tenant row, its root organisation, the sys_admin role (data scope All), the tenant admin
 * (account type 888) with the global login-account row, and the default menu grant of its
 * kind (tenant and role). Runs in the caller's (platform) transaction: all or nothing.
 */
export async function provisionTenant(
  tx: Tx,
  auth: AuthContext,
  input: TenantAddInput,
  passwordHash: string,
): Promise<{ tenantId: number; orgId: number; roleId: number; userId: number }> {
  if (await tenantClash(tx, input.code, input.name)) throw new BizError('Z1005');
  if (await accountTaken(tx, input.adminAccount)) throw new BizError('D1003');
  const kind: CreatableTenantKind = input.kind;
  const who = sql`${auth.userId}, ${auth.realName}`;
  const [tenant] = await queryRows<{ id: number }>(
    tx,
    sql`insert into sys_tenant (code, name, is_factory, is_merchant, phone, email, order_no, remark,
          logo, mlogo, title, vice_title, mvice_title, copyright, copyright_info, is_copyright, is_carousel, carousel,
          status, create_user_id, create_user_name)
        values (${input.code}, ${input.name}, ${kind === 'factory'}, ${kind === 'merchant'}, ${input.phone}, ${input.email},
          ${input.orderNo}, ${input.remark}, ${input.logo ?? '/logo.svg'}, ${input.mlogo ?? '/logo.svg'},
          ${input.title ?? input.name}, ${input.viceTitle}, ${input.mviceTitle}, ${input.copyright}, ${input.copyrightInfo},
          ${input.isCopyright}, ${input.isCarousel}, ${JSON.stringify(input.carousel)}::jsonb, 1, ${who})
        returning id`,
  );
  const tenantId = Number(tenant?.id);
  const [org] = await queryRows<{ id: number }>(
    tx,
    sql`insert into sys_org (tenant_id, pid, name, code, level, type, order_no, create_user_id, create_user_name)
        values (${tenantId}, 0, ${input.name}, ${input.code}, 1, '201', 1, ${who}) returning id`,
  );
  const orgId = Number(org?.id);
  const [role] = await queryRows<{ id: number }>(
    tx,
    sql`insert into sys_role (tenant_id, name, code, data_scope, order_no, create_user_id, create_user_name, create_org_id)
        values (${tenantId}, '系统管理员', 'sys_admin', ${DataScope.All}, 1, ${who}, ${orgId}) returning id`,
  );
  const roleId = Number(role?.id);
  const [user] = await queryRows<{ id: number }>(
    tx,
    sql`insert into sys_user (tenant_id, account, password, real_name, nick_name, phone, email, account_type, org_id,
          order_no, status, create_user_id, create_user_name, create_org_id)
        values (${tenantId}, ${input.adminAccount}, ${passwordHash}, ${input.adminAccount}, ${input.adminAccount},
          ${input.phone}, ${input.email}, ${AccountType.SysAdmin}, ${orgId}, 1, 1, ${who}, ${orgId})
        returning id`,
  );
  const userId = Number(user?.id);
  await tx.execute(
    sql`insert into sys_login_account (account, tenant_id, user_id) values (${input.adminAccount}, ${tenantId}, ${userId})`,
  );
  await tx.execute(
    sql`insert into sys_user_role (tenant_id, user_id, role_id) values (${tenantId}, ${userId}, ${roleId})`,
  );
  await tx.execute(sql`update sys_tenant set org_id = ${orgId}, user_id = ${userId} where id = ${tenantId}`);
  const menus = defaultTenantMenuIds(kind);
  await insertPairs(tx, 'sys_tenant_menu', tenantId, menus);
  await insertPairs(tx, 'sys_role_menu', tenantId, menus, roleId);
  return { tenantId, orgId, roleId, userId };
}

/** Replaces a tenant's menu grant; role grants lose the menus the tenant no longer has. */
export async function replaceTenantMenus(tx: Tx, tenantId: number, menuIds: number[]): Promise<void> {
  await tx.execute(sql`delete from sys_tenant_menu where tenant_id = ${tenantId}`);
  if (menuIds.length) await insertPairs(tx, 'sys_tenant_menu', tenantId, menuIds);
  await tx.execute(sql`delete from sys_role_menu rm where rm.tenant_id = ${tenantId}
      and not exists (select 1 from sys_tenant_menu tm where tm.tenant_id = rm.tenant_id and tm.menu_id = rm.menu_id)`);
}
