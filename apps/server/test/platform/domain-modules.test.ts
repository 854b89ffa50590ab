import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { migrationFiles } from '../../src/db/migrate.ts';
import { queryRows } from '../../src/db/query.ts';
import { DOMAINS, registerDomain } from '../../src/modules/index.ts';
import { scratchDomain } from '../fixtures/domains/scratch/index.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/**
 * A business domain is its folders plus one line in the list of domains: the scratch domain of
 * test/fixtures/domains/scratch brings a resource, a server hook, a bespoke route, a migration
 * and a seed part, and is registered here exactly as modules/index.ts lists the real ones.
 */
registerDomain(scratchDomain);

describe('domain modules', () => {
  let server: TestServer;
  let factory: string;
  const en = { 'accept-language': 'en' };

  beforeAll(async () => {
    server = await createTestServer();
    factory = await server.tokenFor('factory', 'factory');
  });
  afterAll(async () => {
    await server.close();
    // Out of the list again: a worker that runs another file after this one must not serve the scratch domain.
    DOMAINS.splice(DOMAINS.indexOf(scratchDomain), 1);
  });

  it('applies every domain’s migrations once, in one global order by name, the old names kept', async () => {
    const names = migrationFiles(DOMAINS.flatMap((d) => (d.migrations ? [d.migrations] : []))).map((m) => m.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('0004_base_data.sql');
    expect(names.at(-1)).toBe('9001_scratch_gizmo.sql');
    const applied = await asPlatform(server.db, (tx) =>
      queryRows<{ name: string }>(tx, sql`select name from pf_migration order by name`),
    );
    expect(applied.map((r) => r.name)).toEqual(names);
  });

  it('serves the domain’s resource with its seed row and its hook', async () => {
    const page = await server.call<{ items: { name: string; size: number }[]; total: number }>(
      'POST',
      '/api/scratchGizmo/page',
      { token: factory, body: { page: 1, pageSize: 10 }, headers: en },
    );
    expect(page.body.code).toBe(200);
    expect(page.body.result.items).toEqual([expect.objectContaining({ name: 'Seeded gizmo', size: 2 })]);

    const add = await server.call<number>('POST', '/api/scratchGizmo/add', {
      token: factory,
      body: { name: 'Big gizmo', size: 5 },
      headers: en,
    });
    expect(add.body.code).toBe(200);
    const twice = await server.call('POST', '/api/scratchGizmo/add', {
      token: factory,
      body: { name: 'Big gizmo', size: 1 },
      headers: en,
    });
    expect(twice.body.code).toBe(400);
    expect(twice.body.message).toContain('R0002');
  });

  it('serves the domain’s bespoke route, behind its permission code', async () => {
    const total = await server.call<number>('GET', '/api/scratchGizmo/totalSize', { token: factory });
    expect(total.body).toMatchObject({ code: 200, result: 7 });
    const merchant = await server.tokenFor('merchant', 'merchant');
    const refused = await server.call('GET', '/api/scratchGizmo/totalSize', { token: merchant });
    expect(refused.body.code).toBe(403);
  });

  it('refuses a second domain of the same name', () => {
    expect(() => registerDomain({ name: 'scratch' })).toThrow(/registered twice/);
  });
});
