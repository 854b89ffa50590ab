import { PASSWORD, signIn, spaNavigate } from './helpers.ts';
import { type Browser, expect as baseExpect, type Page, test } from './test.ts';

/** The machine running e2e is shared: allow slow renders. */
const expect = baseExpect.configure({ timeout: 30_000 });

interface MenuNode {
  component?: string | null;
  children?: MenuNode[] | null;
}
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** Logs in through the login page; answers the menu tree the console loaded. */
async function login(page: Page, area: string, account: string, password = PASSWORD): Promise<MenuNode[]> {
  await page.goto(`/${area}/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  const menus = page.waitForResponse((r) => r.url().includes('/api/sysMenu/loginMenuTree'), { timeout: 90_000 });
  await page.getByTestId('login-submit').click();
  const body = (await (await menus).json()) as { result: MenuNode[] };
  await page.waitForURL(`**/${area}/dashboard/home`, { timeout: 60_000 });
  await expect(page.getByTestId('layout-aside')).toBeVisible({ timeout: 60_000 });
  return body.result;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function confirmPopover(page: Page) {
  await page.locator('.ant-popconfirm .ant-btn-primary').last().click();
}

test('the platform admin creates a merchant tenant whose admin sees only merchant menus', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36).slice(-5);
  await signIn(page, 'admin', 'superadmin');
  await spaNavigate(page, '/admin/platform/tenant');
  await expect(page.getByTestId('tenant-page')).toBeVisible();
  await page.getByTestId('tenant-add').click();
  await page.getByTestId('tenant-kind').click();
  await page.locator('.ant-select-item-option').nth(1).click(); // merchant
  await page.getByTestId('tenant-code').fill(`shop${stamp}`);
  await page.getByTestId('tenant-name').fill(`E2E Shop ${stamp}`);
  await page.getByTestId('tenant-admin-account').fill(`shop${stamp}`);
  await page.getByTestId('tenant-admin-password').fill('Shop12345');
  await page.getByTestId('tenant-save').click();
  await expect(page.getByTestId('tenant-page').getByText(`E2E Shop ${stamp}`)).toBeVisible();

  const shop = await newPage(browser);
  const menus = flatten(await login(shop, 'merchant', `shop${stamp}`, 'Shop12345'));
  const components = menus.map((m) => m.component ?? '').filter(Boolean);
  expect(components.length).toBeGreaterThan(2);
  // No factory screens (base data, production, warehouse…) and no platform screens.
  expect(components.filter((c) => c.startsWith('/base/') || c.startsWith('/production/'))).toEqual([]);
  expect(components).not.toContain('/system/tenant/index');
  await shop.context().close();
});

test('a published notice reaches another user’s bell live; force offline logs that browser out', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `Live notice ${Date.now().toString(36).slice(-5)}`;
  const operator = await newPage(browser);
  await signIn(operator, 'factory', 'operator');
  await signIn(page, 'factory', 'factory');

  // The factory admin writes and publishes a notice.
  await spaNavigate(page, '/factory/system/notice');
  await page.getByTestId('notice-add').click();
  await page.getByTestId('notice-title').fill(title);
  await page.locator('[data-testid="notice-editor"] .ql-editor').click();
  await page.keyboard.type('Please read this.');
  await page.getByTestId('notice-save').click();
  const row = page.locator('tr', { hasText: title });
  await row.getByRole('button', { name: /发布|Publish/ }).click();
  await confirmPopover(page);

  // The operator's bell shows it without a reload.
  await expect(operator.getByTestId('notice-bell').locator('.ant-badge-dot')).toBeVisible();
  await operator.getByTestId('notice-bell').click();
  await expect(operator.getByTestId('notice-panel').getByText(title)).toBeVisible();

  // Force offline: the operator's browser goes back to the login page.
  await spaNavigate(page, '/factory/system/onlineUser');
  await page.getByTestId('force-offline-operator').first().click();
  await confirmPopover(page);
  await operator.waitForURL('**/factory/login**', { timeout: 30_000 });
  await operator.context().close();
});
