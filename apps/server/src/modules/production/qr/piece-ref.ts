import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed piece reference a piece's QR carries: `PF1-<tenant base36>-<piece base36>-<tag>`, all
 * in the QR alphanumeric set (0–9, A–Z, `-`), so a code stays small enough for a label. The tag is
 * the first 50 bits of HMAC-SHA256 over the text before it, in RFC 4648 base32 (10 characters):
 * enough that guessing a valid code at a scanner is hopeless, and it proves the code is this
 * server's — a code of another installation (another secret) reads as foreign.
 *
 * Older codes read as `oldServer`, so the station can say "reprint this label" rather than "not ours":
 * - a bare number (1–20 digits) — the legacy system's piece / flow-card id;
 * - any other version of this format, `PF<n>-…` with n ≠ 1 (e.g. PF0 from before signing).
 */

const VERSION = 'PF1';
const TAG_LENGTH = 10;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const CURRENT = /^PF1-([0-9A-Z]{1,11})-([0-9A-Z]{1,11})-([A-Z2-7]{10})$/;
const OTHER_VERSION = /^PF(?!1-)\d+-[0-9A-Z-]+$/;
const BARE_NUMBER = /^\d{1,20}$/;
/** No leading zeros: one id has exactly one code, so codes can be compared as text. */
const CANONICAL_BASE36 = /^(0|[1-9A-Z][0-9A-Z]*)$/;

export type PieceRefCheck =
  | { ok: true; tenantId: number; pieceId: number }
  | { ok: false; reason: 'oldServer' | 'foreign' | 'malformed' };

function base32(bytes: Buffer, length: number): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length === length) break;
  }
  return out;
}

function tag(secret: string, body: string): string {
  return base32(createHmac('sha256', secret).update(body).digest(), TAG_LENGTH);
}

function checkSecret(secret: string): void {
  if (typeof secret !== 'string' || secret.length < 16)
    throw new Error('piece QR secret must be at least 16 characters');
}

function checkId(name: string, id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`${name} must be a positive safe integer, got ${id}`);
}

const body = (tenantId: number, pieceId: number) =>
  `${VERSION}-${tenantId.toString(36).toUpperCase()}-${pieceId.toString(36).toUpperCase()}`;

export function signPieceRef(secret: string, ref: { tenantId: number; pieceId: number }): string {
  checkSecret(secret);
  checkId('tenantId', ref.tenantId);
  checkId('pieceId', ref.pieceId);
  const text = body(ref.tenantId, ref.pieceId);
  return `${text}-${tag(secret, text)}`;
}

function parseId(base36: string): number | null {
  if (!CANONICAL_BASE36.test(base36)) return null;
  const id = Number.parseInt(base36, 36);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Reads a scanned code. Scanners may add whitespace or send lowercase (caps-lock state of a
 * keyboard-wedge scanner), so both are forgiven; nothing else is.
 */
export function verifyPieceRef(secret: string, text: string): PieceRefCheck {
  checkSecret(secret);
  if (typeof text !== 'string' || text.length > 200) return { ok: false, reason: 'malformed' };
  const code = text.trim().toUpperCase();
  const m = CURRENT.exec(code);
  if (!m) {
    if (BARE_NUMBER.test(code) || OTHER_VERSION.test(code)) return { ok: false, reason: 'oldServer' };
    return { ok: false, reason: 'malformed' };
  }
  const tenantId = parseId(m[1]);
  const pieceId = parseId(m[2]);
  if (tenantId === null || pieceId === null) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(tag(secret, body(tenantId, pieceId)));
  const given = Buffer.from(m[3]);
  // Both are 10 ASCII characters (the pattern says so), as timingSafeEqual needs.
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: 'foreign' };
  return { ok: true, tenantId, pieceId };
}
