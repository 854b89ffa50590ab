import { expect as baseExpect, type Page, test } from '@playwright/test';
import { login as loginAs, PASSWORD, spaNavigate } from './helpers.ts';

/**
 * Issue 15's last gaps in the browser, on the demo floor (demo orders → released work orders, the demo
 * stations' capacities): the material detail image prints the picking list as the PDF the server renders,
 * and the schedule page opens the workstation capacity list.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

/** The real login page of an area, with this suite's patience for the shell. */
const login = (page: Page, area: string, account: string) => loginAs(page, area, account, PASSWORD, 60_000);

test.describe.configure({ timeout: 180_000 });

test('Print on the material detail image opens the picking list PDF rendered by the server', async ({ page }) => {
  await login(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/production/materialImage');
  const picking = page.locator('tbody [data-testid^="picking-"]').first();
  await expect(picking).toBeVisible({ timeout: 60_000 });
  await picking.click();
  await expect(page.getByTestId('picking-sheet').first()).toBeVisible();
  // Bounded waits: once on a loaded CI machine the popup never came and the wait took the test's whole
  // three minutes before its retry passed in seconds.
  const [popup, response] = await Promise.all([
    page.waitForEvent('popup', { timeout: 45_000 }),
    page.waitForResponse((r) => r.url().includes('/api/materialImage/pdf'), { timeout: 45_000 }),
    page.getByTestId('picking-print').click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // The page reads the body into a blob (Playwright does not keep it): its size is the header's.
  expect(Number(response.headers()['content-length'])).toBeGreaterThan(10_000);
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
});

test('the schedule page opens the workstation capacity list with the demo capacities', async ({ page }) => {
  await login(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/production/schedule');
  await page.getByTestId('schedule-capacity').click();
  const list = page.getByTestId('resource-page-workstationCapacity');
  await expect(list.locator('tbody tr[data-row-key]').first()).toBeVisible({ timeout: 60_000 });
  expect(await list.locator('tbody tr[data-row-key]').count()).toBeGreaterThanOrEqual(5);
  await expect(list.getByText('90', { exact: true }).first()).toBeVisible();
});
