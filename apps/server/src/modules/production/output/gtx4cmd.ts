import { GTX_INK_DEPENDENT, GTX_PLATENS, GtxInk } from '@printfloor/contract';
import {
  type BrotherTemplateSpec,
  checkTemplate,
  DtgOutputError,
  requireInteger,
  turnsSideways,
} from './brother-template.ts';

/**
 * GTX4CMD input for a Brother GTX template (factory-domain §11.2–11.3): the settings XML and the
 * `print` verb's arguments. Building the .arx4 itself needs Brother's tool on the station PC.
 */

/**
 * Used where the template leaves a white-ink or colour setting empty. GTX4CMD reads a missing
 * element as 0, which is out of range for these (and refused with -11xx), so they are always written;
 * the values are the GTX driver's own defaults.
 */
const DRIVER_DEFAULTS = { highlight: 5, mask: 3, inkVolume: 10, choke: 2, minWhite: 1 } as const;

const MACHINE_MODE_GTX4 = 0;
const RESOLUTION_1200 = 1;
/** The template default; a pure white is left to GTX4CMD's white_as (see gtxSettingsXml). */
const PURE_WHITE = '#FFFFFF';

const inkAllows = (setting: string, ink: number) => GTX_INK_DEPENDENT[setting]?.includes(ink) ?? false;

const usesWhite = (ink: number) => ink === GtxInk.WhiteOnly || ink === GtxInk.ColourWhite;

/** `#RRGGBB` as a Windows COLORREF (0x00BBGGRR), the type of GTOPTION.colorTrans. */
function colorRef(rgb: string): number {
  const m = /^#([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})$/.exec(rgb);
  if (!m) throw new DtgOutputError('invalidSpec', `rgb must be #RRGGBB, got ${rgb}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => Number.parseInt(h, 16));
  return r + g * 256 + b * 65536;
}

const bool = (v: boolean | undefined) => (v ? 'true' : 'false');

/**
 * The settings XML (root GTOPTION). Only the elements §11.2 lets the template's ink mode use are
 * written, in the order of Brother's guide: a colour-only job carries no white settings and the
 * other way round, so the file says exactly what the printer will do.
 *
 * RGB: a template colour other than pure white becomes the transparent colour (exact match,
 * tolerance 0) with white inks. Pure white — the default — is not made transparent here: white in a
 * design on a dark garment must print, the PNG's own alpha already carries the background, and
 * GTX4CMD's `white_as` option is where a station chooses otherwise.
 */
export function gtxSettingsXml(t: BrotherTemplateSpec, opts: { copies: number }): string {
  checkTemplate(t);
  const copies = requireInteger('copies', opts.copies, 1, 999);
  const platen = requireInteger('platen', t.platen, 0, GTX_PLATENS.length - 1);
  const ink = requireInteger('inkMode', t.inkMode, GtxInk.ColourOnly, GtxInk.BlackOnly);
  const transColour = colorRef(t.rgb);

  const el: [string, string | number][] = [
    ['uiCopies', copies],
    ['byMachineMode', MACHINE_MODE_GTX4],
    ['byPlatenSize', platen],
    ['byInk', ink],
  ];
  if (ink === GtxInk.ColourWhite) el.push(['bEcoMode', 'false']);
  el.push(['byResolution', RESOLUTION_1200]);
  if (inkAllows('highlight', ink)) {
    el.push(['byHighlight', requireInteger('highlight', t.highlight ?? DRIVER_DEFAULTS.highlight, 1, 9)]);
  }
  if (inkAllows('mask', ink)) el.push(['byMask', requireInteger('mask', t.mask ?? DRIVER_DEFAULTS.mask, 1, 5)]);
  if (inkAllows('inkVolume', ink)) {
    el.push(['byInkVolume', requireInteger('inkVolume', t.inkVolume ?? DRIVER_DEFAULTS.inkVolume, 1, 10)]);
    el.push(['byDoublePrint', 0]);
  }
  if (ink === GtxInk.ColourWhite) el.push(['bMaterialBlack', 'false']);
  if (inkAllows('multiPass', ink)) el.push(['bMultiple', bool(t.multiPass)]);
  if (usesWhite(ink)) {
    const transparent = t.rgb.toUpperCase() !== PURE_WHITE;
    el.push(['bTransColor', bool(transparent)], ['colorTrans', transparent ? transColour : 0], ['byTolerance', 0]);
  }
  if (ink === GtxInk.ColourWhite) {
    el.push(['byMinWhite', DRIVER_DEFAULTS.minWhite]);
    el.push(['byChoke', requireInteger('choke', t.choke ?? DRIVER_DEFAULTS.choke, 0, 10)]);
    el.push(['bPause', 'false']);
  }
  el.push(['bUniPrint', bool(t.uniDirectional)]);

  // Every value is a number or true/false, so nothing needs escaping.
  const body = el.map(([name, value]) => `  <${name}>${value}</${name}>`).join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>\n<GTOPTION>\n${body}\n</GTOPTION>\n`;
}

const four = (n: number) => String(n).padStart(4, '0');

/**
 * Arguments of `GTX4CMD print`. Zoom 100 % prints the box at its size (-S, width and height swapped
 * when the template turns the box sideways, since the PNG was turned); any other zoom is a
 * magnification of the PNG's physical size (-R, 0.1 %), as GTX4CMD refuses both together.
 */
export function gtx4cmdPrintArgs(t: BrotherTemplateSpec, files: { xml: string; png: string; arx4: string }): string[] {
  checkTemplate(t);
  const args = ['print', '-X', files.xml, '-I', files.png, '-A', files.arx4];
  if (t.zoom === 100) {
    const [w, h] = turnsSideways(t) ? [t.imageHeight, t.imageWidth] : [t.imageWidth, t.imageHeight];
    args.push('-S', four(w) + four(h));
  } else {
    args.push('-R', four(t.zoom * 10));
  }
  args.push('-L', four(t.offsetLeft) + four(t.offsetTop));
  return args;
}
