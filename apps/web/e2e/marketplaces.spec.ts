import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { api, signIn, spaNavigate } from './helpers.ts';
import { type Browser, expect, type Page, test } from './test.ts';

/**
 * Issue 14 in the browser: the merchant authorizes its TikTok shop with a code from the TikTok
 * simulator, pulls the last 7 days from Order sync (watching the running pull's progress bar),
 * finds the pulled order in order management and submits it; the factory sees it on its order
 * desk. The simulators run on this run's own ports, taken from the operating system by
 * playwright.config.ts (E2E_SIM_PORTS, one per platform; the server is told each one by its
 * PRINTFLOOR_<PLATFORM>_BASE_URL), so a demo's `npm run simulators` on 7301–7308 does not get in the way.
 */
const SIM_PORTS = process.env.E2E_SIM_PORTS;
if (!SIM_PORTS) throw new Error('E2E_SIM_PORTS is set by apps/web/playwright.config.ts');
/** TikTok's simulator: the first of the platforms (MARKETPLACE_PLATFORMS, apps/simulators/src/main.ts). */
const SIM = `http://127.0.0.1:${SIM_PORTS.split(',')[0]}`;
let simulators: ChildProcess | null = null;

test.beforeAll(async () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  simulators = spawn(process.execPath, ['--import', 'tsx', 'apps/simulators/src/main.ts'], {
    cwd: root,
    env: { ...process.env, SIMULATORS_ORDERS: '100', SIMULATORS_PORTS: SIM_PORTS },
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

const rowOf = (page: Page, resource: string, id: string) =>
  page.getByTestId(`resource-page-${resource}`).locator(`tbody tr[data-row-key="${id}"]`);

test('merchant authorizes a TikTok shop, pulls 7 days with live progress, submits an order; the factory sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const sim = async <T>(url: string, body: unknown = {}) =>
    (await (
      await fetch(`${SIM}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as T;
  // The scheduled order sync (every 10 minutes) pulls every authorized shop: firing while this test pulls, it
  // once took the slow answers meant for the pull watched here. The platform admin pauses it for the test and
  // stops a run in progress (none, mostly: the cancel's refusal then is expected), and starts it again after.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', 'superadmin');
  await api(admin, 'admin', 'POST', '/api/sysJob/pauseJob', { jobId: 'orderSync' });
  await api(admin, 'admin', 'POST', '/api/sysJob/cancelJob', { jobId: 'orderSync' }).catch(() => undefined);
  try {
    await pullAndSubmit(page, browser, sim);
  } finally {
    await api(admin, 'admin', 'POST', '/api/sysJob/startJob', { jobId: 'orderSync' });
  }
});

async function pullAndSubmit(
  page: Page,
  browser: Browser,
  sim: <T>(url: string, body?: unknown) => Promise<T>,
): Promise<void> {
  // An order placed an hour ago (visible despite the platform lag), to find afterwards.
  const { id: orderId } = await sim<{ id: string }>('/_sim/orders', { createdAtMs: Date.now() - 3600_000 });
  const { code } = await sim<{ code: string }>('/_sim/code');

  await signIn(page, 'merchant', 'merchant2');
  await spaNavigate(page, '/merchant/stores/shop');
  const shops = page.getByTestId('resource-page-shop');
  const row = shops.locator('tbody tr[data-row-key]', { hasText: 'TikTok' }).first();
  await row.getByTestId('shop-authorize').click();
  await page.getByTestId('shop-authorize-code').fill(code);
  await page.locator('.ant-modal:visible .ant-btn-primary').click();
  await expect(row).toContainText('已授权');

  await spaNavigate(page, '/merchant/orders/orderSync');
  // The platform answers slowly for a while, so the running pull's progress bar can be seen.
  // (The pull makes about three list calls; each held 6 s, well inside the adapter's 15 s timeout.)
  await sim('/_sim/faults', { kind: 'slow', times: 3, delayMs: 6000 });
  await page.getByTestId('order-sync-pull').click();
  await page.getByTestId('order-sync-shop').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'TikTok' }).first().click();
  await page.locator('.ant-modal:visible .ant-btn-primary').click();
  const running = page.getByTestId('order-sync-running');
  await expect(running.locator('.ant-progress')).toBeVisible({ timeout: 30_000 });
  await expect(running).toContainText(/时间片 \d+ \/ \d+，已处理 \d+ 个订单/);
  const run = page.getByTestId('resource-page-orderSync').locator('tbody tr[data-row-key]').first();
  await expect(run).toContainText('已完成', { timeout: 60_000 });
  // Finished, the run leaves the progress panel.
  await expect(running).toBeHidden();
  await fetch(`${SIM}/_sim/faults`, { method: 'DELETE' });

  await spaNavigate(page, '/merchant/orders/merchantOrder');
  const orders = page.getByTestId('resource-page-merchantOrder');
  await orders.getByTestId('resource-search').locator('#externalId').fill(orderId);
  await orders.getByTestId('resource-search').locator('#externalId').press('Enter');
  await expect(orders.locator('tbody tr[data-row-key]')).toHaveCount(1, { timeout: 20_000 });
  await expect(orders.locator('tbody')).toContainText(orderId);

  // The merchant submits the pulled order; it goes to its factory's order desk.
  const orderRow = orders.locator('tbody tr[data-row-key]').first();
  const id = String(await orderRow.getAttribute('data-row-key'));
  const orderCode = ((await orderRow.locator('td').nth(1).textContent()) ?? '').trim();
  expect(orderCode).toMatch(/^SO/);
  await orderRow.getByTestId(`transition-submit-${id}`).click();
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
  await expect(rowOf(page, 'merchantOrder', id)).toContainText('已提交', { timeout: 20_000 });

  const factory = await (await browser.newContext()).newPage();
  await signIn(factory, 'factory', 'factory');
  await spaNavigate(factory, '/factory/business/order');
  const desk = factory.getByTestId('resource-page-order');
  await expect(desk).toBeVisible();
  await desk.locator('#orderCode').fill(orderCode);
  await desk.locator('#orderCode').press('Enter');
  await expect(rowOf(factory, 'order', id)).toBeVisible({ timeout: 20_000 });
  await expect(rowOf(factory, 'order', id)).toContainText('杭州印象文创');
}
