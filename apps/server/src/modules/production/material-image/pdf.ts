import type { Language, MaterialImageDetail, MaterialPickLine } from '@printfloor/contract';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { PICKING_TEXT } from './picking.ts';

/**
 * The picking list of work orders as a PDF (A4 portrait), the same list the console shows: per work
 * order a header (work order, order, product, SKU / colour / size, demand date) and one row per line —
 * the blank garment, then each BOM material — with a tick box, kind, code, name, colour, size, unit and
 * quantity. A work order starts a new page; a long list continues on the next ones.
 *
 * Each page is drawn as an SVG rendered by sharp (librsvg sets text through Pango and fontconfig, so
 * Chinese names take Noto CJK as on the labels) and placed as a 150 DPI image; under it an invisible
 * text layer (like a scanned document's OCR layer) carries every row's code and quantity in plain
 * characters, so a viewer's search finds a material by its code and a program can read the rows.
 */

const DPI = 150;
const A4_PX = { w: Math.round((210 / 25.4) * DPI), h: Math.round((297 / 25.4) * DPI) };
const A4_PT = { w: (210 / 25.4) * 72, h: (297 / 25.4) * 72 };
const MARGIN = 70;
const ROW = 46;
const HEADER_BLOCK = 250;
const FONT = "'Noto Sans CJK SC','Noto Sans SC','Source Han Sans SC','WenQuanYi Micro Hei','DejaVu Sans',sans-serif";

/** Column left edges (px at 150 DPI); the quantity is right-aligned at `quantityRight`. */
const COLS = { tick: MARGIN, kind: MARGIN + 50, code: MARGIN + 160, name: MARGIN + 350, colour: MARGIN + 690 };
const SIZE_X = MARGIN + 810;
const UNIT_X = MARGIN + 900;
const QUANTITY_RIGHT = A4_PX.w - MARGIN - 8;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters from imported data are dropped
const clean = (s: string | null | undefined) => (s ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ');
const cut = (s: string, max: number) => ([...s].length > max ? `${[...s].slice(0, max - 1).join('')}…` : s);
/** What the standard PDF font can encode (the text layer): printable ASCII, anything else as '?'. */
const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, '?');

/** A quantity as it is shown: up to 4 decimals, no trailing zeros. */
export const quantityText = (n: number) => String(Number(n.toFixed(4)));

function text(x: number, y: number, value: string, size: number, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" ${extra}>${escapeXml(value)}</text>`;
}

interface PageRows {
  detail: MaterialImageDetail;
  rows: MaterialPickLine[];
  continued: boolean;
}

function pageSvg(page: PageRows, lang: Language, pageNo: number, pages: number): string {
  const h = PICKING_TEXT;
  const o = page.detail.workOrder;
  const parts: string[] = [];
  let y = MARGIN + 36;
  parts.push(
    text(
      MARGIN,
      y,
      `${h.sheet[lang]} · ${clean(o.code)}${page.continued ? ` (${h.continued[lang]})` : ''}`,
      34,
      'font-weight="bold"',
    ),
  );
  y += 52;
  const facts: [string, string][] = [
    [h.order[lang], clean(o.orderCode)],
    [h.product[lang], clean(o.productName)],
    [h.sku[lang], [o.skuCode, o.colour, o.size].map(clean).filter(Boolean).join(' / ')],
    [h.quantity[lang], String(o.quantity)],
    [h.demandDate[lang], clean(o.demandDate)],
  ];
  for (const [i, [label, value]] of facts.entries()) {
    const x = i % 2 === 0 ? MARGIN : A4_PX.w / 2;
    parts.push(text(x, y, `${label}: ${cut(value, 40)}`, 22));
    if (i % 2 === 1) y += 34;
  }
  y = MARGIN + HEADER_BLOCK - 24;
  const head: [number, string, string?][] = [
    [COLS.tick, h.picked[lang]],
    [COLS.kind, h.group[lang]],
    [COLS.code, h.code[lang]],
    [COLS.name, h.name[lang]],
    [COLS.colour, h.colour[lang]],
    [SIZE_X, h.size[lang]],
    [UNIT_X, h.unit[lang]],
    [QUANTITY_RIGHT, h.quantity[lang], 'text-anchor="end"'],
  ];
  for (const [x, label, extra] of head) parts.push(text(x, y, label, 20, `font-weight="bold" ${extra ?? ''}`));
  parts.push(
    `<line x1="${MARGIN}" y1="${y + 12}" x2="${A4_PX.w - MARGIN}" y2="${y + 12}" stroke="#000" stroke-width="2"/>`,
  );
  for (const [i, l] of page.rows.entries()) {
    const top = MARGIN + HEADER_BLOCK + i * ROW;
    const base = top + 30;
    parts.push(
      `<rect x="${COLS.tick}" y="${top + 10}" width="24" height="24" fill="none" stroke="#000" stroke-width="2"/>`,
    );
    parts.push(text(COLS.kind, base, h[l.group][lang], 20));
    parts.push(text(COLS.code, base, cut(clean(l.code), 16), 20));
    parts.push(text(COLS.name, base, cut(clean(l.name), 18), 20));
    parts.push(text(COLS.colour, base, cut(clean(l.colour), 7), 20));
    parts.push(text(SIZE_X, base, cut(clean(l.size), 6), 20));
    parts.push(text(UNIT_X, base, cut(clean(l.unit), 5), 20));
    parts.push(text(QUANTITY_RIGHT, base, quantityText(l.quantity), 22, 'text-anchor="end" font-weight="bold"'));
    parts.push(
      `<line x1="${MARGIN}" y1="${top + ROW}" x2="${A4_PX.w - MARGIN}" y2="${top + ROW}" stroke="#bbb" stroke-width="1"/>`,
    );
  }
  parts.push(text(A4_PX.w - MARGIN, A4_PX.h - MARGIN / 2, `${pageNo} / ${pages}`, 18, 'text-anchor="end"'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${A4_PX.w}" height="${A4_PX.h}" viewBox="0 0 ${A4_PX.w} ${A4_PX.h}">
<rect width="100%" height="100%" fill="#fff"/><g font-family="${FONT}" fill="#000">${parts.join('')}</g></svg>`;
}

/** The text layer's line of a pick line: kind, code and quantity (and unit), in plain characters. */
export function textLayerLine(workOrderCode: string, line: MaterialPickLine): string {
  return ascii(`${workOrderCode} ${line.group} ${line.code ?? '-'} ${quantityText(line.quantity)}`);
}

function paginate(details: readonly MaterialImageDetail[]): PageRows[] {
  const perPage = Math.floor((A4_PX.h - MARGIN * 2 - HEADER_BLOCK) / ROW);
  const pages: PageRows[] = [];
  for (const detail of details)
    for (let i = 0; i === 0 || i < detail.lines.length; i += perPage)
      pages.push({ detail, rows: detail.lines.slice(i, i + perPage), continued: i > 0 });
  return pages;
}

const pagePng = (p: PageRows, lang: Language, n: number, of: number) =>
  sharp(Buffer.from(pageSvg(p, lang, n, of)))
    .flatten({ background: '#fff' })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();

/** The pages as the PDF shows them (150 DPI PNGs): for a preview, and for tests to look at. */
export async function pickingPages(details: readonly MaterialImageDetail[], lang: Language): Promise<Buffer[]> {
  const pages = paginate(details);
  return Promise.all(pages.map((p, n) => pagePng(p, lang, n + 1, pages.length)));
}

/** The picking list of the work orders (in the order given) as one PDF. */
export async function pickingPdf(details: readonly MaterialImageDetail[], lang: Language): Promise<Buffer> {
  const pages = paginate(details);

  const doc = await PDFDocument.create();
  doc.setTitle(`${PICKING_TEXT.sheet[lang]} ${details.map((d) => d.workOrder.code).join(', ')}`);
  doc.setCreator('PrintFloor');
  doc.setProducer('PrintFloor');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const scale = A4_PT.w / A4_PX.w;
  for (const [n, p] of pages.entries()) {
    const png = await pagePng(p, lang, n + 1, pages.length);
    const page = doc.addPage([A4_PT.w, A4_PT.h]);
    page.drawImage(await doc.embedPng(png), { x: 0, y: 0, width: A4_PT.w, height: A4_PT.h });
    for (const [i, line] of p.rows.entries()) {
      const basePx = MARGIN + HEADER_BLOCK + i * ROW + 30;
      page.drawText(textLayerLine(p.detail.workOrder.code, line), {
        x: COLS.kind * scale,
        y: A4_PT.h - basePx * scale,
        size: 8,
        font,
        opacity: 0,
      });
    }
  }
  return Buffer.from(await doc.save());
}
