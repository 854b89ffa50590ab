import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GtxInk } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { DEVICE_IDS, WORKSTATION_IDS as WS } from '../../src/seed/base-data-ids.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { BATCH_STRATEGY_IDS } from '../../src/seed/production-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Page, type Row } from './floor.ts';

interface Scanned {
  pieceId: number;
  pieceCode: string;
  processName: string;
  nextProcessName: string | null;
  files: string[];
  fileError?: string | null;
}
interface Detail extends Row {
  code: string;
  transferState: number;
  transferCount: number;
  transferError: string | null;
  files: { id: number; attempt: number; name: string; path: string; size: number; sha256: string }[];
}

/**
 * Files on a print scan and the image-transfer page (issue 15): a DTG piece scanned at its print
 * process drops its PNG and GTX XML into the workstation device's hot folder (under a folder named
 * by the piece), recorded with size and checksum; a missing folder keeps the scan and says why,
 * and the piece is retried from the image-transfer page; batches transfer and retry there too; and
 * another factory sees none of it.
 */
describe('production: station files and the image-transfer page', () => {
  const hot = mkdtempSync(path.join(tmpdir(), 'pf-station-'));
  afterAll(() => rmSync(hot, { recursive: true, force: true }));
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    { setup: (server) => mapSkus(server, [{ skuCode: 'SF-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]) },
  );
  const { factory, ok, released: releasedOf, setFolder } = floorCalls(suite);
  const released = (quantity: number) => releasedOf('SF-DTG-M', quantity, '#2b6be4');
  const scan = (workstationId: number, code: string) =>
    ok<Scanned>('factory', '/api/dtgProduction/scan', { workstationId, code });
  const detail = async (scope: string, id: number) =>
    (await factory().get<Detail>('/api/imageTransfer/detail', { id: String(id), scope })).body.result;

  // Each test renders and writes real files through the whole floor (order → work order → scans): slow on a loaded machine.
  const SLOW = 180_000;

  it(
    'a print scan drops the piece files into the hot folder; a missing folder keeps the scan and a retry writes them',
    async () => {
      const [one, two] = await released(2);
      const folder = path.join(hot, 'gtx01');
      mkdirSync(folder, { recursive: true });
      await setFolder(DEVICE_IDS.gtx01, folder);

      // Pretreatment is not the print process: no files.
      const pre = await scan(WS.pretreat01, String(one?.code));
      expect(pre.files).toEqual([]);
      expect(pre.fileError ?? null).toBeNull();
      const printed = await scan(WS.dtg01, String(one?.code));
      expect(printed.processName).toBe('直喷打印');
      expect(printed.files.sort()).toEqual([`${one?.code}-front.png`, `${one?.code}-front.xml`]);
      const dir = path.join(folder, String(one?.code));
      expect(readdirSync(dir).sort()).toEqual(printed.files);
      const recorded = await detail('piece', Number(one?.id));
      expect(recorded).toMatchObject({ code: one?.code, transferState: 1, transferCount: 1, fileCount: 2 });
      expect(recorded.files).toHaveLength(2);
      for (const f of recorded.files) {
        const bytes = readFileSync(path.join(dir, f.name));
        expect(bytes.length).toBe(f.size);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(f.sha256);
      }
      expect((await sharp(readFileSync(path.join(dir, `${one?.code}-front.png`))).metadata()).format).toBe('png');
      // The PNG preview through the authenticated file route.
      const png = recorded.files.find((f) => f.name.endsWith('.png'));
      const preview = await suite.server.app.inject({
        method: 'GET',
        url: `/api/imageTransfer/file?id=${png?.id}`,
        headers: { authorization: `Bearer ${suite.factory}` },
      });
      expect(preview.headers['content-type']).toBe('image/png');
      expect(createHash('sha256').update(preview.rawPayload).digest('hex')).toBe(png?.sha256);
      const anonymous = await suite.server.app.inject({ method: 'GET', url: `/api/imageTransfer/file?id=${png?.id}` });
      expect(anonymous.rawPayload.toString()).not.toContain('PNG');

      // The folder disappears: the scan is still recorded (the piece moves on), the answer says why.
      rmSync(folder, { recursive: true, force: true });
      await scan(WS.pretreat01, String(two?.code));
      const failed = await scan(WS.dtg01, String(two?.code));
      expect(failed.files).toEqual([]);
      expect(failed.fileError).toContain('The scan is recorded');
      expect(failed.fileError).toContain('missing');
      expect(failed.nextProcessName).not.toBeNull();
      const listed = (
        await factory().post<Page<Row>>('/api/imageTransfer/page', { scope: 'piece', transferState: 2, pageSize: 50 })
      ).body.result;
      expect(listed.items.map((r) => r.id)).toContain(two?.id);
      // Only a failed transfer is retried; then the files are written.
      const early = await factory().post('/api/imageTransfer/retry', { scope: 'piece', id: one?.id });
      expect(early.body.message).toContain('no failed transfer');
      mkdirSync(folder, { recursive: true });
      const retried = await ok<Detail>('factory', '/api/imageTransfer/retry', { scope: 'piece', id: two?.id });
      expect(retried).toMatchObject({ transferState: 1, transferCount: 1, transferError: null });
      expect(readdirSync(path.join(folder, String(two?.code))).sort()).toEqual([
        `${two?.code}-front.png`,
        `${two?.code}-front.xml`,
      ]);
    },
    SLOW,
  );

  it(
    'a printed piece is reprinted at its print station with a reason: files again, logged, refusals say why',
    async () => {
      const [one] = await released(1);
      const folder = path.join(hot, 'gtx01-reprint');
      mkdirSync(folder, { recursive: true });
      await setFolder(DEVICE_IDS.gtx01, folder);
      const code = String(one?.code);
      const reprint = (workstationId: number, reason = 'print head streaks') =>
        factory().post<{ reprints: number; files: string[]; fileError?: string | null }>('/api/dtgProduction/reprint', {
          workstationId,
          code,
          reason,
        });
      // Not printed yet: scan it at the print station first.
      expect((await reprint(WS.dtg01)).body.message).toContain('has not been printed at');
      await scan(WS.pretreat01, code);
      expect((await reprint(WS.dtg01)).body.message).toContain('has not been printed at');
      const printed = await scan(WS.dtg01, code);
      expect(printed.files).toHaveLength(2);
      rmSync(path.join(folder, code), { recursive: true, force: true });
      // A reason is required; another process's workstation is refused.
      expect((await reprint(WS.dtg01, ' ')).body.code).toBe(400);
      expect((await reprint(WS.pretreat01)).body.message).toContain('cannot be reprinted here');
      const first = await reprint(WS.dtg01);
      expect(first.body.result).toMatchObject({ reprints: 1 });
      expect(first.body.result.files.sort()).toEqual([`${code}-front.png`, `${code}-front.xml`]);
      expect(readdirSync(path.join(folder, code)).sort()).toEqual(first.body.result.files.sort());
      // The other DTG printer's folder is missing: the reprint is logged, the answer says why. (Its seeded
      // D:\hot\gtx02 exists wherever the seed ran on the data directory: point it at one that does not.)
      await setFolder(DEVICE_IDS.gtx02, path.join(hot, 'gtx02-missing'));
      const second = await reprint(WS.dtg02, 'garment loaded crooked');
      expect(second.body.result).toMatchObject({ reprints: 2, files: [] });
      expect(second.body.result.fileError).toContain('The reprint is logged');
      // The piece did not move; its transfers count the written ones.
      expect(await detail('piece', Number(one?.id))).toMatchObject({ transferCount: 2, transferState: 2 });
    },
    SLOW,
  );

  it(
    'batches are transferred and retried on the page; another factory sees none of them',
    async () => {
      const [piece] = await released(1);
      await ok('factory', '/api/batch/autoBatch', { releasePartial: true });
      const batches = (await factory().post<Page<Row>>('/api/batch/page', { pageSize: 200 })).body.result.items;
      let batch: Row | undefined;
      for (const b of batches) {
        const pieces = (await factory().get<Row[]>('/api/batch/pieces', { id: String(b.id) })).body.result;
        if (pieces.some((p) => p.id === piece?.id)) batch = b;
      }
      if (!batch) throw new Error('no batch holds the piece');
      // Not audited: not on the page.
      const before = (await factory().post<Page<Row>>('/api/imageTransfer/page', { pageSize: 200 })).body.result;
      expect(before.items.some((r) => r.id === batch.id)).toBe(false);
      await ok('factory', '/api/batch/audit', { id: batch.id });
      const folder = path.join(hot, 'gtx02');
      await setFolder(Number(batch.deviceId ?? DEVICE_IDS.gtx01), folder);
      if (!batch.deviceId) await ok('factory', '/api/batch/update', { id: batch.id, deviceId: DEVICE_IDS.gtx01 });
      const page = await ok<Page<Row>>('factory', '/api/imageTransfer/page', {
        code: String(batch.batchNo),
        transferState: 0,
        printKind: 1,
      });
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({ id: batch.id, scope: 'batch', transferState: 0, fileCount: 0 });
      // The folder is missing: the transfer fails and is recorded; a second "transfer" is refused, a retry works.
      const missing = await factory().post('/api/imageTransfer/transfer', { id: batch.id });
      expect(missing.body.message).toContain('Image transfer failed');
      const again = await factory().post('/api/imageTransfer/transfer', { id: batch.id });
      expect(again.body.message).toContain('use retry');
      expect(await detail('batch', Number(batch.id))).toMatchObject({ transferState: 2 });
      mkdirSync(folder, { recursive: true });
      const done = await ok<Detail>('factory', '/api/imageTransfer/retry', { id: batch.id });
      expect(done).toMatchObject({ transferState: 1, transferCount: 1, fileCount: 2 });
      for (const f of done.files) expect(readFileSync(f.path).length).toBe(f.size);
      // Transfer days are the tenant's: the day of the time the list shows (its zone's wall clock).
      const today = String(done.transferTime).slice(0, 10);
      const dated = await ok<Page<Row>>('factory', '/api/imageTransfer/page', {
        transferState: 1,
        from: today,
        to: today,
      });
      expect(dated.items.some((r) => r.id === batch.id)).toBe(true);
      const bad = await factory().post('/api/imageTransfer/page', { from: 'yesterday' });
      expect(bad.body.code).toBe(400);

      // Another factory tenant: not on its page, no detail, no file, no transfer.
      const superadmin = await suite.server.tokenFor('superadmin', 'admin');
      const made = await suite.call('POST', '/api/sysTenant/add', superadmin, {
        kind: 'factory',
        code: 'sfplant2',
        name: 'sfplant2',
        adminAccount: 'sfadmin2',
        adminPassword: 'Secret123',
      });
      expect(made.body.code).toBe(200);
      const other = await suite.server.tokenFor('sfadmin2', 'factory');
      const theirs = await suite.call<Page<Row>>('POST', '/api/imageTransfer/page', other, { pageSize: 200 });
      expect(theirs.body.code).toBe(200);
      expect(theirs.body.result.items.some((r) => r.id === batch.id)).toBe(false);
      const peek = await suite.server.call('GET', '/api/imageTransfer/detail', {
        token: other,
        query: { id: String(batch.id) },
      });
      expect(peek.body.code).not.toBe(200);
      const file = await suite.server.app.inject({
        method: 'GET',
        url: `/api/imageTransfer/file?id=${done.files[0]?.id}`,
        headers: { authorization: `Bearer ${other}` },
      });
      expect(file.headers['content-type']).not.toBe('image/png');
      const retry = await suite.call('POST', '/api/imageTransfer/retry', other, { id: batch.id });
      expect(retry.body.code).not.toBe(200);
      // Nor can its stations reprint our piece.
      const reprint = await suite.call('POST', '/api/dtgProduction/reprint', other, {
        workstationId: WS.dtg01,
        code: piece?.code,
        reason: 'theirs',
      });
      expect(reprint.body.code).not.toBe(200);
    },
    SLOW,
  );

  it(
    "a batched piece's files at its print station and on reprint carry its batch's platen and ink mode, else its template's",
    async () => {
      const T = SEED.factory.tenantId;
      const db = <R>(run: (tx: Parameters<Parameters<typeof inTenant>[2]>[0]) => Promise<R>) =>
        inTenant(suite.server.db, T, run);
      const folder = path.join(hot, 'gtx01-batched');
      mkdirSync(folder, { recursive: true });
      await setFolder(DEVICE_IDS.gtx01, folder);
      // A white tee (the demo's light template, colour only, 14 × 16″) in a single-piece order: the light strategy
      // batches it, and the batch carries the strategy's platen and ink mode.
      const [batched] = await released(1);
      await ok('factory', '/api/batch/autoBatch', { releasePartial: true });
      const [row] = await db((tx) =>
        queryRows<{
          batch_id: string | null;
          strategy_id: string | null;
          platen: number | null;
          ink_mode: number | null;
        }>(
          tx,
          sql`select p.batch_id::text, b.strategy_id::text, b.platen, b.ink_mode
                from pro_piece p left join pro_batch b on b.tenant_id = p.tenant_id and b.id = p.batch_id
               where p.tenant_id = ${T} and p.id = ${Number(batched?.id)}`,
        ),
      );
      expect(row).toMatchObject({
        strategy_id: String(BATCH_STRATEGY_IDS.dtgWhite),
        platen: 2,
        ink_mode: GtxInk.ColourOnly,
      });
      // Every template changed after batching (white + colour on the 10 × 12″ platen): the batched piece still
      // prints as its batch says; a piece in no batch prints as its template now says.
      const before = await db((tx) =>
        queryRows<{ id: string; platen: number; ink_mode: number }>(
          tx,
          sql`select id::text, platen, ink_mode from mes_brother_template where tenant_id = ${T}`,
        ),
      );
      await db((tx) =>
        tx.execute(
          sql`update mes_brother_template set platen = 3, ink_mode = ${GtxInk.ColourWhite} where tenant_id = ${T}`,
        ),
      );
      try {
        const [loose] = await released(1);
        const xmlOf = (code: string) => readFileSync(path.join(folder, code, `${code}-front.xml`), 'utf8');
        for (const piece of [batched, loose]) {
          await scan(WS.pretreat01, String(piece?.code));
          const printed = await scan(WS.dtg01, String(piece?.code));
          expect(printed.fileError ?? null).toBeNull();
          expect(printed.files).toContain(`${piece?.code}-front.xml`);
        }
        const code = String(batched?.code);
        expect(xmlOf(code)).toContain(`<byInk>${GtxInk.ColourOnly}</byInk>`);
        expect(xmlOf(code)).toContain('<byPlatenSize>2</byPlatenSize>');
        expect(xmlOf(String(loose?.code))).toContain(`<byInk>${GtxInk.ColourWhite}</byInk>`);
        expect(xmlOf(String(loose?.code))).toContain('<byPlatenSize>3</byPlatenSize>');
        // A reprint at the station writes them with the batch's too.
        rmSync(path.join(folder, code), { recursive: true, force: true });
        const reprinted = await ok<{ files: string[] }>('factory', '/api/dtgProduction/reprint', {
          workstationId: WS.dtg01,
          code,
          reason: 'ink smeared',
        });
        expect(reprinted.files).toContain(`${code}-front.xml`);
        expect(xmlOf(code)).toContain(`<byInk>${GtxInk.ColourOnly}</byInk>`);
        expect(xmlOf(code)).toContain('<byPlatenSize>2</byPlatenSize>');
      } finally {
        await db(async (tx) => {
          for (const t of before)
            await tx.execute(sql`update mes_brother_template set platen = ${t.platen}, ink_mode = ${t.ink_mode}
                                  where tenant_id = ${T} and id = ${Number(t.id)}`);
        });
      }
    },
    SLOW,
  );
});
