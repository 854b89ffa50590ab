import { expect, test } from '@playwright/test';
import { login, screenshot, spaNavigate } from './helpers.ts';

// Three pages under one login on a possibly loaded machine.
test.describe.configure({ timeout: 180_000 });

test('database tables, tools and the ECharts map open without a console error', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await login(page, 'admin', 'superadmin');
  // Visited pages stay open in hidden tabs (keep-alive): look at the visible one.
  const shown = (testId: string) => page.getByTestId(testId).filter({ visible: true });

  // Database tables: search, pick oms_order, see its columns.
  await spaNavigate(page, '/admin/develop/database');
  await expect(shown('database-page')).toBeVisible();
  await shown('database-search').locator('input').fill('oms_order');
  const tables = shown('database-tables');
  const row = tables.locator('tr', { hasText: /^oms_order/ }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(shown('database-detail-title')).toHaveText('oms_order');
  const columns = shown('database-columns');
  await expect(columns.getByText('order_code', { exact: true })).toBeVisible();
  await expect(columns.getByText('tenant_id', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'database-oms-order');

  // Tools: a JSON round through the formatter and a server-made SM2 pair.
  await spaNavigate(page, '/admin/develop/tools');
  await expect(shown('tools-page')).toBeVisible();
  await shown('tool-json').getByRole('button').first().click();
  await expect(shown('tool-json-output')).toContainText('"orderCode": "PF20261124000123"');
  await shown('tools-page').getByRole('tab').nth(6).click();
  await shown('tool-sm2-generate').click();
  await expect(shown('tool-sm2-public')).toHaveText(/^04[0-9a-f]{128}$/);

  // ECharts map: the chart draws into a canvas, the sample data is labelled, the ranking is filled.
  await spaNavigate(page, '/admin/fun/echartsMap');
  await expect(shown('demo-echarts-map')).toBeVisible();
  await expect(shown('map-sample')).toBeVisible();
  await expect(shown('china-map').locator('canvas')).toBeVisible();
  await expect(shown('map-ranking').locator('tbody tr')).toHaveCount(10);
  await screenshot(page, testInfo, 'echarts-map');

  expect(errors).toEqual([]);
});
