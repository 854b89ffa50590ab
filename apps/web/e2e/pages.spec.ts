import { screenshot, signIn, spaNavigate } from './helpers.ts';
import { expect, test } from './test.ts';

test('open tabs keep their page state when switching between them', async ({ page }, testInfo) => {
  await signIn(page, 'admin', 'superadmin');
  await spaNavigate(page, '/admin/system/pos');
  const positions = page.getByTestId('resource-page-sysPos');
  await expect(positions).toBeVisible();
  const search = positions.getByTestId('resource-search').locator('input').first();
  await search.fill('keep-me');

  await spaNavigate(page, '/admin/platform/config');
  await expect(page.getByTestId('resource-page-sysConfig')).toBeVisible();
  await spaNavigate(page, '/admin/platform/dict');
  await expect(page.getByTestId('resource-page-sysDictType')).toBeVisible();
  await expect(page.getByTestId('tags-view-item')).toHaveCount(4);
  await screenshot(page, testInfo, 'admin-three-tabs');

  await page.getByTestId('tags-view-item').filter({ hasText: '职位' }).click();
  await expect(positions).toBeVisible();
  await expect(search).toHaveValue('keep-me');
});

test('a user without a button code does not see the button', async ({ browser }) => {
  const reader = await browser.newPage();
  await signIn(reader, 'admin', 'user1');
  await spaNavigate(reader, '/admin/system/pos');
  await expect(reader.getByTestId('resource-page-sysPos')).toBeVisible();
  await expect(reader.getByTestId('resource-add')).toHaveCount(0);
  await reader.close();

  const admin = await browser.newPage();
  await signIn(admin, 'admin', 'superadmin');
  await spaNavigate(admin, '/admin/system/pos');
  await expect(admin.getByTestId('resource-add')).toBeVisible();
  await admin.close();
});

test('positions: add with validation messages, then find the new row', async ({ page }) => {
  await signIn(page, 'admin', 'superadmin');
  await spaNavigate(page, '/admin/system/pos');
  await page.getByTestId('resource-add').click();
  await page.getByTestId('resource-form-submit').click();
  await expect(page.getByTestId('resource-form').locator('.ant-form-item-explain-error').first()).toBeVisible();
  await page.getByTestId('resource-form').locator('input').first().fill('E2E 质检员');
  await page.getByTestId('resource-form-submit').click();
  await expect(page.getByTestId('resource-page-sysPos')).toContainText('E2E 质检员');
});

test('server page: the platform sees the outbox deliveries with their dead-letter filter', async ({ page }) => {
  await signIn(page, 'admin', 'superadmin');
  await spaNavigate(page, '/admin/platform/server');
  const events = page.getByTestId('resource-page-sysEvent');
  await expect(events).toBeVisible();
  // The status filter (dead letters) is folded behind "more" with the other filters past the third.
  await events.getByTestId('search-more').click();
  await expect(events.getByTestId('resource-search')).toContainText('状态');
  await expect(events.locator('.ant-table')).toBeVisible();
});
