import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SEED_ORGS } from '../../src/seed/identity.ts';
import { SEED } from '../../src/seed/ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { fieldErrors, get, type Page, post, rows, sql } from './helpers.ts';

const F = SEED.factory;
const P = SEED.platform;
/** Menus of the catalogue (docs/menus.md): the user page and its buttons, the role page. */
const MENU = {
  sysUser: 1310000000111,
  sysUserPage: 1310000000112,
  sysUserAdd: 1310000000114,
  sysRole: 1310000000131,
  sysTenant: 1310000000311,
};

interface RoleItem {
  id: number;
  name: string;
  code: string;
  dataScope: number;
  status: number;
  userCount: number;
}
interface MenuNode {
  id: number;
  type: number;
  permission: string | null;
  children: MenuNode[];
}

describe('sysRole: role administration', () => {
  const suite = serverSuite({ factory: 'factory', operator: 'operator' });
  let roleId = 0;

  it('pages the roles of the own tenant with their user count', async () => {
    const { body } = await post<Page<RoleItem>>(suite.server, suite.factory, '/api/sysRole/page', {
      page: 1,
      pageSize: 20,
    });
    expect(body.code).toBe(200);
    expect(body.result.items.map((r) => r.code)).toEqual(['sys_admin', 'operator', 'warehouse']);
    expect(body.result.items.find((r) => r.code === 'operator')?.userCount).toBe(1);
    const filtered = await post<Page<RoleItem>>(suite.server, suite.factory, '/api/sysRole/page', { name: '仓' });
    expect(filtered.body.result.items.map((r) => r.code)).toEqual(['warehouse']);
  });

  it('adds a role with menus; detail and ownMenuList answer them', async () => {
    const { body } = await post<number>(suite.server, suite.factory, '/api/sysRole/add', {
      name: 'Shift lead',
      code: 'shift_lead',
      dataScope: 3,
      menuIdList: [MENU.sysUser, MENU.sysUserPage],
    });
    expect(body.code).toBe(200);
    roleId = body.result;
    const detail = await get<RoleItem>(suite.server, suite.factory, `/api/sysRole/detail?id=${roleId}`);
    expect(detail.body.result).toMatchObject({ name: 'Shift lead', code: 'shift_lead', dataScope: 3, status: 1 });
    const menus = await get<number[]>(suite.server, suite.factory, `/api/sysRole/ownMenuList?id=${roleId}`);
    expect(menus.body.result.sort()).toEqual([MENU.sysUser, MENU.sysUserPage].sort());
  });

  it('validates name, code and data scope; refuses a duplicate code', async () => {
    const bad = await post(suite.server, suite.factory, '/api/sysRole/add', { name: '', code: '9x', dataScope: 9 });
    expect(bad.body.code).toBe(400);
    const fields = fieldErrors(bad.body.message);
    expect(fields.name?.[0]).toContain('is required');
    expect(fields.code).toBeTruthy();
    expect(fields.dataScope).toBeTruthy();
    const dup = await post(suite.server, suite.factory, '/api/sysRole/add', { name: 'Again', code: 'SHIFT_LEAD' });
    expect(dup.body.message).toContain('[D1062]');
  });

  it('grants only menus the tenant itself has (D1060)', async () => {
    const ok = await post(suite.server, suite.factory, '/api/sysRole/grantMenu', {
      id: roleId,
      menuIdList: [MENU.sysUser, MENU.sysUserPage, MENU.sysUserAdd],
    });
    expect(ok.body.code).toBe(200);
    const refused = await post(suite.server, suite.factory, '/api/sysRole/grantMenu', {
      id: roleId,
      menuIdList: [MENU.sysUser, MENU.sysTenant],
    });
    expect(refused.body.message).toContain('[D1060]');
    const unknown = await post(suite.server, suite.factory, '/api/sysRole/grantMenu', { id: roleId, menuIdList: [42] });
    expect(unknown.body.message).toContain('[D1060]');
    const menus = await get<number[]>(suite.server, suite.factory, `/api/sysRole/ownMenuList?id=${roleId}`);
    expect(menus.body.result).toHaveLength(3);
  });

  it('a user given the role holds exactly its button codes', async () => {
    await post(suite.server, suite.factory, '/api/sysUser/grantRole', {
      userId: F.users.warehouse,
      roleIdList: [roleId],
    });
    const token = await suite.server.tokenFor('warehouse', 'factory');
    const codes = await get<string[]>(suite.server, token, '/api/sysMenu/ownBtnPermList');
    expect(codes.body.result.sort()).toEqual(['sysUser:add', 'sysUser:page']);
    expect((await post(suite.server, token, '/api/sysUser/page', {})).body.code).toBe(200);
    expect((await post(suite.server, token, '/api/sysUser/delete', { id: F.users.operator })).body.code).toBe(403);
  });

  it('the grant drawer tree holds the tenant menus only', async () => {
    const { body } = await get<MenuNode[]>(suite.server, suite.factory, '/api/sysRole/grantableMenuTree');
    expect(body.code).toBe(200);
    const ids: number[] = [];
    const walk = (nodes: MenuNode[]) => {
      for (const n of nodes) {
        ids.push(n.id);
        walk(n.children);
      }
    };
    walk(body.result);
    expect(ids).toContain(MENU.sysUserAdd);
    expect(ids).not.toContain(MENU.sysTenant);
  });

  it('grants a Define data scope with orgs; other scopes drop them', async () => {
    const { body } = await post(suite.server, suite.factory, '/api/sysRole/grantDataScope', {
      id: roleId,
      dataScope: 5,
      orgIdList: [SEED_ORGS.factory.warehouse],
    });
    expect(body.code).toBe(200);
    const orgs = await get<number[]>(suite.server, suite.factory, `/api/sysRole/ownOrgList?id=${roleId}`);
    expect(orgs.body.result).toEqual([SEED_ORGS.factory.warehouse]);
    const foreign = await post(suite.server, suite.factory, '/api/sysRole/grantDataScope', {
      id: roleId,
      dataScope: 5,
      orgIdList: [SEED_ORGS.platform.rnd],
    });
    expect(foreign.body.message).toContain('[D2000]');
    await post(suite.server, suite.factory, '/api/sysRole/grantDataScope', { id: roleId, dataScope: 4, orgIdList: [] });
    const after = await get<number[]>(suite.server, suite.factory, `/api/sysRole/ownOrgList?id=${roleId}`);
    expect(after.body.result).toEqual([]);
    const bad = await post(suite.server, suite.factory, '/api/sysRole/grantDataScope', { id: roleId, dataScope: 0 });
    expect(fieldErrors(bad.body.message).dataScope).toBeTruthy();
  });

  it('updates and disables a role; a disabled role grants nothing', async () => {
    const upd = await post(suite.server, suite.factory, '/api/sysRole/update', {
      id: roleId,
      name: 'Shift leader',
      code: 'shift_lead',
      dataScope: 4,
    });
    expect(upd.body.code).toBe(200);
    const off = await post(suite.server, suite.factory, '/api/sysRole/setStatus', { id: roleId, status: 2 });
    expect(off.body.code).toBe(200);
    const token = await suite.server.tokenFor('warehouse', 'factory');
    expect((await post(suite.server, token, '/api/sysUser/page', {})).body.code).toBe(403);
    await post(suite.server, suite.factory, '/api/sysRole/setStatus', { id: roleId, status: 1 });
  });

  it('refuses to delete the built-in admin role (D1019) and a role with users (D1025)', async () => {
    const admin = await post(suite.server, suite.factory, '/api/sysRole/delete', { id: F.roles.sysAdmin });
    expect(admin.body.message).toContain('[D1019]');
    expect(admin.body.message).toContain('The system administrator role cannot be deleted');
    const renamed = await post(suite.server, suite.factory, '/api/sysRole/update', {
      id: F.roles.sysAdmin,
      name: 'Admins',
      code: 'not_admin',
    });
    expect(renamed.body.message).toContain('[D1019]');
    const used = await post(suite.server, suite.factory, '/api/sysRole/delete', { id: roleId });
    expect(used.body.message).toContain('[D1025]');
    expect(used.body.message).toContain('still has users');
  });

  it('deletes a role without users (soft; grants removed; logged)', async () => {
    await post(suite.server, suite.factory, '/api/sysUser/grantRole', {
      userId: F.users.warehouse,
      roleIdList: [F.roles.warehouse],
    });
    const { body } = await post(suite.server, suite.factory, '/api/sysRole/delete', { id: roleId });
    expect(body.code).toBe(200);
    expect((await get(suite.server, suite.factory, `/api/sysRole/detail?id=${roleId}`)).body.result).toBeNull();
    const grants = await rows(suite.server, sql`select 1 from sys_role_menu where role_id = ${roleId}`);
    expect(grants).toHaveLength(0);
    const diff = await rows(
      suite.server,
      sql`select 1 from sys_log_diff where table_name = 'sys_role' and business_id = ${roleId}`,
    );
    expect(diff.length).toBeGreaterThan(0);
  });

  it('refuses callers without the code', async () => {
    for (const [url, payload] of [
      ['/api/sysRole/page', {}],
      ['/api/sysRole/add', { name: 'x', code: 'xx' }],
      ['/api/sysRole/grantMenu', { id: F.roles.operator, menuIdList: [] }],
      ['/api/sysRole/delete', { id: F.roles.warehouse }],
    ] as const) {
      expect((await post(suite.server, suite.operator, url, payload)).body.code, url).toBe(403);
    }
    expect((await get(suite.server, suite.operator, '/api/sysRole/grantableMenuTree')).body.code).toBe(403);
  });

  it('exports the searched roles of the own tenant as xlsx in the caller language', async () => {
    const exportAs = async (token: string, payload: unknown, lang = 'en') =>
      suite.server.app.inject({
        method: 'POST',
        url: '/api/sysRole/export',
        headers: { 'accept-language': lang, authorization: `Bearer ${token}` },
        payload: payload as Record<string, unknown>,
      });
    const res = await exportAs(suite.factory, { name: '仓' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('Roles.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Code',
      'Data scope',
      'Users',
      'Order',
      'Status',
      'Remark',
      'Created at',
    ]);
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(2).value).toBe('warehouse');
    expect(sheet?.getRow(2).getCell(6).value).toBe('Enabled');

    const all = await exportAs(suite.factory, {}, 'zh-CN');
    const zh = new ExcelJS.Workbook();
    await zh.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    const codes = zh.worksheets[0]?.getColumn(2).values.slice(2);
    expect(codes).toContain('sys_admin');
    expect(codes).not.toContain('sys_dept');
    expect(zh.worksheets[0]?.getRow(1).getCell(3).value).toBe('数据范围');

    expect((await exportAs(suite.operator, {})).json().code).toBe(403);
    expect((await exportAs(suite.factory, { name: 'x'.repeat(500) })).json().code).toBe(400);
  });

  it("never shows or changes another tenant's role", async () => {
    expect((await get(suite.server, suite.factory, `/api/sysRole/detail?id=${P.roles.dept}`)).body.result).toBeNull();
    expect((await get(suite.server, suite.factory, `/api/sysRole/ownMenuList?id=${P.roles.dept}`)).body.result).toEqual(
      [],
    );
    for (const [url, payload] of [
      ['/api/sysRole/update', { id: P.roles.dept, name: 'x', code: 'sys_dept' }],
      ['/api/sysRole/delete', { id: P.roles.define }],
      ['/api/sysRole/setStatus', { id: P.roles.dept, status: 2 }],
      ['/api/sysRole/grantMenu', { id: P.roles.dept, menuIdList: [] }],
      ['/api/sysRole/grantDataScope', { id: P.roles.dept, dataScope: 1 }],
    ] as const) {
      expect((await post(suite.server, suite.factory, url, payload)).body.message, url).toContain('[D1061]');
    }
    const [row] = await rows<{ status: number; is_delete: boolean }>(
      suite.server,
      sql`select status, is_delete from sys_role where id = ${P.roles.define}`,
    );
    expect(row).toMatchObject({ status: 1, is_delete: false });
  });
});
