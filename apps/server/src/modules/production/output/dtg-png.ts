import type { Metadata, Sharp } from 'sharp';
import sharp from 'sharp';
import { type BrotherTemplateSpec, checkTemplate, DtgOutputError, type PlacementSpec } from './brother-template.ts';

/** Formats merchants upload as artwork (sysFile sniffing accepts these); SVG stays out, it can reference files. */
const ARTWORK_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'tiff']);

/**
 * Pixels held in memory at once. The largest GTX platen (16 × 21″) at 300 dpi is ~30 M pixels;
 * beyond this a template or scale is a data-entry slip, not a print.
 */
const MAX_PIXELS = 80_000_000;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

const tenthMmToPx = (tenthMm: number, dpi: number) => Math.max(1, Math.round((tenthMm / 254) * dpi));

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

async function artworkSize(artwork: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(artwork).metadata();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new DtgOutputError('tooLarge', `artwork too large: ${message}`);
    throw new DtgOutputError('notImage', 'artwork is not an image');
  }
  if (!meta.format || !ARTWORK_FORMATS.has(meta.format)) {
    throw new DtgOutputError('unsupportedFormat', `artwork format ${meta.format ?? 'unknown'} is not supported`);
  }
  // Phone JPEGs carry their rotation in EXIF; the print must look like the preview did.
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new DtgOutputError('notImage', 'artwork has no size');
  return { width, height };
}

async function toRaw(image: Sharp): Promise<Raw> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const rawInput = (r: Raw) => sharp(r.data, { raw: { width: r.width, height: r.height, channels: 4 } });

/**
 * The DTG print file of one piece and placement: the artwork fitted into the template's image box
 * (turned by the placement angle, then scaled by the placement scale, moved by x / y), on a
 * transparent background, the whole box then turned by the template angle. The PNG carries its dpi,
 * so GTX4CMD's -R magnification has a physical size to start from.
 */
export async function renderDtgPng(
  artwork: Buffer,
  t: BrotherTemplateSpec,
  p: PlacementSpec,
  opts: { dpi?: number } = {},
): Promise<{ png: Buffer; widthPx: number; heightPx: number }> {
  checkTemplate(t);
  const dpi = opts.dpi ?? 300;
  if (!Number.isFinite(dpi) || dpi < 36 || dpi > 1200) {
    throw new DtgOutputError('invalidSpec', `dpi must be from 36 to 1200, got ${dpi}`);
  }
  const scale = p.scale ?? 1;
  const turn = p.angle ?? 0;
  if (!Number.isFinite(scale) || scale <= 0 || !Number.isFinite(turn)) {
    throw new DtgOutputError('invalidSpec', 'placement scale must be positive and angle finite');
  }

  const boxW = tenthMmToPx(t.imageWidth, dpi);
  const boxH = tenthMmToPx(t.imageHeight, dpi);
  if (boxW * boxH > MAX_PIXELS) throw new DtgOutputError('tooLarge', `image box ${boxW} × ${boxH} px is too large`);

  const src = await artworkSize(artwork);
  // Fit the turned artwork's bounding box, so a turned design still lies wholly inside the box at scale 1.
  const rad = (turn * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const boundW = src.width * cos + src.height * sin;
  const boundH = src.width * sin + src.height * cos;
  const fit = Math.min(boxW / boundW, boxH / boundH) * scale;
  const artW = Math.max(1, Math.round(src.width * fit));
  const artH = Math.max(1, Math.round(src.height * fit));
  if (artW * artH > MAX_PIXELS) {
    throw new DtgOutputError('tooLarge', `placement scale ${scale} makes the artwork ${artW} × ${artH} px`);
  }

  let art: Raw;
  try {
    art = await toRaw(
      sharp(artwork, { animated: false }).autoOrient().resize(artW, artH, { fit: 'fill', kernel: 'lanczos3' }),
    );
  } catch (error) {
    // The header read, the pixels did not: a truncated or corrupt upload.
    const message = error instanceof Error ? error.message : String(error);
    throw new DtgOutputError(/pixel limit/i.test(message) ? 'tooLarge' : 'notImage', `artwork unreadable: ${message}`);
  }
  if (turn % 360 !== 0) {
    // Separate pipeline: sharp would otherwise turn before resizing, on the full-size artwork.
    art = await toRaw(rawInput(art).rotate(turn, { background: TRANSPARENT }));
  }

  const mmToPx = dpi / 25.4;
  const left = Math.round(boxW / 2 + (p.x ?? 0) * mmToPx - art.width / 2);
  const top = Math.round(boxH / 2 + (p.y ?? 0) * mmToPx - art.height / 2);
  // Clip to the box: sharp refuses an overlay larger than, or hanging off, its base.
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(boxW, left + art.width);
  const y1 = Math.min(boxH, top + art.height);
  if (x1 <= x0 || y1 <= y0) throw new DtgOutputError('outsideBox', 'the placement puts the artwork outside the box');
  const visible =
    x0 === left && y0 === top && x1 - x0 === art.width && y1 - y0 === art.height
      ? art
      : await toRaw(rawInput(art).extract({ left: x0 - left, top: y0 - top, width: x1 - x0, height: y1 - y0 }));

  // The box is the visible artwork padded with transparency (cheaper than compositing it onto a blank
  // box: no blending pass over the whole platen), encoded in the same pipeline when it stays upright.
  const boxed = rawInput(visible).extend({
    top: y0,
    left: x0,
    bottom: boxH - y1,
    right: boxW - x1,
    background: TRANSPARENT,
  });
  // sharp turns before it pads, so a turned template's box is padded first and turned on its own.
  const out = t.angle === 0 ? boxed : rawInput(await toRaw(boxed)).rotate(t.angle);
  const { data: png, info } = await out
    .png({ compressionLevel: 6 })
    .withDensity(dpi)
    .toBuffer({ resolveWithObject: true });
  return { png, widthPx: info.width, heightPx: info.height };
}
