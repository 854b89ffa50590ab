/**
 * The gang sheet as print files (issue 15 "image transfer"): a PNG at the printer's DPI and a PDF of the
 * sheet's size. Mirrored for the film, which is pressed face down; the QR codes and captions stay readable.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { drawImage, embedRgba } from './pdf-image.ts';
import { drawQrSquare, qrSquarePng } from './qr-mark.ts';
import type { NestedSheet, Placement, SheetSpec } from './types.ts';

export interface SheetArtwork {
  placement: Placement;
  /** PNG/JPEG/WEBP bytes of the design */
  image: Buffer;
  qrText: string;
  /** e.g. piece code, printed small beside the QR */
  caption: string;
}

export interface RenderOptions {
  /** 300 for DTF */
  dpi: number;
  mirror: boolean;
}

const MM_PER_INCH = 25.4;
const POINTS_PER_INCH = 72;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

function assertInputs(sheet: NestedSheet, items: readonly SheetArtwork[], opts: RenderOptions): void {
  if (!(Number.isFinite(opts.dpi) && opts.dpi > 0)) throw new RangeError('render: dpi must be > 0');
  for (const it of items) {
    if (it.placement.sheet !== sheet.index) {
      throw new RangeError(`render: ${it.placement.id} is placed on sheet ${it.placement.sheet}, not ${sheet.index}`);
    }
  }
}

/**
 * The design as it goes on the film: upright from its EXIF, turned clockwise when placed rotated, scaled into
 * its box without distortion (a design of another aspect keeps it and is centred), and flopped for the film.
 */
function designOnFilm(item: SheetArtwork, width: number, height: number, mirror: boolean): Sharp {
  let img = sharp(item.image).autoOrient();
  // sharp flops before it rotates, whatever the call order: mirroring a design turned clockwise is flopping it
  // and turning it anticlockwise.
  if (item.placement.rotated) img = img.rotate(mirror ? 270 : 90);
  if (mirror) img = img.flop();
  return img.resize(width, height, { fit: 'contain', background: TRANSPARENT }).ensureAlpha();
}

interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Edges rounded, not sizes, so neighbouring boxes never gain or lose a pixel between them; mirroring is done
 * on the pixels so that a mirrored sheet is exactly the flop of the plain one.
 */
function pixelBox(
  x: number,
  y: number,
  w: number,
  h: number,
  dpi: number,
  sheetWidth: number,
  mirror: boolean,
): PixelBox {
  const px = (mm: number) => Math.round((mm * dpi) / MM_PER_INCH);
  const left = px(x);
  const top = px(y);
  const width = Math.max(1, px(x + w) - left);
  const height = Math.max(1, px(y + h) - top);
  return { left: mirror ? sheetWidth - left - width : left, top, width, height };
}

export async function renderSheetPng(
  sheet: NestedSheet,
  spec: SheetSpec,
  items: readonly SheetArtwork[],
  opts: RenderOptions,
): Promise<Buffer> {
  assertInputs(sheet, items, opts);
  const width = Math.round((spec.rollWidthMm * opts.dpi) / MM_PER_INCH);
  const height = Math.round((sheet.lengthMm * opts.dpi) / MM_PER_INCH);
  const layers: OverlayOptions[] = [];
  // One design at a time (libvips threads each one already), each kept as a quickly compressed PNG until the
  // composite, not raw.
  for (const item of items) {
    const p = item.placement;
    const box = pixelBox(p.xMm, p.yMm, p.widthMm, p.heightMm, opts.dpi, width, opts.mirror);
    const design = await designOnFilm(item, box.width, box.height, opts.mirror).png({ compressionLevel: 1 }).toBuffer();
    layers.push({ input: design, left: box.left, top: box.top });
  }
  for (const item of items) {
    const qr = item.placement.qr;
    if (!qr) continue;
    // At the mirrored place, but not mirrored itself: the scanner reads the film from the printed side.
    const box = pixelBox(qr.xMm, qr.yMm, qr.sizeMm, qr.sizeMm, opts.dpi, width, opts.mirror);
    const side = Math.min(box.width, box.height);
    layers.push({ input: await qrSquarePng(item.qrText, item.caption, side), left: box.left, top: box.top });
  }
  // One pipeline: libvips composites strip by strip, so the full sheet is never held raw.
  return sharp({ create: { width, height, channels: 4, background: TRANSPARENT } })
    .composite(layers)
    .withMetadata({ density: opts.dpi })
    .png()
    .toBuffer();
}

export async function renderSheetPdf(
  sheet: NestedSheet,
  spec: SheetSpec,
  items: readonly SheetArtwork[],
  opts: RenderOptions,
): Promise<Buffer> {
  assertInputs(sheet, items, opts);
  const pt = (mm: number) => (mm * POINTS_PER_INCH) / MM_PER_INCH;
  const px = (mm: number) => Math.max(1, Math.round((mm * opts.dpi) / MM_PER_INCH));
  const pageWidth = pt(spec.rollWidthMm);
  const pageHeight = pt(sheet.lengthMm);
  const x = (xMm: number, wMm: number) => pt(opts.mirror ? spec.rollWidthMm - xMm - wMm : xMm);

  const pdf = await PDFDocument.create();
  pdf.setProducer('PrintFloor');
  pdf.setTitle(`Gang sheet ${sheet.index + 1}`);
  const page = pdf.addPage([pageWidth, pageHeight]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const item of items) {
    const p = item.placement;
    const { data, info } = await designOnFilm(item, px(p.widthMm), px(p.heightMm), opts.mirror)
      .raw()
      .toBuffer({ resolveWithObject: true });
    drawImage(page, await embedRgba(pdf, data, info.width, info.height), {
      x: x(p.xMm, p.widthMm),
      y: pageHeight - pt(p.yMm + p.heightMm),
      width: pt(p.widthMm),
      height: pt(p.heightMm),
    });
    if (p.qr) {
      const at = { x: x(p.qr.xMm, p.qr.sizeMm), top: pageHeight - pt(p.qr.yMm), side: pt(p.qr.sizeMm) };
      drawQrSquare(page, font, item.qrText, item.caption, at);
    }
  }
  return Buffer.from(await pdf.save());
}
