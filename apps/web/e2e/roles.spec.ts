import { login, screenshot, signIn, spaNavigate } from './helpers.ts';
import { expect as baseExpect, type Page, test } from './test.ts';

/** The machine running e2e is shared: allow slow renders. */
const expect = baseExpect.configure({ timeout: 30_000 });

async function checkTreeNode(page: Page, name: string | RegExp) {
  const item = page.getByTestId('grant-menu-tree').getByRole('treeitem', { name, exact: typeof name === 'string' });
  await item.first().locator('.ant-tree-checkbox').click();
}

test('a factory admin creates a role with two menus and a button, and its user sees exactly those', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36).slice(-5);
  const roleName = `E2E role ${stamp}`;
  const account = `e2e${stamp}`;

  // 1. The role.
  await signIn(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/system/role');
  await expect(page.getByTestId('role-page')).toBeVisible();
  await page.getByTestId('role-add').click();
  const roleForm = page.getByTestId('role-form');
  // Validation messages come before any call.
  await page.getByTestId('role-form-submit').click();
  await expect(roleForm.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await roleForm.locator('#name').fill(roleName);
  await roleForm.locator('#code').fill(`e2e_${stamp}`);
  await page.getByTestId('role-form-submit').click();
  const row = page.getByTestId('role-page').locator('tr', { hasText: roleName });
  await expect(row).toBeVisible();

  // 2. Its menus: Home, Positions (with its list) and one button, the Add of Positions.
  await row.getByRole('button', { name: '授权菜单' }).click();
  await expect(page.getByTestId('grant-menu-tree').getByRole('treeitem', { name: '职位管理' })).toBeVisible();
  await checkTreeNode(page, '首页');
  await checkTreeNode(page, /\(sysPos:page\)$/);
  await checkTreeNode(page, /\(sysPos:add\)$/);
  await screenshot(page, testInfo, 'role-grant-menu');
  await page.getByTestId('grant-menu-submit').click();
  await expect(page.getByTestId('grant-menu-submit')).toBeHidden();

  // 3. A new user with that role.
  await spaNavigate(page, '/factory/system/user');
  await expect(page.getByTestId('user-page')).toBeVisible();
  await page.getByTestId('user-add').click();
  const userForm = page.getByTestId('user-form');
  await userForm.locator('#account').fill(account);
  await userForm.locator('#password').fill('secret123');
  await userForm.locator('#realName').fill('E2E Lead');
  await userForm.locator('#orgId').click();
  await page.locator('.ant-select-tree-title', { hasText: '生产部' }).click();
  await userForm.locator('#roleIdList').click();
  await page.locator('.ant-select-item-option', { hasText: roleName }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('user-form-submit').click();
  await expect(page.getByTestId('user-page').locator('tr', { hasText: account })).toBeVisible();

  // 4. The new user, in a second browser context: exactly those menus and that button.
  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, 'factory', account, 'secret123');
  const aside = other.getByTestId('layout-aside');
  await expect(aside).toContainText('首页');
  // The System directory is collapsed: open it to see its items.
  await aside.getByRole('menuitem', { name: /系统管理/ }).click();
  await expect(aside).toContainText('职位管理');
  await expect(aside).not.toContainText('账号管理');
  await expect(aside).not.toContainText('角色管理');
  await expect(aside).not.toContainText('机构管理');
  await spaNavigate(other, '/factory/system/pos');
  await expect(other.getByTestId('resource-page-sysPos')).toBeVisible();
  await expect(other.getByTestId('resource-add')).toBeVisible();
  await expect(other.getByTestId('resource-page-sysPos').getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
  await screenshot(other, testInfo, 'role-new-user-positions');
  await context.close();
});

test('the role list exports the searched roles as xlsx', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/system/role');
  const rolePage = page.getByTestId('role-page');
  await expect(rolePage).toBeVisible();
  await rolePage.locator('#code').fill('ware');
  await rolePage.getByRole('button', { name: /查\s*询|搜\s*索/ }).click();
  await expect(rolePage.locator('tbody tr')).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('role-export').click()]);
  expect(download.suggestedFilename()).toBe('角色.xlsx');
  const file = await download.path();
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('名称');
  expect(sheet?.rowCount).toBe(2);
  expect(sheet?.getRow(2).getCell(2).value).toBe('warehouse');
});

test('a user gets an extension organisation; the form refuses the main org and keeps the row', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/system/user');
  const users = page.getByTestId('user-page');
  const row = users.locator('tr', { hasText: 'operator' }).first();
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const form = page.getByTestId('user-form');
  await expect(form).toBeVisible();

  // The main org (Production Department) cannot also be an extension org.
  await page.getByTestId('user-form-ext-org-add').click();
  const first = page.getByTestId('user-form-ext-org-0');
  await first.locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: '生产部' }).click();
  await page.getByTestId('user-form-submit').click();
  await expect(first).toContainText('扩展机构不能与所属机构相同');

  // The warehouse department with a job number is accepted.
  await first.locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: '仓储部' }).click();
  await first.getByLabel('工号').fill('W-07');
  await page.getByTestId('user-form-submit').click();
  await expect(form).toBeHidden();

  // Reopened: the row is there.
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const again = page.getByTestId('user-form-ext-org-0');
  await expect(again).toContainText('仓储部');
  await expect(again.getByLabel('工号')).toHaveValue('W-07');
});
