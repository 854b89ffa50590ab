import { describe, expect, it } from 'vitest';
import { signPieceRef, verifyPieceRef } from '../../src/modules/production/qr/piece-ref.ts';

const SECRET = 'test-secret-of-this-server-0123456789';
const OTHER = 'secret-of-another-installation-9876';
// Ids as the server makes them: 13-digit seeded tenants, 14-digit pf_id_seq rows.
const REF = { tenantId: 1300000000001, pieceId: 10000000004321 };

describe('signed piece reference', () => {
  it('round-trips, in the QR alphanumeric set and short', () => {
    const code = signPieceRef(SECRET, REF);
    expect(code).toMatch(/^PF1-[0-9A-Z]+-[0-9A-Z]+-[A-Z2-7]{10}$/);
    expect(code.length).toBeLessThanOrEqual(36);
    expect(verifyPieceRef(SECRET, code)).toEqual({ ok: true, ...REF });
    expect(verifyPieceRef(SECRET, signPieceRef(SECRET, { tenantId: 1, pieceId: Number.MAX_SAFE_INTEGER }))).toEqual({
      ok: true,
      tenantId: 1,
      pieceId: Number.MAX_SAFE_INTEGER,
    });
  });

  it('forgives what scanners do: lowercase and surrounding whitespace', () => {
    const code = signPieceRef(SECRET, REF);
    expect(verifyPieceRef(SECRET, `  ${code.toLowerCase()}\r\n`)).toEqual({ ok: true, ...REF });
  });

  it("calls a tampered code or another server's code foreign", () => {
    const code = signPieceRef(SECRET, REF);
    const lastTagChar = code.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyPieceRef(SECRET, code.slice(0, -1) + lastTagChar)).toEqual({ ok: false, reason: 'foreign' });
    // Another piece's id under this code's tag.
    const [v, t, , tag] = code.split('-');
    const otherPiece = `${v}-${t}-${(REF.pieceId + 1).toString(36).toUpperCase()}-${tag}`;
    expect(verifyPieceRef(SECRET, otherPiece)).toEqual({ ok: false, reason: 'foreign' });
    expect(verifyPieceRef(SECRET, signPieceRef(OTHER, REF))).toEqual({ ok: false, reason: 'foreign' });
  });

  it('recognises codes of the older system', () => {
    for (const old of ['123456', ' 10000000004321 ', 'PF0-ABC-DEF', 'pf2-1-2-abcdefghij', 'PF10-X']) {
      expect(verifyPieceRef(SECRET, old)).toEqual({ ok: false, reason: 'oldServer' });
    }
  });

  it('calls anything else malformed', () => {
    const code = signPieceRef(SECRET, REF);
    const junk = [
      '',
      '   ',
      'hello',
      'https://example.com/p/1',
      'PF1-1-2',
      'PF1-1-2-ABC',
      `${code}X`,
      code.replace('PF1-', 'PF1--'),
      // Leading zeros: one id has one code.
      code.replace(/^PF1-/, 'PF1-0'),
      // Tag outside base32 (0, 1, 8, 9 are not in it).
      `${code.slice(0, -1)}0`,
      'PF1-0-1-AAAAAAAAAA',
      'PF1-ZZZZZZZZZZZ-1-AAAAAAAAAA',
      `${'9'.repeat(21)}`,
      'x'.repeat(500),
    ];
    for (const text of junk) expect(verifyPieceRef(SECRET, text), text).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses to sign with a weak secret or an impossible id', () => {
    expect(() => signPieceRef('short', REF)).toThrow(/secret/);
    expect(() => signPieceRef(SECRET, { tenantId: 0, pieceId: 1 })).toThrow(RangeError);
    expect(() => signPieceRef(SECRET, { tenantId: 1, pieceId: 1.5 })).toThrow(RangeError);
  });
});
