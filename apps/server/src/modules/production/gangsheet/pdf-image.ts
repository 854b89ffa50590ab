/**
 * Designs into a PDF without pdf-lib's embedPng, which decodes and re-encodes every PNG in JavaScript: on a
 * 22″ sheet at 300 DPI that took seconds per design and hundreds of megabytes. Here sharp gives the pixels,
 * node's zlib compresses colour and alpha, and the image goes in as a Flate XObject with a soft mask.
 */
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';

const deflated = promisify(deflate);

/** An 8-bit RGBA raster as an image XObject whose alpha is its soft mask (transparent film stays unprinted). */
export async function embedRgba(pdf: PDFDocument, rgba: Buffer, width: number, height: number): Promise<PDFRef> {
  const pixels = width * height;
  const rgb = Buffer.allocUnsafe(pixels * 3);
  const alpha = Buffer.allocUnsafe(pixels);
  for (let i = 0, j = 0; i < pixels; i++, j += 4) {
    rgb[i * 3] = rgba[j]!;
    rgb[i * 3 + 1] = rgba[j + 1]!;
    rgb[i * 3 + 2] = rgba[j + 2]!;
    alpha[i] = rgba[j + 3]!;
  }
  // On libuv's pool: colour and alpha compress at once, off the event loop.
  const [colour, mask] = await Promise.all([deflated(rgb), deflated(alpha)]);
  const image = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8 };
  const maskRef = pdf.context.register(
    pdf.context.stream(mask, { ...image, ColorSpace: 'DeviceGray', Filter: 'FlateDecode' }),
  );
  return pdf.context.register(
    pdf.context.stream(colour, { ...image, ColorSpace: 'DeviceRGB', SMask: maskRef, Filter: 'FlateDecode' }),
  );
}

/** Draws an image XObject into the box whose lower-left corner is (x, y), in points. */
export function drawImage(page: PDFPage, image: PDFRef, box: { x: number; y: number; width: number; height: number }) {
  const name = page.node.newXObject('Design', image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(box.width, 0, 0, box.height, box.x, box.y),
    drawObject(name),
    popGraphicsState(),
  );
}
