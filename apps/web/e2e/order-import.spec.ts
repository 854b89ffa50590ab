import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { signIn, spaNavigate } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Issue 13, Excel import in the browser: the merchant builds a custom template from a sample of
 * its own sheet, imports a file with two bad rows and sees exactly those errors, downloads them,
 * fixes them and imports again, then submits an imported order; the factory passes it.
 */

// A 1×1 PNG, served as the merchant's artwork CDN would.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const HEADERS = [
  '订单号',
  '下单时间',
  '收件人',
  '电话',
  '国家',
  '城市',
  '地址',
  'SKU',
  '颜色',
  '尺码',
  '数量',
  '正面图',
  '背面图',
];
const STAMP = Date.now().toString(36).toUpperCase();
// Placed long ago, so the imported drafts sort below the demo drafts the orders test submits.
const OLD = '2025-01-15 10:00';

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('订单');
  ws.addRow(HEADERS);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

test('merchant maps its own sheet, imports it, fixes the failed rows, re-imports and submits; the factory passes it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const cdn = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(PNG);
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  const art = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/art`;
  const ext = (n: number) => `E2E-${STAMP}-${n}`;
  const file = await sheet([
    // Two lines of one order, both of the demo factory's mapped SKU (front and back printed).
    [
      ext(1),
      OLD,
      'Ana Lima',
      '13900000001',
      'BR',
      'São Paulo',
      'Rua Augusta 100',
      'TEE-W-M',
      '白色',
      'M',
      1,
      `${art}/1.png`,
      `${art}/2.png`,
    ],
    [ext(1), '', '', '', '', '', '', 'TEE-W-M', '白色', 'M', 2, `${art}/3.png`, `${art}/2.png`],
    [ext(2), OLD, 'Bia Souza', '13900000002', 'BR', 'Rio', 'Rua 2', 'TEE-W-M', '', 'M', 1, `${art}/1.png`, ''],
    [
      ext(3),
      OLD,
      'Caio Reis',
      '13900000003',
      'BR',
      'Recife',
      'Rua 3',
      'TEE-W-M',
      '白色',
      'M',
      'two',
      `${art}/1.png`,
      '',
    ],
    [ext(4), OLD, 'Duda Alves', '13900000004', 'BR', 'Natal', 'Rua 4', 'TEE-W-M', '白色', 'M', 3, `${art}/4.png`, ''],
  ]);

  try {
    const merchant = await (await browser.newContext({ acceptDownloads: true })).newPage();
    await signIn(merchant, 'merchant', 'merchant');

    // 1. The template, mapped from a sample of the sheet (the mapper guesses from the headers).
    await spaNavigate(merchant, '/merchant/orders/customImportTemplate');
    await merchant.getByTestId('resource-page-customImportTemplate').getByTestId('resource-add').click();
    await merchant.getByTestId('mapper-name').fill(`E2E 模板 ${STAMP}`);
    // Every order the template imports goes to this shop.
    await pick(merchant, 'mapper-shop', 'PrintFloor 官方店');
    await merchant
      .locator('.ant-drawer input[type=file]')
      .setInputFiles({ name: 'sample.xlsx', mimeType: 'application/octet-stream', buffer: file });
    await expect(merchant.getByTestId('mapper-column-colour')).toContainText('颜色');
    await expect(merchant.getByTestId('mapper-area-print-0')).toContainText('正面图');
    await expect(merchant.getByTestId('mapper-issues')).toHaveCount(0);
    const [previewed] = await Promise.all([
      merchant.waitForResponse((r) => r.url().includes('/customImportTemplate/preview')),
      merchant.getByTestId('mapper-preview').click(),
    ]);
    expect(((await previewed.json()) as { code: number }).code).toBe(200);
    const preview = merchant.getByTestId('mapper-preview-result');
    await expect(preview).toContainText(ext(1));
    await expect(preview).toContainText('×2');
    // The sheet has no shop column: each order goes to the template's shop (the default), shown per order.
    await expect(preview.locator('tbody tr').first()).toContainText('PrintFloor 官方店');
    await merchant.getByTestId('mapper-save').click();
    const templates = merchant.getByTestId('resource-page-customImportTemplate');
    const templateRow = templates.locator('tbody tr[data-row-key]', { hasText: `E2E 模板 ${STAMP}` });
    await expect(templateRow).toContainText('PrintFloor 官方店');
    // Edited again, the mapper shows the saved shop.
    await templateRow.getByRole('button', { name: '编辑' }).click();
    await expect(merchant.getByTestId('mapper-shop')).toContainText('PrintFloor 官方店');
    await merchant
      .locator('.ant-drawer-extra')
      .getByRole('button', { name: /取\s?消/ })
      .click();

    // 2. The import: two bad rows, exactly those errors.
    await spaNavigate(merchant, '/merchant/orders/merchantOrder');
    await merchant.getByTestId('orders-import').click();
    await pick(merchant, 'import-template', `E2E 模板 ${STAMP}`);
    await merchant
      .locator('.ant-modal input[type=file]')
      .setInputFiles({ name: 'orders.xlsx', mimeType: 'application/octet-stream', buffer: file });
    await merchant.getByTestId('import-start').click();
    await expect(merchant.getByTestId('import-result')).toBeVisible({ timeout: 60_000 });
    await expect(merchant.getByTestId('import-failed')).toHaveText('2');
    const [download] = await Promise.all([
      merchant.waitForEvent('download'),
      merchant.getByTestId('import-download-errors').click(),
    ]);
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
    const ws = errors.worksheets[0] as ExcelJS.Worksheet;
    expect(ws.rowCount).toBe(3);
    const causes = [String(ws.getRow(2).getCell(14).value), String(ws.getRow(3).getCell(14).value)];
    expect(causes[0]).toContain('#4');
    expect(causes[0]).toContain('颜色');
    expect(causes[1]).toContain('#5');
    expect(causes[1]).toContain('「数量」不是数字：「two」');
    await merchant.getByTestId('import-close').click();

    // 3. Fixed and imported again: both become orders.
    ws.getRow(2).getCell(9).value = '白色';
    ws.getRow(3).getCell(11).value = 2;
    const fixed = Buffer.from(await errors.xlsx.writeBuffer());
    await merchant.getByTestId('orders-import').click();
    await pick(merchant, 'import-template', `E2E 模板 ${STAMP}`);
    await merchant
      .locator('.ant-modal input[type=file]')
      .setInputFiles({ name: 'orders-errors.xlsx', mimeType: 'application/octet-stream', buffer: fixed });
    await merchant.getByTestId('import-start').click();
    await expect(merchant.getByTestId('import-result')).toBeVisible({ timeout: 60_000 });
    await expect(merchant.getByTestId('import-failed')).toHaveText('0');
    await merchant.getByTestId('import-close').click();

    // 4. The imported order with two lines is submitted; the factory passes it.
    const list = merchant.getByTestId('resource-page-merchantOrder');
    await list.locator('#externalId').fill(ext(1));
    await list.locator('#externalId').press('Enter');
    const row = list.locator('tbody tr[data-row-key]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('PrintFloor 官方店');
    const id = (await row.getAttribute('data-row-key')) as string;
    const code = ((await row.locator('td').nth(1).textContent()) ?? '').trim();
    await row.getByTestId(`transition-submit-${id}`).click();
    await merchant.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect(row).toContainText('已提交');

    const factory = await (await browser.newContext()).newPage();
    await signIn(factory, 'factory', 'factory');
    await spaNavigate(factory, '/factory/business/order');
    const desk = factory.getByTestId('resource-page-order');
    await desk.locator('#orderCode').fill(code);
    await desk.locator('#orderCode').press('Enter');
    await expect(desk.locator(`tbody tr[data-row-key="${id}"]`)).toHaveCount(1);
    await factory.getByTestId(`transition-audit-${id}`).click();
    await factory.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect(desk.locator(`tbody tr[data-row-key="${id}"]`)).toContainText('审核通过');

    // The factory sees the merchant's runs too.
    await spaNavigate(factory, '/factory/business/orderImportRecord');
    await expect(factory.getByTestId('resource-page-orderImportRecord')).toContainText('orders-errors.xlsx');
  } finally {
    cdn.closeAllConnections();
    await new Promise((resolve) => cdn.close(resolve));
  }
});
