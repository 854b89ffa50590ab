import { api, login, screenshot, signIn } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The endless animations running in the page (a shimmering placeholder, a spinner), named by their element's
 * class. A screen at rest must have none: the browser repaints an endless animation at its frame rate, and a
 * dashboard's chart placeholders below the first screen shimmering forever took ~80 % of a core.
 */
function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY)
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        return `${(a as CSSAnimation).animationName ?? 'animation'} on ${target?.className ?? target?.tagName ?? '?'}`;
      }),
  );
}

const AREAS = [
  // Menus whose page does not exist yet are dropped (spec §2), so only built screens show.
  { area: 'factory', account: 'factory', menu: /工作台[\s\S]*系统管理/ },
  { area: 'merchant', account: 'merchant', menu: /工作台/ },
  { area: 'admin', account: 'superadmin', menu: /系统管理/ },
  { area: 'manage', account: 'admin', menu: /平台管理/ },
] as const;

test.describe('console shell in Chromium', () => {
  for (const { area, account, menu } of AREAS) {
    test(`${area}: the demo user logs in and sees the area's menu`, async ({ page, browser }, testInfo) => {
      // The factory's dashboard with an unread notice on it (its mark once rippled forever): published by the
      // factory admin in a context of its own, received by every user of the tenant.
      if (area === 'factory') {
        const publisher = await (await browser.newContext()).newPage();
        await signIn(publisher, 'factory', 'factory');
        const id = await api<number>(publisher, 'factory', 'POST', '/api/sysNotice/add', {
          title: `Shell notice ${Date.now().toString(36)}`,
          content: '<p>Read me.</p>',
          type: 1,
        });
        await api(publisher, 'factory', 'POST', '/api/sysNotice/public', { id });
      }
      await login(page, area, account);
      await expect(page.getByTestId('layout-aside')).toContainText(menu);
      await screenshot(page, testInfo, `${area}-dashboard`);
      // Once loaded, the dashboard is at rest: what is still loading may spin, nothing spins forever.
      if (area === 'factory') await expect(page.getByTestId('notice-unread').first()).toBeVisible();
      await expect.poll(() => endlessAnimations(page), { timeout: 20_000 }).toEqual([]);
    });
  }

  test('a merchant account cannot enter the factory area', async ({ page }) => {
    await page.goto('/factory/login');
    await page.getByTestId('login-account').fill('merchant');
    await page.getByTestId('login-password').fill('123456');
    await page.getByTestId('login-submit').click();
    // The D1030 refusal itself, not just any message (a wrong password would show one too).
    await expect(page.locator('.ant-message')).toContainText('[D1030] 该账号不能进入此区域');
    await expect(page).toHaveURL(/\/factory\/login/);
  });

  test('an unknown role shows the not-found text', async ({ page }) => {
    await page.goto('/warehouse-x/anything');
    await expect(page.getByTestId('not-found-title')).toBeVisible();
    await expect(page.locator('body')).toContainText('地址输入错误');
  });

  test('a deep link needs a login and comes back after it', async ({ page }) => {
    await page.goto('/factory/dashboard/home');
    await expect(page).toHaveURL(/\/factory\/login/);
    await page.getByTestId('login-account').fill('factory');
    await page.getByTestId('login-password').fill('123456');
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/factory/dashboard/home');
    await page.reload();
    await expect(page.getByTestId('layout-aside')).toBeVisible();
    await expect(page).toHaveURL(/\/factory\/dashboard\/home/);
  });

  test('switching to pt-BR translates the shell', async ({ page }) => {
    await login(page, 'factory', 'factory');
    await page.getByTestId('language-switch').click();
    await page.getByText('Português (Brasil)').click();
    await expect(page.getByTestId('layout-aside')).toContainText(/Início/);
    await expect(page.getByTestId('layout-breadcrumb')).not.toContainText('首页');
  });

  test('the settings drawer loads on first open and switches the layout', async ({ page }) => {
    await login(page, 'factory', 'factory');
    await expect(page.getByTestId('settings-drawer')).toHaveCount(0);
    await page.getByTestId('settings-open').click();
    await expect(page.getByTestId('settings-drawer')).toBeVisible();
    await page.getByTestId('layout-pick-classic').click();
    await expect(page.getByTestId('layout-shell')).toHaveAttribute('data-layout', 'classic');
  });

  test('logout ends the session on the server', async ({ page }) => {
    await login(page, 'factory', 'factory');
    const token = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('vue-next-admin:factory:access-token') ?? 'null'),
    );
    expect(token).toBeTruthy();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /退出登录|注销|Log out/ }).click();
    await page.locator('.ant-modal-confirm').getByRole('button').last().click();
    // Logging out reloads the page once: wait for the login page it lands on, not for one load event
    // (a load awaited across that reload can be the aborted one).
    await expect(page).toHaveURL(/\/factory\/login/);
    await expect(page.getByTestId('login-page')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('vue-next-admin:factory:access-token'))).toBeNull();
    const res = await page.request.get('/api/sysAuth/userInfo', { headers: { authorization: `Bearer ${token}` } });
    expect((await res.json()).code).toBe(401);
  });
});
