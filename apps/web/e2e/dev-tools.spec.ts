import { screenshot, signIn, spaNavigate } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

// Three pages under one login on a possibly loaded machine.
test.describe.configure({ timeout: 180_000 });

test('database tables, tools and the ECharts map open without a console error', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'admin', 'superadmin');
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

/** Logs in as the platform super admin and collects console and page errors. */
async function asSuperadmin(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'admin', 'superadmin');
  return { errors, shown: (testId: string) => page.getByTestId(testId).filter({ visible: true }) };
}

test('code generation: a record of a picked table previews highlighted files and downloads a zip', async ({
  page,
}, testInfo) => {
  const { errors, shown } = await asSuperadmin(page);
  await spaNavigate(page, '/admin/develop/codeGen');
  await expect(shown('codegen-page')).toBeVisible();
  await shown('codegen-add').click();
  await shown('codegen-table').locator('input').fill('mes_workshop');
  await shown('codegen-resource').fill('e2eWorkshopCopy');
  const names = { 'zh-CN': '车间副本', en: 'Workshop copy', 'zh-TW': '車間副本', 'pt-BR': 'Cópia da oficina' };
  for (const [lang, name] of Object.entries(names)) await shown(`codegen-business-${lang}`).fill(name);
  await shown('codegen-save').click();
  const row = shown('codegen-list').locator('tr', { hasText: 'e2eWorkshopCopy' });
  await expect(row).toBeVisible();

  await row.getByTestId('codegen-preview').click();
  await expect(shown('code-preview')).toBeVisible();
  await expect(shown('code-highlighted').first()).toBeVisible();
  await expect(shown('code-highlighted').first().locator('span[class^="hljs-"]').first()).toBeAttached();
  // The first file is the migration of the picked table.
  await expect(shown('code-path').first()).toContainText('mes_workshop');
  await screenshot(page, testInfo, 'codegen-preview');

  const zip = page.waitForResponse((r) => r.url().includes('/api/sysCodeGen/download'));
  await shown('codegen-download').click();
  const answer = await zip;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/zip');
  expect(answer.headers()['content-disposition']).toContain('e2eWorkshopCopy.zip');
  expect(errors).toEqual([]);
});

test('plugins: a marketplace adapter is disabled, then enabled again', async ({ page }) => {
  const { errors, shown } = await asSuperadmin(page);
  await spaNavigate(page, '/admin/platform/plugin');
  await expect(shown('plugin-page')).toBeVisible();
  const toggle = shown('plugin-toggle-marketplace.temu');
  await expect(toggle).toBeVisible();
  await expect(toggle).toBeChecked();
  const saved = () => page.waitForResponse((r) => r.url().includes('/api/sysPlugin/update') && r.ok());
  let update = saved();
  await toggle.click();
  await update;
  await expect(toggle).not.toBeChecked();
  update = saved();
  await toggle.click();
  await update;
  await expect(toggle).toBeChecked();
  expect(errors).toEqual([]);
});

test('print templates: a text and a barcode are saved and the preview PDF opens', async ({ page }, testInfo) => {
  const { errors, shown } = await asSuperadmin(page);
  await spaNavigate(page, '/admin/platform/print');
  await expect(shown('print-designer')).toBeVisible();
  await shown('print-add-text').click();
  await shown('print-add-barcode').click();
  await expect(shown('print-el-text1')).toBeVisible();
  await expect(shown('print-el-barcode1')).toBeVisible();
  await shown('print-name').fill('E2E label');
  const added = page.waitForResponse((r) => r.url().includes('/api/sysPrint/add'));
  await shown('print-save').click();
  expect((await added).ok()).toBe(true);

  const pdf = page.waitForResponse((r) => r.url().includes('/api/sysPrint/print'));
  await shown('print-preview').click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  await expect(shown('print-pdf')).toBeVisible();
  await expect(shown('print-pdf')).toHaveAttribute('src', /^blob:/);
  await screenshot(page, testInfo, 'print-template');
  expect(errors).toEqual([]);
});
