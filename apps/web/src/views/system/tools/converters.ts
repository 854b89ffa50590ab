import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { zonedDateTimeText } from '@printfloor/contract';

/**
 * The converters of the tools screen as plain functions (unit-tested in test/tools-converters):
 * each returns `{ ok, value }` or `{ ok: false, error }` so the page shows a bad input's reason
 * instead of throwing.
 */
export type Converted = { ok: true; value: string } | { ok: false; error: string };

const fail = (e: unknown): Converted => ({ ok: false, error: e instanceof Error ? e.message : String(e) });

/** JSON pretty-printed with `indent` spaces (0: minified); an invalid text answers the parser's reason. */
export function formatJson(text: string, indent = 2): Converted {
  try {
    return { ok: true, value: JSON.stringify(JSON.parse(text), null, indent) };
  } catch (e) {
    return fail(e);
  }
}

/** Base64 of the text's UTF-8 bytes (btoa alone only takes Latin-1). */
export function base64Encode(text: string): string {
  let binary = '';
  for (const byte of utf8ToBytes(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The UTF-8 text of a Base64 (or base64url) string; bytes that are not UTF-8 are an error. */
export function base64Decode(text: string): Converted {
  try {
    const normal = text.trim().replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
    const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch (e) {
    return fail(e);
  }
}

export const HASHES = ['MD5', 'SHA-1', 'SHA-256'] as const;
export type HashName = (typeof HASHES)[number];

/** Lower-case hex digest of the text's UTF-8 bytes (synchronous: Web Crypto has no MD5). */
export function hashText(name: HashName, text: string): string {
  const fn = name === 'MD5' ? md5 : name === 'SHA-1' ? sha1 : sha256;
  return bytesToHex(fn(utf8ToBytes(text)));
}

export function urlEncode(text: string): string {
  return encodeURIComponent(text);
}

/** decodeURIComponent, with `+` read as a space (form encoding); a broken escape is an error. */
export function urlDecode(text: string): Converted {
  try {
    return { ok: true, value: decodeURIComponent(text.replace(/\+/g, ' ')) };
  } catch (e) {
    return fail(e);
  }
}

/**
 * "yyyy-MM-dd HH:mm:ss" in `timeZone` of a Unix timestamp; 13 digits or more are read as
 * milliseconds, fewer as seconds (the two forms people paste).
 */
export function timestampToDate(text: string, timeZone: string): Converted {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return { ok: false, error: 'not a whole number' };
  const n = Number(trimmed);
  const ms = trimmed.replace('-', '').length >= 13 ? n : n * 1000;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return { ok: false, error: 'out of range' };
  return { ok: true, value: zonedDateTimeText(date, timeZone) };
}

/** The instant of a wall-clock time "yyyy-MM-dd HH:mm[:ss]" in `timeZone`, in milliseconds. */
export function dateToTimestamp(
  text: string,
  timeZone: string,
): { ok: true; value: number } | { ok: false; error: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return { ok: false, error: 'expected yyyy-MM-dd HH:mm:ss' };
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // The zone's offset at the guess, then again at the corrected instant (daylight-saving edges).
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  if (zonedDateTimeText(new Date(instant), timeZone) !== zonedDateTimeText(new Date(wall), 'UTC')) {
    return { ok: false, error: 'no such time in this zone' };
  }
  return { ok: true, value: instant };
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(ms: number, timeZone: string): number {
  const text = zonedDateTimeText(new Date(ms), timeZone);
  const [date = '', time = ''] = text.split(' ');
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(ms / 1000) * 1000;
}

/** A random (version 4) UUID. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; build one from getRandomValues (RFC 9562 §5.4).
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytesToHex(b);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
