import type { PrintElement, PrintElementType, PrintTemplate } from '@printfloor/contract';

/** Screen pixels per mm of the designer canvas. */
export const SCALE = 4;
export const EMPTY: PrintTemplate = { version: 1, widthMm: 60, heightMm: 40, elements: [] };

/** A new element of `type` at the top left, sized for its kind. */
export function newElement(type: PrintElementType, taken: readonly string[]): PrintElement {
  let n = 1;
  while (taken.includes(`${type}${n}`)) n++;
  const id = `${type}${n}`;
  const base = { id, type, x: 2, y: 2 };
  switch (type) {
    case 'text':
      return { ...base, w: 30, h: 6, content: '{{orderNo}}', fontSize: 10 };
    case 'barcode':
      return { ...base, w: 30, h: 10, content: '{{orderNo}}' };
    case 'qr':
      return { ...base, w: 15, h: 15, content: '{{orderNo}}' };
    case 'image':
      return { ...base, w: 10, h: 10, content: '{{logo}}' };
    case 'line':
      return { ...base, w: 30, h: 0, stroke: 0.3 };
    case 'box':
      return { ...base, w: 20, h: 10, stroke: 0.3 };
  }
}

/** The element moved by a drag of (dx, dy) screen pixels, in 0.5 mm steps, kept on the paper. */
export function movedElement(e: PrintElement, dx: number, dy: number, paper: { widthMm: number; heightMm: number }) {
  const step = (v: number) => Math.round(v * 2) / 2;
  const x = Math.min(Math.max(0, step(e.x + dx / SCALE)), Math.max(0, paper.widthMm - e.w));
  const y = Math.min(Math.max(0, step(e.y + dy / SCALE)), Math.max(0, paper.heightMm - e.h));
  return { ...e, x, y };
}
