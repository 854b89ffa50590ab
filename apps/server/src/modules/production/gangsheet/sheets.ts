/** The per-sheet figures both nestings report, from the placements and each sheet's trimmed length. */
import type { NestedSheet, Placement, SheetSpec } from './types.ts';

export function sheetFigures(
  placements: readonly Placement[],
  lengths: readonly number[],
  spec: SheetSpec,
): NestedSheet[] {
  const used = lengths.map(() => 0);
  for (const p of placements) used[p.sheet] = (used[p.sheet] ?? 0) + p.widthMm * p.heightMm;
  return lengths.map((lengthMm, index) => ({
    index,
    lengthMm,
    usedAreaMm2: used[index] ?? 0,
    utilisation: (used[index] ?? 0) / (spec.rollWidthMm * lengthMm),
  }));
}

/** Bottom edge of the lowest design or QR on each sheet. */
export function lowestEdges(placements: readonly Placement[], sheetCount: number): number[] {
  const lowest = new Array<number>(sheetCount).fill(0);
  for (const p of placements) {
    const bottom = Math.max(p.yMm + p.heightMm, p.qr ? p.qr.yMm + p.qr.sizeMm : 0);
    if (bottom > (lowest[p.sheet] ?? 0)) lowest[p.sheet] = bottom;
  }
  return lowest;
}
