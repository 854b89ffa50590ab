import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeFileName, sanitizeRename } from '../../src/modules/sysFile/names.ts';
import { sniffKind } from '../../src/modules/sysFile/sniff.ts';
import {
  buildFileKey,
  createFileStorage,
  isSafeFileKey,
  LocalFileStorage,
  S3FileStorage,
  s3SettingsFromEnv,
} from '../../src/modules/sysFile/storage/index.ts';
import { writeZip } from '../abuse/zip-bomb.ts';

/**
 * Storage keys, names and the storage selection. The S3 implementation's round trip against a
 * real S3-compatible server is in s3.test.ts.
 */
describe('file storage: keys, names, selection', () => {
  it('builds keys from server-side parts only', () => {
    const at = new Date(Date.UTC(2026, 0, 15));
    expect(buildFileKey(1300000000001, 42, '.png', at)).toBe('1300000000001/2026/01/42.png');
    expect(() => buildFileKey(1, 2, '/../x')).toThrow();
    expect(() => buildFileKey(-1, 2, '.png')).toThrow();
    expect(isSafeFileKey('1/2026/01/42.png')).toBe(true);
    for (const bad of ['../1/2026/01/42.png', '1/2026/01/../../x', '/etc/passwd', '1/2026/01/42.png/..', ''])
      expect(isSafeFileKey(bad)).toBe(false);
  });

  it('keeps the local disk inside its root', () => {
    const local = new LocalFileStorage('/tmp/pf-root');
    expect(local.pathOf('1/2026/01/42.png')).toBe('/tmp/pf-root/1/2026/01/42.png');
    expect(() => local.pathOf('../../etc/passwd')).toThrow();
  });

  it('sanitises user file names', () => {
    expect(sanitizeFileName('../../etc/passwd')).toEqual({ name: 'passwd', suffix: '' });
    expect(sanitizeFileName('..\\..\\boot.ini')).toEqual({ name: 'boot', suffix: '.ini' });
    expect(sanitizeFileName('a\u0000b\u202ec.PNG')).toEqual({ name: 'abc', suffix: '.png' });
    expect(sanitizeFileName('....')).toEqual({ name: 'file', suffix: '' });
    expect(sanitizeFileName('x.tar.gz')).toEqual({ name: 'x.tar', suffix: '.gz' });
    expect(sanitizeFileName('we<ird>:na"me|?.txt')).toEqual({ name: 'we_ird__na_me__', suffix: '.txt' });
    expect(sanitizeRename('report.pdf', '.pdf')).toBe('report');
    expect(sanitizeRename('report.v2', '.pdf')).toBe('report.v2');
  });

  it('writes RFC 5987 Content-Disposition', () => {
    expect(contentDisposition("a'b (1).txt")).toBe(
      `attachment; filename="a'b (1).txt"; filename*=UTF-8''a%27b%20%281%29.txt`,
    );
    expect(contentDisposition('报表.xlsx', true)).toBe(
      `inline; filename="__.xlsx"; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx`,
    );
  });

  it('sniffs by content', () => {
    expect(sniffKind(Buffer.from('MZ\x90\x00', 'latin1'), '.png')).toBeNull();
    expect(sniffKind(Buffer.from([0, 1, 2, 3]), '.txt')).toBeNull();
    expect(sniffKind(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'), '.webp')).toBe('webp');
    // Office kinds by the part names of the central directory, not by bytes anywhere in the file.
    const docx = writeZip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>'), method: 0, size: 13 }]);
    expect(sniffKind(docx, '.docx')).toBe('docx');
    expect(sniffKind(Buffer.from('PK\x03\x04....word/document.xml', 'latin1'), '.docx')).toBe('zip');
    expect(sniffKind(Buffer.from('a;b\n', 'utf8'), '.csv')).toBe('csv');
  });

  it('selects S3 from the environment, path-style, and builds its object keys', async () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(() => s3SettingsFromEnv({ PRINTFLOOR_S3_ENDPOINT: 'http://minio:9000' })).toThrow(/missing/);
    expect(() =>
      s3SettingsFromEnv({
        PRINTFLOOR_S3_ENDPOINT: 'minio:9000',
        PRINTFLOOR_S3_BUCKET: 'b',
        PRINTFLOOR_S3_ACCESS_KEY: 'k',
        PRINTFLOOR_S3_SECRET_KEY: 's',
      }),
    ).toThrow(/http/);
    const env = {
      PRINTFLOOR_S3_ENDPOINT: 'http://minio:9000',
      PRINTFLOOR_S3_BUCKET: 'printfloor',
      PRINTFLOOR_S3_ACCESS_KEY: 'key',
      PRINTFLOOR_S3_SECRET_KEY: 'secret',
      PRINTFLOOR_S3_PREFIX: 'prod',
    };
    expect(s3SettingsFromEnv(env)).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'printfloor',
      accessKey: 'key',
      secretKey: 'secret',
      region: 'us-east-1',
      prefix: 'prod/',
    });
    const storage = createFileStorage('/tmp/data', env);
    expect(storage).toBeInstanceOf(S3FileStorage);
    const s3 = storage as S3FileStorage;
    expect(s3.provider).toBe('S3');
    expect(s3.bucketName).toBe('printfloor');
    expect(s3.objectKey('1/2026/01/42.png')).toBe('prod/1/2026/01/42.png');
    expect(() => s3.objectKey('../x')).toThrow();
    expect((await s3.client()).config.forcePathStyle).toBe(true);
    expect(await (await s3.client()).config.region()).toBe('us-east-1');
    const local = createFileStorage('/tmp/data', {});
    expect(local).toBeInstanceOf(LocalFileStorage);
    expect((local as LocalFileStorage).root).toBe('/tmp/data/files');
  });
});
