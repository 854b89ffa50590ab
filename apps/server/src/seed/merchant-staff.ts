import { DataScope, MERCHANT_STAFF_ROLE } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { asPlatform } from '../db/context.ts';
import { queryRows } from '../db/query.ts';
import { sysRole } from '../db/schema/index.ts';
import type { AppServices } from '../services.ts';
import { MENU_ROWS } from './menu-catalogue/index.ts';
import { MERCHANT_ORDERS_ID, MERCHANT_STORES_ID } from './menu-catalogue/merchant.ts';
import { DASHBOARD } from './menu-catalogue/system.ts';
import { defaultTenantMenuIds, selectMenus } from './menus.ts';

/**
 * The staff role of a merchant tenant (contract MERCHANT_STAFF_ROLE, code `merchant_staff`): what a
 * shop's staff needs and nothing of the merchant's settings — the workbench (home, notices), the
 * user center (profile, password), every order screen (orders, DTG / heat orders, import records,
 * import templates, order sync) and the shops, with all their buttons. Not the merchant settings
 * directory: accounts and general settings stay the administrator's. Data scope "all": staff see
 * every order of the merchant, including those imported or pulled by someone else.
 */
export function merchantStaffMenuIds(): number[] {
  const center = MENU_ROWS.find((r) => r.name === 'sysUserCenter');
  if (!center) throw new Error('no catalogue menu named sysUserCenter');
  // Only what the merchant area shows (the workbench's other areas' charts, for one, are not).
  const area = new Set(defaultTenantMenuIds('merchant'));
  const wanted = selectMenus([DASHBOARD.id, center.id, MERCHANT_ORDERS_ID, MERCHANT_STORES_ID]);
  return [...new Set(wanted)].filter((id) => area.has(id));
}

/** Who a provisioned row names as its creator (the platform admin who made the tenant, or nobody for the seed). */
export interface CreatedBy {
  createUserId: number | null;
  createUserName: string | null;
  createOrgId: number | null;
}

/**
 * Adds the staff role to a merchant tenant and grants it the staff menus the tenant itself holds
 * (sys_tenant_menu): a menu the platform took from the tenant is not given to its staff. Runs in the
 * caller's platform transaction (tenant provisioning, the seed); answers the role id.
 */
export async function addMerchantStaffRole(tx: Tx, tenantId: number, by: CreatedBy): Promise<number> {
  const [role] = await tx
    .insert(sysRole)
    .values({
      tenantId,
      name: MERCHANT_STAFF_ROLE.name,
      code: MERCHANT_STAFF_ROLE.code,
      dataScope: DataScope.All,
      orderNo: 2,
      remark: MERCHANT_STAFF_ROLE.remark,
      ...by,
    })
    .returning({ id: sysRole.id });
  const roleId = Number(role?.id);
  await grantStaffMenus(tx, tenantId, roleId, merchantStaffMenuIds());
  return roleId;
}

/** Grants `menuIds` that the tenant holds to the staff role (rows it already has are kept). */
async function grantStaffMenus(tx: Tx, tenantId: number, roleId: number, menuIds: readonly number[]): Promise<void> {
  if (!menuIds.length) return;
  await tx.execute(sql`insert into sys_role_menu (tenant_id, role_id, menu_id)
      select tm.tenant_id, ${roleId}, tm.menu_id from sys_tenant_menu tm
       where tm.tenant_id = ${tenantId} and tm.menu_id = any(${`{${menuIds.join(',')}}`}::bigint[])
      on conflict do nothing`);
}

/**
 * Idempotent part of the seed: every live merchant tenant without a staff role row (live or deleted:
 * one removed on purpose is not brought back) gets one — the merchants provisioned before the role
 * existed, and the demo merchants. Menus new to the catalogue (`freshMenuIds`, from seedMenus) that
 * belong to the staff set are granted to the live staff roles whose tenant holds them, as the demo
 * roles get theirs; a menu someone revoked from the role stays revoked.
 */
export async function seedMerchantStaffRoles(
  services: AppServices,
  freshMenuIds: ReadonlySet<number> = new Set(),
): Promise<void> {
  await asPlatform(services.db, async (tx) => {
    const missing = await queryRows<{ id: string; orgId: string | null }>(
      tx,
      sql`select t.id, t.org_id as "orgId" from sys_tenant t
           where t.is_merchant and not t.is_delete
             and not exists (select 1 from sys_role r where r.tenant_id = t.id and r.code = ${MERCHANT_STAFF_ROLE.code})
           order by t.id`,
    );
    for (const tenant of missing) {
      const orgId = tenant.orgId === null ? null : Number(tenant.orgId);
      await addMerchantStaffRole(tx, Number(tenant.id), {
        createUserId: null,
        createUserName: null,
        createOrgId: orgId,
      });
    }
    const fresh = merchantStaffMenuIds().filter((id) => freshMenuIds.has(id));
    if (!fresh.length) return;
    const staff = await queryRows<{ tenantId: string; id: string }>(
      tx,
      sql`select r.tenant_id as "tenantId", r.id from sys_role r join sys_tenant t on t.id = r.tenant_id
           where t.is_merchant and not t.is_delete and not r.is_delete and r.code = ${MERCHANT_STAFF_ROLE.code}`,
    );
    for (const role of staff) await grantStaffMenus(tx, Number(role.tenantId), Number(role.id), fresh);
  });
}
