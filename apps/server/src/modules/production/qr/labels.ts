import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';

/**
 * Piece QR labels, each a 300 dpi greyscale image on a PDF page of the label's size. Raster rather
 * than PDF text: label printers' drivers print an image faithfully and no font has to be embedded.
 *
 * The QR is drawn straight from the `qrcode` module matrix in whole pixels (sharp edges, no
 * rasteriser guessing); the text lines are set by sharp's Pango with the system fonts through
 * fontconfig, which falls back to Noto CJK for Chinese (Debian `fonts-noto-cjk`). resvg was
 * measured first: it loads its fonts on every render and shapes slowly with the CJK faces
 * (~0.4 s a label against ~0.03 s here), too slow for a batch's labels.
 */

export interface PieceLabel {
  qrText: string;
  /** Piece code, order code, "2/3", SKU colour size… — may contain Chinese. */
  lines: string[];
}

export interface LabelSize {
  widthMm: number;
  heightMm: number;
}

const DEFAULT_DPI = 300;
const MARGIN_MM = 1.5;
/** The QR standard asks for 4 modules of white around the symbol; scanners misread without it. */
const QUIET_MODULES = 4;
const LINE_HEIGHT = 1.25;
const MAX_FONT_MM = 4.5;
const MIN_FONT_MM = 1.4;
const FONT_FAMILY = 'Noto Sans CJK SC,Noto Sans SC,Source Han Sans SC,WenQuanYi Micro Hei,DejaVu Sans,sans-serif';

export class LabelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LabelError';
  }
}

function checkSize(size: LabelSize): void {
  const ok = (mm: number) => Number.isFinite(mm) && mm >= 10 && mm <= 300;
  if (!ok(size.widthMm) || !ok(size.heightMm)) {
    throw new LabelError(`label size must be 10–300 mm each way, got ${size.widthMm} × ${size.heightMm}`);
  }
}

function checkLabel(label: PieceLabel): void {
  if (typeof label.qrText !== 'string' || label.qrText.length === 0 || label.qrText.length > 500) {
    throw new LabelError('label QR text must be 1–500 characters');
  }
}

const escapeMarkup = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

// A stray control character from imported data must not break the markup or the line.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we drop
const stripControls = (s: string) => s.replace(/[\u0000-\u001f\u007f]/g, ' ');

/** The QR with its quiet zone as white-and-black RGB pixels, `side` square, modules in whole pixels. */
function qrPixels(text: string, side: number): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const modulePx = Math.floor(side / (n + 2 * QUIET_MODULES));
  if (modulePx < 2) throw new LabelError('label too small for its QR code');
  const offset = Math.floor((side - n * modulePx) / 2);
  const pixels = Buffer.alloc(side * side * 3, 255);
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < modulePx; y++) {
        const start = ((offset + row * modulePx + y) * side + offset + col * modulePx) * 3;
        pixels.fill(0, start, start + modulePx * 3);
      }
    }
  }
  return pixels;
}

interface TextImage {
  png: Buffer;
  width: number;
  height: number;
}

async function setLine(text: string, fontPx: number, bold: boolean, dpi: number): Promise<TextImage> {
  // Pango sizes are in 1024ths of a point.
  const size = Math.max(1, Math.round(((fontPx * 72) / dpi) * 1024));
  const weight = bold ? ' font_weight="bold"' : '';
  const markup = `<span font_family="${FONT_FAMILY}" size="${size}"${weight}>${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({ text: { text: markup, dpi, rgba: true, wrap: 'none' } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/** A line at the largest size up to `fontPx` that fits `width`; cut with "…" if even the smallest does not. */
async function fitLine(text: string, fontPx: number, minPx: number, width: number, bold: boolean, dpi: number) {
  let size = fontPx;
  let image = await setLine(text, size, bold, dpi);
  // Hinting makes the width not quite proportional to the size: shrink twice at most, a bit beyond the ratio.
  for (let attempt = 0; attempt < 2 && image.width > width && size > minPx; attempt++) {
    size = Math.max(minPx, ((size * width) / image.width) * 0.97);
    image = await setLine(text, size, bold, dpi);
  }
  const smaller = size;
  let chars = [...text];
  while (image.width > width && chars.length > 1) {
    chars = chars.slice(0, Math.max(1, Math.floor((chars.length * width) / image.width) - 1));
    image = await setLine(`${chars.join('')}…`, smaller, bold, dpi);
  }
  return image;
}

/** One label as a PNG at `dpi` (300 by default): what a PDF page shows, and what a test can decode. */
export async function renderLabelPng(label: PieceLabel, size: LabelSize, opts: { dpi?: number } = {}): Promise<Buffer> {
  checkSize(size);
  checkLabel(label);
  const dpi = opts.dpi ?? DEFAULT_DPI;
  const px = (mm: number) => (mm / 25.4) * dpi;
  const width = Math.round(px(size.widthMm));
  const height = Math.round(px(size.heightMm));
  const margin = px(MARGIN_MM);
  // Landscape labels put the text beside the QR, others below it.
  const beside = size.widthMm >= size.heightMm * 1.3;
  const side = Math.floor(beside ? height - 2 * margin : Math.min(width - 2 * margin, (height - 2 * margin) * 0.62));
  const qrX = Math.round(beside ? margin : (width - side) / 2);
  const qrY = Math.round(margin);
  const layers: OverlayOptions[] = [
    { input: qrPixels(label.qrText, side), raw: { width: side, height: side, channels: 3 }, left: qrX, top: qrY },
  ];

  const area = beside
    ? { x: qrX + side, y: margin, w: width - (qrX + side) - margin, h: height - 2 * margin }
    : { x: margin, y: qrY + side, w: width - 2 * margin, h: height - (qrY + side) - margin };
  const lines = label.lines.map(stripControls).filter((l) => l.trim() !== '');
  if (lines.length > 0 && area.w >= 1 && area.h >= 1) {
    const lineBox = Math.min(area.h / lines.length, px(MAX_FONT_MM) * LINE_HEIGHT);
    const fontPx = lineBox / LINE_HEIGHT;
    const minPx = Math.min(px(MIN_FONT_MM), fontPx);
    const top = area.y + (area.h - lineBox * lines.length) / 2;
    const images = await Promise.all(lines.map((line, i) => fitLine(line, fontPx, minPx, area.w, i === 0, dpi)));
    images.forEach((image, i) => {
      // Pango's box may be a little taller than the line box; never let it leave the label.
      const w = Math.min(image.width, width);
      const h = Math.min(image.height, height);
      const left = Math.round(beside ? area.x : (width - w) / 2);
      const y = Math.round(top + lineBox * i + (lineBox - h) / 2);
      layers.push({ input: image.png, left, top: Math.max(0, Math.min(height - h, y)) });
    });
  }

  // Composited first, greyed after: sharp would otherwise convert before it composites.
  const canvas = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(canvas.data, { raw: { width, height, channels: canvas.info.channels } })
    .toColourspace('b-w')
    .png()
    .withDensity(dpi)
    .toBuffer();
}

const mmToPt = (mm: number) => (mm / 25.4) * 72;

/** The labels as one PDF, one page per label, each page the label's size. */
export async function renderLabelsPdf(labels: readonly PieceLabel[], size: LabelSize): Promise<Buffer> {
  checkSize(size);
  if (labels.length === 0) throw new LabelError('no labels to print');
  labels.forEach(checkLabel);
  const doc = await PDFDocument.create();
  doc.setTitle('Piece labels');
  doc.setProducer('PrintFloor');
  const [w, h] = [mmToPt(size.widthMm), mmToPt(size.heightMm)];
  // libvips works off the main thread: a few labels at a time use the cores; pages keep the order.
  const parallel = 4;
  for (let i = 0; i < labels.length; i += parallel) {
    const pngs = await Promise.all(labels.slice(i, i + parallel).map((label) => renderLabelPng(label, size)));
    for (const png of pngs) {
      const image = await doc.embedPng(png);
      doc.addPage([w, h]).drawImage(image, { x: 0, y: 0, width: w, height: h });
    }
  }
  return Buffer.from(await doc.save());
}
