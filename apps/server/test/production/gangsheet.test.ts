import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, type PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type GridSpec,
  layoutProblems,
  type NestResult,
  nestFree,
  nestGrid,
  rollGrid,
  type SheetSpec,
  type Transfer,
} from '../../src/modules/production/gangsheet/nest.ts';
import { renderSheetPdf, renderSheetPng, type SheetArtwork } from '../../src/modules/production/gangsheet/render.ts';

/**
 * The gang sheet (issue 15, domain §8): nesting is checked geometrically by layoutProblems on seeded random
 * mixes, and layoutProblems itself is shown to catch broken layouts; rendering by sampling the pixels of a small
 * sheet, decoding its QR codes, and loading its PDF.
 */

/** mulberry32: a tiny seeded PRNG, so a failing mix can be replayed from its seed. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomTransfers(seed: number, count: number, min = 50, max = 300): Transfer[] {
  const r = prng(seed);
  const size = () => Math.round((min + r() * (max - min)) * 10) / 10;
  return Array.from({ length: count }, (_, i) => ({ id: `t${i}`, widthMm: size(), heightMm: size() }));
}

const ROLL_22IN: SheetSpec = {
  rollWidthMm: 558.8,
  maxLengthMm: 1000,
  gapMm: 5,
  margins: { top: 10, bottom: 8, left: 6, right: 4 },
  allowRotate: true,
  qrSizeMm: 12,
};

const area = (ts: readonly { widthMm: number; heightMm: number }[]) =>
  ts.reduce((a, t) => a + t.widthMm * t.heightMm, 0);

/** Every transfer is placed or listed unplaced exactly once, at its own size (turned when rotated). */
function expectAccountedFor(transfers: readonly Transfer[], result: NestResult) {
  const byId = new Map(transfers.map((t) => [t.id, t]));
  const ids = [...result.placements.map((p) => p.id), ...result.unplaced.map((u) => u.id)].sort();
  expect(ids).toEqual([...byId.keys()].sort());
  for (const p of result.placements) {
    const t = byId.get(p.id)!;
    expect([p.widthMm, p.heightMm]).toEqual(p.rotated ? [t.heightMm, t.widthMm] : [t.widthMm, t.heightMm]);
  }
}

describe('free nesting', () => {
  const variants: [string, SheetSpec][] = [
    ['22″ roll with QR codes', ROLL_22IN],
    ['no QR, no rotation', { ...ROLL_22IN, qrSizeMm: 0, allowRotate: false }],
    [
      'wide gap, big QR, odd margins',
      { ...ROLL_22IN, gapMm: 6.35, qrSizeMm: 25, margins: { top: 0, bottom: 3.3, left: 12.7, right: 0 } },
    ],
    ['a 13″ roll, short sheets', { ...ROLL_22IN, rollWidthMm: 330.2, maxLengthMm: 600 }],
  ];
  for (const [name, spec] of variants) {
    it(`packs random mixes without overlap, within roll, margins and limit: ${name}`, () => {
      for (const seed of [1, 2, 3, 4, 5]) {
        const transfers = randomTransfers(seed, 80, 20, 320);
        const result = nestFree(transfers, spec);
        expect(layoutProblems(result, spec), `seed ${seed}`).toEqual([]);
        expectAccountedFor(transfers, result);
        for (const s of result.sheets) expect(s.lengthMm).toBeLessThanOrEqual(spec.maxLengthMm);
      }
    });
  }

  it('puts each QR beside its design, the gap apart, inside the footprint', () => {
    const result = nestFree(randomTransfers(7, 40), ROLL_22IN);
    for (const p of result.placements) {
      const qr = p.qr!;
      expect(qr.sizeMm).toBe(12);
      const right = Math.abs(qr.xMm - (p.xMm + p.widthMm + 5)) < 1e-9 && Math.abs(qr.yMm - p.yMm) < 1e-9;
      const below = Math.abs(qr.yMm - (p.yMm + p.heightMm + 5)) < 1e-9 && Math.abs(qr.xMm - p.xMm) < 1e-9;
      expect(right || below, p.id).toBe(true);
    }
  });

  it('keeps the gap exactly where it is tight: two designs that just fit side by side', () => {
    const spec: SheetSpec = {
      ...ROLL_22IN,
      rollWidthMm: 215,
      qrSizeMm: 0,
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
    };
    const result = nestFree(
      [
        { id: 'a', widthMm: 105, heightMm: 60 },
        { id: 'b', widthMm: 105, heightMm: 60 },
      ],
      spec,
    );
    expect(layoutProblems(result, spec)).toEqual([]);
    expect(result.sheets).toHaveLength(1);
    expect(result.sheets[0]!.lengthMm).toBeCloseTo(60, 9);
    const [a, b] = result.placements;
    expect(Math.abs(a!.xMm - b!.xMm)).toBeCloseTo(110, 9);
  });

  it('is deterministic: the same transfers in any order nest the same way', () => {
    const transfers = randomTransfers(11, 120);
    const first = nestFree(transfers, ROLL_22IN);
    const shuffled = [...transfers].sort(() => 0).reverse();
    expect(nestFree(shuffled, ROLL_22IN)).toEqual(first);
    expect(nestFree(transfers, ROLL_22IN)).toEqual(first);
  });

  it('turns a design when that is the only way it fits, and refuses it when turning is not allowed', () => {
    const spec: SheetSpec = { ...ROLL_22IN, qrSizeMm: 0 };
    const long = { id: 'sleeve', widthMm: 700, heightMm: 80 };
    const turned = nestFree([long], spec);
    expect(turned.unplaced).toEqual([]);
    expect(turned.placements[0]).toMatchObject({ rotated: true, widthMm: 80, heightMm: 700 });
    expect(layoutProblems(turned, spec)).toEqual([]);
    expect(nestFree([long], { ...spec, allowRotate: false }).unplaced).toEqual([{ id: 'sleeve', reason: 'tooLarge' }]);
  });

  it('uses rotation when it saves film', () => {
    const transfers = randomTransfers(21, 150, 40, 320);
    const spec: SheetSpec = { ...ROLL_22IN, maxLengthMm: 100_000 };
    const turning = nestFree(transfers, spec);
    const straight = nestFree(transfers, { ...spec, allowRotate: false });
    expect(turning.placements.some((p) => p.rotated)).toBe(true);
    expect(straight.placements.some((p) => p.rotated)).toBe(false);
    expect(turning.sheets[0]!.lengthMm).toBeLessThan(straight.sheets[0]!.lengthMm);
    // Narrow strips on a roll they span only lengthwise: turned, they stack across it.
    const strips = Array.from({ length: 6 }, (_, i) => ({ id: `s${i}`, widthMm: 500, heightMm: 60 }));
    const narrow: SheetSpec = {
      ...spec,
      rollWidthMm: 520,
      qrSizeMm: 0,
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
    };
    expect(nestFree(strips, narrow).sheets[0]!.lengthMm).toBeCloseTo(6 * 60 + 5 * 5, 9);
  });

  it('lists what cannot fit even alone and places everything else', () => {
    const spec = ROLL_22IN;
    const transfers: Transfer[] = [
      ...randomTransfers(31, 30),
      { id: 'too-wide', widthMm: 1200, heightMm: 560 }, // wider than the roll either way
      { id: 'too-long', widthMm: 1100, heightMm: 1100 },
      { id: 'qr-pushes-it-out', widthMm: 548.8, heightMm: 990 }, // fits bare, not with its QR beside or below
      { id: 'just-fits', widthMm: 548.8 - 5 - 12, heightMm: 982 - 17 },
    ];
    const result = nestFree(transfers, spec);
    expect([...result.unplaced].sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'qr-pushes-it-out', reason: 'tooLarge' },
      { id: 'too-long', reason: 'tooLarge' },
      { id: 'too-wide', reason: 'tooLarge' },
    ]);
    expect(result.placements.map((p) => p.id)).toContain('just-fits');
    expect(layoutProblems(result, spec)).toEqual([]);
    expectAccountedFor(transfers, result);
  });

  it('opens more sheets when the transfers exceed one sheet, and trims each to its used length', () => {
    const transfers = randomTransfers(41, 200);
    const result = nestFree(transfers, ROLL_22IN);
    const printable = (ROLL_22IN.rollWidthMm - 10) * (ROLL_22IN.maxLengthMm - 18);
    expect(result.sheets.length).toBeGreaterThanOrEqual(Math.ceil(area(transfers) / printable));
    expect(result.sheets.length).toBeGreaterThan(5);
    expect(new Set(result.placements.map((p) => p.sheet))).toEqual(new Set(result.sheets.map((s) => s.index)));
    for (const s of result.sheets) {
      const on = result.placements.filter((p) => p.sheet === s.index);
      const lowest = Math.max(...on.map((p) => Math.max(p.yMm + p.heightMm, p.qr!.yMm + p.qr!.sizeMm)));
      expect(s.lengthMm).toBeCloseTo(lowest + ROLL_22IN.margins.bottom, 9);
    }
    expect(layoutProblems(result, ROLL_22IN)).toEqual([]);
  });

  it('packs a long sheet (roll mode) segment by segment, stacked a gap apart, a banner longer than a segment too', () => {
    const spec: SheetSpec = { ...ROLL_22IN, maxLengthMm: 100_000 };
    const transfers = [...randomTransfers(45, 400), { id: 'banner', widthMm: 500, heightMm: 3500 }];
    const result = nestFree(transfers, spec);
    expect(result.sheets).toHaveLength(1);
    expect(result.unplaced).toEqual([]);
    expect(layoutProblems(result, spec)).toEqual([]);
    expectAccountedFor(transfers, result);
    expect(result.sheets[0]!.lengthMm).toBeGreaterThan(3 * 3500);
    expect(result.sheets[0]!.utilisation).toBeGreaterThan(0.75);
    expect(result.placements.find((p) => p.id === 'banner')).toMatchObject({ rotated: false, heightMm: 3500 });
  });

  it('reports utilisation from the designs’ areas', () => {
    const transfers = randomTransfers(51, 300);
    const result = nestFree(transfers, { ...ROLL_22IN, maxLengthMm: 2540 });
    for (const s of result.sheets) {
      const designs = area(result.placements.filter((p) => p.sheet === s.index));
      expect(s.usedAreaMm2).toBeCloseTo(designs, 6);
      expect(s.utilisation).toBeCloseTo(designs / (558.8 * s.lengthMm), 12);
      expect(s.utilisation).toBeGreaterThan(0);
      expect(s.utilisation).toBeLessThanOrEqual(1);
    }
    const total = result.sheets.reduce((a, s) => a + s.usedAreaMm2, 0);
    expect(total).toBeCloseTo(area(transfers), 4);
    // The domain's expectation for MaxRects with padding (§8), here with a QR beside every design.
    const film = result.sheets.reduce((a, s) => a + s.lengthMm, 0) * 558.8;
    expect(total / film).toBeGreaterThan(0.75);
  });

  it('nests nothing into nothing', () => {
    expect(nestFree([], ROLL_22IN)).toEqual({ sheets: [], placements: [], unplaced: [] });
  });

  it('refuses settings and transfers that cannot describe a sheet', () => {
    expect(() => nestFree([], { ...ROLL_22IN, margins: { ...ROLL_22IN.margins, left: 300, right: 300 } })).toThrow(
      RangeError,
    );
    expect(() => nestFree([], { ...ROLL_22IN, gapMm: Number.NaN })).toThrow(RangeError);
    expect(() => nestFree([{ id: 'a', widthMm: 0, heightMm: 10 }], ROLL_22IN)).toThrow(RangeError);
    const twice = [
      { id: 'a', widthMm: 10, heightMm: 10 },
      { id: 'a', widthMm: 20, heightMm: 10 },
    ];
    expect(() => nestFree(twice, ROLL_22IN)).toThrow(/twice/);
  });
});

describe('layoutProblems', () => {
  const spec = ROLL_22IN;
  const valid = () => nestFree(randomTransfers(61, 30), spec);

  it('finds an overlap, a design too close to another, and a QR on a design', () => {
    const overlap = valid();
    const [a, b] = overlap.placements.filter((p) => p.sheet === 0);
    Object.assign(b!, { xMm: a!.xMm + 1, yMm: a!.yMm + 1, qr: null });
    expect(layoutProblems(overlap, spec).join('\n')).toMatch(/closer than the 5 mm gap/);

    const close = nestFree(
      [
        { id: 'a', widthMm: 100, heightMm: 100 },
        { id: 'b', widthMm: 100, heightMm: 100 },
      ],
      { ...spec, qrSizeMm: 0 },
    );
    const right = close.placements.find((p) => p.xMm > 100)!;
    right.xMm -= 0.1; // 4.9 mm apart
    expect(layoutProblems(close, { ...spec, qrSizeMm: 0 })).toEqual([
      expect.stringMatching(/design (a|b) and design (a|b) on sheet 0 are closer/),
    ]);
  });

  it('finds things outside the roll, the margins or the sheet, and sheets over the limit', () => {
    const off = valid();
    off.placements[0]!.xMm = spec.rollWidthMm - off.placements[0]!.widthMm; // into the right margin
    expect(layoutProblems(off, spec).join('\n')).toMatch(/leaves the roll's printable width/);

    const low = valid();
    const last = low.placements.filter((p) => p.sheet === 0).at(-1)!;
    low.sheets[0]!.lengthMm = last.yMm + last.heightMm; // the bottom margin cut off
    expect(layoutProblems(low, spec).join('\n')).toMatch(/printable length/);

    const long = valid();
    long.sheets[0]!.lengthMm = spec.maxLengthMm + 1;
    expect(layoutProblems(long, spec).join('\n')).toMatch(/over the limit/);
  });

  it('finds wrong figures and bookkeeping', () => {
    const figures = valid();
    figures.sheets[0]!.utilisation += 0.01;
    figures.sheets[0]!.usedAreaMm2 += 5;
    const words = layoutProblems(figures, spec).join('\n');
    expect(words).toMatch(/reports utilisation/);
    expect(words).toMatch(/mm² of designs/);

    const twice = valid();
    twice.placements.push({ ...twice.placements[0]!, sheet: 7 });
    twice.unplaced.push({ id: twice.placements[1]!.id, reason: 'tooLarge' });
    const said = layoutProblems(twice, spec).join('\n');
    expect(said).toMatch(/placed twice/);
    expect(said).toMatch(/does not exist/);
    expect(said).toMatch(/both placed and unplaced/);
  });
});

describe('a fixed grid on a roll', () => {
  // The demo factory's DTF roll: 600 mm film, 1 row × 2 columns, 5 mm gaps (issue 35: three small transfers
  // went onto two sheets at 29 % and 14.5 %).
  const roll: SheetSpec = {
    rollWidthMm: 600,
    maxLengthMm: 1000,
    gapMm: 5,
    margins: { top: 5, bottom: 5, left: 5, right: 5 },
    allowRotate: true,
    qrSizeMm: 15,
  };
  const layout = { rows: 1, columns: 2, rowGap: 5, columnGap: 5 };
  const small = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i}`, widthMm: 120, heightMm: 150 }));

  it("repeats the layout's rows down the film: three small designs on one sheet, two rows of two cells", () => {
    const result = nestGrid(small(3), rollGrid(small(3), roll, layout));
    expect(result.sheets).toHaveLength(1);
    expect(result.unplaced).toEqual([]);
    expect(new Set(result.placements.map((p) => p.sheet))).toEqual(new Set([0]));
    // Trimmed after its second row: 5 + 2 × (150 + 15 + 5) + 5 + 5.
    expect(result.sheets[0]?.lengthMm).toBe(5 + 2 * 170 + 5 + 5);
  });

  it("starts a new sheet only when the length limit is full, and keeps the layout's rows when they are more", () => {
    const grid = rollGrid(small(13), roll, layout);
    // (990 + 5) / (170 + 5) = 5 rows of 2 cells a sheet.
    expect(grid.rows).toBe(5);
    expect(nestGrid(small(13), grid).sheets).toHaveLength(2);
    expect(rollGrid(small(1), roll, { ...layout, rows: 8 }).rows).toBe(8);
  });
});

describe('grid nesting', () => {
  const grid: GridSpec = { ...ROLL_22IN, rows: 3, columns: 4, rowGap: 8, columnGap: 6 };
  // Printable 548.8 × 982: cells (548.8 − 18) / 4 = 132.7 wide, (982 − 16) / 3 = 322 long.

  it('places designs centred in their cells, row by row, and lists those larger than a cell', () => {
    const transfers = randomTransfers(71, 40, 30, 200);
    const result = nestGrid(transfers, grid);
    expect(layoutProblems(result, grid)).toEqual([]);
    expectAccountedFor(transfers, result);
    expect(result.unplaced.length).toBeGreaterThan(0);
    const cellW = 132.7;
    const cellH = 322;
    result.placements.forEach((p, k) => {
      const cell = k % 12;
      expect(p.sheet).toBe(Math.floor(k / 12));
      const x0 = 6 + (cell % 4) * (cellW + 6);
      const y0 = 10 + Math.floor(cell / 4) * (cellH + 8);
      const right = Math.max(p.xMm + p.widthMm, p.qr!.xMm + 12);
      const bottom = Math.max(p.yMm + p.heightMm, p.qr!.yMm + 12);
      expect(p.xMm - x0).toBeCloseTo(x0 + cellW - right, 9);
      expect(p.yMm - y0).toBeCloseTo(y0 + cellH - bottom, 9);
    });
    for (const u of result.unplaced) {
      const t = transfers.find((x) => x.id === u.id)!;
      // Neither way round does the design with its QR fit a 132.7 mm column.
      expect(Math.min(t.widthMm, t.heightMm) + 17).toBeGreaterThan(cellW);
    }
  });

  it('fills as many sheets as needed and trims the last after its last row of cells', () => {
    const transfers = Array.from({ length: 27 }, (_, i) => ({
      id: `g${String(i).padStart(2, '0')}`,
      widthMm: 90,
      heightMm: 100,
    }));
    const result = nestGrid(transfers, grid);
    expect(result.sheets.map((s) => s.lengthMm)).toEqual([
      10 + 3 * 322 + 2 * 8 + 8,
      10 + 3 * 322 + 2 * 8 + 8,
      10 + 322 + 8, // 3 designs: one row
    ]);
    expect(layoutProblems(result, grid)).toEqual([]);
  });

  it('keeps the sheet gap between cells even when the grid gaps are narrower', () => {
    const tight: GridSpec = { ...grid, rowGap: 0, columnGap: 1, qrSizeMm: 0 };
    // Cells (548.8 − 3) / 4 = 136.45 × 982 / 3 = 327.33; usable 132.45 × 322.33 to keep the 5 mm gap.
    const transfers = Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, widthMm: 132.4, heightMm: 322.3 }));
    const full = Array.from({ length: 12 }, (_, i) => ({ id: `f${i}`, widthMm: 135, heightMm: 325 }));
    const result = nestGrid([...transfers, ...full], tight);
    expect(layoutProblems(result, tight)).toEqual([]);
    expect(result.unplaced.map((u) => u.id).sort()).toEqual(full.map((t) => t.id).sort());
  });

  it('turns a design to fit its cell when allowed', () => {
    const tall = { id: 'tall', widthMm: 300, heightMm: 100 };
    const result = nestGrid([tall], { ...grid, qrSizeMm: 0 });
    expect(result.placements[0]).toMatchObject({ rotated: true, widthMm: 100, heightMm: 300 });
    expect(nestGrid([tall], { ...grid, qrSizeMm: 0, allowRotate: false }).unplaced).toEqual([
      { id: 'tall', reason: 'tooLarge' },
    ]);
  });
});

describe('rendering', () => {
  // A 100 × 80 mm sheet at 300 DPI: 1181 × 945 px. Placed by hand, so every pixel below is known.
  const spec: SheetSpec = {
    rollWidthMm: 100,
    maxLengthMm: 80,
    gapMm: 3,
    margins: { top: 2, bottom: 2, left: 2, right: 2 },
    allowRotate: true,
    qrSizeMm: 15,
  };
  const sheet = { index: 0, lengthMm: 80, usedAreaMm2: 1900, utilisation: 1900 / 8000 };
  const wide = {
    id: 'A',
    sheet: 0,
    xMm: 2,
    yMm: 2,
    widthMm: 40,
    heightMm: 25,
    rotated: false,
    qr: { xMm: 45, yMm: 2, sizeMm: 15 },
  };
  // A 20 × 45 mm transfer turned clockwise: its left half ends up on top.
  const turned = {
    id: 'B',
    sheet: 0,
    xMm: 2,
    yMm: 32,
    widthMm: 45,
    heightMm: 20,
    rotated: true,
    qr: { xMm: 50, yMm: 32, sizeMm: 15 },
  };
  const RED = [255, 0, 0, 255];
  const BLUE = [0, 0, 255, 255];
  const GREEN = [0, 160, 0, 255];
  const YELLOW = [255, 220, 0, 255];
  const DPI = 300;

  /** A design whose left half is one colour and right half another, so turning and mirroring show. */
  function twoTone(width: number, height: number, left: number[], right: number[], format: 'png' | 'webp' = 'png') {
    const raw = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) raw.set(x < width / 2 ? left : right, (y * width + x) * 4);
    }
    const img = sharp(raw, { raw: { width, height, channels: 4 } });
    return (format === 'png' ? img.png() : img.webp({ lossless: true })).toBuffer();
  }

  async function artwork(): Promise<SheetArtwork[]> {
    return [
      {
        placement: wide,
        image: await twoTone(400, 250, RED, BLUE),
        qrText: 'PF:piece:1001:sig-a',
        caption: 'P1001-1/2',
      },
      {
        placement: turned,
        image: await twoTone(200, 450, GREEN, YELLOW, 'webp'),
        qrText: 'PF:piece:1002:sig-b',
        caption: 'P1002',
      },
    ];
  }

  async function pixels(png: Buffer) {
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (xMm: number, yMm: number) => {
      const i = (Math.floor((yMm * DPI) / 25.4) * info.width + Math.floor((xMm * DPI) / 25.4)) * 4;
      return [...data.subarray(i, i + 4)];
    };
    /** A box in pixels, flattened on white: what a scanner sees looking at the film over paper. */
    const crop = (left: number, top: number, width: number, height: number) =>
      sharp(png).extract({ left, top, width, height }).flatten({ background: '#fff' }).ensureAlpha().raw().toBuffer();
    return { info, at, crop };
  }

  const px = (mm: number) => Math.round((mm * DPI) / 25.4);
  /** The QR square's pixels on the plain sheet and on the mirrored one (mirrored in place, not in content). */
  const qrBox = (qr: { xMm: number; yMm: number; sizeMm: number }, sheetWidth: number, mirror: boolean) => {
    const left = px(qr.xMm);
    const width = px(qr.xMm + qr.sizeMm) - left;
    const top = px(qr.yMm);
    return { left: mirror ? sheetWidth - left - width : left, top, width, height: px(qr.yMm + qr.sizeMm) - top };
  };

  it('has the fixture laid out validly', () => {
    expect(layoutProblems({ sheets: [sheet], placements: [wide, turned], unplaced: [] }, spec)).toEqual([]);
  });

  it('renders the PNG at the sheet size and DPI, designs at their places, turned clockwise, the rest transparent', async () => {
    const png = await renderSheetPng(sheet, spec, await artwork(), { dpi: DPI, mirror: false });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.density, meta.hasAlpha]).toEqual(['png', 1181, 945, 300, true]);
    const { at } = await pixels(png);
    expect(at(12, 14.5)).toEqual(RED);
    expect(at(32, 14.5)).toEqual(BLUE);
    expect(at(24.5, 37)).toEqual(GREEN);
    expect(at(24.5, 47)).toEqual(YELLOW);
    for (const [x, y] of [
      [1, 1],
      [43, 14],
      [24.5, 29.5],
      [80, 70],
      [99.5, 79.5],
    ]) {
      expect(at(x!, y!)[3], `${x}, ${y}`).toBe(0);
    }
  });

  it('mirrors the designs across the roll and keeps each QR readable, un-mirrored, at its mirrored place', async () => {
    const items = await artwork();
    const plain = await pixels(await renderSheetPng(sheet, spec, items, { dpi: DPI, mirror: false }));
    const mirrored = await pixels(await renderSheetPng(sheet, spec, items, { dpi: DPI, mirror: true }));
    for (const [x, y] of [
      [12, 14.5],
      [32, 14.5],
      [24.5, 37],
      [24.5, 47],
      [5, 5],
      [70, 70],
    ]) {
      expect(mirrored.at(100 - x! - 0.01, y!), `${x}, ${y}`).toEqual(plain.at(x!, y!));
    }
    expect(mirrored.at(88, 14.5)).toEqual(RED);
    for (const item of items) {
      const qr = item.placement.qr!;
      const a = qrBox(qr, 1181, false);
      const b = qrBox(qr, 1181, true);
      // The same pixels, not their mirror image: a mirrored QR is refused by most scanners.
      expect(
        (await mirrored.crop(b.left, b.top, b.width, b.height)).equals(
          await plain.crop(a.left, a.top, a.width, a.height),
        ),
      ).toBe(true);
      for (const [img, box] of [
        [plain, a],
        [mirrored, b],
      ] as const) {
        const margin = 20;
        const data = await img.crop(
          box.left - margin,
          box.top - margin,
          box.width + 2 * margin,
          box.height + 2 * margin,
        );
        const code = jsQR(new Uint8ClampedArray(data), box.width + 2 * margin, box.height + 2 * margin);
        expect(code?.data).toBe(item.qrText);
        // Found inside its square, upright: top-left finder left of top-right, above bottom-left.
        const { topLeftFinderPattern: tl, topRightFinderPattern: tr, bottomLeftFinderPattern: bl } = code!.location;
        for (const p of [tl, tr, bl]) {
          expect(p.x).toBeGreaterThan(margin);
          expect(p.x).toBeLessThan(margin + box.width);
          expect(p.y).toBeGreaterThan(margin);
          expect(p.y).toBeLessThan(margin + box.height);
        }
        expect(tr.x).toBeGreaterThan(tl.x + 20);
        expect(bl.y).toBeGreaterThan(tl.y + 20);
      }
      // The caption: ink in the strip under the code.
      const strip = await plain.crop(a.left, a.top + Math.round(a.height * 0.84), a.width, Math.round(a.height * 0.14));
      let dark = 0;
      for (let i = 0; i < strip.length; i += 4) if (strip[i]! < 128) dark++;
      expect(dark).toBeGreaterThan(20);
    }
  });

  it('renders the PDF as one page of the sheet size with each design embedded at its DPI', async () => {
    const pdf = await renderSheetPdf(sheet, spec, await artwork(), { dpi: DPI, mirror: true });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeCloseTo((100 / 25.4) * 72, 3);
    expect(height).toBeCloseTo((80 / 25.4) * 72, 3);
    const xObjects = doc.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    const sizes = xObjects.values().map((ref) => {
      const image = (doc.context.lookup(ref) as PDFRawStream).dict;
      const n = (key: string) => image.lookup(PDFName.of(key), PDFNumber).asNumber();
      return [n('Width'), n('Height'), image.has(PDFName.of('SMask'))];
    });
    expect(sizes).toEqual([
      [472, 295, true], // 40 × 25 mm
      [531, 236, true], // 45 × 20 mm, turned
    ]);
  });

  /**
   * What the page's content stream paints, read by a small interpreter of the operators pdf-lib writes: the
   * filled paths rasterised black or white at `scale` px per point, and where each image is drawn.
   */
  function paintPdfPage(doc: PDFDocument, scale: number) {
    const page = doc.getPage(0);
    const { width, height } = page.getSize();
    const [w, h] = [Math.ceil(width * scale), Math.ceil(height * scale)];
    const canvas = Buffer.alloc(w * h * 4, 255);
    const images: Record<string, { x: number; y: number; width: number; height: number }> = {};
    const contents = page.node.Contents()!;
    const streams = (
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents]
    ) as PDFRawStream[];
    const text = streams.map((st) => inflateSync(st.contents).toString('latin1')).join('\n');
    type M = [number, number, number, number, number, number];
    const times = (a: M, b: M): M => [
      a[0] * b[0] + a[1] * b[2],
      a[0] * b[1] + a[1] * b[3],
      a[2] * b[0] + a[3] * b[2],
      a[2] * b[1] + a[3] * b[3],
      a[4] * b[0] + a[5] * b[2] + b[4],
      a[4] * b[1] + a[5] * b[3] + b[5],
    ];
    let state = { ctm: [1, 0, 0, 1, 0, 0] as M, grey: 0 };
    const saved: (typeof state)[] = [];
    let operands: string[] = [];
    let path: [number, number][][] = [];
    let inText = false;
    for (const token of text.split(/\s+/).filter(Boolean)) {
      if (inText) {
        inText = token !== 'ET';
        continue;
      }
      if (!/^[a-zA-Z*]+$/.test(token)) {
        operands.push(token);
        continue;
      }
      const n = operands.map(Number);
      const point = (x: number, y: number): [number, number] => {
        const m = state.ctm;
        return [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]];
      };
      if (token === 'BT') inText = true;
      else if (token === 'q') saved.push({ ...state });
      else if (token === 'Q') state = saved.pop()!;
      else if (token === 'cm') state.ctm = times(n as M, state.ctm);
      else if (token === 'rg') state.grey = Math.round(((n[0]! + n[1]! + n[2]!) / 3) * 255);
      else if (token === 'm') path.push([point(n[0]!, n[1]!)]);
      else if (token === 'l') path.at(-1)!.push(point(n[0]!, n[1]!));
      else if (token === 'f') {
        // Every path here is a set of axis-aligned rectangles: fill each one's bounds.
        for (const sub of path) {
          const xs = sub.map((p) => p[0] * scale);
          const ys = sub.map((p) => (height - p[1]) * scale);
          for (let y = Math.round(Math.min(...ys)); y < Math.round(Math.max(...ys)); y++) {
            canvas.fill(
              state.grey,
              (y * w + Math.round(Math.min(...xs))) * 4,
              (y * w + Math.round(Math.max(...xs))) * 4,
            );
          }
        }
        path = [];
      } else if (token === 'Do') {
        const m = state.ctm;
        images[operands[0]!] = { x: m[4], y: m[5], width: m[0], height: m[3] };
      }
      if (token !== 'BT') operands = [];
    }
    // Alpha stays opaque: the fill above wrote grey into every channel, alpha included.
    return { canvas, w, h, images };
  }

  it('draws the PDF mirrored: designs flopped at mirrored places, each QR upright and readable', async () => {
    const items = await artwork();
    const doc = await PDFDocument.load(await renderSheetPdf(sheet, spec, items, { dpi: DPI, mirror: true }));
    const scale = 6; // px per point
    const { canvas, w, h, images } = paintPdfPage(doc, scale);
    const pt = (mm: number) => (mm * 72) / 25.4;
    const xObjects = doc.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    const drawn = xObjects
      .entries()
      .map(([name, ref]) => ({ box: images[name.toString()]!, stream: doc.context.lookup(ref) as PDFRawStream }));
    expect(drawn).toHaveLength(2);
    for (const [i, { placement: p }] of items.entries()) {
      const { box, stream } = drawn[i]!;
      expect(box.x).toBeCloseTo(pt(100 - p.xMm - p.widthMm), 6);
      expect(box.y).toBeCloseTo(pt(80 - p.yMm - p.heightMm), 6);
      expect([box.width, box.height].map((v) => v / pt(1))).toEqual([
        expect.closeTo(p.widthMm, 6),
        expect.closeTo(p.heightMm, 6),
      ]);
      const n = (key: string) => stream.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
      const rgb = inflateSync(stream.contents);
      const colour = (fx: number, fy: number) => {
        const at = (Math.floor(fy * n('Height')) * n('Width') + Math.floor(fx * n('Width'))) * 3;
        return [...rgb.subarray(at, at + 3), 255];
      };
      if (p.rotated) {
        expect([colour(0.5, 0.25), colour(0.5, 0.75)]).toEqual([GREEN, YELLOW]); // turned: top stays top
      } else {
        expect([colour(0.25, 0.5), colour(0.75, 0.5)]).toEqual([BLUE, RED]); // flopped
      }
    }
    for (const item of items) {
      const qr = item.placement.qr!;
      const margin = 30;
      const left = Math.round(pt(100 - qr.xMm - qr.sizeMm) * scale) - margin;
      const top = Math.round(pt(qr.yMm) * scale) - margin;
      const side = Math.round(pt(qr.sizeMm) * scale) + 2 * margin;
      const region = await sharp(canvas, { raw: { width: w, height: h, channels: 4 } })
        .extract({ left, top, width: side, height: side })
        .raw()
        .toBuffer();
      const code = jsQR(new Uint8ClampedArray(region), side, side);
      expect(code?.data).toBe(item.qrText);
      const { topLeftFinderPattern: tl, topRightFinderPattern: tr, bottomLeftFinderPattern: bl } = code!.location;
      expect(tr.x).toBeGreaterThan(tl.x + 20);
      expect(bl.y).toBeGreaterThan(tl.y + 20);
    }
  });

  it('refuses artwork placed on another sheet', async () => {
    const [a] = await artwork();
    const elsewhere = { ...a!, placement: { ...a!.placement, sheet: 1 } };
    await expect(renderSheetPng(sheet, spec, [elsewhere], { dpi: DPI, mirror: false })).rejects.toThrow(/sheet 1/);
  });
});
