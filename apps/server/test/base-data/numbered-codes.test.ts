import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { FACTORY_SETTINGS_IDS } from '../../src/modules/factorySettings/seed.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { validProduct } from './product-fixture.ts';

/**
 * Numbered codes (issue 12 item 10): a form whose code has a numbering rule (FieldDef.numbered)
 * gets it from the rule when left empty, in the add's transaction; a typed code is kept only
 * where the rule allows it.
 */

const F = SEED.factory.tenantId;
const PRODUCT_RULE = FACTORY_SETTINGS_IDS.numberRuleBase + 11;

/** A valid product without a code (the rule numbers it) unless `extra` gives one. */
const product = (extra: Record<string, unknown> = {}) => {
  const { code: _code, ...body } = validProduct({ name: '编号测试 T 恤' });
  return { ...body, ...extra };
};

describe('numbered codes', () => {
  let server: TestServer;
  let factory: string;
  beforeAll(async () => {
    server = await createTestServer();
    factory = await server.tokenFor('factory', 'factory');
  });
  afterAll(() => server.close());

  const add = (body: unknown, lang = 'en') =>
    server.call<number>('POST', '/api/product/add', { token: factory, body, headers: { 'accept-language': lang } });
  const codeOf = async (id: number) =>
    (
      await asPlatform(server.db, (tx) =>
        queryRows<{ code: string }>(tx, sql`select code from mes_product where tenant_id = ${F} and id = ${id}`),
      )
    )[0]?.code;
  const setRule = (set: ReturnType<typeof sql>) =>
    asPlatform(server.db, (tx) => tx.execute(sql`update mes_number_rule set ${set} where id = ${PRODUCT_RULE}`));

  it('numbers an empty code from the product rule, consecutively, and keeps a typed one', async () => {
    const a = await add(product());
    const b = await add(product({ code: '' }));
    expect([a.body.code, b.body.code]).toEqual([200, 200]);
    const [codeA, codeB] = [await codeOf(a.body.result), await codeOf(b.body.result)];
    expect(codeA).toMatch(/^SP\d{8}\d{4}$/);
    expect(Number(codeB?.slice(-4))).toBe(Number(codeA?.slice(-4)) + 1);
    expect(codeB?.slice(0, -4)).toBe(codeA?.slice(0, -4));

    const typed = await add(product({ code: 'TEE-HAND-1' }));
    expect(typed.body.code).toBe(200);
    expect(await codeOf(typed.body.result)).toBe('TEE-HAND-1');
  });

  it('refuses a typed code where the rule forbids it, on the field, and writes nothing', async () => {
    await setRule(sql`allow_edit = false`);
    try {
      const before = await server.call<{ total: number }>('POST', '/api/product/page', { token: factory, body: {} });
      const res = await add(product({ code: 'TEE-HAND-2' }), 'zh-CN');
      expect(res.body.code).toBe(400);
      expect(res.body.message).toContain('N1002');
      expect(res.body.extras).toMatchObject({ fields: { code: [expect.stringContaining('产品')] } });
      const after = await server.call<{ total: number }>('POST', '/api/product/page', { token: factory, body: {} });
      expect(after.body.result.total).toBe(before.body.result.total);
      // Left empty it is still numbered.
      const numbered = await add(product());
      expect(numbered.body.code).toBe(200);
      expect(await codeOf(numbered.body.result)).toMatch(/^SP/);
    } finally {
      await setRule(sql`allow_edit = true`);
    }
  });

  it('without an enabled rule an empty code is refused on the field; a typed one still works', async () => {
    await setRule(sql`status = 2`);
    try {
      const res = await add(product(), 'en');
      expect(res.body.code).toBe(400);
      expect(res.body.message).toContain('N1001');
      expect(res.body.extras).toMatchObject({ fields: { code: [expect.stringContaining('Product')] } });
      expect((await add(product({ code: 'TEE-NO-RULE' }))).body.code).toBe(200);
    } finally {
      await setRule(sql`status = 1`);
    }
  });

  it('a number already typed by hand is refused as a duplicate, not a crash', async () => {
    const probe = await add(product());
    const next = Number((await codeOf(probe.body.result))?.slice(-4)) + 1;
    const prefix = (await codeOf(probe.body.result))?.slice(0, -4);
    const taken = `${prefix}${String(next).padStart(4, '0')}`;
    expect((await add(product({ code: taken }))).body.code).toBe(200);
    const clash = await add(product());
    expect(clash.body.code).toBe(400);
    expect(clash.body.extras).toMatchObject({ fields: { code: expect.any(Array) } });
  });
});
