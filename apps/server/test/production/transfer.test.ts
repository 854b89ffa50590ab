import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { DEVICE_IDS, WORKSTATION_IDS as WS } from '../../src/seed/base-data-ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Page, RENDER_TIMEOUT, type Row } from './floor.ts';

/**
 * Image transfer and piece QR (issue 15): an audited batch's print files land atomically in the
 * machine's hot folder (DTG: a PNG and GTX settings XML per piece and placement; heat print: the
 * gang sheet as PNG and PDF), each recorded with its checksum; a missing folder fails visibly and
 * leaves the batch transferable; the piece QR is this server's signed reference — scanned at a
 * station it moves the piece, a tampered or old QR is refused with the spec's hints.
 */

describe('production: image transfer and piece QR', () => {
  const hot = mkdtempSync(path.join(tmpdir(), 'pf-hot-'));
  afterAll(() => rmSync(hot, { recursive: true, force: true }));
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    {
      setup: (server) =>
        mapSkus(server, [
          { skuCode: 'TR-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite },
          { skuCode: 'TR-HT-M', productId: PRODUCT_IDS.heatTee },
        ]),
    },
  );
  const { factory, ok, released, setFolder } = floorCalls(suite);

  /** The audited batch (of `resource`) that holds `pieceId`, made by "release now". */
  async function auditedBatchOf(resource: string, pieceId: number): Promise<Row> {
    await ok('factory', `/api/${resource}/autoBatch`, { releasePartial: true });
    const batches = (await factory().post<Page<Row>>(`/api/${resource}/page`, { pageSize: 200 })).body.result.items;
    for (const b of batches) {
      const pieces = (await factory().get<Row[]>(`/api/${resource}/pieces`, { id: String(b.id) })).body.result;
      if (pieces.some((p) => p.id === pieceId)) {
        if (b.auditState === 0) await ok('factory', `/api/${resource}/audit`, { id: b.id });
        return b;
      }
    }
    throw new Error(`no ${resource} holds piece ${pieceId}`);
  }

  it(
    'DTG: an audited batch drops a PNG and a GTX XML per piece into the hot folder; a retry replaces them',
    async () => {
      const [piece] = await released('TR-DTG-M', 2);
      const batch = await auditedBatchOf('batch', Number(piece?.id));
      expect(batch.deviceId).toBeTruthy();
      const folder = path.join(hot, 'gtx');
      rmSync(folder, { recursive: true, force: true });
      // The machine's folder does not exist yet: the transfer fails visibly, nothing is written, the batch stays transferable.
      await setFolder(Number(batch.deviceId), folder);
      const missing = await factory().post('/api/batch/transfer', { id: batch.id });
      expect(missing.body.message).toContain('Image transfer failed');
      expect(missing.body.message).toContain('missing');
      expect((await factory().get<Row>('/api/batch/detail', { id: String(batch.id) })).body.result).toMatchObject({
        transferState: 2,
      });
      (await import('node:fs')).mkdirSync(folder);
      const done = await ok<{ attempt: number; files: { path: string; size: number; sha256: string }[] }>(
        'factory',
        '/api/batch/transfer',
        { id: batch.id },
      );
      const dir = path.join(folder, String(batch.batchNo));
      const names = readdirSync(dir).sort();
      expect(names.length).toBe(done.files.length);
      expect(names.filter((n) => n.endsWith('.png')).length).toBe(Number(batch.quantity));
      expect(names.filter((n) => n.endsWith('.xml')).length).toBe(Number(batch.quantity));
      expect(readdirSync(folder).filter((n) => n.startsWith('.'))).toEqual([]);
      for (const f of done.files) {
        const bytes = readFileSync(f.path);
        expect(bytes.length).toBe(f.size);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(f.sha256);
      }
      const xml = readFileSync(done.files.find((f) => f.path.endsWith('.xml'))?.path as string, 'utf8');
      expect(xml).toContain('<GTOPTION');
      const png = await sharp(readFileSync(done.files.find((f) => f.path.endsWith('.png'))?.path as string)).metadata();
      expect(png.format).toBe('png');
      const again = await ok<{ attempt: number }>('factory', '/api/batch/transfer', { id: batch.id });
      expect(again.attempt).toBe(done.attempt + 1);
      expect((await factory().get<Row>('/api/batch/detail', { id: String(batch.id) })).body.result).toMatchObject({
        transferState: 1,
        transferCount: 2,
      });
      // A pending batch cannot be transferred.
      const pending = await ok<number>('factory', '/api/batch/add', {});
      const refused = await factory().post('/api/batch/transfer', { id: pending });
      expect(refused.body.message).toContain('not audited');
    },
    RENDER_TIMEOUT,
  );

  it('heat print: the gang sheet of a batch as 300 DPI PNG and PDF in the DTF printer folder, utilisation recorded', async () => {
    const [piece] = await released('TR-HT-M', 3);
    const batch = await auditedBatchOf('heatBatch', Number(piece?.id));
    const folder = path.join(hot, 'dtf');
    (await import('node:fs')).mkdirSync(folder, { recursive: true });
    await setFolder(Number(batch.deviceId ?? DEVICE_IDS.dtfRoll01), folder);
    if (!batch.deviceId) await ok('factory', '/api/heatBatch/update', { id: batch.id, deviceId: DEVICE_IDS.dtfRoll01 });
    const done = await ok<{
      sheets: { index: number; utilisation: number }[];
      files: { path: string }[];
      unplaced: string[];
    }>('factory', '/api/heatBatch/transfer', { id: batch.id });
    expect(done.sheets.length).toBeGreaterThanOrEqual(1);
    expect(done.unplaced).toEqual([]);
    expect(done.files.map((f) => path.extname(f.path)).sort()).toEqual(
      Array.from({ length: done.sheets.length }, () => ['.pdf', '.png'])
        .flat()
        .sort(),
    );
    const pdf = readFileSync(done.files.find((f) => f.path.endsWith('.pdf'))?.path as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const meta = await sharp(readFileSync(done.files.find((f) => f.path.endsWith('.png'))?.path as string)).metadata();
    // 22 inches at 300 DPI.
    expect(meta.width).toBe(6600);
    const after = (await factory().get<Row>('/api/heatBatch/detail', { id: String(batch.id) })).body.result;
    expect(Number(after.utilisation)).toBeGreaterThan(0);
    expect(after.sheetCount).toBe(done.sheets.length);
    expect(existsSync(path.join(folder, String(batch.batchNo)))).toBe(true);
    // The image-transfer page's detail shows each sheet (length, utilisation in percent) and what did not fit.
    const shown = (
      await factory().get<{ sheets: { index: number; lengthMm: number; utilisation: number }[]; unplaced: string[] }>(
        '/api/imageTransfer/detail',
        { id: String(batch.id), scope: 'batch' },
      )
    ).body.result;
    expect(shown.sheets.map((s) => s.index)).toEqual(done.sheets.map((s) => s.index));
    for (const [i, s] of shown.sheets.entries()) {
      expect(s.lengthMm).toBeGreaterThan(0);
      expect(s.utilisation).toBeCloseTo((done.sheets[i]?.utilisation ?? 0) * 100, 1);
    }
    expect(shown.unplaced).toEqual([]);
  });

  it('a heat batch completes once audited and transferred (from in progress or fault), logged, once', async () => {
    const [piece] = await released('TR-HT-M', 1);
    await ok('factory', '/api/heatBatch/autoBatch', { releasePartial: true });
    const batches = (await factory().post<Page<Row>>('/api/heatBatch/page', { pageSize: 200 })).body.result.items;
    let batch: Row | undefined;
    for (const b of batches) {
      const pieces = (await factory().get<Row[]>('/api/heatBatch/pieces', { id: String(b.id) })).body.result;
      if (pieces.some((p) => p.id === piece?.id)) batch = b;
    }
    const id = Number(batch?.id);
    expect(batch).toMatchObject({ auditState: 0, heatState: 1 });
    // Not audited, then not transferred: refused, nothing changed.
    const early = await factory().post('/api/heatBatch/complete', { id });
    expect(early.body.message).toContain('is not audited');
    await ok('factory', '/api/heatBatch/audit', { id });
    const untransferred = await factory().post('/api/heatBatch/complete', { id });
    expect(untransferred.body.message).toContain('have not been transferred');
    expect((await factory().get<Row>('/api/heatBatch/detail', { id: String(id) })).body.result.heatState).toBe(1);

    const folder = path.join(hot, 'dtf-complete');
    (await import('node:fs')).mkdirSync(folder, { recursive: true });
    await setFolder(Number(batch?.deviceId ?? DEVICE_IDS.dtfRoll01), folder);
    if (!batch?.deviceId) await ok('factory', '/api/heatBatch/update', { id, deviceId: DEVICE_IDS.dtfRoll01 });
    await ok('factory', '/api/heatBatch/transfer', { id });
    // A fault put right completes too.
    await ok('factory', '/api/heatBatch/setFault', { id, faultReason: 'film creased' });
    await ok('factory', '/api/heatBatch/complete', { id });
    const after = (await factory().get<Row>('/api/heatBatch/detail', { id: String(id) })).body.result;
    expect(after).toMatchObject({ heatState: 2, updateUserName: expect.any(String) });
    // Completed is final for these transitions.
    const again = await factory().post('/api/heatBatch/complete', { id });
    expect(again.body.code).not.toBe(200);
    expect(again.body.message).toContain('Completed');
    const fault = await factory().post('/api/heatBatch/setFault', { id, faultReason: 'late' });
    expect(fault.body.code).not.toBe(200);
    // Logged: the event of the transition and the diff log of the row.
    const logged = await asPlatform(suite.server.db, async (tx) => ({
      events: await queryRows<{ type: string }>(
        tx,
        sql`select type from sys_event where aggregate_type = 'heatBatch' and aggregate_id = ${id} order by id`,
      ),
      diffs: await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from sys_log_diff where table_name = 'pro_batch' and business_id = ${id}
               and after_data->>'heatState' = '2'`,
      ),
    }));
    expect(logged.events.map((e) => e.type)).toContain('heatBatch.completed');
    expect(logged.diffs[0]?.n).toBe(1);
  });

  it("a piece's QR is this server's signed reference: scanned it moves the piece; tampered or old QR codes are refused", async () => {
    const [piece] = await released('TR-DTG-M', 1);
    const [ref] = await ok<{ qr: string }[]>('factory', '/api/pieceQr/generate', { ids: [piece?.id] });
    const qr = String(ref?.qr);
    expect(qr).toMatch(/^PF1-/);
    // Another tag of the same alphabet (base32): well formed, but not signed by this server.
    const tampered = `${qr.slice(0, -1)}${qr.endsWith('A') ? 'B' : 'A'}`;
    const foreign = await factory().post('/api/dtgProduction/scan', { workstationId: WS.pretreat01, code: tampered });
    expect(foreign.body.message).toContain('not made by this system');
    const old = await factory().post('/api/dtgProduction/scan', { workstationId: WS.pretreat01, code: '123456789' });
    expect(old.body.message).toContain('old server');
    const scanned = await ok<Record<string, unknown>>('factory', '/api/dtgProduction/scan', {
      workstationId: WS.pretreat01,
      code: qr.toLowerCase(),
    });
    expect(scanned).toMatchObject({ pieceCode: piece?.code, nextProcessName: '直喷打印' });
    const res = await suite.server.app.inject({
      method: 'POST',
      url: '/api/pieceQr/print',
      headers: { authorization: `Bearer ${suite.factory}`, 'content-type': 'application/json' },
      payload: { ids: [piece?.id], widthMm: 50, heightMm: 30 },
    });
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
