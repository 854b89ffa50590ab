import { expect as baseExpect, type Page, test } from '@playwright/test';
import { PASSWORD, spaNavigate } from './helpers.ts';

/** The machine running e2e is shared: allow slow renders. */
const expect = baseExpect.configure({ timeout: 30_000 });

async function login(page: Page, account: string, password = PASSWORD) {
  await page.goto('/factory/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/factory/dashboard/home', { timeout: 60_000 });
  await expect(page.getByTestId('layout-aside')).toBeVisible({ timeout: 60_000 });
}

test('a password change logs the same user out of their other browser at once, not this one', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The same account in a second browser (its own session and live channel).
  const elsewhere = await (await browser.newContext()).newPage();
  await login(elsewhere, 'warehouse');
  await login(page, 'warehouse');

  await spaNavigate(page, '/factory/system/userCenter');
  await page.getByRole('tab', { name: '修改密码' }).click();
  const form = page.getByTestId('user-center-password');
  await form.locator('#passwordOld').fill(PASSWORD);
  await form.locator('#passwordNew').fill('Changed#2026');
  await form.locator('#passwordNew2').fill('Changed#2026');
  await form.getByRole('button', { name: '修改密码' }).click();
  await expect(page.locator('.ant-message').getByText('密码已修改，其他设备上的登录已退出')).toBeVisible();

  // The other browser is told without a reload and goes back to the login page.
  await expect(elsewhere.locator('.ant-message').getByText(/登录已结束/)).toBeVisible();
  await elsewhere.waitForURL('**/factory/login**', { timeout: 30_000 });

  // This browser carries on.
  await spaNavigate(page, '/factory/dashboard/home');
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  await expect(page).toHaveURL(/\/factory\/dashboard\/home/);

  // The new password works in the other browser.
  await login(elsewhere, 'warehouse', 'Changed#2026');
  await elsewhere.context().close();
});
