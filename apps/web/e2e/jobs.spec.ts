import { signIn, spaNavigate } from './helpers.ts';
import { expect as baseExpect, test } from './test.ts';

/** The machine running e2e is shared: allow slow renders. */
const expect = baseExpect.configure({ timeout: 20_000 });

// cleanJobHistory: a built-in job that runs in milliseconds and touches nothing other tests read.
const JOB = 'cleanJobHistory';
const TRIGGER = `${JOB}.default`;

test('the platform admin edits a trigger’s cron, pauses and starts it, and runs the job now', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'superadmin');
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

test('the platform admin adds a job for a registered handler and edits it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin', 'superadmin');
  await spaNavigate(page, '/admin/platform/job');
  const board = page.getByTestId('job-board');
  await expect(board).toBeVisible();

  const jobId = `e2eJob${Date.now().toString(36).slice(-5)}`;
  await board.getByTestId('job-add').click();
  await page.getByTestId('job-id').fill(jobId);
  await page.getByTestId('job-type').fill('cleanJobHistory');
  await page.getByTestId('job-group').fill('e2e');
  await page.getByTestId('job-description').fill('added by the browser test');
  await page.getByTestId('job-concurrent').click();
  await page.getByTestId('job-properties').fill('{"days": 60}');
  await page.getByTestId('job-save').click();
  const row = board.locator(`tr[data-row-key="${jobId}"]`);
  await expect(row).toContainText('added by the browser test');
  await expect(row).toContainText('e2e');

  await board.getByTestId(`edit-job-${jobId}`).click();
  await expect(page.getByTestId('job-id')).toBeDisabled();
  await expect(page.getByTestId('job-concurrent')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('job-properties')).toHaveValue('{"days":60}');
  await page.getByTestId('job-description').fill('edited by the browser test');
  await page.getByTestId('job-save').click();
  await expect(row).toContainText('edited by the browser test');
});

test('the platform admin edits the order-sync job’s cron and sees the next fire times change', async ({ page }) => {
  test.setTimeout(120_000);
  const trigger = 'orderSync.default';
  await signIn(page, 'admin', 'superadmin');
  await spaNavigate(page, '/admin/platform/job');
  const board = page.getByTestId('job-board');
  await expect(board).toBeVisible();
  // The marketplaces module's job, with its default of every 10 minutes.
  await expect(board.getByTestId(`trigger-args-${trigger}`)).toHaveText('*/10 * * * *');

  await board.getByTestId(`edit-trigger-${trigger}`).click();
  const editor = page.getByTestId('cron-editor');
  const nextTimes = editor.getByTestId('cron-next-times').locator('.ant-list-item');
  await expect(nextTimes).toHaveCount(5);
  const before = await nextTimes.allTextContents();
  // Every 10 minutes: five fires ten minutes apart.
  for (const text of before) expect(text).toMatch(/:[0-5]0:00$/);
  // The visual editor's fields: minute 15 of every second hour.
  await editor.getByTestId('cron-minute').fill('15');
  await editor.getByTestId('cron-hour').fill('*/2');
  await expect(editor.getByTestId('cron-expression')).toHaveValue('15 */2 * * *');
  await expect.poll(() => nextTimes.allTextContents()).not.toEqual(before);
  await expect(nextTimes).toHaveCount(5);
  const after = await nextTimes.allTextContents();
  for (const text of after) expect(text).toMatch(/ ([01]\d|2[0-3]):15:00$/);
  const hours = after.map((text) => Number(text.slice(-8, -6)));
  for (const hour of hours) expect(hour % 2).toBe(0);
  await page.getByTestId('trigger-save').click();
  await expect(editor).toBeHidden();
  await expect(board.getByTestId(`trigger-args-${trigger}`)).toHaveText('15 */2 * * *');

  // Opened again, the editor shows the saved expression and the same next fires.
  await board.getByTestId(`edit-trigger-${trigger}`).click();
  await expect(editor.getByTestId('cron-expression')).toHaveValue('15 */2 * * *');
  await expect(nextTimes).toHaveCount(5);
  expect(await nextTimes.allTextContents()).toEqual(after);
  // Back to every 10 minutes, as the other browser tests expect.
  await editor.getByTestId('cron-expression').fill('*/10 * * * *');
  await expect.poll(async () => (await nextTimes.allTextContents()).every((t) => /:[0-5]0:00$/.test(t))).toBe(true);
  await page.getByTestId('trigger-save').click();
  await expect(board.getByTestId(`trigger-args-${trigger}`)).toHaveText('*/10 * * * *');
});
