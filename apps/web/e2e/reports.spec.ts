import { signIn, spaNavigate } from './helpers.ts';
import { expect as baseExpect, test } from './test.ts';

/**
 * Reports in the browser, on the demo factory: Order statistics shows the last 30 days of its
 * customers' orders as figures, a chart and a table with a total row; grouped by merchant it has one
 * row per demo merchant, and the export downloads the xlsx the server writes.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test('order statistics: figures, chart, table with totals, grouped by merchant, exported', async ({ page }) => {
  await signIn(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/report/orderStatistics');
  const table = page.getByTestId('statistics-table');
  await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expect(page.getByTestId('statistics-total')).toContainText('合计');
  const orders = Number((await page.getByTestId('statistics-kpi-orders').textContent())?.replace(/\D/g, ''));
  expect(orders).toBeGreaterThan(0);
  await expect(page.getByTestId('statistics-chart')).toBeVisible();

  await page.getByTestId('statistics-group').getByText('按商户').click();
  // The two demo merchants served by the demo factory.
  await expect(table.locator('tbody tr[data-row-key]')).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statistics-export').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
});

test('order report: lists the demo orders with lead time and late, the export downloads', async ({ page }) => {
  await signIn(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/report/orderReport');
  const report = page.getByTestId('resource-page-orderReport');
  await expect(report.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expect(report.locator('thead')).toContainText('时效(小时)');
  await expect(report.locator('thead')).toContainText('超时');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: /导\s*出/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
});
