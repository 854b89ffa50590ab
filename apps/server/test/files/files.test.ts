import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { sysFile, sysUser } from '../../src/db/schema/index.ts';
import { SEED } from '../../src/seed/ids.ts';
import { addAccount } from '../helpers/accounts.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { exeBytes, gifBytes, pngBytes, upload, useTempStorage } from './helpers.ts';

interface SysFileOut {
  id: number;
  tenantId: number;
  provider: string;
  bucketName: string;
  fileName: string;
  suffix: string;
  filePath: string;
  folder: string | null;
  sizeKb: number;
  sizeInfo: string;
  url: string;
  fileMd5: string;
  fileType: string;
  mime: string;
}
interface Page<T> {
  total: number;
  items: T[];
}

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
const en = { 'accept-language': 'en' };

describe('files: upload, list, download, preview, rename, delete', () => {
  let server: TestServer;
  let temp: ReturnType<typeof useTempStorage>;
  let admin: string; // platform superadmin, area admin: every sysFile code
  let otherAdmin: string; // a super admin of the factory tenant, area admin: every code, other tenant
  let factory: string; // factory tenant admin, area factory: no sysFile menu
  let merchant: string;

  beforeAll(async () => {
    server = await createTestServer();
    temp = useTempStorage(server);
    await addAccount(server, {
      tenantId: SEED.factory.tenantId,
      account: 'fileboss',
      realName: 'File Boss',
      accountType: 999,
    });
    admin = await server.tokenFor('superadmin', 'admin');
    otherAdmin = await server.tokenFor('fileboss', 'admin');
    factory = await server.tokenFor('factory', 'factory');
    merchant = await server.tokenFor('merchant', 'merchant');
  }, 240_000);
  afterAll(async () => {
    await server.close();
    temp.cleanup();
  });

  const download = (token: string, body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: '/api/sysFile/downloadFile',
      payload: body as object,
      headers: { authorization: `Bearer ${token}`, ...en },
    });

  it('uploads, lists, downloads (same bytes and md5) and previews without a token', async () => {
    const bytes = pngBytes(5000);
    const up = await upload(server, '/api/sysFile/uploadFile?path=docs/2024', admin, {
      filename: 'Logo 图.PNG',
      content: bytes,
    });
    expect(up.code).toBe(200);
    const file = up.result as unknown as SysFileOut;
    expect(file).toMatchObject({
      tenantId: SEED.platform.tenantId,
      provider: 'Local',
      fileName: 'Logo 图',
      suffix: '.png',
      folder: 'docs/2024',
      sizeKb: 5,
      fileMd5: md5(bytes),
      fileType: 'png',
      mime: 'image/png',
    });
    expect(file).not.toHaveProperty('accessKey');
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    expect(file.filePath).toBe(`${SEED.platform.tenantId}/${now.getUTCFullYear()}/${month}/${file.id}.png`);
    expect(readFileSync(path.join(temp.root, file.filePath)).equals(bytes)).toBe(true);
    expect(file.url).toMatch(
      new RegExp(`^/api/sysFile/preview/${SEED.platform.tenantId}/${file.id}/[A-Za-z0-9_-]{22}$`),
    );

    const page = await server.call<Page<SysFileOut>>('POST', '/api/sysFile/page', {
      token: admin,
      body: { page: 1, pageSize: 10, fileName: 'Logo' },
    });
    expect(page.body.code).toBe(200);
    expect(page.body.result.items.map((f) => f.id)).toContain(file.id);
    const bySuffix = await server.call<Page<SysFileOut>>('POST', '/api/sysFile/page', {
      token: admin,
      body: { suffix: 'pdf' },
    });
    expect(bySuffix.body.result.items.map((f) => f.id)).not.toContain(file.id);
    const byTime = await server.call<Page<SysFileOut>>('POST', '/api/sysFile/page', {
      token: admin,
      body: { startTime: '2000-01-01 00:00:00', endTime: '2001-01-01' },
    });
    expect(byTime.body.result.total).toBe(0);

    const res = await download(admin, { id: file.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Logo _.png"; filename*=UTF-8''Logo%20%E5%9B%BE.png`,
    );
    expect(md5(res.rawPayload)).toBe(md5(bytes));
    const byUrl = await download(admin, { url: `http://example.test${file.url}` });
    expect(byUrl.rawPayload.equals(bytes)).toBe(true);

    const b64 = await server.call<string>('POST', '/api/sysFile/downloadFileBase64', {
      token: admin,
      body: { id: file.id },
    });
    expect(Buffer.from(b64.body.result, 'base64').equals(bytes)).toBe(true);

    // <img src>: no bearer header; the unguessable key in the URL is the credential.
    const preview = await server.app.inject({ method: 'GET', url: file.url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(String(preview.headers['content-disposition'])).toMatch(/^inline;/);
    expect(preview.rawPayload.equals(bytes)).toBe(true);
    const wrongKey = await server.call('GET', file.url.replace(/\/[^/]+$/, '/AAAAAAAAAAAAAAAAAAAAAA'));
    expect(wrongKey.body.code).toBe(404);
    const wrongTenant = await server.call(
      'GET',
      file.url.replace(`/${SEED.platform.tenantId}/`, `/${SEED.factory.tenantId}/`),
    );
    expect(wrongTenant.body.code).toBe(404);
  });

  it('accepts the allowed kinds by content: xlsx, zip, pdf, csv, text', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('S').addRow(['hello']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const cases: [string, Buffer, string][] = [
      ['sheet.xlsx', xlsx, 'xlsx'],
      ['report.pdf', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1'), 'pdf'],
      ['data.csv', Buffer.from('a,b\n1,2\n'), 'csv'],
      ['notes', Buffer.from('plain words\n'), 'txt'],
      ['pic.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), 'jpg'],
    ];
    for (const [filename, content, kind] of cases) {
      const up = await upload(server, '/api/sysFile/uploadFile', admin, { filename, content });
      expect(`${filename} → ${up.code} ${up.message}`).toBe(`${filename} → 200 `);
      expect((up.result as unknown as SysFileOut).fileType).toBe(kind);
    }
  });

  it('refuses content that is not an allowed kind, and an extension that lies about the content', async () => {
    const exe = await upload(server, '/api/sysFile/uploadFile', admin, { filename: 'cat.png', content: exeBytes() });
    expect(exe.code).toBe(400);
    expect(exe.message).toMatch(/^\[D8001\]/);
    const html = await upload(server, '/api/sysFile/uploadFile', admin, {
      filename: 'page.txt',
      content: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.message).toMatch(/^\[D8001\]/);
    const svg = await upload(server, '/api/sysFile/uploadFile', admin, {
      filename: 'x.svg',
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(svg.message).toMatch(/^\[D8001\]/);
    const lying = await upload(server, '/api/sysFile/uploadFile', admin, { filename: 'doc.pdf', content: pngBytes() });
    expect(lying.message).toMatch(/^\[D8003\]/);
    const empty = await upload(server, '/api/sysFile/uploadFile', admin, {
      filename: 'empty.txt',
      content: Buffer.alloc(0),
    });
    expect(empty.message).toMatch(/^\[D8004\]/);
    const noMultipart = await server.call('POST', '/api/sysFile/uploadFile', { token: admin, body: {}, headers: en });
    expect(noMultipart.body.message).toMatch(/^\[D8004\]/);
  });

  it('limits sizes: 20 MB for files, 2 MB and jpg/png for avatar and signature', async () => {
    const big = await upload(server, '/api/sysFile/uploadFile', admin, {
      filename: 'big.png',
      content: pngBytes(20 * 1024 * 1024 + 1),
    });
    expect(big.message).toBe('[D8002] The file is too large (at most 20.0 MB)');
    const bigAvatar = await upload(server, '/api/sysFile/uploadAvatar', factory, {
      filename: 'me.png',
      content: pngBytes(2 * 1024 * 1024 + 1),
    });
    expect(bigAvatar.message).toBe('[D8002] The file is too large (at most 2.0 MB)');
    const gifAvatar = await upload(server, '/api/sysFile/uploadAvatar', factory, {
      filename: 'me.gif',
      content: gifBytes(),
    });
    expect(gifAvatar.message).toMatch(/^\[D8001\]/);

    const okBytes = pngBytes(2 * 1024 * 1024);
    const avatar = await upload(server, '/api/sysFile/uploadAvatar', factory, { filename: 'me.png', content: okBytes });
    expect(avatar.code).toBe(200);
    const signature = await upload(server, '/api/sysFile/uploadSignature', factory, {
      filename: 'sign.png',
      content: pngBytes(300),
    });
    expect(signature.code).toBe(200);
    const [me] = await asPlatform(server.db, (tx) =>
      tx
        .select({ avatar: sysUser.avatar, signature: sysUser.signature })
        .from(sysUser)
        .where(and(eq(sysUser.tenantId, SEED.factory.tenantId), eq(sysUser.id, SEED.factory.users.factory))),
    );
    expect(me?.avatar).toBe((avatar.result as unknown as SysFileOut).url);
    expect(me?.signature).toBe((signature.result as unknown as SysFileOut).url);
    expect((avatar.result as unknown as SysFileOut).tenantId).toBe(SEED.factory.tenantId);
  });

  it('sanitises names and never lets a name or a path leave the tenant folder', async () => {
    const traversal = await upload(server, '/api/sysFile/uploadFile', admin, {
      filename: '../../etc/passwd',
      content: Buffer.from('root:x:0:0\n'),
    });
    expect(traversal.code).toBe(200);
    const file = traversal.result as unknown as SysFileOut;
    expect(file.fileName).toBe('passwd');
    expect(file.suffix).toBe('.txt');
    expect(file.filePath.startsWith(`${SEED.platform.tenantId}/`)).toBe(true);
    expect(existsSync(path.join(temp.root, file.filePath))).toBe(true);
    expect(existsSync('/etc/passwd.txt')).toBe(false);

    const windows = await upload(server, '/api/sysFile/uploadFile', admin, {
      filename: 'C:\\Users\\x\\..\\evil\u0007na..me.txt',
      content: Buffer.from('x'),
    });
    expect((windows.result as unknown as SysFileOut).fileName).toBe('evilna.me');
    const long = await upload(server, '/api/sysFile/uploadFile', admin, {
      filename: `${'a'.repeat(300)}.txt`,
      content: Buffer.from('x'),
    });
    expect((long.result as unknown as SysFileOut).fileName).toBe('a'.repeat(100));

    for (const bad of ['../../etc/passwd', '/etc', 'a/../b', 'a//b', 'x y', 'a\\b']) {
      const res = await upload(server, `/api/sysFile/uploadFile?path=${encodeURIComponent(bad)}`, admin, {
        filename: 'ok.txt',
        content: Buffer.from('x'),
      });
      expect(`${bad} → ${res.code}`).toBe(`${bad} → 400`);
      expect(res.message).toContain('The folder may only contain');
    }
    const b64 = await server.call<SysFileOut>('POST', '/api/sysFile/uploadFileFromBase64', {
      token: admin,
      body: { fileDataBase64: Buffer.from('hi').toString('base64'), fileName: '../../../x.txt', path: 'a/../../b' },
      headers: en,
    });
    expect(b64.body.code).toBe(400);
  });

  it('uploads from base64 and several files at once, all or none', async () => {
    const png = pngBytes(400);
    const b64 = await server.call<SysFileOut>('POST', '/api/sysFile/uploadFileFromBase64', {
      token: admin,
      body: { fileDataBase64: `data:image/png;base64,${png.toString('base64')}`, fileName: 'b.png', path: 'b64' },
    });
    expect(b64.body.code).toBe(200);
    expect(b64.body.result.fileMd5).toBe(md5(png));

    const count = async () => (await asPlatform(server.db, (tx) => tx.select({ id: sysFile.id }).from(sysFile))).length;
    const before = await count();
    const two = await upload(
      server,
      '/api/sysFile/uploadFiles',
      admin,
      { filename: 'a.txt', content: Buffer.from('a'), field: 'files' },
      { filename: 'b.csv', content: Buffer.from('b,c'), field: 'files' },
    );
    expect(two.code).toBe(200);
    expect(two.result).toHaveLength(2);
    expect(await count()).toBe(before + 2);
    const mixed = await upload(
      server,
      '/api/sysFile/uploadFiles',
      admin,
      { filename: 'a.txt', content: Buffer.from('a'), field: 'files' },
      { filename: 'b.png', content: exeBytes(), field: 'files' },
    );
    expect(mixed.message).toMatch(/^\[D8001\]/);
    expect(await count()).toBe(before + 2);
  });

  it('hides a file from another tenant: no list, download, rename or delete', async () => {
    const up = await upload(server, '/api/sysFile/uploadFile', admin, {
      filename: 'secret.txt',
      content: Buffer.from('s'),
    });
    const file = up.result as unknown as SysFileOut;
    const res = await download(otherAdmin, { id: file.id });
    expect(res.json()).toMatchObject({ code: 400 });
    expect(res.json().message).toMatch(/^\[D8000\]/);
    const byUrl = await download(otherAdmin, { url: file.url });
    expect(byUrl.json().message).toMatch(/^\[D8000\]/);
    const b64 = await server.call('POST', '/api/sysFile/downloadFileBase64', {
      token: otherAdmin,
      body: { id: file.id },
    });
    expect(b64.body.code).toBe(400);
    const rename = await server.call('POST', '/api/sysFile/update', {
      token: otherAdmin,
      body: { id: file.id, fileName: 'mine' },
    });
    expect(rename.body.code).toBe(400);
    const del = await server.call('POST', '/api/sysFile/delete', { token: otherAdmin, body: { id: file.id } });
    expect(del.body.code).toBe(400);
    const page = await server.call<Page<SysFileOut>>('POST', '/api/sysFile/page', {
      token: otherAdmin,
      body: { pageSize: 1000 },
    });
    expect(page.body.result.items.every((f) => f.tenantId === SEED.factory.tenantId)).toBe(true);
    expect(existsSync(path.join(temp.root, file.filePath))).toBe(true);
    expect((await download(admin, { id: file.id })).rawPayload.toString()).toBe('s');
  });

  it('refuses the file manager to a user without the codes, but lets anyone logged in upload a form image', async () => {
    for (const url of ['/api/sysFile/uploadFile', '/api/sysFile/uploadFiles']) {
      const res = await upload(server, url, factory, { filename: 'a.png', content: pngBytes() });
      expect(res.code).toBe(403);
    }
    for (const url of [
      '/api/sysFile/page',
      '/api/sysFile/downloadFile',
      '/api/sysFile/delete',
      '/api/sysFile/update',
    ]) {
      const res = await server.call('POST', url, { token: factory, body: { id: 1 } });
      expect(`${url} → ${res.body.code}`).toBe(`${url} → 403`);
    }
    const anonymous = await server.call('POST', '/api/sysFile/uploadImage', { body: {} });
    expect(anonymous.body.code).toBe(401);

    const image = await upload(server, '/api/sysFile/uploadImage', factory, {
      filename: 'part.png',
      content: pngBytes(),
    });
    expect(image.code).toBe(200);
    const file = image.result as unknown as SysFileOut;
    expect(file).toMatchObject({ tenantId: SEED.factory.tenantId, folder: 'images', fileType: 'png' });
    expect((await server.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    const merchantImage = await upload(server, '/api/sysFile/uploadImage', merchant, {
      filename: 'm.png',
      content: pngBytes(),
    });
    expect((merchantImage.result as unknown as SysFileOut).tenantId).toBe(SEED.merchant.tenantId);

    const pdf = await upload(server, '/api/sysFile/uploadImage', factory, {
      filename: 'x.pdf',
      content: Buffer.from('%PDF-1.4\n'),
    });
    expect(pdf.message).toMatch(/^\[D8001\]/);
    const gif = await upload(server, '/api/sysFile/uploadImage', factory, { filename: 'x.gif', content: gifBytes() });
    expect(gif.message).toMatch(/^\[D8001\]/);
    const big = await upload(server, '/api/sysFile/uploadImage', factory, {
      filename: 'x.png',
      content: pngBytes(3 * 1024 * 1024),
    });
    expect(big.message).toMatch(/^\[D8002\]/);

    // Order artwork (spec §5): jpg, png, gif, webp up to 20 MB, in the caller's tenant under "artwork".
    const art = await upload(server, '/api/sysFile/uploadArtwork', merchant, {
      filename: 'a.gif',
      content: gifBytes(),
    });
    expect(art.code).toBe(200);
    expect(art.result as unknown as SysFileOut).toMatchObject({
      tenantId: SEED.merchant.tenantId,
      folder: 'artwork',
      fileType: 'gif',
    });
    const bigArt = await upload(server, '/api/sysFile/uploadArtwork', merchant, {
      filename: 'big.png',
      content: pngBytes(3 * 1024 * 1024),
    });
    expect(bigArt.code).toBe(200);
    const pdfArt = await upload(server, '/api/sysFile/uploadArtwork', merchant, {
      filename: 'x.pdf',
      content: Buffer.from('%PDF-1.4\n'),
    });
    expect(pdfArt.message).toMatch(/^\[D8001\]/);
    expect((await server.call('POST', '/api/sysFile/uploadArtwork', { body: {} })).body.code).toBe(401);
  });

  it('renames (display name only) and deletes the row and the stored file', async () => {
    const up = await upload(server, '/api/sysFile/uploadFile', admin, {
      filename: 'old.txt',
      content: Buffer.from('o'),
    });
    const file = up.result as unknown as SysFileOut;
    const rename = await server.call('POST', '/api/sysFile/update', {
      token: admin,
      body: { id: file.id, fileName: '../Новый отчёт.txt' },
    });
    expect(rename.body.code).toBe(200);
    const res = await download(admin, { id: file.id });
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Новый отчёт.txt')}`);
    const blank = await server.call('POST', '/api/sysFile/update', {
      token: admin,
      body: { id: file.id, fileName: '   ' },
      headers: en,
    });
    expect(blank.body.code).toBe(400);

    const stored = path.join(temp.root, file.filePath);
    expect(existsSync(stored)).toBe(true);
    const del = await server.call('POST', '/api/sysFile/delete', { token: admin, body: { id: file.id } });
    expect(del.body.code).toBe(200);
    expect(existsSync(stored)).toBe(false);
    expect((await download(admin, { id: file.id })).json().message).toMatch(/^\[D8000\]/);
    expect((await server.app.inject({ method: 'GET', url: file.url })).json().code).toBe(404);
    const again = await server.call('POST', '/api/sysFile/delete', { token: admin, body: { id: file.id } });
    expect(again.body.code).toBe(400);
  });

  it('validates bodies with localized messages', async () => {
    const noId = await server.call('POST', '/api/sysFile/downloadFile', { token: admin, body: {}, headers: en });
    expect(noId.body.code).toBe(400);
    expect(noId.body.message).toContain('Give the file id or url');
    const zh = await server.call('POST', '/api/sysFile/downloadFile', { token: admin, body: {} });
    expect(zh.body.message).toContain('请提供文件 Id 或 Url');
    const badTime = await server.call('POST', '/api/sysFile/page', {
      token: admin,
      body: { startTime: 'yesterday' },
      headers: en,
    });
    expect(badTime.body.code).toBe(400);
  });
});
