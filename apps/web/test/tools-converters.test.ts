import { describe, expect, it } from 'vitest';
import {
  base64Decode,
  base64Encode,
  dateToTimestamp,
  formatJson,
  hashText,
  newUuid,
  timestampToDate,
  urlDecode,
  urlEncode,
} from '../src/views/system/tools/converters.ts';

describe('tools converters', () => {
  it('formats, minifies and rejects JSON', () => {
    expect(formatJson('{"a":[1,2]}')).toEqual({ ok: true, value: '{\n  "a": [\n    1,\n    2\n  ]\n}' });
    expect(formatJson('{ "a" : 1 }', 0)).toEqual({ ok: true, value: '{"a":1}' });
    expect(formatJson('{a:1}').ok).toBe(false);
  });

  it('Base64 round-trips UTF-8 text; base64url and bad input are handled', () => {
    expect(base64Encode('印花 T-shirt ✓')).toBe('5Y2w6IqxIFQtc2hpcnQg4pyT');
    expect(base64Decode('5Y2w6IqxIFQtc2hpcnQg4pyT')).toEqual({ ok: true, value: '印花 T-shirt ✓' });
    expect(base64Decode('aGk')).toEqual({ ok: true, value: 'hi' });
    // Base64url of the bytes fb ff: decodes, but is not UTF-8.
    expect(base64Decode('-_8')).toMatchObject({ ok: false });
    expect(base64Decode('@@@').ok).toBe(false);
  });

  it('hashes with the known digests', () => {
    expect(hashText('MD5', 'abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(hashText('SHA-1', 'abc')).toBe('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(hashText('SHA-256', 'abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashText('MD5', '中')).toBe('aed1dfbc31703955e64806b799b67645');
  });

  it('URL-encodes and decodes, + as a space', () => {
    expect(urlEncode('a b&c=中')).toBe('a%20b%26c%3D%E4%B8%AD');
    expect(urlDecode('a+b%26c%3D%E4%B8%AD')).toEqual({ ok: true, value: 'a b&c=中' });
    expect(urlDecode('%E4%B8').ok).toBe(false);
  });

  it('timestamps ↔ dates in a zone: seconds and milliseconds, round trip, daylight saving', () => {
    expect(timestampToDate('1700000000', 'Asia/Shanghai')).toEqual({ ok: true, value: '2023-11-15 06:13:20' });
    expect(timestampToDate('1700000000000', 'UTC')).toEqual({ ok: true, value: '2023-11-14 22:13:20' });
    expect(timestampToDate('12ab', 'UTC').ok).toBe(false);
    expect(dateToTimestamp('2023-11-15 06:13:20', 'Asia/Shanghai')).toEqual({ ok: true, value: 1700000000000 });
    expect(dateToTimestamp('2026-07-01 12:00', 'America/Sao_Paulo')).toEqual({
      ok: true,
      value: Date.UTC(2026, 6, 1, 15, 0),
    });
    // New York in summer is UTC-4, in winter UTC-5.
    expect(dateToTimestamp('2026-07-01 12:00:00', 'America/New_York')).toMatchObject({
      value: Date.UTC(2026, 6, 1, 16),
    });
    expect(dateToTimestamp('2026-01-01 12:00:00', 'America/New_York')).toMatchObject({
      value: Date.UTC(2026, 0, 1, 17),
    });
    // 02:30 on the spring-forward day does not exist there.
    expect(dateToTimestamp('2026-03-08 02:30:00', 'America/New_York').ok).toBe(false);
    expect(dateToTimestamp('yesterday', 'UTC').ok).toBe(false);
  });

  it('makes version-4 UUIDs', () => {
    const a = newUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newUuid()).not.toBe(a);
  });
});
