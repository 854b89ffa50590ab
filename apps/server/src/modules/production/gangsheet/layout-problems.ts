/**
 * An independent geometric check of a nesting: it trusts nothing the packer did, so tests and the batch
 * service can refuse a layout before film is printed.
 */
import type { NestResult, Placement, SheetSpec } from './types.ts';

/** Rounding slack: nesting works in hundredths of a millimetre, a film printer in tenths at best. */
const EPS = 1e-6;

interface Box {
  what: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

function boxesOf(p: Placement): Box[] {
  const boxes: Box[] = [{ what: `design ${p.id}`, x: p.xMm, y: p.yMm, w: p.widthMm, h: p.heightMm }];
  if (p.qr) boxes.push({ what: `QR of ${p.id}`, x: p.qr.xMm, y: p.qr.yMm, w: p.qr.sizeMm, h: p.qr.sizeMm });
  return boxes;
}

/** Closer than `gap` both across and along the roll: overlapping, or touching within the gap. */
function tooClose(a: Box, b: Box, gap: number): boolean {
  const across = Math.max(b.x - (a.x + a.w), a.x - (b.x + b.w));
  const along = Math.max(b.y - (a.y + a.h), a.y - (b.y + b.h));
  return across < gap - EPS && along < gap - EPS;
}

const mm = (v: number) => `${Math.round(v * 100) / 100} mm`;

/** What is wrong with a nesting, in words; empty when it can be printed as it is. */
export function layoutProblems(result: NestResult, spec: SheetSpec): string[] {
  const problems: string[] = [];
  const { margins } = spec;
  const sheets = new Map(result.sheets.map((s) => [s.index, s]));
  result.sheets.forEach((s, i) => {
    if (s.index !== i) problems.push(`sheet ${i} is numbered ${s.index}`);
    if (s.lengthMm > spec.maxLengthMm + EPS) {
      problems.push(`sheet ${s.index} is ${mm(s.lengthMm)} long, over the limit of ${mm(spec.maxLengthMm)}`);
    }
  });

  const seen = new Set<string>();
  const bySheet = new Map<number, Box[]>();
  const area = new Map<number, number>();
  for (const p of result.placements) {
    if (seen.has(p.id)) problems.push(`${p.id} is placed twice`);
    seen.add(p.id);
    const sheet = sheets.get(p.sheet);
    if (!sheet) {
      problems.push(`${p.id} is on sheet ${p.sheet}, which does not exist`);
      continue;
    }
    if (!(p.widthMm > 0 && p.heightMm > 0)) problems.push(`design ${p.id} has no size`);
    if (spec.qrSizeMm > 0 && (!p.qr || Math.abs(p.qr.sizeMm - spec.qrSizeMm) > EPS)) {
      problems.push(`${p.id} lacks its ${mm(spec.qrSizeMm)} QR`);
    }
    if (spec.qrSizeMm === 0 && p.qr) problems.push(`${p.id} has a QR the sheet does not ask for`);
    area.set(p.sheet, (area.get(p.sheet) ?? 0) + p.widthMm * p.heightMm);
    const boxes = boxesOf(p);
    for (const b of boxes) {
      if (b.x < margins.left - EPS || b.x + b.w > spec.rollWidthMm - margins.right + EPS) {
        problems.push(`${b.what} (x ${mm(b.x)}–${mm(b.x + b.w)}) leaves the roll's printable width`);
      }
      if (b.y < margins.top - EPS || b.y + b.h > sheet.lengthMm - margins.bottom + EPS) {
        problems.push(`${b.what} (y ${mm(b.y)}–${mm(b.y + b.h)}) leaves sheet ${p.sheet}'s printable length`);
      }
    }
    const list = bySheet.get(p.sheet) ?? [];
    list.push(...boxes);
    bySheet.set(p.sheet, list);
  }
  for (const u of result.unplaced) if (seen.has(u.id)) problems.push(`${u.id} is both placed and unplaced`);

  for (const [sheet, boxes] of bySheet) {
    // Sweep along x: only boxes that start within the gap of each other's right edge can be too close.
    boxes.sort((a, b) => a.x - b.x);
    for (let i = 0; i < boxes.length; i++) {
      const a = boxes[i]!;
      for (let j = i + 1; j < boxes.length && boxes[j]!.x < a.x + a.w + spec.gapMm - EPS; j++) {
        const b = boxes[j]!;
        if (tooClose(a, b, spec.gapMm)) {
          problems.push(`${a.what} and ${b.what} on sheet ${sheet} are closer than the ${mm(spec.gapMm)} gap`);
        }
      }
    }
  }

  for (const s of result.sheets) {
    const used = area.get(s.index) ?? 0;
    if (Math.abs(s.usedAreaMm2 - used) > 1e-3) {
      problems.push(`sheet ${s.index} reports ${s.usedAreaMm2} mm² of designs, they cover ${used} mm²`);
    }
    const utilisation = used / (spec.rollWidthMm * s.lengthMm);
    if (Math.abs(s.utilisation - utilisation) > 1e-9) {
      problems.push(`sheet ${s.index} reports utilisation ${s.utilisation}, its designs give ${utilisation}`);
    }
    if (used === 0) problems.push(`sheet ${s.index} is empty`);
  }
  return problems;
}
