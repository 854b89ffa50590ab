import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PieceRow, StationInfo } from '@printfloor/contract';
import { api as read, signIn, spaNavigate, teeDraft } from './helpers.ts';
import { expect as baseExpect, type Page, test } from './test.ts';

/**
 * Issue 15 in the browser: a merchant's order for the DTG tee is submitted and passed; the factory
 * releases its work order, batches it ("Release now"), audits the batch and transfers it (its files
 * appear in the hot folder), then scans every piece through the DTG route at the direct-print station
 * by typing codes with Enter — one piece reprinted with a reason (F8), one reported unqualified at
 * quality check, its reprint scanned through the route too — and the order's timeline shows in
 * production, printed, quality passed.
 */

// Browser tests share loaded CI machines: each step may wait longer than the suite's default.
const expect = baseExpect.configure({ timeout: 30_000 });

const pageBox = (page: Page, resource: string) => page.getByTestId(`resource-page-${resource}`);
const rows = (page: Page, resource: string) => pageBox(page, resource).locator('tbody tr[data-row-key]');
const rowOf = (page: Page, resource: string, id: string | number) =>
  pageBox(page, resource).locator(`tbody tr[data-row-key="${id}"]`);

async function confirmPopover(page: Page) {
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
}

/** Searches a list by one text field and waits for exactly one row. */
async function searchOne(page: Page, resource: string, field: string, value: string) {
  const box = pageBox(page, resource);
  await expect(async () => {
    await box.locator(`#${field}`).fill(value);
    await box.locator(`#${field}`).press('Enter');
    await expect(rows(page, resource)).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

const STATIONS = ['ST-PT-01', 'ST-DTG-01', 'ST-CURE-01', 'ST-QC-01', 'ST-PACK-01'] as const;

test('a passed order is released, batched, audited, scanned through its route with one reprint, and its timeline follows', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  // The merchant submits a draft of the DTG tee (TEE-W-M, 白色 / M) of its own, made like a demo order of that
  // SKU (its shop, whose product mapping it is, and its print areas): a retry or a run after another test
  // never finds the draft it needs taken.
  const merchant = await (await browser.newContext()).newPage();
  await signIn(merchant, 'merchant', 'merchant');
  const { id: orderId, orderCode } = await teeDraft(merchant);
  await spaNavigate(merchant, '/merchant/orders/merchantOrder');
  await merchant.getByTestId('tab-draft').click();
  await searchOne(merchant, 'merchantOrder', 'orderCode', orderCode);
  await rowOf(merchant, 'merchantOrder', orderId).getByTestId(`transition-submit-${orderId}`).click();
  await confirmPopover(merchant);
  await expect(rowOf(merchant, 'merchantOrder', orderId)).toHaveCount(0);

  // The factory passes it on its order desk.
  const factory = await (await browser.newContext()).newPage();
  await signIn(factory, 'factory', 'factory');
  await spaNavigate(factory, '/factory/business/order');
  await searchOne(factory, 'order', 'orderCode', orderCode);
  await factory.getByTestId(`transition-audit-${orderId}`).click();
  await confirmPopover(factory);
  await expect(rowOf(factory, 'order', orderId)).toContainText('审核通过');

  // Its work order (made by the listener after commit) is released on the work orders page.
  await spaNavigate(factory, '/factory/production/workOrder');
  await searchOne(factory, 'workOrder', 'orderCode', orderCode);
  const workOrderId = (await rows(factory, 'workOrder').first().getAttribute('data-row-key')) as string;
  await factory.getByTestId(`transition-release-${workOrderId}`).click();
  await confirmPopover(factory);
  await expect(rowOf(factory, 'workOrder', workOrderId)).toContainText('已下达');
  await rowOf(factory, 'workOrder', workOrderId).getByRole('button', { name: '查看' }).click();
  const pieces = await read<PieceRow[]>(factory, 'factory', 'GET', `/api/workOrder/pieces?id=${workOrderId}`);
  expect(pieces.length).toBeGreaterThan(0);
  await expect(factory.getByTestId('detail-pieces').locator('tbody tr[data-row-key]')).toHaveCount(pieces.length);
  await expect(factory.getByTestId('detail-tasks').locator('tbody tr[data-row-key]')).toHaveCount(STATIONS.length);
  await factory.keyboard.press('Escape');

  // Batching: release now, then audit the batch holding the pieces.
  await spaNavigate(factory, '/factory/production/batch');
  await factory.getByTestId('release-now').click();
  await expect(factory.getByTestId('auto-batch-result')).toBeVisible();
  const batched = await read<PieceRow[]>(factory, 'factory', 'GET', `/api/workOrder/pieces?id=${workOrderId}`);
  const batchNo = batched[0]?.batchNo as string;
  expect(batchNo).toBeTruthy();
  await searchOne(factory, 'batch', 'batchNo', batchNo);
  const batchId = (await rows(factory, 'batch').first().getAttribute('data-row-key')) as string;
  // The batch says why its pieces are together: the demo's light strategy (single- or multi-piece) and its key.
  await rowOf(factory, 'batch', batchId).getByRole('button', { name: '查看' }).click();
  const grouping = factory.getByTestId('detail-grouping');
  await expect(grouping).toContainText(/由策略「(浅色 T 恤（彩色墨）|多件订单合批（浅色）)」自动分批/);
  await expect(grouping).toContainText('仅彩色');
  await expect(grouping).toContainText('浅色衣物');
  await expect(grouping).toContainText('颜色 白色');
  await factory.keyboard.press('Escape');
  await factory.getByTestId(`transition-audit-${batchId}`).click();
  await confirmPopover(factory);
  await expect(rowOf(factory, 'batch', batchId)).toContainText('已审核');
  // The pieces are printed at the batch's printer (another one is refused): its workstation of the print process.
  const { deviceId } = (
    await read<{ items: { deviceId: number | null }[] }>(factory, 'factory', 'POST', '/api/batch/page', { batchNo })
  ).items[0] ?? { deviceId: null };
  const printers = (await read<StationInfo[]>(factory, 'factory', 'GET', '/api/dtgProduction/stations')).filter((s) =>
    s.code.startsWith('ST-DTG-'),
  );
  const printStation = (printers.find((s) => s.deviceId === deviceId) ?? printers[0])?.code ?? 'ST-DTG-01';
  const route = STATIONS.map((s) => (s === 'ST-DTG-01' ? printStation : s));

  // Transfer: the demo's hot folders (D:\hot\…) live under this run's data directory (transfer/folders.ts);
  // made here as a printer's shared folder would be, the batch's files appear in them.
  const dataDir = path.resolve(import.meta.dirname, '../../..', `.tmp/e2e-data-${process.env.E2E_PORT}`);
  const holders = [
    ...(await read<{ hotFolder: string | null }[]>(factory, 'factory', 'GET', '/api/device/list')),
    ...(await read<{ hotFolder: string | null }[]>(factory, 'factory', 'GET', '/api/process/list')),
  ];
  for (const { hotFolder } of holders)
    if (hotFolder)
      mkdirSync(path.join(dataDir, 'hot-folders', ...hotFolder.replace(/^([A-Za-z]):/, '$1').split(/[\\/]+/)), {
        recursive: true,
      });
  await spaNavigate(factory, '/factory/production/imageTransfer');
  await factory.getByTestId('filter-code').fill(batchNo);
  await factory.getByTestId('filter-search').click();
  await factory.getByTestId(`transfer-${batchId}`).click();
  const transferred = factory.getByTestId('transfer-table').locator(`tbody tr[data-row-key="batch-${batchId}"]`);
  // The batch's print files are rendered at the printer's resolution (a few seconds each): 31 s once, while the
  // other lane of `npm test` ran.
  await expect(transferred).toContainText('已传图', { timeout: 120_000 });
  const files = await read<{ files: { path: string }[] }>(
    factory,
    'factory',
    'GET',
    `/api/imageTransfer/detail?id=${batchId}&scope=batch`,
  );
  expect(files.files.length).toBeGreaterThan(0);
  for (const f of files.files) expect(existsSync(f.path)).toBe(true);

  // The direct-print station: every piece through every process, typed with Enter.
  await spaNavigate(factory, '/factory/production/dtgProduction');
  const input = factory.getByTestId('scan-input');
  const history = factory.getByTestId('scan-history').locator('> div');
  let scans = 0;
  const atStation = async (code: string) => {
    await factory.getByTestId('station-select').click();
    await factory.keyboard.type(code);
    await factory.keyboard.press('Enter');
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
  };
  const scan = async (code: string) => {
    await factory.keyboard.type(code);
    await factory.keyboard.press('Enter');
    scans += 1;
    await expect(history).toHaveCount(Math.min(scans, 20));
    await expect(history.first()).toContainText(code);
    await expect(history.first()).toContainText('成功');
    await expect(factory.getByTestId('answer-piece')).toHaveText(code);
    await expect(input).toBeFocused();
  };
  const codes = pieces.map((p) => p.code);
  const faulty = codes[codes.length - 1] as string;
  let reprint = '';
  for (const station of route) {
    await atStation(station);
    for (const code of codes) {
      if (station === 'ST-PACK-01' && code === faulty) continue;
      if (station === 'ST-QC-01' && code === faulty) {
        // Unqualified mode from the keyboard: F2, the defect item picked with Enter, then the scan.
        await factory.keyboard.press('F2');
        await expect(factory.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
        await factory.keyboard.press('Enter');
        await expect(factory.getByTestId('defect-tag')).toBeVisible();
        await expect(input).toBeFocused();
        await scan(code);
        await expect(factory.getByTestId('answer-reprint')).toBeVisible();
        reprint = ((await factory.getByTestId('answer-reprint').textContent()) ?? '').split(':').pop()?.trim() ?? '';
        await factory.keyboard.press('F2');
        await expect(factory.getByTestId('defect-tag')).toHaveCount(0);
        continue;
      }
      await scan(code);
    }
    if (station === printStation) {
      // A reprint of the piece just printed, from the keyboard: F8, the reason, Enter; logged in the history.
      await factory.keyboard.press('F8');
      await expect(factory.getByTestId('reprint-code')).toHaveValue(codes[codes.length - 1] as string);
      await factory.keyboard.type('喷头拉丝');
      await factory.keyboard.press('Enter');
      scans += 1;
      await expect(history.first()).toContainText('已重打（第 1 次）：喷头拉丝');
      await expect(factory.getByTestId('reprint-dialog')).toHaveCount(0);
      await expect(input).toBeFocused();
    }
    if (station === 'ST-PACK-01' && codes.length > 1)
      await expect(factory.getByTestId('answer-route')).toContainText('已完成');
  }
  expect(reprint).toBeTruthy();
  expect(reprint).not.toBe(faulty);
  // The reprint goes the whole route again.
  for (const station of STATIONS) {
    await atStation(station);
    await scan(reprint);
  }
  await expect(factory.getByTestId('answer-route')).toContainText('已完成');

  // The order's timeline on the factory's order desk.
  await spaNavigate(factory, '/factory/business/order');
  await searchOne(factory, 'order', 'orderCode', orderCode);
  await expect(async () => {
    await rowOf(factory, 'order', orderId).getByRole('button', { name: '查看' }).click();
    const timeline = factory.getByTestId('detail-timeline');
    try {
      await expect(timeline).toContainText('开始生产', { timeout: 5_000 });
      await expect(timeline).toContainText('全部印花完成', { timeout: 5_000 });
      await expect(timeline).toContainText('质检通过，生产完成', { timeout: 5_000 });
    } finally {
      await factory.keyboard.press('Escape');
    }
  }).toPass({ timeout: 90_000 });
});

test("a print scan at another printer than the batch's is refused with its printer named; allowed, it asks the reason", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // A submitted and passed order of two tees, released, its pieces in a batch made by hand on GTX-01, pretreated.
  const merchant = await (await browser.newContext()).newPage();
  await signIn(merchant, 'merchant', 'merchant');
  const { id: orderId, orderCode } = await teeDraft(merchant);
  await read(merchant, 'merchant', 'POST', '/api/merchantOrder/submit', { id: orderId });
  const factory = await (await browser.newContext()).newPage();
  await signIn(factory, 'factory', 'factory');
  await read(factory, 'factory', 'POST', '/api/order/audit', { id: orderId });
  let workOrderId = 0;
  await expect
    .poll(
      async () => {
        const made = await read<{ items: { id: number }[] }>(factory, 'factory', 'POST', '/api/workOrder/page', {
          orderCode,
        });
        workOrderId = made.items[0]?.id ?? 0;
        return workOrderId;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  await read(factory, 'factory', 'POST', '/api/workOrder/release', { id: workOrderId });
  const pieces = await read<PieceRow[]>(factory, 'factory', 'GET', `/api/workOrder/pieces?id=${workOrderId}`);
  const devices = await read<{ id: number; code: string; name: string }[]>(
    factory,
    'factory',
    'GET',
    '/api/device/list',
  );
  const gtx01 = devices.find((d) => d.code === 'GTX-01') as { id: number; name: string };
  const gtx02 = devices.find((d) => d.code === 'GTX-02') as { id: number; name: string };
  const batchId = await read<number>(factory, 'factory', 'POST', '/api/batch/add', {
    batchNo: `E2E-BP-${Date.now()}`,
    deviceId: gtx01.id,
  });
  await read(factory, 'factory', 'POST', '/api/batch/addPieces', { id: batchId, pieceIds: pieces.map((p) => p.id) });
  const stations = await read<StationInfo[]>(factory, 'factory', 'GET', '/api/dtgProduction/stations');
  const pretreat = stations.find((s) => s.code === 'ST-PT-01');
  for (const p of pieces)
    await read(factory, 'factory', 'POST', '/api/dtgProduction/scan', { workstationId: pretreat?.id, code: p.code });
  const code = pieces[0]?.code as string;

  // At the second printer's station the print scan is refused, naming the batch's printer and this one.
  await spaNavigate(factory, '/factory/production/dtgProduction');
  const input = factory.getByTestId('scan-input');
  await factory.getByTestId('station-select').click();
  await factory.keyboard.type('ST-DTG-02');
  await factory.keyboard.press('Enter');
  await expect(input).toBeEnabled();
  await expect(input).toBeFocused();
  await factory.keyboard.type(code);
  await factory.keyboard.press('Enter');
  await expect(factory.getByTestId('scan-error')).toContainText(
    `在打印机「${gtx01.name}」打印，本工位是打印机「${gtx02.name}」：请到「${gtx01.name}」扫码`,
  );
  await expect(factory.getByTestId('other-printer-dialog')).toHaveCount(0);

  // Allowed with a reason (general settings): the station asks for it, and Enter prints the piece here.
  await read(factory, 'factory', 'POST', '/api/generalSetting/update', { otherPrinterScan: 2 });
  try {
    await expect(input).toBeFocused();
    await factory.keyboard.type(code);
    await factory.keyboard.press('Enter');
    const dialog = factory.getByTestId('other-printer-dialog');
    await expect(dialog).toContainText('在此打印需填写原因');
    await expect(factory.getByTestId('other-printer-reason').locator('input')).toBeFocused();
    await factory.keyboard.type('批次打印机故障');
    await factory.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    const history = factory.getByTestId('scan-history').locator('> div');
    await expect(history.first()).toContainText('成功');
    await expect(history.first()).toContainText('已在本打印机打印，原因：批次打印机故障');
    await expect(factory.getByTestId('answer-route')).toContainText('直喷打印 → 烘干固化');
    // The reporting records keep the batch's printer and the reason beside this printer.
    const records = await read<{ items: { deviceName: string; batchDeviceName: string; printerReason: string }[] }>(
      factory,
      'factory',
      'POST',
      '/api/workReportRecord/page',
      { pieceCode: code },
    );
    expect(records.items.find((r) => r.printerReason)).toMatchObject({
      deviceName: gtx02.name,
      batchDeviceName: gtx01.name,
      printerReason: '批次打印机故障',
    });
  } finally {
    await read(factory, 'factory', 'POST', '/api/generalSetting/update', { otherPrinterScan: 1 });
  }
});
