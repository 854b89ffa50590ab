import jsQR from 'jsqr';

/** The text of the first QR code in a picture (an image or a video frame), or null. */
export function decodeQr(source: CanvasImageSource, width: number, height: number): string | null {
  if (!width || !height) return null;
  // A white margin (the quiet zone a cropped code lacks) under the picture, which also turns
  // transparent pixels white: jsQR reads transparent as black.
  const margin = Math.round(Math.max(width, height) / 10);
  const canvas = document.createElement('canvas');
  canvas.width = width + 2 * margin;
  canvas.height = height + 2 * margin;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(source, margin, margin, width, height);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(data, canvas.width, canvas.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** Reads a QR code from an image file. */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return decodeQr(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
