import { fillPlaceholders, type PrintElement, type PrintTemplate } from '@printfloor/contract';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';

/**
 * A print template to PDF, one page of the template's paper per data row. Lines and boxes are
 * vector strokes; text is set by sharp's Pango with the system fonts (Noto CJK for Chinese, as the
 * piece labels do) at 300 dpi; barcodes (Code 128) by bwip-js and QR codes by `qrcode`, as images.
 */

const DPI = 300;
const FONT_FAMILY = 'Noto Sans CJK SC,Noto Sans SC,Source Han Sans SC,WenQuanYi Micro Hei,DejaVu Sans,sans-serif';
const mmToPt = (mm: number) => (mm / 25.4) * 72;
const pxToPt = (px: number) => (px / DPI) * 72;

/** Data that cannot be printed (a barcode of characters Code 128 has not, a bad image): F1605's detail. */
export class PrintDataError extends Error {}

const escapeMarkup = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

async function textPng(text: string, fontPt: number, bold: boolean, widthPx: number) {
  const size = Math.round(fontPt * 1024);
  const weight = bold ? ' font_weight="bold"' : '';
  const markup = `<span font_family="${FONT_FAMILY}" size="${size}"${weight}>${escapeMarkup(text)}</span>`;
  return sharp({ text: { text: markup, dpi: DPI, rgba: true, width: Math.max(1, widthPx), wrap: 'char' } })
    .png()
    .toBuffer({ resolveWithObject: true });
}

function dataUrlImage(content: string): { kind: 'png' | 'jpg'; bytes: Buffer } {
  const m = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=\s]+)$/.exec(content.trim());
  if (!m) throw new PrintDataError('image: a data URL of a PNG or JPEG is expected');
  return { kind: m[1] === 'png' ? 'png' : 'jpg', bytes: Buffer.from(m[2] as string, 'base64') };
}

async function drawElement(doc: PDFDocument, page: PDFPage, e: PrintElement, data: Record<string, unknown>) {
  const pageH = page.getHeight();
  const x = mmToPt(e.x);
  const w = mmToPt(e.w);
  const h = mmToPt(e.h);
  const top = pageH - mmToPt(e.y);
  const content = fillPlaceholders(e.content ?? '', data);
  const stroke = mmToPt(e.stroke ?? 0.3);
  switch (e.type) {
    case 'line':
      page.drawLine({ start: { x, y: top }, end: { x: x + w, y: top - h }, thickness: stroke, color: rgb(0, 0, 0) });
      return;
    case 'box':
      page.drawRectangle({ x, y: top - h, width: w, height: h, borderWidth: stroke, borderColor: rgb(0, 0, 0) });
      return;
    case 'text': {
      if (!content.trim()) return;
      const { data: png, info } = await textPng(content, e.fontSize ?? 10, !!e.bold, Math.round((e.w / 25.4) * DPI));
      const image = await doc.embedPng(png);
      const iw = pxToPt(info.width);
      const ih = Math.min(pxToPt(info.height), h);
      page.drawImage(image, { x, y: top - ih, width: iw, height: pxToPt(info.height) });
      return;
    }
    case 'barcode': {
      if (!content) throw new PrintDataError(`${e.id}: the barcode is empty`);
      // Loaded on first use: bwip-js is ~3 MB of code every server process would carry idle.
      const { default: bwipjs } = await import('bwip-js/node');
      let png: Buffer;
      try {
        png = await bwipjs.toBuffer({ bcid: 'code128', text: content, scale: 3, height: 10, includetext: true });
      } catch (error) {
        throw new PrintDataError(`${e.id}: ${(error as Error).message}`);
      }
      page.drawImage(await doc.embedPng(png), { x, y: top - h, width: w, height: h });
      return;
    }
    case 'qr': {
      if (!content) throw new PrintDataError(`${e.id}: the QR code is empty`);
      const side = Math.min(w, h);
      const png = await QRCode.toBuffer(content, { errorCorrectionLevel: 'M', margin: 2, width: 600 });
      page.drawImage(await doc.embedPng(png), { x, y: top - side, width: side, height: side });
      return;
    }
    case 'image': {
      const { kind, bytes } = dataUrlImage(content);
      let image: Awaited<ReturnType<PDFDocument['embedPng']>>;
      try {
        image = kind === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
      } catch {
        throw new PrintDataError(`${e.id}: the image cannot be read`);
      }
      page.drawImage(image, { x, y: top - h, width: w, height: h });
      return;
    }
  }
}

/** The template printed once per row of `rows` (at least one page). */
export async function renderPrintPdf(
  template: PrintTemplate,
  rows: readonly Record<string, unknown>[],
  title: string,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('PrintFloor');
  for (const row of rows.length ? rows : [{}]) {
    const page = doc.addPage([mmToPt(template.widthMm), mmToPt(template.heightMm)]);
    for (const e of template.elements) await drawElement(doc, page, e, row);
  }
  return Buffer.from(await doc.save());
}
