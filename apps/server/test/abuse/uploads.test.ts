import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload, useTempStorage } from '../files/helpers.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { workbookBomb } from './zip-bomb.ts';

const MB = 1024 * 1024;

/** Sends only the headers and the first bytes of a large declared body; resolves with the answer. */
function partialPost(port: number, path: string, headers: Record<string, string>, declared: number) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'content-length': String(declared) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), sent });
          req.destroy();
        });
      },
    );
    req.on('error', reject);
    const start = Buffer.from('{"fileName":"big.png","fileDataBase64":"');
    req.write(start);
    sent += start.length;
  });
}

describe('uploads: zip bounds and the base64 body limit', () => {
  let server: TestServer;
  let temp: ReturnType<typeof useTempStorage>;
  let admin: string;
  let port: number;

  beforeAll(async () => {
    server = await createTestServer();
    temp = useTempStorage(server);
    admin = await server.tokenFor('superadmin', 'admin');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  }, 240_000);
  afterAll(async () => {
    await server.close();
    temp.cleanup();
  });

  it('refuses an xlsx or docx upload that would unpack beyond the bounds (the console previews them)', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRow(['hello']);
    const bomb = workbookBomb(Buffer.from(await wb.xlsx.writeBuffer()), 1500, 'honest');
    const res = await upload(server, '/api/sysFile/uploadFile', admin, { filename: 'bomb.xlsx', content: bomb });
    expect(res.code).toBe(400);
    expect(res.message).toMatch(/^\[D8005\] The compressed file unpacks beyond the limit \(at most 200\.0 MB/);
  });

  it('answers an oversize base64 upload with the file-size message before reading the body', async () => {
    for (const [lang, text] of [
      ['en', '[D8002] The file is too large (at most 20.0 MB)'],
      ['pt-BR', '[D8002] O arquivo é grande demais (no máximo 20.0 MB)'],
      ['zh-CN', '[D8002] 文件超过允许大小（最大 20.0 MB）'],
    ] as const) {
      const res = await partialPost(
        port,
        '/api/sysFile/uploadFileFromBase64',
        { authorization: `Bearer ${admin}`, 'accept-language': lang, 'content-type': 'application/json' },
        40 * MB,
      );
      // The answer came after ~40 bytes of the declared 40 MB.
      expect(res.sent).toBeLessThan(100);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ code: 400, message: text });
    }
  });

  it('a chunked base64 body that grows past the limit gets the same message', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/sysFile/uploadFileFromBase64',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en', 'content-type': 'application/json' },
      // A stream: no Content-Length, so the limit is met while reading.
      payload: Readable.from([JSON.stringify({ fileName: 'big.png', fileDataBase64: 'A'.repeat(31 * MB) })]),
    });
    expect(res.json()).toMatchObject({ code: 400, message: '[D8002] The file is too large (at most 20.0 MB)' });
  });

  it('accepts a base64 file just under the 20 MB file limit (MIME line breaks included)', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(20 * MB - 1024, 7),
    ]);
    const wrapped = png.toString('base64').replace(/.{76}/g, '$&\r\n');
    const res = await server.call<{ sizeKb: number }>('POST', '/api/sysFile/uploadFileFromBase64', {
      token: admin,
      body: { fileName: 'big.png', fileDataBase64: wrapped },
    });
    expect(`${res.body.code} ${res.body.message}`).toBe('200 ');
  });
});
