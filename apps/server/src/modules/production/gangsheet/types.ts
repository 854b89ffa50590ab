/**
 * The gang-sheet vocabulary shared by nesting and rendering. Lengths are millimetres, the origin is the
 * sheet's top-left corner as the printer feeds it (x across the roll, y along it), sheets are numbered from 0.
 */

export interface Transfer {
  id: string;
  widthMm: number;
  heightMm: number;
}

export interface SheetSpec {
  /** e.g. 558.8 (22″) */
  rollWidthMm: number;
  /** length limit of one sheet; more transfers → more sheets */
  maxLengthMm: number;
  /** minimum space between any two placed things (designs and QR codes) */
  gapMm: number;
  margins: { top: number; bottom: number; left: number; right: number };
  /** 90° rotation allowed */
  allowRotate: boolean;
  /** a square QR printed beside each design (0 = none); counts in the footprint */
  qrSizeMm: number;
}

/** The fixed rows × columns layout of the heat-print settings (domain §11.4). */
export interface GridSpec extends SheetSpec {
  rows: number;
  columns: number;
  rowGap: number;
  columnGap: number;
}

export interface QrBox {
  xMm: number;
  yMm: number;
  sizeMm: number;
}

/**
 * Where one design lands. `widthMm` × `heightMm` is the box on the sheet, so when `rotated` it is the
 * transfer's height × width (turned 90° clockwise).
 */
export interface Placement {
  id: string;
  sheet: number;
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  rotated: boolean;
  qr: QrBox | null;
}

export interface NestedSheet {
  index: number;
  /** trimmed to the last placed thing plus the bottom margin */
  lengthMm: number;
  /** the designs' area (QR codes not counted) */
  usedAreaMm2: number;
  /** 0..1: design area / (roll width × used length) */
  utilisation: number;
}

export interface Unplaced {
  id: string;
  reason: 'tooLarge';
}

export interface NestResult {
  sheets: NestedSheet[];
  placements: Placement[];
  unplaced: Unplaced[];
}
