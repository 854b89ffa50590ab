import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const PASSWORD = process.env.PRINTFLOOR_SEED_PASSWORD ?? '123456';
const shots = path.resolve(import.meta.dirname, '../../../.tmp/e2e-screenshots');

/**
 * Logs in through the real login page of an area and waits for the dashboard; `shellTimeout` gives
 * a suite whose server works hard (the demo floor) more patience for the shell's first paint.
 */
export async function login(page: Page, area: string, account: string, password = PASSWORD, shellTimeout?: number) {
  await page.goto(`/${area}/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`**/${area}/dashboard/home`);
  await expect(page.getByTestId('layout-aside')).toBeVisible(shellTimeout ? { timeout: shellTimeout } : undefined);
}

/** Saves a screenshot as a test artifact (attached to the report and kept under .tmp/e2e-screenshots). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(shots, { recursive: true });
  const file = path.join(shots, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Client-side navigation (as a menu click does): the open tabs and their pages stay alive. */
export async function spaNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
