/**
 * The piece QR printed beside each design (domain §8 "exceed": pressing the transfer is also its scan), with
 * its caption under the code. One layout of the square, drawn as pixels for the PNG and as vectors for the PDF.
 */
import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';

/**
 * Blank modules around the code. ISO asks for 4; the square is small and printed on its own white, and handheld
 * scanners read 2 reliably, so the code gets bigger modules instead.
 */
const QUIET_MODULES = 2;
/** Share of the square under the code that holds the caption, when there is one. */
const CAPTION_SHARE = 0.18;

interface Matrix {
  /** modules per side, quiet zone included */
  size: number;
  dark: (row: number, col: number) => boolean;
}

function matrixOf(text: string): Matrix {
  // M: survives a scuffed or partly pressed film better than L, stays smaller than Q for a long reference.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  return {
    size: n + 2 * QUIET_MODULES,
    dark: (row, col) => {
      const r = row - QUIET_MODULES;
      const c = col - QUIET_MODULES;
      return r >= 0 && c >= 0 && r < n && c < n && modules.get(r, c) === 1;
    },
  };
}

/** The square divided: the code centred at the top, the caption strip below it. Any unit. */
function boxLayout(side: number, hasCaption: boolean) {
  const captionHeight = hasCaption ? side * CAPTION_SHARE : 0;
  const code = side - captionHeight;
  return { codeX: (side - code) / 2, code, captionY: code, captionHeight };
}

const xmlEscape = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The QR square as a PNG of `side` × `side` pixels: black modules on white, the caption beneath. */
export async function qrSquarePng(text: string, caption: string, side: number): Promise<Buffer> {
  const m = matrixOf(text);
  const { codeX, code, captionY, captionHeight } = boxLayout(side, caption !== '');
  const x0 = Math.round(codeX);
  const size = Math.floor(code);
  // Module edges rounded one by one: modules differ by at most a pixel, and the code uses all its room.
  const edge = (i: number) => Math.round((i * size) / m.size);
  if (edge(1) < 1) throw new RangeError(`QR "${text}" needs ${m.size} modules, more than ${size} px can show`);
  const pixels = Buffer.alloc(side * side * 3, 255);
  for (let r = 0; r < m.size; r++) {
    for (let c = 0; c < m.size; c++) {
      if (!m.dark(r, c)) continue;
      for (let y = edge(r); y < edge(r + 1); y++) {
        pixels.fill(0, (y * side + x0 + edge(c)) * 3, (y * side + x0 + edge(c + 1)) * 3);
      }
    }
  }
  const square = sharp(pixels, { raw: { width: side, height: side, channels: 3 } });
  if (captionHeight >= 4) {
    const h = Math.floor(captionHeight);
    // About 0.6 em per character in a sans face: shrink a long caption to the square's width.
    const fontSize = Math.min(h * 0.8, (side * 0.95) / (0.6 * Math.max(1, caption.length)));
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${h}">` +
      `<text x="${side / 2}" y="${h / 2}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" ` +
      `text-anchor="middle" dominant-baseline="central" fill="#000">${xmlEscape(caption)}</text></svg>`;
    square.composite([{ input: Buffer.from(svg), left: 0, top: Math.ceil(captionY) }]);
  }
  return square.png().toBuffer();
}

/** Helvetica in a PDF speaks WinAnsi only: anything else would make pdf-lib throw. */
const winAnsi = (s: string) => s.replace(/[^\x20-\x7e]/g, '?');

/** The QR square drawn as vectors on a PDF page; (x, top) is its top-left corner in points, PDF y upwards. */
export function drawQrSquare(
  page: PDFPage,
  font: PDFFont,
  text: string,
  caption: string,
  at: { x: number; top: number; side: number },
): void {
  const m = matrixOf(text);
  const { codeX, code, captionHeight } = boxLayout(at.side, caption !== '');
  page.drawRectangle({ x: at.x, y: at.top - at.side, width: at.side, height: at.side, color: rgb(1, 1, 1) });
  // One path of row runs: a single fill shows no hairlines between neighbouring modules.
  let path = '';
  for (let r = 0; r < m.size; r++) {
    for (let c = 0; c < m.size; c++) {
      if (!m.dark(r, c)) continue;
      let end = c;
      while (end + 1 < m.size && m.dark(r, end + 1)) end++;
      path += `M${c} ${r}h${end - c + 1}v1h${-(end - c + 1)}z`;
      c = end;
    }
  }
  page.drawSvgPath(path, { x: at.x + codeX, y: at.top, scale: code / m.size, color: rgb(0, 0, 0), borderWidth: 0 });
  const label = winAnsi(caption);
  if (label && captionHeight > 0) {
    const size = Math.min(captionHeight * 0.75, (at.side * 0.95 * 1000) / font.widthOfTextAtSize(label, 1000));
    const width = font.widthOfTextAtSize(label, size);
    const baseline = at.top - at.side + (captionHeight - font.heightAtSize(size, { descender: false })) / 2;
    page.drawText(label, { x: at.x + (at.side - width) / 2, y: baseline, size, font, color: rgb(0, 0, 0) });
  }
}
