import { DataScope, RESOURCE_ACTIONS } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import type { TestServer } from '../helpers/server.ts';

/**
 * What the resource tests need beyond the seed: button menus for the resource codes (inserted
 * only when the seeded catalogue lacks them), tenant grants, and two narrow-scope users in the
 * factory tenant. Idempotent; runs as the owner role because it writes several tenants.
 */
export const FIXTURE = {
  selfRole: 1310000000901,
  deptRole: 1310000000902,
  deptChildRole: 1310000000903,
  defineRole: 1310000000904,
  allRole: 1310000000905,
  selfUser: { id: 1310000000911, account: 'res_self' },
  selfUser2: { id: 1310000000912, account: 'res_self2' },
  deptUser: { id: 1310000000913, account: 'res_dept' },
  deptChildUser: { id: 1310000000914, account: 'res_deptchild' },
  defineUser: { id: 1310000000915, account: 'res_define' },
  allUser: { id: 1310000000916, account: 'res_all' },
  rootOrg: 1310000000101,
  productionOrg: 1310000000102,
  warehouseOrg: 1310000000103,
} as const;

const SERVICES = ['sysPos', 'sysConfig', 'sysDictType', 'sysDictData'];
const EXTRA_CODES = ['sysConfig:groupList'];

export async function prepareResourceFixture(server: TestServer): Promise<void> {
  const codes = [...SERVICES.flatMap((s) => RESOURCE_ACTIONS.map((a) => `${s}:${a}`)), ...EXTRA_CODES];
  await asPlatform(server.db, async (tx) => {
    const have = await queryRows<{ permission: string }>(
      tx,
      sql`select permission from sys_menu where permission is not null and status = 1 and not is_delete and areas is null`,
    );
    const present = new Set(have.map((r) => r.permission));
    for (const code of codes) {
      if (present.has(code)) continue;
      await tx.execute(
        sql`insert into sys_menu (pid, type, permission, title, areas) values (0, 3, ${code}, ${code}, null)`,
      );
    }
    // Positions are tenant data: the factory and merchant tenants are granted the sysPos codes.
    for (const tenantId of [SEED.factory.tenantId, SEED.merchant.tenantId, SEED.platform.tenantId]) {
      await tx.execute(sql`insert into sys_tenant_menu (tenant_id, menu_id)
        select ${tenantId}, id from sys_menu where permission like 'sysPos:%' and not is_delete
        on conflict do nothing`);
    }
    const F = SEED.factory.tenantId;
    await tx.execute(sql`insert into sys_role (tenant_id, id, name, code, data_scope) values
      (${F}, ${FIXTURE.selfRole}, 'Resource test self', 'res_self', ${DataScope.Self}),
      (${F}, ${FIXTURE.deptRole}, 'Resource test dept', 'res_dept', ${DataScope.Dept}),
      (${F}, ${FIXTURE.deptChildRole}, 'Resource test dept+children', 'res_deptchild', ${DataScope.DeptChild}),
      (${F}, ${FIXTURE.defineRole}, 'Resource test define', 'res_define', ${DataScope.Define}),
      (${F}, ${FIXTURE.allRole}, 'Resource test all', 'res_all', ${DataScope.All})
      on conflict do nothing`);
    // The Define role covers the warehouse department only.
    await tx.execute(sql`insert into sys_role_org (tenant_id, role_id, org_id)
      values (${F}, ${FIXTURE.defineRole}, ${FIXTURE.warehouseOrg}) on conflict do nothing`);
    await tx.execute(sql`insert into sys_role_menu (tenant_id, role_id, menu_id)
      select ${F}, r.id, m.id from sys_menu m cross join (values (${FIXTURE.selfRole}::bigint), (${FIXTURE.deptRole}::bigint),
        (${FIXTURE.deptChildRole}::bigint), (${FIXTURE.defineRole}::bigint), (${FIXTURE.allRole}::bigint)) r(id)
       where m.permission like 'sysPos:%' and not m.is_delete
      on conflict do nothing`);
    const users = [
      { ...FIXTURE.selfUser, role: FIXTURE.selfRole, org: FIXTURE.productionOrg },
      { ...FIXTURE.selfUser2, role: FIXTURE.selfRole, org: FIXTURE.productionOrg },
      { ...FIXTURE.deptUser, role: FIXTURE.deptRole, org: FIXTURE.warehouseOrg },
      { ...FIXTURE.deptChildUser, role: FIXTURE.deptChildRole, org: FIXTURE.rootOrg },
      { ...FIXTURE.defineUser, role: FIXTURE.defineRole, org: FIXTURE.rootOrg },
      { ...FIXTURE.allUser, role: FIXTURE.allRole, org: FIXTURE.productionOrg },
    ];
    for (const u of users) {
      await tx.execute(sql`insert into sys_user (tenant_id, id, account, password, real_name, account_type, org_id)
        values (${F}, ${u.id}, ${u.account}, 'x', ${u.account}, 777, ${u.org}) on conflict do nothing`);
      await tx.execute(
        sql`insert into sys_user_role (tenant_id, user_id, role_id) values (${F}, ${u.id}, ${u.role}) on conflict do nothing`,
      );
      await tx.execute(
        sql`insert into sys_login_account (account, tenant_id, user_id) values (${u.account}, ${F}, ${u.id}) on conflict do nothing`,
      );
    }
  });
}
