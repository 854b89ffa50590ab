import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { cleanCaptchas, cleanSessions } from '../../src/modules/sysJob/index.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/** The built-in clean-up jobs delete exactly what is dead, in bounded batches (orders' own: test/orders/import-cleanup.test.ts). */

let server: TestServer;
const signal = new AbortController().signal;
const FACTORY = SEED.factory.tenantId;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server?.close();
});

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(server.db.orm, query))[0]?.n);

describe('clean-up jobs', () => {
  it('deletes expired captchas over several batches and keeps live ones', async () => {
    await server.db.orm.execute(sql`insert into sys_captcha (id, answer, expires_at)
      select 'old-' || g, 'x', now() - interval '1 minute' from generate_series(1, 2500) g`);
    await server.db.orm.execute(sql`insert into sys_captcha (id, answer, expires_at)
      values ('live-1', 'x', now() + interval '5 minutes')`);
    const deleted = await cleanCaptchas({ services: server.services, signal });
    expect(deleted).toBeGreaterThanOrEqual(2500);
    expect(await count(sql`select count(*)::int as n from sys_captcha where id like 'old-%'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from sys_captcha where id = 'live-1'`)).toBe(1);
  });

  it('deletes sessions expired or revoked longer ago than the retention, and no other', async () => {
    const rows = [
      { ua: 'cleanup-expired', expires: '10 days', revoked: null },
      { ua: 'cleanup-revoked', expires: '-30 days', revoked: '8 days' },
      { ua: 'cleanup-recent', expires: '2 days', revoked: null },
      { ua: 'cleanup-live', expires: '-1 day', revoked: null },
    ];
    for (const r of rows) {
      await server.db.orm.execute(sql`insert into sys_session (tenant_id, user_id, area, expires_at, revoked_at, user_agent)
        values (${FACTORY}, 1, 'factory', now() - ${r.expires}::interval,
                case when ${r.revoked}::text is null then null else now() - ${r.revoked}::interval end, ${r.ua})`);
    }
    const deleted = await cleanSessions({ services: server.services, signal, properties: { days: 7 } });
    expect(deleted).toBe(2);
    const left = await queryRows<{ user_agent: string }>(
      server.db.orm,
      sql`select user_agent from sys_session where user_agent like 'cleanup-%' order by user_agent`,
    );
    expect(left.map((r) => r.user_agent)).toEqual(['cleanup-live', 'cleanup-recent']);
  });
});
