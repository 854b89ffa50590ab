import { PASSWORD, signIn } from './helpers.ts';
import { expect, test } from './test.ts';

test('lock on demand survives a reload and unlocks only with the right password', async ({ page }) => {
  await signIn(page, 'factory', 'factory');
  await page.getByTestId('lock-now').click();
  await expect(page.getByTestId('lock-screen')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('lock-screen')).toBeVisible();

  await page.getByTestId('lock-password').fill('not-the-password');
  await page.getByTestId('lock-unlock').click();
  await expect(page.getByTestId('lock-error')).toBeVisible();
  await expect(page.getByTestId('lock-screen')).toBeVisible();

  await page.getByTestId('lock-password').fill(PASSWORD);
  await page.getByTestId('lock-unlock').click();
  await expect(page.getByTestId('lock-screen')).toBeHidden();
  await expect(page.getByTestId('layout-aside')).toBeVisible();
});

test('the watermark is off by default and shows the user name once the platform turns it on', async ({ page }) => {
  await signIn(page, 'factory', 'factory');
  const layer = page.locator('#pf-watermark-layer');
  // Admin.NET's seed: sys_watermark False (shell-reference §2) — no layer for a new factory.
  await expect(layer).toHaveCount(0);

  // The platform admin turns it on through the config API (the config page's own call).
  await signIn(page, 'admin', 'superadmin');
  const status = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('vue-next-admin:admin:access-token') ?? 'null');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const found = await (
      await fetch('/api/sysConfig/page', { method: 'POST', headers, body: JSON.stringify({ code: 'sys_watermark' }) })
    ).json();
    const row = found.result.items.find((c: { code: string }) => c.code === 'sys_watermark');
    const saved = await (
      await fetch('/api/sysConfig/update', { method: 'POST', headers, body: JSON.stringify({ ...row, value: 'True' }) })
    ).json();
    return saved.code;
  });
  expect(status).toBe(200);

  // The factory tab (still signed in) loads the setting again on its next start.
  await page.goto('/factory/dashboard/home');
  await expect(page.getByTestId('layout-aside')).toBeVisible();
  await expect(layer).toHaveCount(1);
  await expect(layer).toHaveAttribute('data-text', '陈杰');
  const style = await layer.evaluate((el) => getComputedStyle(el).pointerEvents);
  expect(style).toBe('none');
});
