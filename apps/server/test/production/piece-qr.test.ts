import { inflateSync } from 'node:zlib';
// jsqr (the web app's scanner decoder, hoisted to the root node_modules) reads the codes back.
import jsQR from 'jsqr';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type PieceLabel, renderLabelPng, renderLabelsPdf } from '../../src/modules/production/qr/labels.ts';
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

function decodeQr(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(rgba, width, height)?.data ?? null;
}

async function decodePng(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return decodeQr(new Uint8ClampedArray(data), info.width, info.height);
}

/** The images as they sit in the PDF (pdf-lib stores a PNG's pixels Flate-compressed), back to RGBA. */
async function pdfImages(pdf: Buffer): Promise<{ rgba: Uint8ClampedArray; width: number; height: number }[]> {
  const doc = await PDFDocument.load(pdf);
  const images = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    // An alpha channel would be a soft mask of its own; the labels are opaque, so none is expected.
    expect(dict.get(PDFName.of('SMask'))).toBeUndefined();
    const channels = dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') ? 1 : 3;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const raw = inflateSync(object.contents);
    expect(raw.length).toBe(width * height * channels);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let p = 0; p < width * height; p++) {
      for (let c = 0; c < 3; c++) rgba[p * 4 + c] = raw[p * channels + (channels === 1 ? 0 : c)];
      rgba[p * 4 + 3] = 255;
    }
    images.push({ rgba, width, height });
  }
  return images;
}

describe('piece QR labels', () => {
  const label = (n: number): PieceLabel => ({
    qrText: signPieceRef(SECRET, { tenantId: REF.tenantId, pieceId: REF.pieceId + n }),
    lines: [`P20261126-000${n}`, 'SO202611260042', `${n}/3`, 'TS-001 黑色 XL 纯棉圆领T恤'],
  });

  it('renders a label whose QR decodes to the signed reference, landscape and portrait', async () => {
    for (const size of [
      { widthMm: 50, heightMm: 30 },
      { widthMm: 40, heightMm: 60 },
      { widthMm: 25, heightMm: 15 },
    ]) {
      const png = await renderLabelPng(label(1), size);
      const meta = await sharp(png).metadata();
      // 300 dpi: 50 mm → 590.6 px.
      expect(meta.width).toBe(Math.round((size.widthMm / 25.4) * 300));
      expect(meta.height).toBe(Math.round((size.heightMm / 25.4) * 300));
      const text = await decodePng(png);
      expect(text).toBe(label(1).qrText);
      expect(verifyPieceRef(SECRET, text ?? '')).toEqual({
        ok: true,
        tenantId: REF.tenantId,
        pieceId: REF.pieceId + 1,
      });
    }
  });

  it('makes one PDF, one page per label of the label size, whose embedded QR images decode', async () => {
    const labels = [label(1), label(2), label(3)];
    const pdf = await renderLabelsPdf(labels, { widthMm: 50, heightMm: 30 });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(3);
    for (const page of doc.getPages()) {
      const { width, height } = page.getSize();
      expect(width).toBeCloseTo((50 / 25.4) * 72, 3);
      expect(height).toBeCloseTo((30 / 25.4) * 72, 3);
    }
    const decoded = (await pdfImages(pdf)).map((img) => decodeQr(img.rgba, img.width, img.height));
    expect(decoded.sort()).toEqual(labels.map((l) => l.qrText).sort());
  });

  it('refuses an empty list, impossible sizes and a label too small for its code', async () => {
    await expect(renderLabelsPdf([], { widthMm: 50, heightMm: 30 })).rejects.toThrow(/no labels/);
    await expect(renderLabelPng(label(1), { widthMm: 5, heightMm: 30 })).rejects.toThrow(/size/);
    await expect(renderLabelPng({ qrText: 'X'.repeat(400), lines: [] }, { widthMm: 12, heightMm: 10 })).rejects.toThrow(
      /too small/,
    );
  });
});
