/** A crop in the source image's pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Loads an image from a URL (an object URL of a picked file). */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = url;
  });
}

/** The cropped part of an image, rotated by `rotation` degrees around its centre, as a PNG data URL. */
export function cropToDataUrl(image: HTMLImageElement, crop: PixelCrop, rotation: number): string {
  const radians = (rotation * Math.PI) / 180;
  const sin = Math.abs(Math.sin(radians));
  const cos = Math.abs(Math.cos(radians));
  // The rotated image's bounding box: react-easy-crop measures the crop in it.
  const boxW = image.naturalWidth * cos + image.naturalHeight * sin;
  const boxH = image.naturalWidth * sin + image.naturalHeight * cos;
  const rotated = document.createElement('canvas');
  rotated.width = Math.round(boxW);
  rotated.height = Math.round(boxH);
  const r = rotated.getContext('2d');
  if (!r) return '';
  r.translate(boxW / 2, boxH / 2);
  r.rotate(radians);
  r.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(crop.width));
  out.height = Math.max(1, Math.round(crop.height));
  out.getContext('2d')?.drawImage(rotated, crop.x, crop.y, crop.width, crop.height, 0, 0, out.width, out.height);
  return out.toDataURL('image/png');
}
