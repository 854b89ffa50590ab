import { screenshot, signIn, spaNavigate } from './helpers.ts';
import { type BrowserContext, expect, type Page, test } from './test.ts';

/** The demo pages built so far (docs/menus.md section 50), each with the test id of its frame. */
const DEMOS = [
  ['/fun/clipboard', 'demo-clipboard'],
  ['/fun/countup', 'demo-countup'],
  ['/fun/qrcode', 'demo-qrcode'],
  ['/fun/splitpanes', 'demo-splitpanes'],
  ['/fun/tagsView', 'demo-tags-view'],
  ['/fun/gridLayout', 'demo-grid-layout'],
  ['/fun/cropper', 'demo-cropper'],
  ['/pages/workflow', 'demo-workflow'],
  ['/pages/formRules', 'demo-form-rules'],
  ['/make/tableDemo', 'demo-table'],
  ['/limits/backEnd/page', 'demo-limits-backend'],
  ['/limits/frontEnd/btn', 'demo-limits-btn'],
  ['/limits/frontEnd/page', 'demo-limits-page'],
  ['/menu/menu1/menu11', 'demo-nested-menu'],
  ['/menu/menu1/menu12/menu121', 'demo-nested-menu'],
  ['/menu/menu1/menu12/menu122', 'demo-nested-menu'],
  ['/menu/menu1/menu13', 'demo-nested-menu'],
  ['/menu/menu2', 'demo-nested-menu'],
] as const;

/** Each test logs in as the platform super admin and fails on any console error of the page. */
async function openDemos(page: Page, context: BrowserContext) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'admin', 'superadmin');
  // Visited pages stay open in hidden tabs (keep-alive): look at the visible one.
  const shown = (testId: string) => page.getByTestId(testId).filter({ visible: true });
  return { errors, shown };
}

// Several pages per test under one login: generous time for a loaded CI machine.
test.describe.configure({ timeout: 180_000 });

test('every demo page opens from its menu without a console error', async ({ page, context }) => {
  const { errors, shown } = await openDemos(page, context);
  for (const [path, testId] of DEMOS) {
    await spaNavigate(page, `/admin${path}`);
    await expect(shown(testId), path).toBeVisible();
  }
  // The deepest nested page shows its route and its five levels: demos › nested menus › menu 1 › menu 12 › menu 121.
  await spaNavigate(page, '/admin/menu/menu1/menu12/menu121');
  await expect(shown('nested-menu-route')).toHaveText('/admin/menu/menu1/menu12/menu121');
  await expect(shown('nested-menu-level')).toHaveText('5');
  await expect(shown('nested-menu-breadcrumb')).toContainText('菜单12');

  expect(errors).toEqual([]);
});

test('clipboard and QR code round-trip', async ({ page, context }, testInfo) => {
  const { errors } = await openDemos(page, context);
  // Clipboard: what is copied is what the clipboard holds.
  await spaNavigate(page, '/admin/fun/clipboard');
  await page.getByTestId('clipboard-input').fill('PF-E2E-123');
  await page.getByTestId('clipboard-copy').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('PF-E2E-123');

  // QR code: the generated image, read back from a file, gives the text it was made from.
  await spaNavigate(page, '/admin/fun/qrcode');
  const text = `PF-PIECE-${Date.now()}`;
  await page.getByTestId('qrcode-text').fill(text);
  const png = await page
    .getByTestId('qrcode-image')
    .locator('canvas')
    .evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
  await page
    .getByTestId('demo-qrcode')
    .locator('input[type=file]')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: Buffer.from(png.split(',')[1] ?? '', 'base64') });
  await expect(page.getByTestId('qrcode-result')).toContainText(text);
  await screenshot(page, testInfo, 'demo-qrcode');

  expect(errors).toEqual([]);
});

test('tabs from code and the grid layout', async ({ page, context }) => {
  const { errors, shown } = await openDemos(page, context);
  // Tabs from code: a page opened under a custom title gets its tab; closing it from the demo removes it.
  await spaNavigate(page, '/admin/fun/tagsView');
  await shown('tags-demo-title').fill('E2E tab');
  await shown('tags-demo-open').click();
  await expect(page.getByTestId('tags-view-item').filter({ hasText: 'E2E tab' })).toHaveCount(1);
  await spaNavigate(page, '/admin/fun/tagsView');
  await shown('tags-demo-list').locator('tr', { hasText: 'E2E tab' }).getByTestId('tags-demo-close').click();
  await expect(page.getByTestId('tags-view-item').filter({ hasText: 'E2E tab' })).toHaveCount(0);

  // Grid layout: a tile dragged by its title moves, and stays there after a reload.
  await spaNavigate(page, '/admin/fun/gridLayout');
  const tile = shown('grid-tile-orders');
  const before = await tile.boundingBox();
  const handle = tile.locator('.pf-grid-handle');
  const from = await handle.boundingBox();
  if (!before || !from) throw new Error('no tile');
  await page.mouse.move(from.x + 5, from.y + 5);
  await page.mouse.down();
  await page.mouse.move(from.x + 300, from.y + 200, { steps: 12 });
  await page.mouse.up();
  // It snaps to a column to the right of where it was (the grid animates into place).
  await expect.poll(async () => (await tile.boundingBox())?.x ?? 0).toBeGreaterThan(before.x + 100);
  await page.reload();
  await expect(shown('grid-tile-orders')).toBeVisible();
  await expect
    .poll(async () => (await shown('grid-tile-orders').boundingBox())?.x ?? 0)
    .toBeGreaterThan(before.x + 100);

  expect(errors).toEqual([]);
});

test('cropper, workflow designer and form rules', async ({ page, context }) => {
  const { errors, shown } = await openDemos(page, context);
  // Cropper: a picked image gives a cropped PNG preview.
  await spaNavigate(page, '/admin/fun/cropper');
  const picture = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 400;
    c.height = 300;
    const g = c.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#4e88f3';
    g.fillRect(0, 0, 400, 300);
    g.fillStyle = '#fa8c16';
    g.fillRect(100, 75, 200, 150);
    return c.toDataURL('image/png');
  });
  await shown('demo-cropper')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'tee.png',
      mimeType: 'image/png',
      buffer: Buffer.from(picture.split(',')[1] ?? '', 'base64'),
    });
  await expect(shown('cropper-preview').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(shown('cropper-download')).toBeEnabled();

  // Workflow designer: nodes added, connected and renamed are saved and loaded back.
  await spaNavigate(page, '/admin/pages/workflow');
  await shown('workflow-add-start').click();
  await shown('workflow-add-step').click();
  await shown('workflow-add-end').click();
  const canvas = shown('workflow-canvas');
  const nodes = canvas.locator('.react-flow__node');
  await expect(nodes).toHaveCount(3);
  const source = await nodes.nth(0).locator('.react-flow__handle.source').boundingBox();
  const target = await nodes.nth(1).locator('.react-flow__handle.target').boundingBox();
  if (!source || !target) throw new Error('no handles');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(canvas.locator('.react-flow__edge')).toHaveCount(1);
  await nodes.nth(1).click();
  await shown('workflow-label').fill('直喷打印');
  await shown('workflow-save').click();
  await shown('workflow-clear').click();
  await expect(nodes).toHaveCount(0);
  await shown('workflow-load').click();
  await expect(nodes).toHaveCount(3);
  await expect(canvas.locator('.react-flow__edge')).toHaveCount(1);
  await expect(nodes.filter({ hasText: '直喷打印' })).toHaveCount(1);

  // Form rules: the contract's messages on the fields (no pattern text), then a valid submit of all three forms.
  await spaNavigate(page, '/admin/pages/formRules');
  await shown('form-rules-phone').fill('12345');
  await shown('form-rules-submit').click();
  const phoneItem = shown('form-rules-contact')
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId('form-rules-phone') });
  await expect(phoneItem.locator('.ant-form-item-explain-error')).toHaveText(/电话号码不正确/);
  await expect(shown('demo-form-rules').locator('.ant-form-item-explain-error').first()).toBeVisible();
  expect(await shown('demo-form-rules').locator('.ant-form-item-explain-error').allTextContents()).not.toContainEqual(
    expect.stringMatching(/[\^$]|\\d/),
  );
  await shown('form-rules-sample').click();
  await shown('form-rules-submit').click();
  await expect(page.locator('.ant-message').getByText('三个表单全部通过校验')).toBeVisible();
  await expect(shown('demo-form-rules').locator('.ant-form-item-explain-error')).toHaveCount(0);

  expect(errors).toEqual([]);
});

test('table demo: search, export and image preview', async ({ page, context }) => {
  const { errors, shown } = await openDemos(page, context);
  // Table demo: a search narrows the rows, the export downloads the search as xlsx, an image opens large.
  await spaNavigate(page, '/admin/make/tableDemo');
  await expect(shown('demo-table')).toContainText('120');
  await shown('table-demo-code').fill('PF20261101');
  await shown('demo-table')
    .getByRole('button', { name: /查\s*询|搜\s*索/ })
    .click();
  await expect(shown('demo-table')).toContainText('共 5 条示例订单');
  const download = page.waitForEvent('download');
  await shown('table-demo-export').click();
  expect((await download).suggestedFilename()).toBe('orders-demo.xlsx');
  await shown('table-demo-table').locator('.ant-image').first().click();
  await expect(page.locator('.ant-image-preview').filter({ visible: true })).toBeVisible();
  await page.keyboard.press('Escape');

  expect(errors).toEqual([]);
});
