import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { screenshot, signIn, spaNavigate } from './helpers.ts';
import { type Browser, expect as baseExpect, type Locator, type Page, test } from './test.ts';

/** The machine running e2e is shared: allow slow renders. */
const expect = baseExpect.configure({ timeout: 30_000 });

// ───────────── PNG files made in the test ─────────────

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG: a solid colour, or random noise (which does not compress: a big file). */
function png(size: number, fill: [number, number, number] | 'noise'): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = fill === 'noise' ? randomBytes(size * 3) : Buffer.alloc(size * 3);
    if (fill !== 'noise') for (let x = 0; x < size; x++) row.set(fill, x * 3);
    rows.push(Buffer.from([0]), row); // filter type 0 per row
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const pngFile = (name: string, color: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(64, color),
});
/** A real GIF89a (1×1) — refused by type. */
const GIF = {
  name: 'anim.gif',
  mimeType: 'image/gif',
  buffer: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
};

// ───────────── helpers ─────────────

/** Waits until the image has loaded and answers its natural width (0 when it failed). */
async function loadedWidth(img: Locator): Promise<number> {
  return img.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const image = el as HTMLImageElement;
        if (image.complete) resolve(image.naturalWidth);
        else {
          image.addEventListener('load', () => resolve(image.naturalWidth), { once: true });
          image.addEventListener('error', () => resolve(0), { once: true });
        }
      }),
  );
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

// ───────────── tests ─────────────

test('user center: the avatar is cropped, uploaded, shown from the file store and kept after a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, 'factory', 'factory');
  // The header user menu leads to the user center.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: /个人中心/ }).click();
  await page.waitForURL('**/factory/system/userCenter');
  const avatarBox = page.getByTestId('user-center-avatar');
  await expect(avatarBox).toBeVisible();
  const fileInput = avatarBox.locator('input[type="file"]');

  // A gif is refused before the cropper opens.
  await fileInput.setInputFiles(GIF);
  await expect(page.locator('.ant-message').getByText('只能上传 jpg 或 png 图片').first()).toBeVisible();
  // Said once (refused before cropping, dropped silently by the upload).
  await expect(page.locator('.ant-message').getByText('只能上传 jpg 或 png 图片')).toHaveCount(1);
  await expect(page.locator('.img-crop-modal .ant-btn-primary:visible')).toHaveCount(0);

  // A png whose cropped result is over 2 MB is refused after cropping, without an upload.
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/sysFile/uploadAvatar')) uploads++;
  });
  await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: png(1100, 'noise') });
  await page.locator('.img-crop-modal .ant-btn-primary:visible').click();
  await expect(page.locator('.ant-message').getByText('图片不能超过 2MB').first()).toBeVisible();
  expect(uploads).toBe(0);

  // A small png: crop dialog, confirm, upload.
  await fileInput.setInputFiles(pngFile('me.png', [30, 120, 200]));
  const cropOk = page.locator('.img-crop-modal .ant-btn-primary:visible');
  await expect(cropOk).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/sysFile/uploadAvatar'));
  await cropOk.click();
  const body = (await (await uploaded).json()) as { result: { url: string } };
  const url = body.result.url;
  expect(url).toMatch(/^\/api\/sysFile\/preview\//);

  const avatar = avatarBox.locator('.ant-avatar img');
  await expect(avatar).toHaveAttribute('src', url);
  expect(await loadedWidth(avatar)).toBeGreaterThan(0);
  await screenshot(page, testInfo, 'uploads-avatar');

  await page.reload();
  await expect(page.getByTestId('user-center-avatar').locator('.ant-avatar img')).toHaveAttribute('src', url);
  expect(await loadedWidth(page.getByTestId('user-center-avatar').locator('.ant-avatar img'))).toBeGreaterThan(0);
});

test('notices: an image uploaded from the editor toolbar is saved with an absolute URL that loads', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const title = `Image notice ${Date.now().toString(36).slice(-5)}`;
  await signIn(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/system/notice');
  await page.getByTestId('notice-add').click();
  await page.getByTestId('notice-title').fill(title);
  const editor = page.getByTestId('notice-editor');
  await editor.locator('.ql-editor').click();
  await page.keyboard.type('See the picture: ');
  await expect(page.getByTestId('notice-image-file')).toBeHidden();

  // The toolbar's image button opens a file picker; a gif is refused there.
  let chooser = page.waitForEvent('filechooser');
  await editor.locator('button.ql-image').click();
  await (await chooser).setFiles(GIF);
  await expect(page.locator('.ant-message').getByText('只能上传 JPG 或 PNG 图片').first()).toBeVisible();
  await expect(editor.locator('.ql-editor img')).toHaveCount(0);

  chooser = page.waitForEvent('filechooser');
  await editor.locator('button.ql-image').click();
  await (await chooser).setFiles(pngFile('notice.png', [220, 60, 40]));
  const inserted = editor.locator('.ql-editor img');
  await expect(inserted).toHaveCount(1);
  await expect(inserted).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/api\/sysFile\/preview\//);
  const src = (await inserted.getAttribute('src')) ?? '';

  // A dropped image file is uploaded too (not embedded as a data: URL).
  await editor.locator('.ql-editor').evaluate(
    async (el, bytes) => {
      const file = new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' });
      const data = new DataTransfer();
      data.items.add(file);
      const box = el.getBoundingClientRect();
      el.dispatchEvent(
        new DragEvent('drop', {
          bubbles: true,
          cancelable: true,
          dataTransfer: data,
          clientX: box.left + 10,
          clientY: box.top + 10,
        }),
      );
    },
    Array.from(png(32, [10, 200, 10])),
  );
  await expect(inserted).toHaveCount(2);

  // Pasted HTML with a data: image: the image is uploaded and inserted by URL instead.
  await editor.locator('.ql-editor').evaluate(
    (el, b64) => {
      const data = new DataTransfer();
      data.setData('text/html', `<p>pasted <img src="data:image/png;base64,${b64}"></p>`);
      data.setData('text/plain', 'pasted ');
      el.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data }));
    },
    png(16, [90, 90, 200]).toString('base64'),
  );
  await expect(inserted).toHaveCount(3);
  await expect(editor.locator('.ql-editor img[src^="data:"]')).toHaveCount(0);

  // The second image button still inserts an image by its address.
  await expect(editor.locator('button.ql-imageUrl svg')).toHaveCount(1);
  await editor.locator('button.ql-imageUrl').click();
  const prompt = page.locator('.ant-modal-confirm');
  await prompt.locator('input').fill(src);
  await prompt.locator('.ant-btn-primary').click();
  await expect(inserted).toHaveCount(4);
  await screenshot(page, testInfo, 'uploads-notice-editor');
  for (const img of await inserted.all())
    await expect(img).toHaveAttribute('src', /^http:\/\/.*\/api\/sysFile\/preview\//);

  await page.getByTestId('notice-save').click();
  const row = page.locator('tr', { hasText: title });
  await expect(row).toBeVisible();

  // The saved (server-sanitised) content keeps the image, and it loads.
  await row.getByRole('button', { name: /查看|View/ }).click();
  // The notice view is a DetailDrawer with sections (summary, content).
  const view = page.locator('.ant-drawer', { hasText: title }).locator('.ql-editor');
  const saved = view.locator(`img[src="${src}"]`);
  await expect(saved).toHaveCount(2); // uploaded, then inserted again by address
  expect(await loadedWidth(saved.first())).toBeGreaterThan(0);
  await expect(view.locator('img')).toHaveCount(4);
  await screenshot(page, testInfo, 'uploads-notice-image');
});

test('tenants: the platform admin uploads a tenant logo and carousel shown on that tenant’s login page', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin', 'superadmin');
  await spaNavigate(page, '/admin/platform/tenant');
  const tenants = page.getByTestId('tenant-page');
  await expect(tenants).toBeVisible();
  const row = tenants.locator('tr', { has: page.getByRole('cell', { name: 'merchant', exact: true }) });
  await row.getByRole('button', { name: /编辑|Edit/ }).click();
  const dialog = page.locator('.ant-drawer', { has: page.getByTestId('tenant-name') });
  await expect(dialog).toBeVisible();

  // Logo: the seeded one is removed; a gif is refused, then a png is uploaded.
  const logoBox = dialog.locator('#logo');
  await expect(logoBox.locator('.ant-upload-list-item')).toHaveCount(1);
  await logoBox.locator('.ant-upload-list-item').hover();
  await logoBox
    .locator('.ant-upload-list-item-actions button, .ant-upload-list-item-actions .anticon-delete')
    .last()
    .click();
  await expect(logoBox.locator('.ant-upload-list-item')).toHaveCount(0);
  await logoBox.locator('input[type="file"]').setInputFiles(GIF);
  await expect(page.locator('.ant-message').getByText('只能上传 JPG 或 PNG 图片').first()).toBeVisible();
  const logoUpload = page.waitForResponse((r) => r.url().includes('/api/sysFile/uploadImage'));
  await logoBox.locator('input[type="file"]').setInputFiles(pngFile('logo.png', [250, 180, 0]));
  const logoUrl = ((await (await logoUpload).json()) as { result: { url: string } }).result.url;
  await expect(logoBox.locator('.ant-upload-list-item img')).toHaveAttribute('src', logoUrl);

  // Carousel: two images at once, and the carousel switched on.
  await dialog
    .locator('#carousel input[type="file"]')
    .setInputFiles([pngFile('slide-1.png', [0, 0, 200]), pngFile('slide-2.png', [0, 200, 200])]);
  await expect(dialog.locator('#carousel .ant-upload-list-item img')).toHaveCount(2);
  const isCarousel = dialog.locator('#isCarousel');
  if ((await isCarousel.getAttribute('aria-checked')) !== 'true') await isCarousel.click();
  await expect(isCarousel).toHaveAttribute('aria-checked', 'true');

  await screenshot(page, testInfo, 'uploads-tenant-form');
  const saved = page.waitForResponse((r) => r.url().includes('/api/sysTenant/update'));
  await page.getByTestId('tenant-save').click();
  const request = (await saved).request().postDataJSON() as { logo: string; carousel: string[]; isCarousel: boolean };
  expect(request.logo).toBe(logoUrl);
  expect(request.isCarousel).toBe(true);
  expect(request.carousel).toHaveLength(2);
  await expect(dialog).toBeHidden();

  // The tenant's login page (no token) shows the logo and the carousel from the file store.
  const visitor = await newPage(browser);
  await visitor.goto('/merchant/login/merchant');
  const logo = visitor.locator('img.login-logo');
  await expect(logo).toHaveAttribute('src', logoUrl);
  expect(await loadedWidth(logo)).toBeGreaterThan(0);
  const slides = visitor.getByTestId('login-carousel').locator('img');
  await expect(slides.first()).toBeVisible();
  const slideSources = await slides.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
  expect(new Set(slideSources)).toEqual(new Set(request.carousel));
  expect(await loadedWidth(slides.first())).toBeGreaterThan(0);
  await screenshot(visitor, testInfo, 'uploads-tenant-login');
  await visitor.context().close();
});
