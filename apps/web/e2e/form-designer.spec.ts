import { PASSWORD, screenshot, signIn, spaNavigate } from './helpers.ts';
import { expect, test } from './test.ts';

test.describe.configure({ timeout: 180_000 });

test('the form designer builds a form with two fields, saves it, reopens it and sees the fields', async ({
  page,
  browser,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/admin/login');
  await page.getByTestId('login-account').fill('superadmin');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/admin/dashboard/home');
  const shown = (testId: string) => page.getByTestId(testId).filter({ visible: true });
  await spaNavigate(page, '/admin/develop/formDes');
  await expect(shown('form-designer')).toBeVisible({ timeout: 60_000 });

  // First field: dragged from the palette onto the form (pointer drag, dnd-kit).
  const source = await shown('palette-text').boundingBox();
  const target = await shown('form-canvas').boundingBox();
  if (!source || !target) throw new Error('palette or canvas not laid out');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 20, source.y + source.height / 2, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + 40, { steps: 15 });
  await page.mouse.up();
  await expect(shown('canvas-field-text1')).toBeVisible();
  await shown('prop-label-zh-CN').fill('客户');
  await shown('prop-required').click();

  // Second field: a click on the palette adds it at the end.
  await shown('palette-number').click();
  await expect(shown('canvas-field-number1')).toBeVisible();
  await expect(shown('designed-form').getByText('客户')).toBeVisible();

  await shown('form-code').fill('e2eForm');
  await shown('form-name').fill('E2E form');
  await shown('form-save').click();
  await expect(shown('open-form-e2eForm')).toBeVisible();
  await screenshot(page, testInfo, 'form-designer');

  // Reopen after a reload: the saved fields come back from the server.
  await page.reload();
  await expect(shown('form-designer')).toBeVisible({ timeout: 60_000 });
  await expect(shown('canvas-field-text1')).toHaveCount(0);
  await shown('open-form-e2eForm').click();
  await expect(shown('canvas-field-text1')).toContainText('客户');
  await expect(shown('canvas-field-number1')).toBeVisible();
  await expect(shown('designed-form').getByText('客户')).toBeVisible();

  // Used as the form of a settings group: the factory's general settings page shows it below its
  // settings, and the factory admin saves its values (checked by the design on the server).
  await shown('form-settings-group').click();
  // antd's options (the role=option elements are its hidden accessibility list); the factory's group, not the merchant's.
  await page
    .locator('.ant-select-dropdown .ant-select-item-option')
    .filter({ visible: true, hasText: /· generalSetting$/ })
    .click();
  const updated = page.waitForResponse((r) => r.url().includes('/api/sysFormDes/update'));
  await shown('form-save').click();
  expect(((await (await updated).json()) as { code: number }).code).toBe(200);
  const factoryContext = await browser.newContext();
  const factory = await factoryContext.newPage();
  factory.on('pageerror', (e) => errors.push(e.message));
  await signIn(factory, 'factory', 'factory');
  await spaNavigate(factory, '/factory/base/generalSetting');
  const groupForm = factory.getByTestId('settings-group-form').filter({ visible: true });
  await expect(groupForm.getByText('客户')).toBeVisible();
  await groupForm.locator('input').first().fill('车间主任');
  const saved = factory.waitForResponse((r) => r.url().includes('/api/sysFormDes/saveValues'));
  await groupForm.getByTestId('form-values-save').click();
  expect(((await (await saved).json()) as { code: number }).code).toBe(200);
  await screenshot(factory, testInfo, 'settings-group-form');
  await factoryContext.close();
  expect(errors).toEqual([]);
});
