import { checkZip, sysPosResource, type ZipRefusedError } from '@printfloor/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BizError } from '../../src/errors.ts';
import { ImportGate } from '../../src/resources/import-gate.ts';
import { readWorkbook } from '../../src/resources/xlsx.ts';
import { xlsx, xlsxUpload } from '../helpers/multipart.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { workbookBomb } from './zip-bomb.ts';

const MB = 1024 * 1024;

describe('bounded imports: zip bombs, the row limit and the import gate', () => {
  let server: TestServer;
  let factory: string;
  let template: Buffer;

  beforeAll(async () => {
    server = await createTestServer();
    factory = await server.tokenFor('factory', 'factory');
    template = await xlsx([
      ['名称', '编码'],
      ['A', 'A-1'],
    ]);
  });
  afterAll(() => server.close());

  const importFile = (file: Buffer, lang = 'en') => {
    const { payload, contentType } = xlsxUpload('positions.xlsx', file);
    return server.app.inject({
      method: 'POST',
      url: '/api/sysPos/import',
      headers: { authorization: `Bearer ${factory}`, 'accept-language': lang, 'content-type': contentType },
      payload,
    });
  };

  it('refuses four 1.5 GB bombs at once (honest and lying sizes) while the server keeps answering', async () => {
    const honest = workbookBomb(template, 1500, 'honest');
    const lying = workbookBomb(template, 1500, 'lying');
    expect(honest.length).toBeLessThan(2 * MB);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = Date.now();
    const imports = [honest, lying, honest, lying].map((f) => importFile(f));
    const ping = await server.call('GET', '/api/health/ping');
    const results = await Promise.all(imports);
    clearInterval(sampler);
    expect(ping.body.result).toBe('pong');
    for (const res of results) {
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/^\[D8005\] The compressed file unpacks beyond the limit \(at most 200\.0 MB/);
    }
    expect(Date.now() - started).toBeLessThan(15_000);
    // Loose: the real figure is `npm run bench:import`. Unguarded, one of these peaked at 1.8 GB.
    expect(peak - before).toBeLessThan(300 * MB);
    expect((await server.call('GET', '/api/health/ping')).body.result).toBe('pong');
    // Nothing was written.
    const page = await server.call<{ total: number }>('POST', '/api/sysPos/page', {
      token: factory,
      body: { code: 'A-1' },
    });
    expect(page.body.result.total).toBe(0);
  });

  it('says so in the caller language', async () => {
    const res = await importFile(workbookBomb(template, 300, 'honest'), 'zh-CN');
    expect(res.json().message).toMatch(/^\[D8005\] 压缩文件解压后超出限制（最大 200\.0 MB/);
  });

  it('the guard refuses hidden, mismatched and over-ratio entries before inflating', () => {
    expect(() => checkZip(template)).not.toThrow();
    const refusal = (file: Buffer) => {
      try {
        checkZip(file);
        return 'accepted';
      } catch (error) {
        return (error as ZipRefusedError).problem;
      }
    };
    expect(refusal(workbookBomb(template, 1500, 'honest'))).toBe('tooLarge');
    expect(refusal(workbookBomb(template, 100, 'honest'))).toBe('ratio');
    expect(refusal(workbookBomb(template, 100, 'lying'))).toBe('sizeMismatch');
    expect(refusal(Buffer.from('PK\x03\x04 not really'))).toBe('notZip');
    // Bytes slipped in front of the first entry (a reader following local headers would see them).
    expect(refusal(Buffer.concat([Buffer.alloc(64), template]))).toBe('notZip');
  });

  it('stops reading at the row limit', async () => {
    const rows: unknown[][] = [['名称', '编码']];
    for (let i = 1; i <= 30; i++) rows.push([`Row ${i}`, `R-${i}`]);
    const file = await xlsx(rows);
    await expect(readWorkbook(sysPosResource, file, 10)).rejects.toMatchObject({
      errorCode: 'R0006',
      params: { max: 10 },
    });
    expect(await readWorkbook(sysPosResource, file, 30)).toHaveLength(30);
  });

  it('the gate runs one import per tenant and two per instance, refusing after the wait', async () => {
    const gate = new ImportGate({ perInstance: 2, perTenant: 1, waitMs: 200 });
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = gate.run(1, async () => {
      order.push('t1 start');
      await held;
      order.push('t1 end');
    });
    // Same tenant waits, then is refused while the first still runs.
    const refused = await gate.run(1, async () => order.push('t1 second')).catch((e: BizError) => e.errorCode);
    expect(refused).toBe('R0090');
    // Another tenant has room.
    await gate.run(2, async () => order.push('t2'));
    // Queued behind the first: let in when it ends.
    const queued = gate.run(1, async () => order.push('t1 queued'));
    release();
    await Promise.all([first, queued]);
    expect(order).toEqual(['t1 start', 't2', 't1 end', 't1 queued']);
  });
});
