/**
 * Tiled text watermark (shell-reference §7, spec §9): a 200 × 130 canvas rotated −20°,
 * 12 px text, drawn once into a PNG that tiles a fixed, click-through full-viewport layer.
 * The layer uses `inset: 0`, so it follows window resizes without re-measuring.
 */

export const WATERMARK_ID = 'pf-watermark-layer';
export const WATERMARK_WIDTH = 200;
export const WATERMARK_HEIGHT = 130;
export const WATERMARK_ROTATE_DEG = -20;
export const WATERMARK_FONT = '12px Verdana';
export const WATERMARK_FILL = 'rgba(200, 200, 200, 0.30)';
export const WATERMARK_Z_INDEX = 10_000_000;

/** The tile as a data URL, or '' when the browser has no 2D canvas. */
export function watermarkTile(text: string, doc: Document = document): string {
  const canvas = doc.createElement('canvas');
  canvas.width = WATERMARK_WIDTH;
  canvas.height = WATERMARK_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.rotate((WATERMARK_ROTATE_DEG * Math.PI) / 180);
  ctx.font = WATERMARK_FONT;
  ctx.fillStyle = WATERMARK_FILL;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, WATERMARK_WIDTH / 10, WATERMARK_HEIGHT / 2);
  return canvas.toDataURL('image/png');
}

/** Puts the layer on `body`, replacing any previous one. */
export function setWatermark(text: string, doc: Document = document): HTMLElement {
  removeWatermark(doc);
  const layer = doc.createElement('div');
  layer.id = WATERMARK_ID;
  layer.setAttribute('aria-hidden', 'true');
  layer.dataset.text = text;
  const tile = watermarkTile(text, doc);
  Object.assign(layer.style, {
    position: 'fixed',
    inset: '0',
    pointerEvents: 'none',
    zIndex: String(WATERMARK_Z_INDEX),
    backgroundRepeat: 'repeat',
    backgroundPosition: 'left top',
    backgroundImage: tile ? `url("${tile}")` : 'none',
  } satisfies Partial<CSSStyleDeclaration>);
  doc.body.appendChild(layer);
  return layer;
}

export function removeWatermark(doc: Document = document): void {
  doc.getElementById(WATERMARK_ID)?.remove();
}
