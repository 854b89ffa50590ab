import type { PageResult, PieceRow, StationInfo, TaskRow } from '@printfloor/contract';
import { api as call, signIn, spaNavigate, teeDraft } from './helpers.ts';
import { expect as baseExpect, test } from './test.ts';

/**
 * Issue 35, items 1 and 6, in the browser on a fresh start: a passed order's batch is transferred
 * from the image-transfer page into the demo's hot folders as the seed made them (nobody creates a
 * folder here), the list showing the transfer time on the tenant's clock; then one piece goes
 * through every process of its route at the direct-print station and another at scan-to-transfer,
 * each workstation picked with the mouse from the station picker — quality check and packing
 * included — and the scan log on the tenant's 24-hour clock.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
/** A call through the console's own session (the area's token). */

/** "yyyy-MM-dd HH:mm:ss" of the instants from `from` to now in `zone`, second by second. */
function zonedSince(from: number, zone: string): string[] {
  const f = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const out: string[] = [];
  for (let ms = from - (from % 1000); ms <= Date.now() + 1000; ms += 1000) out.push(f.format(ms));
  return out;
}

test('a fresh start transfers into the demo hot folders, and a piece is scanned through every process of its route at two station pages', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  // The merchant adds and submits an order of two white tees, with the artwork of a demo order.
  const merchant = await (await browser.newContext()).newPage();
  await signIn(merchant, 'merchant', 'merchant');
  const { id: orderId } = await teeDraft(merchant);
  await call(merchant, 'merchant', 'POST', '/api/merchantOrder/submit', { id: orderId });

  // The factory passes it, releases its work order and batches and audits its pieces.
  const factory = await (await browser.newContext()).newPage();
  await signIn(factory, 'factory', 'factory');
  const api = <T>(method: 'GET' | 'POST', url: string, body?: unknown) =>
    call<T>(factory, 'factory', method, url, body);
  await api('POST', '/api/order/audit', { id: orderId });
  const { orderCode } = await api<{ orderCode: string }>('GET', `/api/order/detail?id=${orderId}`);
  let workOrderId = 0;
  await expect(async () => {
    const page = await api<PageResult<{ id: number }>>('POST', '/api/workOrder/page', { orderCode });
    workOrderId = page.items[0]?.id ?? 0;
    expect(workOrderId).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000 });
  await api('POST', '/api/workOrder/release', { id: workOrderId });
  await api('POST', '/api/batch/autoBatch', { releasePartial: true });
  const pieces = await api<PieceRow[]>('GET', `/api/workOrder/pieces?id=${workOrderId}`);
  expect(pieces).toHaveLength(2);
  const batchNo = pieces[0]?.batchNo as string;
  expect(batchNo).toBeTruthy();
  const batch = (await api<PageResult<{ id: number; deviceId: number | null }>>('POST', '/api/batch/page', { batchNo }))
    .items[0] as { id: number; deviceId: number | null };
  await api('POST', '/api/batch/audit', { id: batch.id });
  const zone = (await api<{ timeZone?: string | null }>('GET', '/api/sysAuth/userInfo')).timeZone as string;
  expect(zone).toBeTruthy();

  // Image transfer, on the page: the demo's hot folders exist from the start, so the first transfer succeeds;
  // its time is on the tenant's clock.
  await spaNavigate(factory, '/factory/production/imageTransfer');
  await factory.getByTestId('filter-code').fill(batchNo);
  await factory.getByTestId('filter-search').click();
  const transferredAt = Date.now();
  await factory.getByTestId(`transfer-${batch.id}`).click();
  const row = factory.getByTestId('transfer-table').locator(`tbody tr[data-row-key="batch-${batch.id}"]`);
  await expect(row).toContainText('已传图');
  const shown = zonedSince(transferredAt - 2000, zone);
  const rowText = (await row.textContent()) ?? '';
  expect(
    shown.some((time) => rowText.includes(time)),
    `${rowText} shows a time of ${shown.join(', ')}`,
  ).toBe(true);
  expect(rowText).not.toMatch(/\+00|T\d{2}:/);

  // The piece's route, and a workstation of each of its processes (the print one on the batch's machine).
  const tasks = await api<TaskRow[]>('GET', `/api/workOrder/tasks?id=${workOrderId}`);
  expect(tasks.map((t) => t.processName)).toEqual(['前处理', '直喷打印', '烘干固化', '质检', '包装']);

  for (const [service, piece] of [
    ['dtgProduction', pieces[0]],
    ['scanTransfer', pieces[1]],
  ] as const) {
    const code = String(piece?.code);
    const stations = await api<StationInfo[]>('GET', `/api/${service}/stations`);
    await spaNavigate(factory, `/factory/production/${service}`);
    // This service's page, by its tab: the station pages opened before stay alive in their tabs, hidden, and
    // ":visible" once picked the hidden one's picker, whose click then waited out the test.
    const station = factory.locator(`[data-tab-key="/factory/production/${service}"] [data-testid="station-page"]`);
    await expect(station).toBeVisible();
    const input = station.getByTestId('scan-input');
    const history = station.getByTestId('scan-history').locator('> div');
    for (const [i, task] of tasks.entries()) {
      const candidates = stations.filter((s) => s.processId === task.processId);
      const workstation = candidates.find((s) => s.deviceId === batch.deviceId) ?? candidates[0];
      expect(workstation, `a station of ${task.processName}`).toBeTruthy();
      // Picked with the mouse from the open list, as a floor worker does: every station is there to click.
      await station.getByTestId('station-select').click();
      const option = factory
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: new RegExp(`^${workstation?.code} `) });
      await option.click();
      await expect(station.getByTestId('station-select')).toContainText(String(workstation?.code));
      await expect(input).toBeEnabled();
      await expect(input).toBeFocused();
      const scannedAt = Date.now();
      await factory.keyboard.type(code);
      await factory.keyboard.press('Enter');
      await expect(history.first()).toContainText(code);
      await expect(history.first()).toContainText('成功');
      const next = tasks[i + 1]?.processName ?? '已完成';
      await expect(station.getByTestId('answer-route')).toHaveText(`${task.processName} → ${next}`);
      // The scan log's time: the tenant's 24-hour clock.
      const logged = (await history.first().locator('span').first().textContent()) ?? '';
      expect(logged).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      expect(zonedSince(scannedAt - 2000, zone).map((t) => t.slice(11))).toContain(logged);
      // The print scan drops the piece's files into its station's hot folder, which the seed made.
      if (task.processName === '直喷打印') await expect(station.getByTestId('answer-files')).toBeVisible();
    }
    await expect(station.getByTestId('answer-route')).toContainText('已完成');
  }
});
