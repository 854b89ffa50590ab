import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/password.ts';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { seedIdentity } from '../../src/seed/identity.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

describe('identity seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const count = (table: string) =>
    asPlatform(server.db, async (tx) => {
      const rows = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${sql.identifier(table)}`);
      return rows[0]?.n ?? 0;
    });

  it('seeds four tenants (platform, factory, two merchants) with admins, orgs, roles and login accounts', async () => {
    const tenants = await asPlatform(server.db, (tx) =>
      queryRows<{
        id: number;
        code: string;
        is_system: boolean;
        is_factory: boolean;
        is_merchant: boolean;
        user_id: number;
        org_id: number;
      }>(tx, sql`select id, code, is_system, is_factory, is_merchant, user_id, org_id from sys_tenant order by id`),
    );
    expect(tenants.map((t) => [Number(t.id), t.code])).toEqual([
      [SEED.platform.tenantId, 'platform'],
      [SEED.factory.tenantId, 'factory'],
      [SEED.merchant.tenantId, 'merchant'],
      [SEED.merchant2.tenantId, 'merchant2'],
    ]);
    expect(tenants[0]?.is_system).toBe(true);
    expect(tenants[1]?.is_factory).toBe(true);
    expect(tenants[2]?.is_merchant && tenants[3]?.is_merchant).toBe(true);
    expect(Number(tenants[0]?.user_id)).toBe(SEED.platform.users.admin);
    expect(Number(tenants[1]?.org_id)).toBe(SEED.factory.orgId);
    expect(await count('sys_login_account')).toBe(12);
    expect(await count('sys_user')).toBe(12);
    const roles = await asPlatform(server.db, (tx) =>
      queryRows<{ code: string; data_scope: number }>(
        tx,
        sql`select code, data_scope from sys_role where tenant_id = ${SEED.platform.tenantId} order by id`,
      ),
    );
    expect(roles.map((r) => [r.code, r.data_scope])).toEqual([
      ['sys_admin', 1],
      ['sys_deptChild', 2],
      ['sys_dept', 3],
      ['sys_self', 4],
      ['sys_define', 5],
    ]);
    expect(await count('sys_role_org')).toBe(1);
  });

  it('stores argon2id hashes of the seed password', async () => {
    const [row] = await asPlatform(server.db, (tx) =>
      queryRows<{ password: string }>(tx, sql`select password from sys_user where id = ${SEED.platform.users.admin}`),
    );
    expect(row?.password.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(row?.password ?? '', '123456')).toBe(true);
  });

  it('is idempotent and never overwrites changed rows', async () => {
    await asPlatform(server.db, (tx) =>
      tx.execute(
        sql`update sys_user set real_name = 'Changed', password = 'x' where id = ${SEED.factory.users.operator}`,
      ),
    );
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`update sys_tenant set title = 'Mine' where id = ${SEED.merchant.tenantId}`),
    );
    await seedIdentity(server.services);
    expect(await count('sys_user')).toBe(12);
    expect(await count('sys_user_role')).toBe(11);
    const [user] = await asPlatform(server.db, (tx) =>
      queryRows<{ real_name: string; password: string }>(
        tx,
        sql`select real_name, password from sys_user where id = ${SEED.factory.users.operator}`,
      ),
    );
    expect(user).toEqual({ real_name: 'Changed', password: 'x' });
    const [tenant] = await asPlatform(server.db, (tx) =>
      queryRows<{ title: string }>(tx, sql`select title from sys_tenant where id = ${SEED.merchant.tenantId}`),
    );
    expect(tenant?.title).toBe('Mine');
  });
});
