import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { hotFolderPath } from '../../src/modules/production/transfer/folders.ts';
import { SEED } from '../../src/seed/ids.ts';
import { seed } from '../../src/seed/index.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Page, type Row } from './floor.ts';

/**
 * Issue 35 item 6 on the server: a fresh start has the demo's hot folders, so the first transfer
 * lands; a missing folder is named in the reader's language with what to do; and the image-transfer
 * list writes its times on the tenant's clock.
 */

const F = SEED.factory.tenantId;
const ZONE = 'America/Sao_Paulo';

describe('production: the demo hot folders, a missing one explained, transfer times', () => {
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    {
      setup: async (server) => {
        // What every start does on its data directory (this server's is new: its database is a seeded copy).
        await seed(server.services);
        // Warm again as a start leaves them: sessions are opened inside a transaction (PGlite has one connection).
        await server.services.settings.get('sys_token_expire');
        await mapSkus(server, [{ skuCode: 'SFL-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]);
      },
    },
  );
  const { factory, ok, released, setFolder } = floorCalls(suite);

  /** The audited DTG batch that holds `pieceId`, made by "release now". */
  async function auditedBatchOf(pieceId: number): Promise<Row> {
    await ok('factory', '/api/batch/autoBatch', { releasePartial: true });
    const batches = (await factory().post<Page<Row>>('/api/batch/page', { pageSize: 200 })).body.result.items;
    for (const b of batches) {
      const pieces = (await factory().get<Row[]>('/api/batch/pieces', { id: String(b.id) })).body.result;
      if (pieces.some((p) => p.id === pieceId)) {
        if (b.auditState === 0) await ok('factory', '/api/batch/audit', { id: b.id });
        return b;
      }
    }
    throw new Error(`no batch holds piece ${pieceId}`);
  }

  it("a fresh start has the demo's hot folders, and the first transfer lands in them", async () => {
    const { dataDir } = suite.server.services.config;
    const configured = await inTenant(suite.server.db, F, (tx) =>
      queryRows<{ hot_folder: string }>(
        tx,
        sql`select hot_folder from mes_device where tenant_id = ${F} and coalesce(hot_folder, '') <> ''
            union select hot_folder from mes_process where tenant_id = ${F} and coalesce(hot_folder, '') <> ''`,
      ),
    );
    expect(configured.length).toBeGreaterThan(5);
    for (const { hot_folder } of configured) {
      const folder = hotFolderPath(dataDir, hot_folder);
      expect(folder.startsWith(path.join(dataDir, 'hot-folders')), hot_folder).toBe(true);
      expect(existsSync(folder) && statSync(folder).isDirectory(), `${hot_folder} → ${folder}`).toBe(true);
    }
    // The first transfer of an audited batch: into its machine's seeded folder, nothing made by hand.
    const [piece] = await released('SFL-DTG-M', 1);
    const batch = await auditedBatchOf(Number(piece?.id));
    const done = await ok<{ files: { path: string }[] }>('factory', '/api/imageTransfer/transfer', { id: batch.id });
    expect(done).toMatchObject({ transferState: 1, transferCount: 1 });
    for (const f of done.files) expect(f.path.startsWith(path.join(dataDir, 'hot-folders', 'D', 'hot'))).toBe(true);
  });

  it("a missing hot folder is named in the reader's language with what to do; times are the tenant's", async () => {
    const { dataDir } = suite.server.services.config;
    await asPlatform(suite.server.db, (tx) =>
      tx.execute(sql`update sys_tenant set time_zone = ${ZONE} where id = ${F}`),
    );
    const [piece] = await released('SFL-DTG-M', 1);
    const batch = await auditedBatchOf(Number(piece?.id));
    const device = Number(batch.deviceId);
    const seeded = (await factory().get<Row>('/api/device/detail', { id: String(device) })).body.result.hotFolder;
    await setFolder(device, 'D:\\hot\\not-made');
    const where = path.join(dataDir, 'hot-folders', 'D', 'hot', 'not-made');

    const inChinese = await suite.server.call('POST', '/api/imageTransfer/transfer', {
      token: suite.factory,
      body: { id: batch.id },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(inChinese.body.message).toBe(
      `[P1017] 传图失败：热文件夹「D:\\hot\\not-made」不存在（服务器上的位置：${where}）：请在服务器上创建这个文件夹（或把打印机的共享文件夹挂载到这里），或在设备 / 工序中填写已有的热文件夹，然后重试`,
    );
    // The list reads the recorded reason in its reader's language.
    const listed = async (lang: string) => {
      const res = await suite.server.call<Page<Row>>('POST', '/api/imageTransfer/page', {
        token: suite.factory,
        body: { code: String(batch.batchNo) },
        headers: { 'accept-language': lang },
      });
      return res.body.result.items[0] as Row;
    };
    expect((await listed('en')).transferError).toBe(
      `the hot folder "D:\\hot\\not-made" is missing (on the server: ${where}): create that folder on the server (or mount the printer's shared folder there), or give the device or process a hot folder that exists, then retry`,
    );
    expect(String((await listed('pt-BR')).transferError)).toContain('a pasta quente "D:\\hot\\not-made" não existe');
    expect(String((await listed('zh-TW')).transferError)).toContain('熱資料夾「D:\\hot\\not-made」不存在');

    // Put right, the retry lands; the list and the files are on the tenant's clock (São Paulo), not UTC.
    await setFolder(device, String(seeded));
    const before = Date.now();
    const retried = await ok<{ transferTime: string; files: { createTime: string }[] }>(
      'factory',
      '/api/imageTransfer/retry',
      { id: batch.id },
    );
    const wall = (ms: number) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(ms);
    const seconds: string[] = [];
    for (let ms = before - 2000; ms <= Date.now() + 1000; ms += 1000) seconds.push(wall(ms));
    expect(seconds).toContain(retried.transferTime);
    expect(seconds).toContain(retried.files[0]?.createTime);
    const row = await listed('en');
    expect(row).toMatchObject({ transferState: 1, transferError: null, transferTime: retried.transferTime });
    // The transfer-date filter takes the tenant's day.
    const today = retried.transferTime.slice(0, 10);
    const byDay = await ok<Page<Row>>('factory', '/api/imageTransfer/page', {
      code: String(batch.batchNo),
      from: today,
      to: today,
    });
    expect(byDay.items.map((r) => r.id)).toEqual([batch.id]);
    await asPlatform(suite.server.db, (tx) =>
      tx.execute(sql`update sys_tenant set time_zone = 'Asia/Shanghai' where id = ${F}`),
    );
  });
});
