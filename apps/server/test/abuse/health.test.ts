import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

describe('/api/health: readiness for a load balancer', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ seed: false });
  });
  afterAll(() => server.close());

  const health = async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    return { status: res.statusCode, body: res.json() };
  };

  it('is 200 when the database answers and every migration is applied', async () => {
    expect(await health()).toEqual({
      status: 200,
      body: { ready: true, database: true, migrations: true, shuttingDown: false, pending: [] },
    });
  });

  it('is 503 while a migration is missing (an instance ahead of its database)', async () => {
    const [row] = await asPlatform(server.db, (tx) =>
      queryRows<{ name: string }>(
        tx,
        sql`delete from pf_migration where name = (select max(name) from pf_migration) returning name`,
      ),
    );
    const res = await health();
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ ready: false, database: true, migrations: false, pending: [row?.name] });
    await asPlatform(server.db, (tx) => tx.execute(sql`insert into pf_migration (name) values (${row?.name})`));
    expect((await health()).status).toBe(200);
  });
});
