import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { login, spaNavigate } from './helpers.ts';

/**
 * Issue 14 in the browser: the merchant authorizes its TikTok shop with a code from the TikTok
 * simulator (the server's default TikTok app points at `npm run simulators`' 127.0.0.1:7301),
 * pulls the last 7 days from Order sync and finds the pulled order in order management.
 */
const SIM = 'http://127.0.0.1:7301';
let simulators: ChildProcess | null = null;

test.beforeAll(async () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  simulators = spawn(process.execPath, ['--import', 'tsx', 'apps/simulators/src/main.ts'], {
    cwd: root,
    env: { ...process.env, SIMULATORS_ORDERS: '100' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    simulators?.stdout?.on('data', (c: Buffer) => {
      out += String(c);
      if (out.includes('Ctrl-C stops them')) resolve();
    });
    simulators?.once('exit', (code) => reject(new Error(`simulators exited (${code})`)));
  });
});
test.afterAll(() => {
  simulators?.kill('SIGTERM');
});

test('merchant authorizes a TikTok shop with the platform code, pulls 7 days and sees the orders', async ({ page }) => {
  test.setTimeout(180_000);
  const sim = async <T>(url: string, body: unknown = {}) =>
    (await (
      await fetch(`${SIM}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as T;
  // An order placed an hour ago (visible despite the platform lag), to find afterwards.
  const { id: orderId } = await sim<{ id: string }>('/_sim/orders', { createdAtMs: Date.now() - 3600_000 });
  const { code } = await sim<{ code: string }>('/_sim/code');

  await login(page, 'merchant', 'merchant2');
  await spaNavigate(page, '/merchant/stores/shop');
  const shops = page.getByTestId('resource-page-shop');
  const row = shops.locator('tbody tr[data-row-key]', { hasText: 'TikTok' }).first();
  await row.getByTestId('shop-authorize').click();
  await page.getByTestId('shop-authorize-code').fill(code);
  await page.locator('.ant-modal:visible .ant-btn-primary').click();
  await expect(row).toContainText('已授权');

  await spaNavigate(page, '/merchant/orders/orderSync');
  await page.getByTestId('order-sync-pull').click();
  await page.getByTestId('order-sync-shop').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'TikTok' }).first().click();
  await page.locator('.ant-modal:visible .ant-btn-primary').click();
  const run = page.getByTestId('resource-page-orderSync').locator('tbody tr[data-row-key]').first();
  await expect(run).toContainText('已完成', { timeout: 60_000 });

  await spaNavigate(page, '/merchant/orders/merchantOrder');
  const orders = page.getByTestId('resource-page-merchantOrder');
  await orders.getByTestId('resource-search').locator('#externalId').fill(orderId);
  await orders.getByTestId('resource-search').locator('#externalId').press('Enter');
  await expect(orders.locator('tbody tr[data-row-key]')).toHaveCount(1, { timeout: 20_000 });
  await expect(orders.locator('tbody')).toContainText(orderId);
});
