import { MERCHANT_ACCOUNT_ROLE_MESSAGES, MERCHANT_STAFF_ROLE, type MerchantAccountRole } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import { MENU_ROWS } from '../../src/seed/menu-catalogue/index.ts';
import { defaultTenantMenuIds } from '../../src/seed/menus.ts';
import { merchantStaffMenuIds, seedMerchantStaffRoles } from '../../src/seed/merchant-staff.ts';
import { serverSuite } from '../helpers/suite.ts';

/**
 * The roles of a merchant's accounts (Merchant accounts page): every merchant tenant has a staff role
 * beside its administrator role (provisioned with the tenant, added to existing ones by the seed);
 * an account is given roles of the caller's own tenant only (the staff role when none is sent), never
 * none; a change of roles applies to the account's very next call.
 */

type Node = { name: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const unique = () => `r${Math.random().toString(36).slice(2, 10)}`;
const LANGS = ['zh-CN', 'en', 'zh-TW', 'pt-BR'] as const;

describe('merchant account roles', () => {
  const suite = serverSuite({
    merchant: ['merchant', 'merchant'],
    merchant2: ['merchant2', 'merchant'],
    superadmin: ['superadmin', 'admin'],
  });
  const m = () => suite.caller('merchant');
  const m2 = () => suite.caller('merchant2');

  const rolesOf = async (who: ReturnType<typeof m>) => {
    const res = await who.get<MerchantAccountRole[]>('/api/merchantAccount/roleList');
    expect(res.body.message).toBe('');
    return res.body.result;
  };
  const roleByCode = async (who: ReturnType<typeof m>, code: string) => {
    const role = (await rolesOf(who)).find((r) => r.code === code);
    if (!role) throw new Error(`no role ${code}`);
    return role;
  };
  const add = async (who: ReturnType<typeof m>, over: Record<string, unknown> = {}) => {
    const account = unique();
    const res = await who.post<number>('/api/merchantAccount/add', {
      account,
      password: 'Start123',
      realName: 'Staff',
      ...over,
    });
    return { res, account, id: res.body.result };
  };
  const ownRoles = async (who: ReturnType<typeof m>, id: number) =>
    (await who.get<number[]>(`/api/merchantAccount/ownRoleList/${id}`)).body.result;
  const tokenOf = (account: string) => suite.server.tokenFor(account, 'merchant');
  const status = async (token: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
    (await suite.call(method, url, token, body)).body.code;
  const menuNames = async (token: string) =>
    new Set(
      flatten((await suite.call<Node[]>('GET', '/api/sysMenu/loginMenuTree', token)).body.result).map((n) => n.name),
    );
  const platform = <T>(fn: Parameters<typeof asPlatform<T>>[1]) => asPlatform(suite.server.db, fn);

  it("every merchant has a staff role: orders, imports, shops — not the merchant's settings", async () => {
    const staffIds = new Set(merchantStaffMenuIds());
    const names = (ids: Iterable<number>) => new Set([...ids].map((id) => MENU_ROWS.find((r) => r.id === id)?.name));
    const staffNames = names(staffIds);
    for (const name of ['merchantOrder', 'merchantDtgOrder', 'merchantHeatOrder', 'merchantImportRecord'])
      expect(staffNames.has(name), name).toBe(true);
    for (const name of ['customImportTemplate', 'orderSync', 'shop', 'home', 'sysUserCenter'])
      expect(staffNames.has(name), name).toBe(true);
    expect(staffNames.has('merchantAccount')).toBe(false);
    expect(staffNames.has('merchantGeneralSetting')).toBe(false);

    for (const tenantId of [SEED.merchant.tenantId, SEED.merchant2.tenantId]) {
      const roles = await platform((tx) =>
        queryRows<{ id: string; name: string; data_scope: number; status: number }>(
          tx,
          sql`select id, name, data_scope, status from sys_role
               where tenant_id = ${tenantId} and code = ${MERCHANT_STAFF_ROLE.code} and not is_delete`,
        ),
      );
      expect(roles).toHaveLength(1);
      expect(roles[0]).toMatchObject({ name: MERCHANT_STAFF_ROLE.name, data_scope: 1, status: 1 });
      const granted = await platform((tx) =>
        queryRows<{ menu_id: string }>(
          tx,
          sql`select menu_id from sys_role_menu where tenant_id = ${tenantId} and role_id = ${roles[0]?.id}`,
        ),
      );
      const tenantMenus = new Set(defaultTenantMenuIds('merchant'));
      expect(granted.map((r) => Number(r.menu_id)).sort()).toEqual(
        [...staffIds].filter((id) => tenantMenus.has(id)).sort(),
      );
    }
    // The factory has none.
    const factory = await platform((tx) =>
      queryRows(
        tx,
        sql`select 1 from sys_role where code = ${MERCHANT_STAFF_ROLE.code} and tenant_id = ${SEED.factory.tenantId}`,
      ),
    );
    expect(factory).toHaveLength(0);
  });

  it("lists the caller's own roles only", async () => {
    const mine = await rolesOf(m());
    expect(mine.map((r) => r.code).sort()).toEqual(['member', MERCHANT_STAFF_ROLE.code, 'sys_admin']);
    expect(mine.every((r) => r.status === 1 && typeof r.id === 'number')).toBe(true);
    const theirs = await rolesOf(m2());
    expect(theirs.map((r) => r.code).sort()).toEqual([MERCHANT_STAFF_ROLE.code, 'sys_admin']);
    const ids = new Set(mine.map((r) => r.id));
    expect(theirs.some((r) => ids.has(r.id))).toBe(false);
    // A member without the page's code cannot read them.
    const shopstaff = await tokenOf('shopstaff');
    expect(await status(shopstaff, 'GET', '/api/merchantAccount/roleList')).toBe(403);
    expect(await status(shopstaff, 'GET', `/api/merchantAccount/ownRoleList/${SEED.merchant.users.shopstaff}`)).toBe(
      403,
    );
  });

  it('a new account without roles gets the staff role, logs in to orders and shops, not to accounts', async () => {
    const staff = await roleByCode(m(), MERCHANT_STAFF_ROLE.code);
    const { res, account, id } = await add(m());
    expect(res.body.message).toBe('');
    expect(await ownRoles(m(), id)).toEqual([staff.id]);
    const token = await tokenOf(account);
    const menus = await menuNames(token);
    for (const name of ['merchantOrder', 'merchantImportRecord', 'customImportTemplate', 'shop', 'orderSync'])
      expect(menus.has(name), name).toBe(true);
    expect(menus.has('merchantAccount')).toBe(false);
    expect(menus.has('merchantGeneralSetting')).toBe(false);
    expect(await status(token, 'POST', '/api/merchantOrder/page', { page: 1 })).toBe(200);
    expect(await status(token, 'POST', '/api/shop/page', { page: 1 })).toBe(200);
    expect(await status(token, 'POST', '/api/customImportTemplate/page', { page: 1 })).toBe(200);
    expect(await status(token, 'POST', '/api/merchantAccount/page', { page: 1 })).toBe(403);
    expect(await status(token, 'GET', '/api/merchantGeneralSetting/detail')).toBe(403);
  });

  it('gives the roles chosen (the administrator role opens account administration)', async () => {
    const admin = await roleByCode(m(), 'sys_admin');
    const staff = await roleByCode(m(), MERCHANT_STAFF_ROLE.code);
    const { res, account, id } = await add(m(), { roleIdList: [staff.id, admin.id, staff.id] });
    expect(res.body.message).toBe('');
    expect((await ownRoles(m(), id)).sort()).toEqual([admin.id, staff.id].sort());
    const token = await tokenOf(account);
    expect(await status(token, 'POST', '/api/merchantAccount/page', { page: 1 })).toBe(200);
  });

  it("refuses another tenant's role, the platform's, an unknown one and none — on the field, in every language", async () => {
    const theirs = await roleByCode(m2(), MERCHANT_STAFF_ROLE.code);
    const staff = await roleByCode(m(), MERCHANT_STAFF_ROLE.code);
    const cases = [
      { roleIdList: [theirs.id], message: MERCHANT_ACCOUNT_ROLE_MESSAGES.notOwn },
      { roleIdList: [staff.id, SEED.platform.roles.sysAdmin], message: MERCHANT_ACCOUNT_ROLE_MESSAGES.notOwn },
      { roleIdList: [SEED.factory.roles.operator], message: MERCHANT_ACCOUNT_ROLE_MESSAGES.notOwn },
      { roleIdList: [99_999_999_999], message: MERCHANT_ACCOUNT_ROLE_MESSAGES.notOwn },
      { roleIdList: [], message: MERCHANT_ACCOUNT_ROLE_MESSAGES.required },
    ];
    for (const { roleIdList, message } of cases) {
      for (const lang of LANGS) {
        const account = unique();
        const res = await suite.server.call('POST', '/api/merchantAccount/add', {
          token: suite.merchant,
          body: { account, password: 'Start123', realName: 'X', roleIdList },
          headers: { 'accept-language': lang },
        });
        expect(res.body.code, `${roleIdList} ${lang}`).toBe(400);
        expect(JSON.parse(res.body.message)).toEqual({ roleIdList: [message[lang]] });
        // Nothing was written: the name is still free.
        const page = await m().post<{ total: number }>('/api/merchantAccount/page', { page: 1, account });
        expect(page.body.result.total).toBe(0);
      }
    }
    // The same on update; the account keeps its roles.
    const { id } = await add(m());
    for (const { roleIdList, message } of cases) {
      const res = await m().post('/api/merchantAccount/update', { id, roleIdList });
      expect(JSON.parse(res.body.message)).toEqual({ roleIdList: [message.en] });
    }
    expect(await ownRoles(m(), id)).toEqual([staff.id]);
  });

  it('a change of roles applies to the next call of the same session', async () => {
    const staff = await roleByCode(m(), MERCHANT_STAFF_ROLE.code);
    const member = await roleByCode(m(), 'member'); // the demo's: orders read and add only, no shops
    const { account, id } = await add(m());
    const token = await tokenOf(account);
    // Read once, so the permission cache holds the staff codes.
    expect(await status(token, 'POST', '/api/shop/page', { page: 1 })).toBe(200);
    expect(await status(token, 'POST', '/api/merchantOrder/page', { page: 1 })).toBe(200);

    expect((await m().post('/api/merchantAccount/update', { id, roleIdList: [member.id] })).body.message).toBe('');
    expect(await ownRoles(m(), id)).toEqual([member.id]);
    expect(await status(token, 'POST', '/api/shop/page', { page: 1 })).toBe(403);
    expect(await status(token, 'POST', '/api/merchantOrder/page', { page: 1 })).toBe(200);
    expect((await menuNames(token)).has('shop')).toBe(false);
    // The session goes on (roles are not a log-out).
    expect(await status(token, 'GET', '/api/sysAuth/userInfo')).toBe(200);

    // An update without roleIdList keeps them; with them it replaces them.
    expect((await m().post('/api/merchantAccount/update', { id, realName: 'Renamed' })).body.message).toBe('');
    expect(await ownRoles(m(), id)).toEqual([member.id]);
    expect((await m().post('/api/merchantAccount/update', { id, roleIdList: [staff.id] })).body.message).toBe('');
    expect(await status(token, 'POST', '/api/shop/page', { page: 1 })).toBe(200);
    const info = await suite.call<{ buttons: string[] }>('GET', '/api/sysAuth/userInfo', token);
    expect(info.body.result.buttons).toContain('shop:authorize');
    expect(info.body.result.buttons).not.toContain('merchantAccount:add');
    // Each change of roles is in the diff log (user management's row of the user leaves them out).
    const diffs = await platform((tx) =>
      queryRows<{ before_data: { roleIdList: number[] }; after_data: { roleIdList: number[] } }>(
        tx,
        sql`select before_data, after_data from sys_log_diff
             where table_name = 'sys_user_role' and business_id = ${id} order by id`,
      ),
    );
    expect(diffs.map((d) => [d.before_data.roleIdList, d.after_data.roleIdList])).toEqual([
      [[staff.id], [member.id]],
      [[member.id], [staff.id]],
    ]);
  });

  it("answers no role ids for users the page does not show (other tenants', the admin)", async () => {
    const other = await add(m2());
    expect(other.res.body.message).toBe('');
    expect((await ownRoles(m2(), other.id)).length).toBe(1);
    for (const id of [
      other.id,
      SEED.merchant.users.merchant,
      SEED.merchant2.users.merchant2,
      SEED.factory.users.operator,
    ])
      expect(await ownRoles(m(), id), String(id)).toEqual([]);
    expect(await ownRoles(m(), SEED.merchant.users.shopstaff)).toEqual([SEED.merchant.roles.member]);
  });

  it('a disabled staff role is listed but not the default: an add without roles is refused', async () => {
    const staff = await roleByCode(m2(), MERCHANT_STAFF_ROLE.code);
    const setStatus = (value: number) =>
      platform((tx) =>
        tx.execute(
          sql`update sys_role set status = ${value} where tenant_id = ${SEED.merchant2.tenantId} and id = ${staff.id}`,
        ),
      );
    await setStatus(2);
    try {
      expect((await roleByCode(m2(), MERCHANT_STAFF_ROLE.code)).status).toBe(2);
      const { res } = await add(m2());
      expect(JSON.parse(res.body.message)).toEqual({ roleIdList: [MERCHANT_ACCOUNT_ROLE_MESSAGES.noDefault.en] });
    } finally {
      await setStatus(1);
    }
    expect((await add(m2())).res.body.message).toBe('');
  });

  it('a merchant tenant created by the platform has its staff role, given by default to its accounts', async () => {
    const created = await suite.call<number>('POST', '/api/sysTenant/add', suite.superadmin, {
      kind: 'merchant',
      code: 'shirtco',
      name: 'Shirt Co',
      adminAccount: 'shirtadmin',
      adminPassword: 'Secret123',
    });
    expect(created.body.message).toBe('');
    const admin = await suite.server.tokenFor('shirtadmin', 'merchant');
    const roles = (await suite.call<MerchantAccountRole[]>('GET', '/api/merchantAccount/roleList', admin)).body.result;
    expect(roles.map((r) => r.code)).toEqual(['sys_admin', MERCHANT_STAFF_ROLE.code]);
    const account = unique();
    const res = await suite.call<number>('POST', '/api/merchantAccount/add', admin, {
      account,
      password: 'Start123',
      realName: 'New staff',
    });
    expect(res.body.message).toBe('');
    const own = await suite.call<number[]>('GET', `/api/merchantAccount/ownRoleList/${res.body.result}`, admin);
    expect(own.body.result).toEqual([roles[1]?.id]);
    const token = await tokenOf(account);
    expect(await status(token, 'POST', '/api/merchantOrder/page', { page: 1 })).toBe(200);
    expect(await status(token, 'POST', '/api/merchantAccount/page', { page: 1 })).toBe(403);
    // A factory gets no staff role.
    const factory = await suite.call<number>('POST', '/api/sysTenant/add', suite.superadmin, {
      kind: 'factory',
      code: 'inkworks',
      name: 'Ink Works',
      adminAccount: 'inkadmin',
      adminPassword: 'Secret123',
    });
    expect(factory.body.message).toBe('');
    const factoryRoles = await platform((tx) =>
      queryRows<{ code: string }>(tx, sql`select code from sys_role where tenant_id = ${factory.body.result}`),
    );
    expect(factoryRoles.map((r) => r.code)).toEqual(['sys_admin']);
  });

  it('the seed adds the staff role to merchants made before it, once; a deleted one stays deleted', async () => {
    const created = await suite.call<number>('POST', '/api/sysTenant/add', suite.superadmin, {
      kind: 'merchant',
      code: 'oldshop',
      name: 'Old Shop',
      adminAccount: 'oldshopadmin',
      adminPassword: 'Secret123',
    });
    const tenantId = created.body.result;
    const staffRows = () =>
      platform((tx) =>
        queryRows<{ id: string; is_delete: boolean }>(
          tx,
          sql`select id, is_delete from sys_role where tenant_id = ${tenantId} and code = ${MERCHANT_STAFF_ROLE.code}`,
        ),
      );
    const grants = (roleId: string | undefined) =>
      platform((tx) =>
        queryRows<{ menu_id: string }>(
          tx,
          sql`select menu_id from sys_role_menu where tenant_id = ${tenantId} and role_id = ${roleId}`,
        ),
      );
    // As a merchant provisioned before the staff role existed: none.
    await platform(async (tx) => {
      await tx.execute(sql`delete from sys_role_menu where tenant_id = ${tenantId} and role_id in
          (select id from sys_role where tenant_id = ${tenantId} and code = ${MERCHANT_STAFF_ROLE.code})`);
      await tx.execute(sql`delete from sys_role where tenant_id = ${tenantId} and code = ${MERCHANT_STAFF_ROLE.code}`);
    });
    expect(await staffRows()).toHaveLength(0);
    await seedMerchantStaffRoles(suite.server.services);
    const [role] = await staffRows();
    expect(role?.is_delete).toBe(false);
    const expected = merchantStaffMenuIds().length;
    expect(await grants(role?.id)).toHaveLength(expected);
    // Again: nothing more.
    await seedMerchantStaffRoles(suite.server.services);
    expect(await staffRows()).toHaveLength(1);

    // A menu revoked from the role stays revoked, unless it is new to the catalogue.
    const shopAuthorize = MENU_ROWS.find((r) => r.permission === 'shop:authorize')?.id as number;
    await platform((tx) =>
      tx.execute(
        sql`delete from sys_role_menu where tenant_id = ${tenantId} and role_id = ${role?.id} and menu_id = ${shopAuthorize}`,
      ),
    );
    await seedMerchantStaffRoles(suite.server.services);
    expect(await grants(role?.id)).toHaveLength(expected - 1);
    await seedMerchantStaffRoles(suite.server.services, new Set([shopAuthorize]));
    expect(await grants(role?.id)).toHaveLength(expected);

    // Deleted (soft) on purpose: not brought back.
    await platform((tx) =>
      tx.execute(sql`update sys_role set is_delete = true where tenant_id = ${tenantId} and id = ${role?.id}`),
    );
    await seedMerchantStaffRoles(suite.server.services);
    expect((await staffRows()).map((r) => r.is_delete)).toEqual([true]);
  });
});
