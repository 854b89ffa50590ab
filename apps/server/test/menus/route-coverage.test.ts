import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCodes } from '../../src/seed/menu-catalogue/index.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/**
 * Deny by default (admin-net-contract §15 row 7): every registered route that needs
 * a permission must have a button in the catalogue, or nobody but the super admin
 * could call it. Reads the codes from the OpenAPI document the route wrapper writes.
 */
describe('every permission route has a seeded button code', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('finds the code of each permission route in the catalogue', () => {
    const doc = server.app.swagger() as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const codes = catalogueCodes();
    const routes: string[] = [];
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const match = /Permission: `([^`]+)`/.exec(op.description ?? '');
        if (!match) continue;
        routes.push(`${method.toUpperCase()} ${path}`);
        if (!codes.has(match[1] as string)) missing.push(`${method.toUpperCase()} ${path} → ${match[1]}`);
      }
    }
    expect(routes).toContain('GET /api/sysMenu/list');
    expect(missing).toEqual([]);
  });
});
