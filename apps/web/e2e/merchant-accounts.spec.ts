import { login, screenshot, signIn, spaNavigate } from './helpers.ts';
import { type Browser, expect, type Page, test } from './test.ts';

/**
 * Merchant accounts in the browser: the merchant admin adds a staff account (the staff role comes
 * preselected, an account without a role is refused on the field), the account signs in to the
 * order and shop screens and not to the merchant's settings; the admin then changes its roles and
 * the account's next page load shows the new menu.
 */

const PAGE = '/merchant/merchantSettings/merchantAccount';
const form = (page: Page) => page.getByTestId('resource-form');
const roles = (page: Page) => form(page).locator('.ant-form-item:has(#roleIdList)');

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Opens the roles select and picks the option containing `text`. */
async function pickRole(page: Page, text: string) {
  await roles(page).locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('a merchant gives a staff account roles; the account sees what its roles allow', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = `staff${Date.now().toString(36).slice(-6)}`;
  await signIn(page, 'merchant', 'merchant');
  await spaNavigate(page, PAGE);
  const list = page.getByTestId('resource-page-merchantAccount');
  await expect(list).toBeVisible();

  // Add: the staff role is there from the start; emptied, the form refuses on the field.
  await list.getByTestId('resource-add').click();
  await expect(form(page)).toBeVisible();
  await expect(roles(page)).toContainText('商户员工');
  await form(page).locator('#account').fill(account);
  await form(page).locator('#password').fill('Start123');
  await form(page).locator('#realName').fill('小王');
  await roles(page).locator('.ant-select-clear').click({ force: true });
  await expect(roles(page)).not.toContainText('商户员工');
  await page.getByTestId('resource-form-submit').click();
  await expect(roles(page)).toContainText('请至少选择一个角色');
  await expect(form(page)).toBeVisible();
  await pickRole(page, '商户员工');
  await expect(roles(page)).not.toContainText('请至少选择一个角色');
  await screenshot(page, testInfo, 'merchant-account-roles');
  await page.getByTestId('resource-form-submit').click();
  await expect(form(page)).toBeHidden();
  await expect(list).toContainText(account);

  // The account signs in to orders and shops, not to the merchant's settings.
  const staff = await newPage(browser);
  await login(staff, 'merchant', account, 'Start123');
  const aside = staff.getByTestId('layout-aside');
  await expect(aside).toContainText('订单中心');
  await expect(aside).toContainText('店铺中心');
  await expect(aside).not.toContainText('商户中心');

  // Edit shows the roles held; the demo's shop-member role (orders only) replaces the staff role.
  await list
    .locator('tr', { hasText: account })
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await expect(form(page)).toBeVisible();
  await expect(roles(page)).toContainText('商户员工');
  await roles(page)
    .locator('.ant-select-selection-item', { hasText: '商户员工' })
    .locator('.ant-select-selection-item-remove')
    .click();
  await pickRole(page, '店铺成员');
  await page.getByTestId('resource-form-submit').click();
  await expect(form(page)).toBeHidden();

  // In effect at once: the account's next load has no shops.
  await staff.reload();
  await expect(staff.getByTestId('layout-aside')).toContainText('订单中心');
  await expect(staff.getByTestId('layout-aside')).not.toContainText('店铺中心');
  await staff.context().close();

  // Reopened, the edit shows the new role.
  await list
    .locator('tr', { hasText: account })
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await expect(roles(page)).toContainText('店铺成员');
  await expect(roles(page)).not.toContainText('商户员工');
});
