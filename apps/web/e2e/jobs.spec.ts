import { expect as baseExpect, test } from '@playwright/test';
import { PASSWORD, spaNavigate } from './helpers.ts';

/** The machine running e2e is shared: allow slow renders. */
const expect = baseExpect.configure({ timeout: 20_000 });

// cleanJobHistory: a built-in job that runs in milliseconds and touches nothing other tests read.
const JOB = 'cleanJobHistory';
const TRIGGER = `${JOB}.default`;

test('the platform admin edits a trigger’s cron, pauses and starts it, and runs the job now', async ({ page }) => {
  test.setTimeout(120_000);
  // The login of helpers.ts, with the patience of a shared machine (the first page load is slow).
  await page.goto('/admin/login');
  await page.getByTestId('login-account').fill('superadmin');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/admin/dashboard/home', { timeout: 60_000 });
  await expect(page.getByTestId('layout-aside')).toBeVisible({ timeout: 60_000 });
  await spaNavigate(page, '/admin/platform/job');
  const board = page.getByTestId('job-board');
  await expect(board).toBeVisible();

  // The visual editor: changing the minute and hour fields changes the five next fires.
  await board.getByTestId(`edit-trigger-${TRIGGER}`).click();
  const editor = page.getByTestId('cron-editor');
  const nextTimes = editor.getByTestId('cron-next-times').locator('.ant-list-item');
  await expect(nextTimes).toHaveCount(5);
  const before = await nextTimes.allTextContents();
  await editor.getByTestId('cron-minute').fill('45');
  await editor.getByTestId('cron-hour').fill('5');
  await expect(editor.getByTestId('cron-expression')).toHaveValue('45 5 * * *');
  await expect(nextTimes).toHaveCount(5);
  await expect.poll(() => nextTimes.allTextContents()).not.toEqual(before);
  for (const text of await nextTimes.allTextContents()) expect(text).toMatch(/ 05:45:00$/);
  await page.getByTestId('trigger-save').click();
  await expect(editor).toBeHidden();
  await expect(board.getByTestId(`trigger-args-${TRIGGER}`)).toHaveText('45 5 * * *');

  // Pause, then start again: the trigger's status follows.
  const status = board.getByTestId(`trigger-status-${TRIGGER}`);
  await expect(status).toHaveAttribute('data-status', '1');
  await board.getByTestId(`pause-trigger-${TRIGGER}`).click();
  await expect(status).toHaveAttribute('data-status', '3');
  await board.getByTestId(`start-trigger-${TRIGGER}`).click();
  await expect(status).toHaveAttribute('data-status', '1');

  // Run now: a manual run appears in the history, succeeded, with its duration.
  await board.getByTestId(`run-${JOB}`).click();
  await board.locator('[data-node-key="history"]').click();
  const record = board.getByTestId(`record-${JOB}`).first();
  await expect
    .poll(
      async () => {
        await board.getByTestId('history-reload').click();
        return record
          .getByTestId('record-status')
          .getAttribute('data-status', { timeout: 2000 })
          .catch(() => null);
      },
      { timeout: 20_000 },
    )
    .toBe('1');
  await expect(record.getByTestId('record-duration')).toHaveText(/^\d+$/);
});
