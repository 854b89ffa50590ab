import { screenshot, signIn, spaNavigate } from './helpers.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * Issue 12, "cramped tables" and "inconsistent forms", at 1440 × 900 in zh-CN and pt-BR: no table
 * cell whose text is wider than its box unless it is cut with an ellipsis, search buttons on the
 * first line, and the user, tenant and product forms in drawers whose labels fit.
 */

/** Cells (or labels) whose content overflows their box without an ellipsis. */
async function overflowing(scope: Locator, selector: string): Promise<string[]> {
  return scope.locator(selector).evaluateAll((nodes) =>
    nodes
      .filter((n) => {
        const el = n as HTMLElement;
        if (el.scrollWidth <= el.clientWidth + 1) return false;
        const cut = el.closest('.ant-table-cell-ellipsis') || getComputedStyle(el).textOverflow === 'ellipsis';
        return !cut;
      })
      .map((n) => (n.textContent ?? '').trim().slice(0, 40)),
  );
}

async function toPortuguese(page: Page) {
  await page.getByTestId('language-switch').click();
  await page.getByText('Português (Brasil)').click();
  await expect(page.getByTestId('layout-aside')).toContainText(/Início/);
}

for (const lang of ['zh-CN', 'pt-BR'] as const) {
  test(`users table and forms fit at 1440 × 900 (${lang})`, async ({ page }, testInfo) => {
    await signIn(page, 'admin', 'superadmin');
    if (lang === 'pt-BR') await toPortuguese(page);

    // Users: every cell fits or is cut with an ellipsis; the search buttons stay on the first line.
    await spaNavigate(page, '/admin/system/user');
    const users = page.getByTestId('user-page').locator('.ant-table');
    await expect(users.locator('tbody tr.ant-table-row').first()).toBeVisible();
    expect(await overflowing(users, 'td.ant-table-cell')).toEqual([]);
    const search = page.getByTestId('user-page').locator('form.pf-search-bar');
    const firstItem = await search.locator('.ant-form-item').first().boundingBox();
    const searchButton = await search.locator('button[type="submit"]').boundingBox();
    expect(Math.abs((searchButton?.y ?? 0) - (firstItem?.y ?? 0))).toBeLessThan(12);
    await screenshot(page, testInfo, `layout-users-${lang}`);

    // The user form: a drawer, antd's date picker in the console's language, labels that fit.
    await page.getByTestId('user-add').click();
    const userForm = page.getByTestId('user-form');
    await expect(userForm).toBeVisible();
    await expect(page.locator('.ant-drawer', { has: userForm })).toBeVisible();
    await expect(userForm.locator('input[type="date"]')).toHaveCount(0);
    await expect(userForm.locator('.ant-picker').first()).toBeVisible();
    expect(await overflowing(userForm, '.ant-form-item-label > label')).toEqual([]);
    await screenshot(page, testInfo, `layout-user-form-${lang}`);
    await page.keyboard.press('Escape');

    // The tenant form: a drawer with its actions in the footer, not a modal that scrolls the page.
    await spaNavigate(page, '/admin/platform/tenant');
    await page.getByTestId('tenant-add').click();
    const tenantDrawer = page.locator('.ant-drawer', { has: page.getByTestId('tenant-name') });
    await expect(tenantDrawer).toBeVisible();
    await expect(tenantDrawer.locator('.ant-drawer-footer').getByTestId('tenant-save')).toBeInViewport();
    expect(await overflowing(tenantDrawer, '.ant-form-item-label > label')).toEqual([]);
    await screenshot(page, testInfo, `layout-tenant-form-${lang}`);
  });
}

test('the product form: two columns in a wide drawer, the numbered code left empty (zh-CN)', async ({
  page,
}, testInfo) => {
  await signIn(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/base/product');
  await page.getByTestId('resource-page-product').getByTestId('resource-add').click();
  const form = page.getByTestId('resource-form');
  await expect(form).toBeVisible();
  await expect(form.locator('#code')).toHaveAttribute('placeholder', '留空按编码规则自动生成');
  const name = await form.locator('#name').boundingBox();
  const code = await form.locator('#code').boundingBox();
  // Code and name side by side.
  expect(Math.abs((name?.y ?? 0) - (code?.y ?? 0))).toBeLessThan(4);
  expect(await overflowing(form, '.ant-form-item-label > label')).toEqual([]);
  await screenshot(page, testInfo, 'layout-product-form-zh-CN');
});
