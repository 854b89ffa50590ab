import type { PluginRow } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../src/seed/ids.ts';
import { dbRows } from '../admin/misc-helpers.ts';
import { serverSuite } from '../helpers/suite.ts';

const M = SEED.merchant.tenantId;
const M2 = SEED.merchant2.tenantId;

describe('developer tools: plugins (sysPlugin)', () => {
  const suite = serverSuite({
    superadmin: ['superadmin', 'admin'],
    factory: 'factory',
    merchant: ['merchant', 'merchant'],
  });
  const superadmin = suite.caller('superadmin');
  const merchant = suite.caller('merchant');
  const page = async (tenantId: number) =>
    (await superadmin.post<PluginRow[]>('/api/sysPlugin/page', { tenantId })).body.result;

  it('lists the marketplace adapters with version and state in a tenant, and checks the configuration', async () => {
    const plugins = await page(M);
    expect(plugins.map((p) => p.id)).toEqual(expect.arrayContaining(['marketplace.tiktok', 'marketplace.temu']));
    expect(plugins).toHaveLength(8);
    const tiktok = plugins.find((p) => p.id === 'marketplace.tiktok');
    expect(tiktok).toMatchObject({
      kind: 'marketplace',
      name: 'TikTok',
      enabled: true,
      tenantId: M,
      config: { autoSync: true },
    });
    expect(tiktok?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(tiktok?.fields.map((f) => f.key)).toEqual(['autoSync']);

    const wrongType = await superadmin.post('/api/sysPlugin/update', {
      id: 'marketplace.tiktok',
      tenantId: M,
      enabled: true,
      config: { autoSync: 'yes' },
    });
    expect(wrongType.body.message).toContain('[D1302]');
    expect(wrongType.body.message).toContain('autoSync');
    const unknownKey = await superadmin.post('/api/sysPlugin/update', {
      id: 'marketplace.tiktok',
      tenantId: M,
      enabled: true,
      config: { color: 'red' },
    });
    expect(unknownKey.body.message).toContain('[D1302]');
    const unknownPlugin = await superadmin.post('/api/sysPlugin/update', { id: 'carrier.ups', enabled: true });
    expect(unknownPlugin.body.message).toContain('[D1300]');
    const noTenant = await superadmin.post('/api/sysPlugin/update', {
      id: 'marketplace.tiktok',
      tenantId: 999,
      enabled: true,
    });
    expect(noTenant.body.code).toBe(404);
    // Plugins are the platform's to manage: a factory administrator holds no code for them.
    expect((await suite.caller('factory').post('/api/sysPlugin/page', { tenantId: M })).body.code).toBe(403);
  });

  it("disabled in one tenant: that tenant's shops of the platform cannot be authorized or pulled; others are untouched", async () => {
    const shop = await merchant.post<number>('/api/shop/add', {
      platform: 'tiktok',
      name: 'Plugin test shop',
      property: 'real',
      area: 'cross_border',
    });
    expect(shop.body.message).toBe('');
    const shopId = shop.body.result;

    const off = await superadmin.post('/api/sysPlugin/update', {
      id: 'marketplace.tiktok',
      tenantId: M,
      enabled: false,
      config: { autoSync: false },
    });
    expect(off.body.message).toBe('');
    expect((await page(M)).find((p) => p.id === 'marketplace.tiktok')).toMatchObject({
      enabled: false,
      config: { autoSync: false },
    });
    // Per tenant: the other merchant still has it enabled; the row is the tenant's own.
    expect((await page(M2)).find((p) => p.id === 'marketplace.tiktok')).toMatchObject({ enabled: true });
    expect(
      await dbRows<{ tenant_id: string }>(
        suite.server,
        sql`select tenant_id::text from sys_plugin_state where plugin_id = 'marketplace.tiktok'`,
      ),
    ).toEqual([{ tenant_id: String(M) }]);

    const authorize = await merchant.post('/api/shop/authorize', { id: shopId, code: 'any-code' });
    expect(authorize.body.code).toBe(400);
    expect(authorize.body.message).toContain('[D1301]');
    expect(authorize.body.message).toContain('disabled for this tenant');
    const now = Date.now();
    const pull = await merchant.post('/api/orderSync/pull', {
      shopId,
      from: new Date(now - 3600_000).toISOString(),
      to: new Date(now).toISOString(),
    });
    expect(pull.body.message).toContain('[D1301]');

    // Enabled again: the call goes past the plugin to the platform (which has no app configured here).
    await superadmin.post('/api/sysPlugin/update', { id: 'marketplace.tiktok', tenantId: M, enabled: true });
    const again = await merchant.post('/api/shop/authorize', { id: shopId, code: 'any-code' });
    expect(again.body.message).not.toContain('[D1301]');
  });
});
