import { api, PASSWORD, signIn, spaNavigate } from './helpers.ts';
import { expect as baseExpect, type Page, test } from './test.ts';

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
  // A password of this run's own to start from, whatever an earlier run or a retry left (this test changes it):
  // the factory admin resets it, as the users page does.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'factory', 'factory');
  const users = await api<{ items: { id: number; account: string }[] }>(admin, 'factory', 'POST', '/api/sysUser/page', {
    account: 'warehouse',
  });
  const start = await api<string>(admin, 'factory', 'POST', '/api/sysUser/resetPwd', {
    id: users.items.find((u) => u.account === 'warehouse')?.id,
  });
  await admin.context().close();

  // The same account in a second browser (its own session and live channel).
  const elsewhere = await (await browser.newContext()).newPage();
  await login(elsewhere, 'warehouse', start);
  await login(page, 'warehouse', start);

  await spaNavigate(page, '/factory/system/userCenter');
  await page.getByRole('tab', { name: '修改密码' }).click();
  const form = page.getByTestId('user-center-password');
  await form.locator('#passwordOld').fill(start);
  await form.locator('#passwordNew').fill('Changed#2026');
  await form.locator('#passwordNew2').fill('Changed#2026');
  await form.getByRole('button', { name: '修改密码' }).click();
  await expect(page.locator('.ant-message').getByText('密码已修改，其他设备上的登录已退出')).toBeVisible();

  // The other browser is told without a reload (a notice, then its login page, which says why and keeps saying it).
  await elsewhere.waitForURL('**/factory/login**', { timeout: 30_000 });
  // Told by the live channel (the session ended), or — had its own next request come first — by that refusal.
  await expect(elsewhere.getByTestId('login-farewell')).toContainText(/登录已结束|登录已失效/);

  // This browser carries on.
  await spaNavigate(page, '/factory/dashboard/home');
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
  await expect(page).toHaveURL(/\/factory\/dashboard\/home/);

  // The new password works in the other browser.
  await login(elsewhere, 'warehouse', 'Changed#2026');
  await elsewhere.context().close();
});
