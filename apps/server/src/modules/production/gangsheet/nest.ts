/**
 * Nesting a batch's transfers on DTF film (domain §8): free MaxRects packing (maxrects-packer) with 90°
 * rotation, or the fixed rows × columns grid of the heat-print settings (§11.4). Pure: no database, no I/O.
 */
import { MaxRectsPacker, PACKING_LOGIC } from 'maxrects-packer/dist/maxrects-packer.mjs';
import {
  assertGridSpec,
  assertSheetSpec,
  assertTransfers,
  type Footprint,
  fitTurn,
  footprintOptions,
  nestingOrder,
  placementIn,
  printableArea,
} from './footprint.ts';
import { lowestEdges, sheetFigures } from './sheets.ts';
import type { GridSpec, NestResult, Placement, SheetSpec, Transfer, Unplaced } from './types.ts';

export { layoutProblems } from './layout-problems.ts';
export type * from './types.ts';

/**
 * The packer works in whole hundredths of a millimetre: its free-rectangle splitting compares edges for
 * equality, which floating-point millimetres (558.8, 88.9) would get wrong. Footprints round up and the
 * printable area rounds down, so the rounding never costs a gap.
 */
const UNITS_PER_MM = 100;
const up = (mm: number) => Math.ceil(mm * UNITS_PER_MM - 1e-6);
const down = (mm: number) => Math.floor(mm * UNITS_PER_MM + 1e-6);

interface Item {
  transfer: Transfer;
  footprint: Footprint;
  width: number;
  height: number;
}

/** A rectangle as maxrects-packer keeps it; it sets x, y and rot (rot does not swap a plain object's sides). */
interface PackRect {
  width: number;
  height: number;
  x: number;
  y: number;
  rot?: boolean;
  item: number;
}

interface Packing {
  sheets: number;
  /** the sheets' used lengths summed, in units: the score of a packing, after its sheet count */
  totalLength: number;
  spots: { sheet: number; x: number; y: number; rotated: boolean }[];
}

/**
 * The packer keeps a list of free rectangles that, on a long sheet, grows with every small design placed, and
 * its upkeep is quadratic in that list: 1,500 small transfers on one 100 m sheet took 5 s a pass. Sheets longer
 * than this are packed as segments of this length, stacked a gap apart; a segment's ragged end costs about what
 * a sheet's does, and sheets up to this length are packed whole.
 */
const SEGMENT_UNITS = 3000 * UNITS_PER_MM;

/** The length packed as one piece: the sheet, or a segment long enough for every item in some fitting turn. */
function segmentLength(items: readonly Item[], width: number, height: number, rotate: boolean): number {
  if (height <= SEGMENT_UNITS) return height;
  let need = SEGMENT_UNITS;
  for (const it of items) {
    const upright = it.width <= width ? it.height : Number.POSITIVE_INFINITY;
    const turned = rotate && it.height <= width ? it.width : Number.POSITIVE_INFINITY;
    need = Math.max(need, Math.min(upright, turned));
  }
  return Math.min(height, need);
}

/** One pass of the packer with one of its free-rectangle choices, the items in nesting order. */
function pack(
  items: readonly Item[],
  width: number,
  height: number,
  gap: number,
  rotate: boolean,
  logic: PACKING_LOGIC,
): Packing {
  // smart/pot/square off: every bin is the whole segment from the start; trimming is ours.
  const packer = new MaxRectsPacker<PackRect>(width, segmentLength(items, width, height, rotate), gap, {
    smart: false,
    pot: false,
    square: false,
    allowRotation: rotate,
    border: 0,
    logic,
  });
  // One by one in our order, not addArray: that re-sorts by its own key and breaks ties by chance.
  const rects = items.map((it, item): PackRect => ({ width: it.width, height: it.height, x: 0, y: 0, item }));
  for (const r of rects) packer.add(r);
  const used = packer.bins.map((bin) =>
    bin.rects.reduce((low, r) => Math.max(low, r.y + (r.rot === true ? r.width : r.height)), 0),
  );
  // Bins stacked onto sheets in order, a gap between them, a new sheet when the next would pass the limit.
  const at: { sheet: number; offset: number }[] = [];
  const lengths: number[] = [];
  used.forEach((u, b) => {
    const sheet = lengths.length - 1;
    const start = b === 0 ? -1 : lengths[sheet]! + gap;
    if (b === 0 || start + u > height) {
      at.push({ sheet: sheet + 1, offset: 0 });
      lengths.push(u);
    } else {
      at.push({ sheet, offset: start });
      lengths[sheet] = start + u;
    }
  });
  const spots: Packing['spots'] = new Array(items.length);
  packer.bins.forEach((bin, b) => {
    const { sheet, offset } = at[b]!;
    for (const r of bin.rects) spots[r.item] = { sheet, x: r.x, y: r.y + offset, rotated: r.rot === true };
  });
  return { sheets: lengths.length, totalLength: lengths.reduce((a, l) => a + l, 0), spots };
}

/**
 * The free-rectangle choices tried; the packing with the fewest sheets, then the least film, wins (ties go
 * to the earlier). Each wins on some mixes, by a percent or two. Beyond MANY_ITEMS only the cheapest is tried,
 * so that a large batch stays within the time of a small one; the cut is by count, so the result stays the
 * same for the same input.
 */
const LOGICS = [PACKING_LOGIC.MAX_EDGE, PACKING_LOGIC.MAX_AREA, PACKING_LOGIC.FILL_WIDTH] as const;
const MANY_ITEMS = 600;

export function nestFree(transfers: readonly Transfer[], spec: SheetSpec): NestResult {
  assertSheetSpec(spec);
  assertTransfers(transfers);
  const area = printableArea(spec);
  const width = down(area.widthMm);
  const height = down(area.heightMm);
  const items: Item[] = [];
  const unplaced: Unplaced[] = [];
  for (const transfer of nestingOrder(transfers)) {
    const footprint = footprintOptions(transfer, spec).find(
      (fp) => fitTurn(up(fp.widthMm), up(fp.heightMm), width, height, spec.allowRotate, 0) !== null,
    );
    if (footprint) items.push({ transfer, footprint, width: up(footprint.widthMm), height: up(footprint.heightMm) });
    else unplaced.push({ id: transfer.id, reason: 'tooLarge' });
  }
  if (items.length === 0) return { sheets: [], placements: [], unplaced };

  let best: Packing | null = null;
  for (const logic of items.length > MANY_ITEMS ? LOGICS.slice(0, 1) : LOGICS) {
    const p = pack(items, width, height, up(spec.gapMm), spec.allowRotate, logic);
    if (!best || p.sheets < best.sheets || (p.sheets === best.sheets && p.totalLength < best.totalLength)) best = p;
  }
  const packing = best as Packing;
  const placements = items.map((it, i) => {
    const s = packing.spots[i]!;
    const at = {
      sheet: s.sheet,
      xMm: spec.margins.left + s.x / UNITS_PER_MM,
      yMm: spec.margins.top + s.y / UNITS_PER_MM,
    };
    return placementIn(it.transfer, it.footprint, s.rotated, at, spec);
  });
  const lengths = lowestEdges(placements, packing.sheets).map((edge) => edge + spec.margins.bottom);
  return { sheets: sheetFigures(placements, lengths, spec), placements: sortPlacements(placements), unplaced };
}

/**
 * Cells come from the printable area: the columns share the roll's width and the rows the sheet's length
 * limit, less the gaps between them. When the settings' gaps are smaller than the sheet's minimum gap, the
 * usable part of each cell shrinks so that two full neighbouring cells still keep it.
 */
export function nestGrid(transfers: readonly Transfer[], spec: GridSpec): NestResult {
  assertGridSpec(spec);
  assertTransfers(transfers);
  const area = printableArea(spec);
  const cellW = (area.widthMm - (spec.columns - 1) * spec.columnGap) / spec.columns;
  const cellH = (area.heightMm - (spec.rows - 1) * spec.rowGap) / spec.rows;
  if (!(cellW > 0 && cellH > 0)) throw new RangeError('grid spec: the gaps leave no room for a cell');
  const usableW = cellW - Math.max(0, spec.gapMm - spec.columnGap);
  const usableH = cellH - Math.max(0, spec.gapMm - spec.rowGap);
  const perSheet = spec.rows * spec.columns;

  const placements: Placement[] = [];
  const unplaced: Unplaced[] = [];
  const lastRow: number[] = [];
  for (const transfer of nestingOrder(transfers)) {
    let fit: { footprint: Footprint; rotated: boolean } | null = null;
    for (const footprint of footprintOptions(transfer, spec)) {
      const turn = fitTurn(footprint.widthMm, footprint.heightMm, usableW, usableH, spec.allowRotate);
      if (turn) {
        fit = { footprint, rotated: turn.rotated };
        break;
      }
    }
    if (!fit) {
      unplaced.push({ id: transfer.id, reason: 'tooLarge' });
      continue;
    }
    const k = placements.length;
    const sheet = Math.floor(k / perSheet);
    const row = Math.floor((k % perSheet) / spec.columns);
    const column = k % spec.columns;
    const fw = fit.rotated ? fit.footprint.heightMm : fit.footprint.widthMm;
    const fh = fit.rotated ? fit.footprint.widthMm : fit.footprint.heightMm;
    // Centred in its cell: a fixed grid is pressed by cell, so the design sits where the operator expects it.
    const at = {
      sheet,
      xMm: spec.margins.left + column * (cellW + spec.columnGap) + (cellW - fw) / 2,
      yMm: spec.margins.top + row * (cellH + spec.rowGap) + (cellH - fh) / 2,
    };
    placements.push(placementIn(transfer, fit.footprint, fit.rotated, at, spec));
    lastRow[sheet] = row;
  }
  // Trimmed after the last used row of cells, not the last design, so every sheet of a grid cuts alike.
  const lengths = lastRow.map((row) => spec.margins.top + (row + 1) * cellH + row * spec.rowGap + spec.margins.bottom);
  // Already in cell order: sheet by sheet, row by row.
  return { sheets: sheetFigures(placements, lengths, spec), placements, unplaced };
}

/**
 * The fixed grid of the heat-print settings on a roll: the layout's columns across the film, each row of cells
 * as long as the tallest design with its QR and gap, and the rows repeated down the film as far as the sheet's
 * length limit allows — never fewer than the layout's rows. A roll has no page to end: a 1 × 2 layout is a pattern
 * of two columns, and three small designs go on one sheet in two rows, not on two sheets of one row each (which
 * used 29 % and 14.5 % of their film). Each design still sits centred in its own cell, where the press expects it.
 */
export function rollGrid(
  transfers: readonly Transfer[],
  spec: SheetSpec,
  layout: { rows: number; columns: number; rowGap: number; columnGap: number },
): GridSpec {
  const tallest = Math.max(...transfers.map((x) => Math.max(x.heightMm, x.widthMm)), 1) + spec.qrSizeMm + spec.gapMm;
  const room = spec.maxLengthMm - spec.margins.top - spec.margins.bottom;
  const rows = Math.max(layout.rows, Math.floor((room + layout.rowGap) / (tallest + layout.rowGap)));
  const maxLengthMm = Math.min(
    spec.maxLengthMm,
    spec.margins.top + spec.margins.bottom + rows * tallest + (rows - 1) * layout.rowGap,
  );
  return { ...spec, maxLengthMm, rows, columns: layout.columns, rowGap: layout.rowGap, columnGap: layout.columnGap };
}

/** Sheet by sheet, top to bottom, left to right: the order a printer and a reader of the list expect. */
function sortPlacements(placements: Placement[]): Placement[] {
  return placements.sort((a, b) => a.sheet - b.sheet || a.yMm - b.yMm || a.xMm - b.xMm);
}
