/**
 * `npm run bench:production` — production at speed (issue 15 "Speed").
 *
 * Sections, all by default or some by BENCH_ONLY=<name>[,<name>]:
 *   nest    500 transfers of mixed sizes (seeded; typical DTF prints of 50–300 mm a side) nested by nestFree
 *           on a 22″ roll (sheets of BENCH_SHEET_MM, 2540 mm = 100″ by default; 5 mm gaps and margins, a 12 mm
 *           QR beside every design, 90° rotation): wall time of the first call and the median of BENCH_ROUNDS
 *           more, utilisation per sheet and overall, every layout checked by layoutProblems — beside a naive
 *           shelf packer over the same footprints in the same run. Goals: ≤ 2 s, ≥ 75 % utilisation.
 *   render  one 22″ × 1 m sheet of those transfers (generated artwork, a ninth of each grainy) to the 300 DPI PNG
 *           and the PDF, mirrored: wall time and the process's peak RSS. No goal; it shows the memory stays bounded.
 *   autoBatch  10,000 pieces waiting for a batch under 5 strategies: autoBatch as the route runs it, beside reading
 *           the same pool and binding it in one bare UPDATE (bench/production-batch.ts). Goal: ≤ 2 s.
 *   scan    the scan round trip through the real server, 20 stations scanning at once, beside a bare route of
 *           the same server at the same concurrency (bench/production-scan.ts). Goal: p99 ≤ 30 ms.
 * BENCH_PGLITE=0 leaves out the embedded database's runs of autoBatch and scan (DATABASE_URL's only).
 * Utilisation is the designs' area over roll width × used length; the QR codes, gaps and margins count as waste.
 */
import sharp from 'sharp';
import {
  footprintOptions,
  nestingOrder,
  placementIn,
  printableArea,
} from '../src/modules/production/gangsheet/footprint.ts';
import {
  layoutProblems,
  type NestResult,
  nestFree,
  type Placement,
  type SheetSpec,
  type Transfer,
} from '../src/modules/production/gangsheet/nest.ts';
import { renderSheetPdf, renderSheetPng, type SheetArtwork } from '../src/modules/production/gangsheet/render.ts';
import { lowestEdges, sheetFigures } from '../src/modules/production/gangsheet/sheets.ts';
import { autoBatchSection } from './production-batch.ts';
import { scanSection } from './production-scan.ts';

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 500);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5) || 1);
const SEED = Number(process.env.BENCH_SEED ?? 15);
const GOAL_MS = 2000;
const GOAL_UTILISATION = 0.75;

const ROLL: SheetSpec = {
  rollWidthMm: 558.8,
  maxLengthMm: Number(process.env.BENCH_SHEET_MM ?? 2540),
  gapMm: 5,
  margins: { top: 5, bottom: 5, left: 5, right: 5 },
  allowRotate: true,
  qrSizeMm: 12,
};

/** mulberry32: the same transfers on every run and machine. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a DTF order book looks like: mostly the usual print sizes, give or take, and a third anything at all. */
const TYPICAL: [number, number][] = [
  [90, 90], // left chest
  [100, 100], // pocket
  [280, 300], // full front
  [300, 300], // full back
  [250, 75], // sleeve
  [200, 200], // youth front
  [150, 60], // back neck
  [50, 70], // label
];

function mixedTransfers(count: number, seed: number): Transfer[] {
  const r = prng(seed);
  const clamp = (v: number) => Math.round(Math.min(300, Math.max(50, v)) * 10) / 10;
  return Array.from({ length: count }, (_, i) => {
    const id = `T${String(i + 1).padStart(4, '0')}`;
    if (r() < 1 / 3) return { id, widthMm: clamp(50 + r() * 250), heightMm: clamp(50 + r() * 250) };
    const [w, h] = TYPICAL[Math.floor(r() * TYPICAL.length)]!;
    const jitter = 0.85 + r() * 0.3;
    return { id, widthMm: clamp(w * jitter), heightMm: clamp(h * jitter) };
  });
}

/**
 * The baseline: next-fit shelves. Footprints laid landscape when that fits, tallest first, left to right; a new
 * shelf when the row is full, a new sheet when the shelf would pass the length limit.
 */
function nestShelves(transfers: readonly Transfer[], spec: SheetSpec): NestResult {
  const area = printableArea(spec);
  const items = nestingOrder(transfers)
    .map((t) => {
      const fp = footprintOptions(t, spec)[0]!;
      const rotated = spec.allowRotate && fp.heightMm > fp.widthMm && fp.heightMm <= area.widthMm;
      return { t, fp, rotated, w: rotated ? fp.heightMm : fp.widthMm, h: rotated ? fp.widthMm : fp.heightMm };
    })
    .sort((a, b) => b.h - a.h || (a.t.id < b.t.id ? -1 : 1));
  const placements: Placement[] = [];
  const unplaced: NestResult['unplaced'] = [];
  let sheet = 0;
  let x = 0;
  let y = 0;
  let shelf = 0;
  for (const it of items) {
    if (it.w > area.widthMm || it.h > area.heightMm) {
      unplaced.push({ id: it.t.id, reason: 'tooLarge' });
      continue;
    }
    if (x > 0 && x + it.w > area.widthMm) {
      y += shelf + spec.gapMm;
      x = 0;
      shelf = 0;
    }
    if (y + it.h > area.heightMm) {
      sheet++;
      y = 0;
      x = 0;
      shelf = 0;
    }
    const at = { sheet, xMm: spec.margins.left + x, yMm: spec.margins.top + y };
    placements.push(placementIn(it.t, it.fp, it.rotated, at, spec));
    x += it.w + spec.gapMm;
    shelf = Math.max(shelf, it.h);
  }
  const lengths = lowestEdges(placements, placements.length ? sheet + 1 : 0).map((e) => e + spec.margins.bottom);
  return { sheets: sheetFigures(placements, lengths, spec), placements, unplaced };
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');

function overall(result: NestResult, spec: SheetSpec): number {
  const designs = result.sheets.reduce((a, s) => a + s.usedAreaMm2, 0);
  const film = result.sheets.reduce((a, s) => a + s.lengthMm, 0) * spec.rollWidthMm;
  return film ? designs / film : 0;
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

async function nestSection(): Promise<string[]> {
  const transfers = mixedTransfers(TRANSFERS, SEED);
  const film = transfers.reduce((a, t) => a + t.widthMm * t.heightMm, 0) / 1e6;
  console.log(
    `\n== nest: ${transfers.length} transfers (${film.toFixed(2)} m² of designs, seed ${SEED}) on a ${ROLL.rollWidthMm} mm roll, ` +
      `sheets ≤ ${ROLL.maxLengthMm} mm, gap ${ROLL.gapMm} mm, QR ${ROLL.qrSizeMm} mm ==`,
  );
  const first = timed(() => nestFree(transfers, ROLL));
  const again = Array.from({ length: ROUNDS }, () => timed(() => nestFree(transfers, ROLL)).ms);
  const shelves = timed(() => nestShelves(transfers, ROLL));
  const rows: [string, { value: NestResult; ms: number }, number][] = [
    ['nestFree (MaxRects)', first, median(again)],
    ['shelf baseline', shelves, shelves.ms],
  ];
  for (const [name, { value }] of rows) {
    const problems = layoutProblems(value, ROLL);
    console.log(
      `\n${name}: ${value.sheets.length} sheets, ${value.placements.length} placed, ${value.unplaced.length} unplaced, ` +
        `layout ${problems.length ? `INVALID (${problems.length}: ${problems[0]})` : 'valid'}`,
    );
    console.log('  sheet   length mm   designs   utilisation');
    for (const s of value.sheets) {
      const count = value.placements.filter((p) => p.sheet === s.index).length;
      console.log(
        `  ${String(s.index + 1).padStart(5)}   ${s.lengthMm.toFixed(1).padStart(9)}   ${String(count).padStart(7)}   ${pct(s.utilisation).padStart(11)}`,
      );
    }
  }
  const lines = rows.map(
    ([name, { value, ms }, typical]) =>
      `${name.padEnd(20)} first ${ms.toFixed(0).padStart(5)} ms, median of ${ROUNDS} more ${typical.toFixed(0).padStart(5)} ms; ` +
      `${value.sheets.length} sheets, ${(value.sheets.reduce((a, s) => a + s.lengthMm, 0) / 1000).toFixed(2)} m of film, ` +
      `utilisation ${pct(overall(value, ROLL))}`,
  );
  const worst = Math.max(first.ms, ...again);
  const utilisation = overall(first.value, ROLL);
  lines.push(
    `goal nest ${TRANSFERS} transfers ≤ ${GOAL_MS} ms: ${met(worst <= GOAL_MS)} (slowest call ${worst.toFixed(0)} ms)`,
    `goal utilisation ≥ ${pct(GOAL_UTILISATION)}: ${met(utilisation >= GOAL_UTILISATION)} (${pct(utilisation)}; ` +
      `shelves ${pct(overall(shelves.value, ROLL))})`,
  );
  return lines;
}

/**
 * Artwork like a shop uploads for DTF: a 300 DPI PNG of the transfer's size, shapes in gradients on a transparent
 * background, and a grainy patch (a photo or distressed print) that compresses badly.
 */
async function artwork(t: Transfer, r: () => number): Promise<Buffer> {
  const w = Math.round((t.widthMm / 25.4) * 300);
  const h = Math.round((t.heightMm / 25.4) * 300);
  const hue = () => Math.floor(r() * 360);
  const shapes = Array.from({ length: 6 }, (_, i) => {
    const [x, y, s] = [r() * w, r() * h, (0.15 + r() * 0.35) * Math.min(w, h)];
    return i % 2
      ? `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="url(#g${i % 3})"/>`
      : `<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s * 0.6}" rx="${s / 10}" fill="url(#g${i % 3})"/>`;
  }).join('');
  const gradients = [0, 1, 2]
    .map(
      (i) =>
        `<linearGradient id="g${i}"><stop offset="0" stop-color="hsl(${hue()},80%,50%)"/>` +
        `<stop offset="1" stop-color="hsl(${hue()},70%,30%)"/></linearGradient>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${gradients}</defs>${shapes}</svg>`;
  const [gw, gh] = [Math.floor(w / 3), Math.floor(h / 3)];
  const grain = Buffer.alloc(gw * gh * 4);
  for (let i = 0; i < grain.length; i++) grain[i] = i % 4 === 3 ? 255 : Math.floor(r() * 256);
  const patch = await sharp(grain, { raw: { width: gw, height: gh, channels: 4 } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: patch, left: gw, top: gh }])
    .png()
    .toBuffer();
}

async function renderSection(): Promise<string[]> {
  const spec: SheetSpec = { ...ROLL, maxLengthMm: 1000 };
  const transfers = mixedTransfers(TRANSFERS, SEED);
  const result = nestFree(transfers, spec);
  const sheet = result.sheets[0]!;
  const on = result.placements.filter((p) => p.sheet === 0);
  const r = prng(SEED);
  const items: SheetArtwork[] = [];
  for (const p of on) {
    const t = transfers.find((x) => x.id === p.id)!;
    items.push({ placement: p, image: await artwork(t, r), qrText: `PF1:${p.id}:0123456789abcdef`, caption: p.id });
  }
  const bytes = items.reduce((a, it) => a + it.image.length, 0);
  console.log(
    `\n== render: sheet 1 of the 1 m nesting, ${sheet.lengthMm.toFixed(1)} mm long, ${on.length} designs ` +
      `(${(bytes / 1e6).toFixed(1)} MB of PNG artwork at 300 DPI), mirrored ==`,
  );
  const rss = () => process.resourceUsage().maxRSS / 1024;
  const before = rss();
  let start = performance.now();
  const png = await renderSheetPng(sheet, spec, items, { dpi: 300, mirror: true });
  const pngMs = performance.now() - start;
  const meta = await sharp(png).metadata();
  const afterPng = rss();
  start = performance.now();
  const pdf = await renderSheetPdf(sheet, spec, items, { dpi: 300, mirror: true });
  const pdfMs = performance.now() - start;
  const afterPdf = rss();
  return [
    `render PNG ${meta.width} × ${meta.height} px in ${pngMs.toFixed(0)} ms, ${(png.length / 1e6).toFixed(1)} MB; ` +
      `PDF in ${pdfMs.toFixed(0)} ms, ${(pdf.length / 1e6).toFixed(1)} MB; peak RSS ${before.toFixed(0)} MB before, ` +
      `${afterPng.toFixed(0)} MB after the PNG, ${afterPdf.toFixed(0)} MB after the PDF ` +
      `(a raw RGBA sheet alone would be ${(((meta.width ?? 0) * (meta.height ?? 0) * 4) / 1e6).toFixed(0)} MB)`,
  ];
}

/** Auto-batching on PGlite, and on PostgreSQL too when DATABASE_URL names a server (bench/production-batch.ts). */
async function batchSection(): Promise<string[]> {
  const lines = process.env.BENCH_PGLITE === '0' ? [] : await autoBatchSection('PGlite');
  if (process.env.DATABASE_URL) lines.push(...(await autoBatchSection('PostgreSQL', process.env.DATABASE_URL)));
  console.log(lines.join('\n'));
  return lines;
}

/** The scan round trip on PGlite, and on PostgreSQL too when DATABASE_URL names a server (bench/production-scan.ts). */
async function scanRoundTrip(): Promise<string[]> {
  const lines = process.env.BENCH_PGLITE === '0' ? [] : await scanSection('PGlite');
  if (process.env.DATABASE_URL) lines.push(...(await scanSection('PostgreSQL', process.env.DATABASE_URL)));
  console.log(lines.join('\n'));
  return lines;
}

/** The sections, in order. */
const SECTIONS: Record<string, () => Promise<string[]>> = {
  nest: nestSection,
  render: renderSection,
  autoBatch: batchSection,
  scan: scanRoundTrip,
};

const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
for (const name of only ?? []) {
  if (!SECTIONS[name]) throw new Error(`BENCH_ONLY=${name}: sections are ${Object.keys(SECTIONS).join(', ')}`);
}
const summary: string[] = [];
for (const [name, section] of Object.entries(SECTIONS)) {
  if (only && !only.includes(name)) continue;
  summary.push(...(await section()));
}
console.log(`\nSummary\n${summary.join('\n')}`);
