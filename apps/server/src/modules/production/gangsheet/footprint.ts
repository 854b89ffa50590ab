/**
 * The box a design occupies on the film together with its QR code, and the checks on what callers hand in.
 * Nesting packs footprints; a placement is derived from its footprint so that free and grid nesting put the
 * QR in the same place relative to the design.
 */
import type { GridSpec, Placement, SheetSpec, Transfer } from './types.ts';

/** Where the QR sits beside the design in its unrotated orientation. */
export type QrSide = 'right' | 'below';

export interface Footprint {
  widthMm: number;
  heightMm: number;
  qrSide: QrSide;
}

/** The area free for footprints: the roll and one sheet's length limit less the margins. */
export function printableArea(spec: SheetSpec): { widthMm: number; heightMm: number } {
  const { margins } = spec;
  return {
    widthMm: spec.rollWidthMm - margins.left - margins.right,
    heightMm: spec.maxLengthMm - margins.top - margins.bottom,
  };
}

function footprint(t: Transfer, spec: SheetSpec, qrSide: QrSide): Footprint {
  const q = spec.qrSizeMm;
  if (q === 0) return { widthMm: t.widthMm, heightMm: t.heightMm, qrSide };
  return qrSide === 'right'
    ? { widthMm: t.widthMm + spec.gapMm + q, heightMm: Math.max(t.heightMm, q), qrSide }
    : { widthMm: Math.max(t.widthMm, q), heightMm: t.heightMm + spec.gapMm + q, qrSide };
}

/**
 * The footprints worth trying, the smaller first: the QR along the design's short side wastes least film.
 * The other side stays as a fallback for a design that only fits that way (one nearly as wide as the roll).
 */
export function footprintOptions(t: Transfer, spec: SheetSpec): Footprint[] {
  if (spec.qrSizeMm === 0) return [footprint(t, spec, 'right')];
  const right = footprint(t, spec, 'right');
  const below = footprint(t, spec, 'below');
  return below.widthMm * below.heightMm < right.widthMm * right.heightMm ? [below, right] : [right, below];
}

/** Whether a w × h box fits a box, and turned if it has to be (`null` when neither). */
export function fitTurn(
  w: number,
  h: number,
  boxW: number,
  boxH: number,
  allowRotate: boolean,
  eps = 1e-9,
): { rotated: boolean } | null {
  if (w <= boxW + eps && h <= boxH + eps) return { rotated: false };
  if (allowRotate && h <= boxW + eps && w <= boxH + eps) return { rotated: true };
  return null;
}

/**
 * The placement of a design whose footprint's top-left corner is at (x, y). Turning the footprint clockwise
 * turns the design and carries its QR from the right to below (and from below to the right).
 */
export function placementIn(
  t: Transfer,
  fp: Footprint,
  rotated: boolean,
  at: { sheet: number; xMm: number; yMm: number },
  spec: SheetSpec,
): Placement {
  const widthMm = rotated ? t.heightMm : t.widthMm;
  const heightMm = rotated ? t.widthMm : t.heightMm;
  const side: QrSide = rotated ? (fp.qrSide === 'right' ? 'below' : 'right') : fp.qrSide;
  const q = spec.qrSizeMm;
  const qr =
    q === 0
      ? null
      : side === 'right'
        ? { xMm: at.xMm + widthMm + spec.gapMm, yMm: at.yMm, sizeMm: q }
        : { xMm: at.xMm, yMm: at.yMm + heightMm + spec.gapMm, sizeMm: q };
  return { id: t.id, sheet: at.sheet, xMm: at.xMm, yMm: at.yMm, widthMm, heightMm, rotated, qr };
}

/** Largest first, then by id: the same input always nests the same way. */
export function nestingOrder(transfers: readonly Transfer[]): Transfer[] {
  return [...transfers].sort((a, b) => {
    const d = b.widthMm * b.heightMm - a.widthMm * a.heightMm;
    return d !== 0 ? d : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

const finite = (v: number) => typeof v === 'number' && Number.isFinite(v);

/** Settings that cannot describe a sheet are a caller's bug, not a layout outcome: they throw. */
export function assertSheetSpec(spec: SheetSpec): void {
  const { margins } = spec;
  const numbers = [spec.rollWidthMm, spec.maxLengthMm, spec.gapMm, spec.qrSizeMm, ...Object.values(margins)];
  if (!numbers.every((v) => finite(v) && v >= 0)) throw new RangeError('sheet spec: every length must be ≥ 0');
  const area = printableArea(spec);
  if (!(area.widthMm > 0 && area.heightMm > 0)) throw new RangeError('sheet spec: the margins leave no printable area');
}

export function assertGridSpec(spec: GridSpec): void {
  assertSheetSpec(spec);
  if (!(Number.isInteger(spec.rows) && spec.rows >= 1 && Number.isInteger(spec.columns) && spec.columns >= 1)) {
    throw new RangeError('grid spec: rows and columns must be whole numbers ≥ 1');
  }
  if (!(finite(spec.rowGap) && spec.rowGap >= 0 && finite(spec.columnGap) && spec.columnGap >= 0)) {
    throw new RangeError('grid spec: gaps must be ≥ 0');
  }
}

export function assertTransfers(transfers: readonly Transfer[]): void {
  const ids = new Set<string>();
  for (const t of transfers) {
    if (!(finite(t.widthMm) && t.widthMm > 0 && finite(t.heightMm) && t.heightMm > 0)) {
      throw new RangeError(`transfer ${t.id}: width and height must be > 0`);
    }
    if (ids.has(t.id)) throw new RangeError(`transfer ${t.id}: id given twice`);
    ids.add(t.id);
  }
}
