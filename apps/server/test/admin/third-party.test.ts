import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../src/seed/ids.ts';
import { adminMiscSuite, dbRows, fieldErrors, type Page } from './misc-helpers.ts';

type Row = Record<string, unknown> & { id: number };

describe('third-party accounts (sysOAuthUser) and WeChat users (sysWechatUser)', () => {
  const { suite, superadmin, factory, user1 } = adminMiscSuite();
  let giteeId: number;
  let githubId: number;

  beforeAll(async () => {
    const { server } = suite;
    const inserted = await dbRows<{ id: number }>(
      server,
      sql`insert into sys_oauth_user (bind_tenant_id, user_id, platform, open_id, nick_name, email)
          values (${SEED.factory.tenantId}, ${SEED.factory.users.operator}, 'gitee', 'g-1', 'Op', 'op@example.com'),
                 (${SEED.platform.tenantId}, ${SEED.platform.users.admin}, 'github', 'h-1', 'Admin', null)
          returning id`,
    );
    giteeId = Number(inserted[0]?.id);
    githubId = Number(inserted[1]?.id);
  });

  it('pages and shows bindings, filtered by platform and tenant', async () => {
    const all = await superadmin.post<Page<Row>>('/api/sysOAuthUser/page', { page: 1, pageSize: 10 });
    expect(all.body.code).toBe(200);
    expect(all.body.result.items.map((r) => r.id).sort()).toEqual([giteeId, githubId].sort());
    const gitee = await superadmin.post<Page<Row>>('/api/sysOAuthUser/page', { page: 1, platform: 'gitee' });
    expect(gitee.body.result.items).toHaveLength(1);
    expect(gitee.body.result.items[0]).toMatchObject({ openId: 'g-1', bindTenantId: SEED.factory.tenantId });
    const byTenant = await superadmin.post<Page<Row>>('/api/sysOAuthUser/page', {
      page: 1,
      bindTenantId: SEED.platform.tenantId,
    });
    expect(byTenant.body.result.items.map((r) => r.id)).toEqual([githubId]);
    const detail = await superadmin.get<Row>('/api/sysOAuthUser/detail', { id: String(giteeId) });
    expect(detail.body.result).toMatchObject({ id: giteeId, email: 'op@example.com', nickName: 'Op' });
  });

  it('unbinds (delete) and validates ids', async () => {
    expect((await superadmin.post('/api/sysOAuthUser/delete', { id: giteeId })).body.code).toBe(200);
    const after = await superadmin.post<Page<Row>>('/api/sysOAuthUser/page', { page: 1 });
    expect(after.body.result.items.map((r) => r.id)).toEqual([githubId]);
    expect((await superadmin.get('/api/sysOAuthUser/detail', { id: String(giteeId) })).body.result).toBeNull();
    expect((await superadmin.post('/api/sysOAuthUser/delete', { id: 'x' })).body.code).toBe(400);
    expect((await superadmin.post('/api/sysOAuthUser/delete', { id: giteeId })).body.message).toMatch(/^\[R0001\]/);
    // No add / update calls for bindings: they come from sign-in.
    expect((await superadmin.post('/api/sysOAuthUser/add', { platform: 'x', openId: 'y' })).body.code).toBe(404);
  });

  it('WeChat users: add, validate, refuse a duplicate openId per platform, update, delete', async () => {
    const add = await superadmin.post<number>('/api/sysWechatUser/add', {
      platformType: 2,
      openId: 'wx-open-1',
      nickName: '小明',
      userId: SEED.factory.users.operator,
      bindTenantId: SEED.factory.tenantId,
    });
    expect(add.body.code).toBe(200);
    const dup = await superadmin.post('/api/sysWechatUser/add', { platformType: 2, openId: 'wx-open-1' });
    expect(dup.body.code).toBe(400);
    expect((await superadmin.post('/api/sysWechatUser/add', { platformType: 1, openId: 'wx-open-1' })).body.code).toBe(
      200,
    );
    const bad = await superadmin.post('/api/sysWechatUser/add', { platformType: 9, sex: 7 });
    expect(Object.keys(fieldErrors(bad.body.message)).sort()).toEqual(['openId', 'platformType', 'sex']);
    expect(
      (await superadmin.post('/api/sysWechatUser/update', { id: add.body.result, city: 'Shenzhen' })).body.code,
    ).toBe(200);
    const page = await superadmin.post<Page<Row>>('/api/sysWechatUser/page', { page: 1, nickName: '小' });
    expect(page.body.result.items).toHaveLength(1);
    expect(page.body.result.items[0]).toMatchObject({ city: 'Shenzhen', platformType: 2 });
    expect(page.body.result.items[0]).not.toHaveProperty('sessionKey');
    expect((await superadmin.post('/api/sysWechatUser/delete', { id: add.body.result })).body.code).toBe(200);
  });

  it('platform screens only: tenant admins and platform users without the codes are refused', async () => {
    for (const who of [factory, user1]) {
      expect((await who.post('/api/sysOAuthUser/page', { page: 1 })).body.code).toBe(403);
      expect((await who.get('/api/sysOAuthUser/detail', { id: String(githubId) })).body.code).toBe(403);
      expect((await who.post('/api/sysOAuthUser/delete', { id: githubId })).body.code).toBe(403);
      expect((await who.post('/api/sysWechatUser/page', { page: 1 })).body.code).toBe(403);
      expect((await who.post('/api/sysWechatUser/add', { platformType: 1, openId: 'x' })).body.code).toBe(403);
    }
    const [row] = await dbRows<{ is_delete: boolean }>(
      suite.server,
      sql`select is_delete from sys_oauth_user where id = ${githubId}`,
    );
    expect(row?.is_delete).toBe(false);
  });
});
