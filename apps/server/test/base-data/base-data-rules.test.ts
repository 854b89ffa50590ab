import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_IDS, DEFECT_ITEM_IDS, MATERIAL_IDS, UNIT_IDS, WORKSHOP_IDS } from '../../src/seed/base-data-ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/**
 * Soft references across the base-data declarations (issue 5 rules): master data used by a
 * product, a route or a process cannot be deleted, and the message names the user. Runs on
 * the demo seed (routes RT-DTG / RT-HT, products PRD-*, processes with their defect lists).
 */
describe('base data in use by products, routes and processes', () => {
  let server: TestServer;
  let factory: string;

  beforeAll(async () => {
    server = await createTestServer();
    factory = await server.tokenFor('factory', 'factory');
  }, 240_000);
  afterAll(() => server.close());

  async function remove(resource: string, id: number) {
    const res = await server.call('POST', `/api/${resource}/delete`, {
      token: factory,
      body: { id },
      headers: { 'accept-language': 'en' },
    });
    return res.body as { code: number; message: string };
  }

  it.each([
    ['material used in a product bill of materials', 'material', MATERIAL_IDS.teeWhite.M, 'PRD-TEE-W'],
    ['unit used by a product', 'unit', UNIT_IDS.pcs, 'PRD-'],
    ['customer owning a product', 'customer', CUSTOMER_IDS.demoMerchant, 'PRD-'],
    ['workshop of a process route', 'workshop', WORKSHOP_IDS.dtg, 'RT-DTG'],
    ['defect item on a process defect list', 'defectItem', DEFECT_ITEM_IDS.misprint, 'Process'],
  ])('%s cannot be deleted', async (_what, resource, id, named) => {
    const res = await remove(resource, id);
    expect(res.code).not.toBe(200);
    expect(res.message).toContain('R0004');
    expect(res.message).toContain(named);
    const still = await server.call<{ id: number } | null>('GET', `/api/${resource}/detail?id=${id}`, {
      token: factory,
    });
    expect(still.body.result?.id).toBe(id);
  });

  it('a partial update is checked against the stored stock limits (engine, every resource with rules)', async () => {
    // Seeded PRD-TEE-W: max 500, min 50, safety 100.
    const res = await server.call('POST', '/api/product/update', {
      token: factory,
      body: { id: PRODUCT_IDS.dtgTeeWhite, safeStock: 900 },
      headers: { 'accept-language': 'en' },
    });
    const body = res.body as { code: number; extras: { fields: Record<string, string[]> } };
    expect(body.code).toBe(400);
    expect(Object.keys(body.extras.fields)).toContain('safeStock');
    const ok = await server.call('POST', '/api/product/update', {
      token: factory,
      body: { id: PRODUCT_IDS.dtgTeeWhite, safeStock: 200 },
    });
    expect((ok.body as { code: number }).code).toBe(200);
  });
});
