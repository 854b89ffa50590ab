import { screenshot, signIn, spaNavigate } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

async function pickTeam(page: Page, code: string) {
  await page.getByTestId('calendar-team').click();
  await page.locator('.ant-select-item-option').filter({ hasText: code }).click();
}

test('factory admin marks a calendar day as holiday and it stays after reload', async ({ page }, testInfo) => {
  await signIn(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/workforce/calendar');
  await expect(page.getByTestId('calendar-page')).toBeVisible();
  await pickTeam(page, 'TEAM-A');

  const now = new Date();
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const date = `${month}-12`;
  const cell = page.getByTestId(`calendar-day-${date}`);
  await expect(cell).toBeVisible();
  // The seeded two-shift plan covers the whole year: the 12th is a work day of team A.
  await expect(cell).toHaveAttribute('data-kind', '1');
  await cell.click();
  await page.getByTestId('calendar-set-holiday').click();
  await expect(cell).toHaveAttribute('data-kind', '3');
  await expect(cell).toHaveAttribute('data-source', 'override');
  await screenshot(page, testInfo, 'workforce-calendar-holiday');

  await page.reload();
  await expect(page.getByTestId('calendar-page')).toBeVisible();
  await pickTeam(page, 'TEAM-A');
  await expect(page.getByTestId(`calendar-day-${date}`)).toHaveAttribute('data-kind', '3');

  // Team B keeps its plan day; resetting team A's day returns it to the plan.
  await pickTeam(page, 'TEAM-B');
  await expect(page.getByTestId(`calendar-day-${date}`)).toHaveAttribute('data-source', 'plan');
  await pickTeam(page, 'TEAM-A');
  await page.getByTestId(`calendar-day-${date}`).click();
  await page.getByTestId('calendar-reset').click();
  await expect(page.getByTestId(`calendar-day-${date}`)).toHaveAttribute('data-source', 'plan');
});

test('teams: the members dialog lists the tenant users and saves the members', async ({ page }) => {
  await signIn(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/workforce/team');
  await expect(page.getByTestId('team-page')).toBeVisible();
  await page.getByTestId('team-page').getByText('TEAM-B').click();
  await expect(page.getByTestId('team-page')).toContainText('warehouse');
});

test("the factory's workbench shows its own work: master-data tiles, today's shifts; a tile opens its list", async ({
  page,
}, testInfo) => {
  await signIn(page, 'factory', 'factory');
  await expect(page.getByTestId('work-tiles')).toBeVisible();
  await expect(page.getByTestId('today-card')).toBeVisible();
  // Two seeded teams, each with its day; the platform's figures are not shown here.
  await expect(page.getByTestId('today-card').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('kpi-grid')).toHaveCount(0);
  // The floor's figures (WIP, late pieces, defects) are the factory's own now that production exists.
  await expect(page.getByTestId('production-card')).toBeVisible();
  await screenshot(page, testInfo, 'workbench-factory');
  await page.getByTestId('tile-product').click();
  await expect(page).toHaveURL(/\/factory\/base\/product$/);
});
