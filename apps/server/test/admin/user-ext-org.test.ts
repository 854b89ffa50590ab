import type { UserExtOrgRow } from '@printfloor/contract';
import { describe, expect, it } from 'vitest';
import { SEED_ORGS, SEED_POSITIONS } from '../../src/seed/identity.ts';
import { SEED } from '../../src/seed/ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { fieldErrors, get, type Page, post, rows, sql, type UserItem } from './helpers.ts';

const F = SEED.factory;
const P = SEED.platform;
const FO = SEED_ORGS.factory;
const PO = SEED_ORGS.platform;

type ExtOrg = UserExtOrgRow;

/** Extension organisations of users (sysUser add/update extOrgIdList, ownExtOrgList; admin-net-contract §10, §12). */
describe('sysUser: extension organisations', () => {
  const suite = serverSuite({ factory: 'factory', operator: 'operator', platformAdmin: ['admin', 'admin'] });
  let userId = 0;

  const newUser = (over: Record<string, unknown> = {}) => ({
    account: 'extorg01',
    password: 'secret123',
    realName: 'Ext Org',
    orgId: FO.production,
    posId: SEED_POSITIONS.factory.operator,
    roleIdList: [F.roles.operator],
    ...over,
  });
  const extRows = (id: number) =>
    rows<{ org_id: string }>(
      suite.server,
      sql`select org_id from sys_user_ext_org where user_id = ${id} order by org_id`,
    ).then((r) => r.map((x) => Number(x.org_id)));
  const ownExtOrgs = async (id: number) =>
    (await get<ExtOrg[]>(suite.server, suite.factory, `/api/sysUser/ownExtOrgList/${id}`)).body.result;
  const update = (token: string, id: number, over: Record<string, unknown>) =>
    post(suite.server, token, '/api/sysUser/update', { ...newUser(), id, ...over });

  it('adds a user with two extension orgs; ownExtOrgList answers them', async () => {
    const { body } = await post<number>(
      suite.server,
      suite.factory,
      '/api/sysUser/add',
      newUser({
        extOrgIdList: [
          {
            orgId: FO.warehouse,
            posId: SEED_POSITIONS.factory.keeper,
            jobNum: 'W-01',
            posLevel: 3,
            joinDate: '2025-03-01',
          },
          { orgId: FO.root },
        ],
      }),
    );
    expect(body.code, body.message).toBe(200);
    userId = body.result;
    const list = await ownExtOrgs(userId);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      userId,
      orgId: FO.warehouse,
      posId: SEED_POSITIONS.factory.keeper,
      jobNum: 'W-01',
      posLevel: 3,
      joinDate: '2025-03-01',
    });
    expect(list[1]).toMatchObject({ orgId: FO.root, posId: null, jobNum: null, posLevel: null, joinDate: null });
  });

  it('update: a list replaces the rows, absent/null leaves them, [] clears them; the diff log has them', async () => {
    const replaced = await update(suite.factory, userId, { extOrgIdList: [{ orgId: FO.warehouse, jobNum: 'W-02' }] });
    expect(replaced.body.code, replaced.body.message).toBe(200);
    expect((await ownExtOrgs(userId)).map((r) => [r.orgId, r.jobNum])).toEqual([[FO.warehouse, 'W-02']]);

    const [diff] = await rows<{ before_data: { extOrgIdList: ExtOrg[] }; after_data: { extOrgIdList: ExtOrg[] } }>(
      suite.server,
      sql`select before_data, after_data from sys_log_diff where table_name = 'sys_user' and business_id = ${userId}
          order by id desc limit 1`,
    );
    expect(diff?.before_data.extOrgIdList.map((r) => Number(r.orgId)).sort()).toEqual([FO.root, FO.warehouse].sort());
    expect(diff?.after_data.extOrgIdList.map((r) => Number(r.orgId))).toEqual([FO.warehouse]);

    for (const extOrgIdList of [undefined, null]) {
      const kept = await update(suite.factory, userId, { realName: 'Ext Org 2', extOrgIdList });
      expect(kept.body.code, kept.body.message).toBe(200);
      expect(await extRows(userId)).toEqual([FO.warehouse]);
    }

    const cleared = await update(suite.factory, userId, { extOrgIdList: [] });
    expect(cleared.body.code).toBe(200);
    expect(await ownExtOrgs(userId)).toEqual([]);
  });

  it('validates the rows with field messages in the caller language and writes nothing', async () => {
    await update(suite.factory, userId, { extOrgIdList: [{ orgId: FO.warehouse }] });
    const bad = async (extOrgIdList: unknown, headers = { 'accept-language': 'en' }) => {
      const { body } = await suite.server.call('POST', '/api/sysUser/update', {
        token: suite.factory,
        body: { ...newUser(), id: userId, realName: 'Not saved', extOrgIdList },
        headers,
      });
      expect(body.code).toBe(400);
      return fieldErrors(body.message);
    };
    const dup = await bad([{ orgId: FO.root }, { orgId: FO.root }]);
    expect(dup['extOrgIdList.1.orgId']).toEqual(['The organisation is already in row 1']);
    const main = await bad([{ orgId: FO.production }]);
    expect(main['extOrgIdList.0.orgId']).toEqual(["An extension organisation cannot be the user's main organisation"]);
    const mainZh = await bad([{ orgId: FO.production }], { 'accept-language': 'zh-CN' });
    expect(mainZh['extOrgIdList.0.orgId']).toEqual(['扩展机构不能与所属机构相同']);
    const unknown = await bad([{ orgId: FO.root }, { orgId: 1399999999999 }]);
    expect(unknown['extOrgIdList.1.orgId']?.[0]).toContain('does not exist');
    const badPos = await bad([{ orgId: FO.root, posId: 1399999999999 }]);
    expect(badPos['extOrgIdList.0.posId']?.[0]).toContain('does not exist');
    const fields = await bad([{ orgId: FO.root, jobNum: 'x'.repeat(33), joinDate: '2025-13-01', posLevel: 'high' }]);
    expect(fields['extOrgIdList.0.jobNum']?.[0]).toContain('at most 32');
    expect(fields['extOrgIdList.0.joinDate']?.[0]).toContain('yyyy-MM-dd');
    expect(fields['extOrgIdList.0.posLevel']?.[0]).toContain('number');
    const tooMany = await bad(Array.from({ length: 21 }, (_, i) => ({ orgId: 1300000000900 + i })));
    expect(tooMany.extOrgIdList?.[0]).toBe('Extension organisations: at most 20 rows');
    const noOrg = await bad([{ orgId: null }]);
    expect(noOrg['extOrgIdList.0.orgId']).toBeTruthy();
    // Add is checked the same way and creates nothing.
    const add = await post(
      suite.server,
      suite.factory,
      '/api/sysUser/add',
      newUser({ account: 'extorg02', extOrgIdList: [{ orgId: FO.root }, { orgId: FO.root }] }),
    );
    expect(fieldErrors(add.body.message)['extOrgIdList.1.orgId']).toBeTruthy();
    const addUnknown = await post(
      suite.server,
      suite.factory,
      '/api/sysUser/add',
      newUser({ account: 'extorg02', extOrgIdList: [{ orgId: 1399999999999 }] }),
    );
    expect(fieldErrors(addUnknown.body.message)['extOrgIdList.0.orgId']?.[0]).toContain('does not exist');
    expect(await rows(suite.server, sql`select 1 from sys_user where account = 'extorg02'`)).toHaveLength(0);
    expect(await extRows(userId)).toEqual([FO.warehouse]);
    const [user] = await rows<{ real_name: string }>(
      suite.server,
      sql`select real_name from sys_user where id = ${userId}`,
    );
    expect(user?.real_name).not.toBe('Not saved');
  });

  it('refuses callers without sysUser:update / sysUser:add', async () => {
    const upd = await update(suite.operator, userId, { extOrgIdList: [{ orgId: FO.root }] });
    expect(upd.body.code).toBe(403);
    const add = await post(
      suite.server,
      suite.operator,
      '/api/sysUser/add',
      newUser({ account: 'extorg03', extOrgIdList: [{ orgId: FO.root }] }),
    );
    expect(add.body.code).toBe(403);
    expect(await extRows(userId)).toEqual([FO.warehouse]);
  });

  it("refuses an org of another tenant, and never shows another tenant's extension orgs", async () => {
    const { body } = await update(suite.factory, userId, { extOrgIdList: [{ orgId: PO.rnd }] });
    expect(body.code).toBe(400);
    expect(fieldErrors(body.message)['extOrgIdList.0.orgId']?.[0]).toContain('does not exist');
    const pos = await update(suite.factory, userId, {
      extOrgIdList: [{ orgId: FO.root, posId: SEED_POSITIONS.platform.staff }],
    });
    expect(fieldErrors(pos.body.message)['extOrgIdList.0.posId']?.[0]).toContain('does not exist');
    expect(await extRows(userId)).toEqual([FO.warehouse]);
    // The platform admin gives user2 an extension org; the factory admin cannot read it.
    const platform = await post(suite.server, suite.platformAdmin, '/api/sysUser/update', {
      ...(
        await get<Record<string, unknown>>(suite.server, suite.platformAdmin, `/api/sysUser/detail?id=${P.users.user2}`)
      ).body.result,
      extOrgIdList: [{ orgId: PO.customerService }],
    });
    expect(platform.body.code, platform.body.message).toBe(200);
    expect(await ownExtOrgs(P.users.user2)).toEqual([]);
    await post(suite.server, suite.platformAdmin, '/api/sysUser/update', {
      ...(
        await get<Record<string, unknown>>(suite.server, suite.platformAdmin, `/api/sysUser/detail?id=${P.users.user2}`)
      ).body.result,
      extOrgIdList: [],
    });
  });

  it("an extension org widens a Dept user's data scope at once, and clearing it narrows it again", async () => {
    const user2 = await suite.server.tokenFor('user2', 'admin');
    const accounts = async () =>
      (await post<Page<UserItem>>(suite.server, user2, '/api/sysUser/page', { pageSize: 100 })).body.result.items
        .map((u) => u.account)
        .sort();
    expect(await accounts()).toEqual(['user2']);
    const detail = (
      await get<Record<string, unknown>>(suite.server, suite.platformAdmin, `/api/sysUser/detail?id=${P.users.user2}`)
    ).body.result;
    const add = await post(suite.server, suite.platformAdmin, '/api/sysUser/update', {
      ...detail,
      extOrgIdList: [{ orgId: PO.operations }],
    });
    expect(add.body.code, add.body.message).toBe(200);
    // Same token, next call: user3 (operations) is now visible.
    expect(await accounts()).toEqual(['user2', 'user3']);
    const clear = await post(suite.server, suite.platformAdmin, '/api/sysUser/update', { ...detail, extOrgIdList: [] });
    expect(clear.body.code).toBe(200);
    expect(await accounts()).toEqual(['user2']);
  });

  it('a caller with a narrower scope cannot add an extension org outside it (D1013) but keeps held ones', async () => {
    // Let user1 (DeptChild of headquarters) update users.
    await rows(
      suite.server,
      sql`insert into sys_role_menu (tenant_id, role_id, menu_id)
          select ${P.tenantId}, ${P.roles.deptChild}, id from sys_menu where permission = 'sysUser:update'
          on conflict do nothing`,
    );
    const user1 = await suite.server.tokenFor('user1', 'admin');
    const detail = (
      await get<Record<string, unknown>>(suite.server, suite.platformAdmin, `/api/sysUser/detail?id=${P.users.user3}`)
    ).body.result;
    // The platform admin places user3 in the root org as an extension org (outside user1's scope).
    const byAdmin = await post(suite.server, suite.platformAdmin, '/api/sysUser/update', {
      ...detail,
      extOrgIdList: [{ orgId: PO.root }],
    });
    expect(byAdmin.body.code, byAdmin.body.message).toBe(200);
    // user1 keeps the held out-of-scope org while adding one in scope …
    const other = await post(suite.server, user1, '/api/sysUser/update', {
      ...detail,
      extOrgIdList: [{ orgId: PO.root }, { orgId: PO.rnd }],
    });
    expect(other.body.code, other.body.message).toBe(200);
    const outside = await post(suite.server, user1, '/api/sysUser/update', {
      ...(
        await get<Record<string, unknown>>(suite.server, suite.platformAdmin, `/api/sysUser/detail?id=${P.users.user4}`)
      ).body.result,
      extOrgIdList: [{ orgId: PO.root }],
    });
    expect(outside.body.message).toContain('[D1013]');
    expect(await extRows(P.users.user4)).toEqual([]);
    // … and may drop it.
    expect((await extRows(P.users.user3)).sort()).toEqual([PO.root, PO.rnd].sort());
    const drop = await post(suite.server, user1, '/api/sysUser/update', { ...detail, extOrgIdList: [] });
    expect(drop.body.code).toBe(200);
    expect(await extRows(P.users.user3)).toEqual([]);
  });
});
