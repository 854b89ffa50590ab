import { expect, test } from '@playwright/test';
import { login, PASSWORD } from './helpers.ts';

test('lock on demand survives a reload and unlocks only with the right password', async ({ page }) => {
  await login(page, 'factory', 'factory');
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

test('the watermark shows the user name when the server enables it', async ({ page }) => {
  await login(page, 'factory', 'factory');
  const layer = page.locator('#pf-watermark-layer');
  await expect(layer).toHaveCount(1);
  await expect(layer).toHaveAttribute('data-text', 'Chen Jie');
  const style = await layer.evaluate((el) => getComputedStyle(el).pointerEvents);
  expect(style).toBe('none');
});
