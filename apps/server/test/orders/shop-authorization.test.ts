import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { orderCalls } from './calls.ts';

/**
 * The factory's third-party store authorization screen (Base data): the shops of the merchants
 * its customer rows link, read only — kept right when a shop is written and when a customer link
 * changes; a merchant still sees only its own shops; nobody else sees them (row-level security).
 */

interface Page<T> {
  total: number;
  items: T[];
}
type Shop = Record<string, unknown> & { id: number; name: string };
const en = { 'accept-language': 'en' };

describe('shops: the factory view of its customers’ shops', () => {
  let server: TestServer;
  let merchant: string;
  let factory: string;

  const { call, ok } = orderCalls(() => server);
  const shopNames = async (token: string, resource = 'shopAuthorization') => {
    const page = await call<Page<Shop>>('POST', `/api/${resource}/page`, token, { pageSize: 500 });
    expect(page.body.code).toBe(200);
    return page.body.result.items.map((s) => s.name);
  };
  const addShop = (token: string, name: string) =>
    ok<number>('/api/shop/add', token, { platform: 'shein', name, property: 'real', area: 'cross_border' });

  beforeAll(async () => {
    server = await createTestServer();
    merchant = await server.tokenFor('merchant', 'merchant');
    factory = await server.tokenFor('factory', 'factory');
  }, 300_000);
  afterAll(() => server.close());

  it("a factory sees its customers' shops, named as its customers, with platform and authorization", async () => {
    const id = await addShop(merchant, 'Auth view shop');
    const page = await call<Page<Shop>>('POST', '/api/shopAuthorization/page', factory, {
      name: 'auth view',
      pageSize: 10,
    });
    expect(page.body.result.items).toHaveLength(1);
    const [customer] = await asPlatform(server.db, (tx) =>
      queryRows<{ name: string }>(
        tx,
        sql`select name from mes_customer where tenant_id = ${SEED.factory.tenantId}
              and merchant_tenant_id = ${SEED.merchant.tenantId} and not is_delete order by id limit 1`,
      ),
    );
    expect(page.body.result.items[0]).toMatchObject({
      id,
      merchantName: customer?.name,
      platform: 'shein',
      authStatus: 'unauthorized',
      authExpireTime: null,
    });
    const detail = await call<Shop>('GET', '/api/shopAuthorization/detail', factory, undefined, { id: String(id) });
    expect(detail.body.result).toMatchObject({ id, name: 'Auth view shop' });
    // A rename by the merchant shows at once.
    await ok('/api/shop/update', merchant, { id, name: 'Auth view shop 2' });
    expect(await shopNames(factory)).toContain('Auth view shop 2');
  });

  it('a merchant the factory does not serve stays out until a customer row links it, and leaves with it', async () => {
    const superadmin = await server.tokenFor('superadmin', 'admin');
    const tenant = (kind: string, code: string, adminAccount: string) =>
      ok<number>('/api/sysTenant/add', superadmin, {
        kind,
        code,
        name: code,
        adminAccount,
        adminPassword: 'Secret123',
      });
    const m3Tenant = await tenant('merchant', 'm3shop', 'm3admin');
    await tenant('factory', 'f3plant', 'f3admin');
    const m3 = await server.tokenFor('m3admin', 'merchant');
    const f3 = await server.tokenFor('f3admin', 'factory');

    await addShop(m3, 'M3 own shop');
    expect(await shopNames(factory)).not.toContain('M3 own shop');
    expect(await shopNames(f3)).toEqual([]);

    // Factory 3 takes m3 as a customer: its shops (added before) are now factory 3's to see.
    const customer = await ok<number>('/api/customer/add', f3, {
      code: 'C-M3',
      name: 'M3 Shop',
      merchantTenantId: m3Tenant,
    });
    const seen = await call<Page<Shop>>('POST', '/api/shopAuthorization/page', f3, { pageSize: 10 });
    expect(seen.body.result.items.map((s) => [s.name, s.merchantName])).toEqual([['M3 own shop', 'M3 Shop']]);
    await addShop(m3, 'M3 second shop');
    expect(await shopNames(f3)).toEqual(['M3 own shop', 'M3 second shop']);
    expect(await shopNames(factory)).not.toContain('M3 second shop');

    // The customer renamed, then disabled: the view follows.
    await ok('/api/customer/update', f3, {
      id: customer,
      code: 'C-M3',
      name: 'M3 Trading',
      merchantTenantId: m3Tenant,
    });
    const renamed = await call<Page<Shop>>('POST', '/api/shopAuthorization/page', f3, { pageSize: 10 });
    expect(new Set(renamed.body.result.items.map((s) => s.merchantName))).toEqual(new Set(['M3 Trading']));
    await ok('/api/customer/setStatus', f3, { id: customer, status: 2 });
    expect(await shopNames(f3)).toEqual([]);

    // Each merchant still sees only its own shops.
    expect(await shopNames(m3, 'shop')).toEqual(['M3 own shop', 'M3 second shop']);
    expect(await shopNames(merchant, 'shop')).not.toContain('M3 own shop');
    const own = await inTenant(server.db, Number(m3Tenant), (tx) =>
      queryRows<{ tenant_id: unknown }>(tx, sql`select tenant_id from oms_shop`),
    );
    expect(new Set(own.map((r) => Number(r.tenant_id)))).toEqual(new Set([Number(m3Tenant)]));
  });

  it('the factory cannot write its customers’ shops, through the API or the database', async () => {
    // The view has no write routes.
    expect((await call('POST', '/api/shopAuthorization/update', factory, { id: 1, name: 'x' })).status).toBe(404);
    const [shop] = (await call<Page<Shop>>('POST', '/api/shopAuthorization/page', factory, { pageSize: 1 })).body.result
      .items;
    expect(shop).toBeDefined();
    const res = await call('POST', '/api/shop/update', factory, { id: shop?.id, name: 'Taken over' });
    expect(res.body.code).not.toBe(200);
    // Row-level security: the factory's session reads the rows, and its writes touch none.
    const touched = await inTenant(server.db, SEED.factory.tenantId, async (tx) => ({
      updated: await queryRows(tx, sql`update oms_shop set name = 'Taken over' where id = ${shop?.id} returning id`),
      deleted: await queryRows(tx, sql`delete from oms_shop where id = ${shop?.id} returning id`),
      visible: await queryRows(tx, sql`select id from oms_shop where id = ${shop?.id}`),
    }));
    expect(touched).toMatchObject({ updated: [], deleted: [], visible: [{ id: expect.anything() }] });
    const inserted = inTenant(server.db, SEED.factory.tenantId, (tx) =>
      tx.execute(
        sql`insert into oms_shop (tenant_id, platform, name) values (${SEED.merchant.tenantId}, 'shein', 'Forged')`,
      ),
    );
    await expect(inserted).rejects.toThrow();
  });
});
