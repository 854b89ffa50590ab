import { screenshot, signIn, spaNavigate } from './helpers.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * Issue 5 in the browser, as the factory admin: a workshop, a device, a process, a route with
 * three processes reordered by drag (the order survives reopening the form) and a product on
 * that route with two materials, including the stock-limit messages of the form.
 */

// A 1×1 PNG for image fields that upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const form = (page: Page) => page.getByTestId('resource-form');
const item = (page: Page, key: string) => form(page).locator(`.ant-form-item:has(#${key})`);

async function openAdd(page: Page, resource: string) {
  await spaNavigate(page, `/factory/base/${resource}`);
  await expect(page.getByTestId(`resource-page-${resource}`)).toBeVisible();
  await page.getByTestId(`resource-page-${resource}`).getByTestId('resource-add').click();
  await expect(form(page)).toBeVisible();
}

async function fill(page: Page, key: string, value: string) {
  await form(page).locator(`#${key}`).fill(value);
}

/** Opens a select (a form field or a sub-table cell) and picks the option containing `text`. */
async function pick(page: Page, select: Locator, text: string | RegExp) {
  await select.locator('.ant-select').first().click();
  // Long option lists are virtual: type to filter so the option is rendered.
  if (typeof text === 'string') await page.keyboard.type(text);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });
  await option.first().click();
  // Wait for the dropdown to close, so the next pick does not see this one's options.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** An image field: uploads a PNG through the form's upload control and sees its preview. */
async function setImage(page: Page, key: string) {
  const field = item(page, key);
  await expect(field.getByTestId('image-input')).toBeVisible();
  await field.locator('input[type=file]').setInputFiles({ name: 'e2e.png', mimeType: 'image/png', buffer: PNG });
  await expect(field.locator('img').first()).toBeVisible();
}

async function submitAndSee(page: Page, resource: string, text: string) {
  await page.getByTestId('resource-form-submit').click();
  await expect(form(page)).toBeHidden();
  await expect(page.getByTestId(`resource-page-${resource}`)).toContainText(text);
}

const processCell = (page: Page, index: number) => page.getByTestId(`child-cell-processes-${index}-processId`);

async function dragRow(page: Page, from: number, to: number) {
  const handles = page.getByTestId('child-table-processes').getByRole('button', { name: /拖动|Drag/ });
  const source = (await handles.nth(from).boundingBox()) as { x: number; y: number; width: number; height: number };
  const target = (await handles.nth(to).boundingBox()) as { x: number; y: number; width: number; height: number };
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2 + 8, { steps: 4 });
  const dy = target.y > source.y ? target.height * 0.75 : -target.height * 0.25;
  await page.mouse.move(target.x + target.width / 2, target.y + dy + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('factory admin creates a workshop, device, process, route (drag-ordered) and product', async ({
  page,
}, testInfo) => {
  test.setTimeout(480_000);
  await signIn(page, 'factory', 'factory');

  // Workshop and device.
  await openAdd(page, 'workshop');
  await fill(page, 'name', 'E2E workshop');
  await fill(page, 'code', 'E2E-WS');
  await submitAndSee(page, 'workshop', 'E2E-WS');

  await openAdd(page, 'device');
  await fill(page, 'code', 'E2E-DEV');
  await fill(page, 'name', 'E2E printer');
  await pick(page, item(page, 'categoryId'), /.+/);
  await pick(page, item(page, 'workshopId'), 'E2E workshop');
  await submitAndSee(page, 'device', 'E2E-DEV');

  // A process.
  await openAdd(page, 'process');
  await fill(page, 'code', 'E2E-P');
  await fill(page, 'name', 'E2E embroidery');
  await fill(page, 'hotFolder', 'D:\\hot\\e2e');
  await setImage(page, 'image');
  await submitAndSee(page, 'process', 'E2E-P');

  // A route with three processes, the last dragged to the top.
  await openAdd(page, 'processRoute');
  await fill(page, 'code', 'E2E-RT');
  await fill(page, 'name', 'E2E route');
  await fill(page, 'principal', 'E2E lead');
  await pick(page, item(page, 'workshopId'), 'E2E workshop');
  // Without processes the form names the sub-table.
  await page.getByTestId('resource-form-submit').click();
  await expect(page.getByTestId('child-table-processes').getByTestId('child-table-error')).toBeVisible();
  for (const [i, name] of ['前处理', '烘干固化', 'E2E embroidery'].entries()) {
    await page.getByTestId('child-add-processes').click();
    await pick(page, processCell(page, i), name);
  }
  await dragRow(page, 2, 0);
  await expect(processCell(page, 0)).toContainText('E2E embroidery');
  await expect(processCell(page, 1)).toContainText('前处理');
  await expect(processCell(page, 2)).toContainText('烘干固化');
  await screenshot(page, testInfo, 'base-data-route-form');
  await submitAndSee(page, 'processRoute', 'E2E-RT');

  // Reopening the form shows the saved order.
  await page
    .getByTestId('resource-page-processRoute')
    .locator('tr', { hasText: 'E2E-RT' })
    .getByRole('button', { name: /编辑|Edit/ })
    .click();
  await expect(processCell(page, 0)).toContainText('E2E embroidery');
  await expect(processCell(page, 1)).toContainText('前处理');
  await expect(processCell(page, 2)).toContainText('烘干固化');
  await page.keyboard.press('Escape');
  await expect(form(page)).toBeHidden();

  // A product on that route with two materials; min > max shows the stock messages on the fields.
  await openAdd(page, 'product');
  await fill(page, 'code', 'E2E-PRD');
  await fill(page, 'name', 'E2E embroidered tee');
  await pick(page, item(page, 'unitId'), '件');
  await fill(page, 'spec', '180 g, M');
  await pick(page, item(page, 'attr'), /.+/);
  await pick(page, item(page, 'customerId'), /.+/);
  await pick(page, item(page, 'processRouteId'), 'E2E route');
  await setImage(page, 'image');
  await fill(page, 'maxStock', '10');
  await fill(page, 'minStock', '50');
  await fill(page, 'safeStock', '20');
  for (const [i, name] of ['青色墨水', '品红墨水'].entries()) {
    await page.getByTestId('child-add-materials').click();
    await pick(page, page.getByTestId(`child-cell-materials-${i}-materialId`), name);
    await page.getByTestId(`child-cell-materials-${i}-rate`).locator('input').fill('0.005');
  }
  await page.getByTestId('resource-form-submit').click();
  await expect(item(page, 'minStock').locator('.ant-form-item-explain-error')).toHaveText(/最小库存不能大于最大库存/);
  await expect(item(page, 'maxStock').locator('.ant-form-item-explain-error')).toHaveText(/最大库存不能小于最小库存/);
  await screenshot(page, testInfo, 'base-data-product-stock-messages');
  await fill(page, 'minStock', '5');
  await fill(page, 'maxStock', '100');
  await submitAndSee(page, 'product', 'E2E-PRD');

  await page
    .getByTestId('resource-page-product')
    .locator('tr', { hasText: 'E2E-PRD' })
    .getByRole('button', { name: /编辑|Edit/ })
    .click();
  await expect(page.getByTestId('child-table-materials').getByTestId('child-row')).toHaveCount(2);
  await expect(page.getByTestId('child-cell-materials-0-materialId')).toContainText('青色墨水');
  await expect(page.getByTestId('child-cell-materials-1-materialId')).toContainText('品红墨水');
});

test('garment colours and a SKU mapped per colour: a synonym found, a colour added, one SKU in two colours', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/base/garmentColour');
  const colours = page.getByTestId('resource-page-garmentColour');
  // The demo's colours with the other ways sellers write them, and their shade.
  await expect(colours.locator('tr', { hasText: '藏青' })).toContainText('Navy');
  await expect(colours.locator('tr', { hasText: '藏青' })).toContainText('深色');

  await openAdd(page, 'garmentColour');
  await fill(page, 'name', 'E2E 湖蓝');
  await fill(page, 'synonyms', 'E2E Teal, e2e-teal');
  await pick(page, item(page, 'shade'), '深色');
  await submitAndSee(page, 'garmentColour', 'E2E 湖蓝');

  // One SKU, two colours, two products: both rows are kept; the same colour twice is refused.
  const mapping = async (colour: string, product: string) => {
    await openAdd(page, 'omsProductMapping');
    await pick(page, item(page, 'platform'), /Temu/i);
    await fill(page, 'skuCode', 'E2E-CLASSIC');
    await fill(page, 'colour', colour);
    await pick(page, item(page, 'productId'), product);
    await page.getByTestId('resource-form-submit').click();
  };
  await mapping('白色', '定制直喷T恤（白色）');
  await expect(form(page)).toBeHidden();
  await mapping('E2E 湖蓝', '定制直喷T恤（黑色）');
  await expect(form(page)).toBeHidden();
  const rows = page.getByTestId('resource-page-omsProductMapping').locator('tr', { hasText: 'E2E-CLASSIC' });
  await expect(rows).toHaveCount(2);
  await mapping('白色', '定制直喷T恤（黑色）');
  await expect(page.locator('.ant-message, .ant-form-item-explain-error').first()).toContainText(
    /已存在|already exists/,
  );
});
