import ExcelJS from 'exceljs';
import { screenshot, signIn, spaNavigate } from './helpers.ts';
import { expect, test } from './test.ts';

async function workbook(cellText: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Plan');
  sheet.addRow(['Item', 'Quantity']);
  sheet.addRow([cellText, 42]);
  wb.addWorksheet('Second').addRow(['second sheet']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('files: the platform superadmin uploads an xlsx and previews it in the browser', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const cellText = `Cyan ink ${Date.now()}`;
  const name = `plan-${Date.now()}`;
  await signIn(page, 'admin', 'superadmin');
  await spaNavigate(page, '/admin/platform/file');
  const files = page.getByTestId('file-page');
  await expect(files).toBeVisible({ timeout: 30_000 });

  await files.locator('input[type="file"]').setInputFiles({
    name: `${name}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(cellText),
  });
  const row = files.locator('tr', { hasText: `${name}.xlsx` });
  await expect(row).toBeVisible({ timeout: 30_000 });

  await row.getByRole('button', { name: /预览/ }).click();
  const preview = page.getByTestId('file-preview');
  await expect(preview.getByTestId('sheet-preview').first()).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByText(cellText)).toBeVisible();
  await expect(preview.getByText('42', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'files-xlsx-preview');
});
