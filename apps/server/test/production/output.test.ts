import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GtxInk } from '@printfloor/contract';
// fast-xml-parser (through s3rver): a real XML parser, so "the XML parses" means what it says.
import { parse as parseXml } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BrotherTemplateSpec,
  DtgOutputError,
  gtx4cmdPrintArgs,
  gtxSettingsXml,
  renderDtgPng,
} from '../../src/modules/production/output/dtg.ts';
import { dropIntoHotFolder, HotFolderError, type OutFile } from '../../src/modules/production/output/hot-folder.ts';

const template = (over: Partial<BrotherTemplateSpec> = {}): BrotherTemplateSpec => ({
  imageWidth: 3000,
  imageHeight: 3500,
  zoom: 100,
  offsetLeft: 100,
  offsetTop: 50,
  rgb: '#FFFFFF',
  angle: 0,
  platen: 1,
  inkMode: GtxInk.ColourWhite,
  ...over,
});

const RED = { r: 255, g: 0, b: 0, alpha: 1 };
const BLUE = { r: 0, g: 0, b: 255, alpha: 1 };

/** An opaque artwork, left half red and right half blue, so turns can be told apart. */
async function artwork(width = 400, height = 200): Promise<Buffer> {
  const half = await sharp({ create: { width: width / 2, height, channels: 4, background: BLUE } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 4, background: RED } })
    .composite([{ input: half, left: width / 2, top: 0 }])
    .png()
    .toBuffer();
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 4;
    return { r: data[i], g: data[i + 1], b: data[i + 2], a: data[i + 3] };
  };
  /** The bounding box of the pixels that are not fully transparent. */
  const inked = () => {
    let [x0, y0, x1, y1] = [info.width, info.height, -1, -1];
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (data[(y * info.width + x) * 4 + 3] > 0) {
          x0 = Math.min(x0, x);
          y0 = Math.min(y0, y);
          x1 = Math.max(x1, x);
          y1 = Math.max(y1, y);
        }
      }
    }
    return { x0, y0, x1, y1 };
  };
  return { info, at, inked };
}

describe('DTG print file (PNG)', () => {
  it('is the template box at the dpi: 300 × 350 mm at 300 dpi, transparent around the artwork', async () => {
    const out = await renderDtgPng(await artwork(), template(), {});
    // 3000 × 0.1 mm = 300 mm = 11.811″ × 300 = 3543.3; 350 mm → 4133.9.
    expect([out.widthPx, out.heightPx]).toEqual([3543, 4134]);
    const meta = await sharp(out.png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height, meta.density, meta.hasAlpha]).toEqual([3543, 4134, 300, true]);
    const { at } = await pixels(out.png);
    expect(at(0, 0).a).toBe(0);
    expect(at(3542, 4133).a).toBe(0);
    // The 2:1 artwork fits the width: 3543 × 1772 around the centre.
    expect(at(100, 2067)).toEqual({ r: 255, g: 0, b: 0, a: 255 });
    expect(at(3443, 2067)).toEqual({ r: 0, g: 0, b: 255, a: 255 });
    expect(at(1771, 1000).a).toBe(0);
  });

  it("keeps the artwork's own transparency", async () => {
    const halfClear = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const out = await renderDtgPng(halfClear, template({ imageWidth: 1000, imageHeight: 1000 }), {}, { dpi: 50 });
    const { at, info } = await pixels(out.png);
    const centre = at(info.width >> 1, info.height >> 1);
    // Compositing works premultiplied, so the colour may move by a unit of rounding.
    expect(centre).toMatchObject({ r: 0, b: 0 });
    expect(Math.abs(centre.g - 128)).toBeLessThanOrEqual(2);
    expect(Math.abs(centre.a - 128)).toBeLessThanOrEqual(1);
  });

  it('turns the whole box by the template angle: 90° swaps the sides and puts the left edge on top', async () => {
    const out = await renderDtgPng(await artwork(), template({ angle: 90 }), {}, { dpi: 50 });
    const upright = await renderDtgPng(await artwork(), template(), {}, { dpi: 50 });
    expect([out.widthPx, out.heightPx]).toEqual([upright.heightPx, upright.widthPx]);
    const { at, info } = await pixels(out.png);
    const cx = Math.floor(info.width / 2);
    expect(at(cx, 5)).toMatchObject({ r: 255, b: 0, a: 255 });
    expect(at(cx, info.height - 6)).toMatchObject({ r: 0, b: 255, a: 255 });
  });

  it('applies the placement: scale shrinks, x / y move the centre in mm, angle turns within the box', async () => {
    const dpi = 50;
    const base = await pixels((await renderDtgPng(await artwork(), template(), {}, { dpi })).png);
    const full = base.inked();
    const fullW = full.x1 - full.x0 + 1;

    const moved = await pixels(
      (await renderDtgPng(await artwork(), template(), { scale: 0.5, x: 25.4, y: -25.4 }, { dpi })).png,
    );
    const box = moved.inked();
    expect(Math.abs(box.x1 - box.x0 + 1 - fullW / 2)).toBeLessThanOrEqual(1);
    // 25.4 mm = 1″ = 50 px at 50 dpi.
    const centreX = (box.x0 + box.x1 + 1) / 2;
    const centreY = (box.y0 + box.y1 + 1) / 2;
    expect(Math.abs(centreX - (base.info.width / 2 + 50))).toBeLessThanOrEqual(1);
    expect(Math.abs(centreY - (base.info.height / 2 - 50))).toBeLessThanOrEqual(1);

    const turned = await pixels((await renderDtgPng(await artwork(), template(), { angle: 90 }, { dpi })).png);
    const t = turned.inked();
    // Turned upright, the 2:1 artwork's long side now fits the box's height, inside the box.
    expect(t.y1 - t.y0 + 1).toBeGreaterThan(t.x1 - t.x0 + 1);
    expect(t.y1 - t.y0 + 1).toBeLessThanOrEqual(turned.info.height);
    expect(turned.at(Math.floor(turned.info.width / 2), t.y0 + 3)).toMatchObject({ r: 255, b: 0 });
  });

  it("honours a photo's EXIF orientation, as the preview did", async () => {
    // Stored 400 × 200 landscape, tagged "turn 90° clockwise to view": it is a portrait artwork.
    const jpeg = await sharp(await artwork())
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await renderDtgPng(jpeg, template({ imageWidth: 2000, imageHeight: 2000 }), {}, { dpi: 50 });
    const { inked } = await pixels(out.png);
    const box = inked();
    expect(box.y1 - box.y0).toBeGreaterThan(1.8 * (box.x1 - box.x0));
  });

  it('clips an artwork scaled past the box, and refuses one placed wholly outside it', async () => {
    const out = await renderDtgPng(await artwork(), template(), { scale: 3 }, { dpi: 50 });
    const { inked, info } = await pixels(out.png);
    expect(inked()).toEqual({ x0: 0, y0: 0, x1: info.width - 1, y1: info.height - 1 });
    const outside = renderDtgPng(await artwork(), template(), { x: 1000 }, { dpi: 50 });
    await expect(outside).rejects.toMatchObject({ name: 'DtgOutputError', kind: 'outsideBox' });
  });

  it('refuses what is not an image, and formats that are not artwork', async () => {
    const text = renderDtgPng(Buffer.from('not an image at all'), template(), {});
    await expect(text).rejects.toBeInstanceOf(DtgOutputError);
    await expect(text).rejects.toMatchObject({ kind: 'notImage' });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expect(renderDtgPng(svg, template(), {})).rejects.toMatchObject({ kind: 'unsupportedFormat' });
    const truncated = (await artwork()).subarray(0, 120);
    await expect(renderDtgPng(truncated, template(), {})).rejects.toMatchObject({ kind: 'notImage' });
    await expect(renderDtgPng(await artwork(), template({ angle: 45 }), {})).rejects.toMatchObject({
      kind: 'invalidSpec',
    });
  });
});

describe('GTX settings XML', () => {
  const WHITE = ['byHighlight', 'byMask', 'bTransColor', 'colorTrans', 'byTolerance'];
  const COLOUR_WHITE_ONLY = ['bEcoMode', 'bMaterialBlack', 'byMinWhite', 'byChoke', 'bPause'];
  const COLOUR_ONLY = ['byInkVolume', 'byDoublePrint'];
  const ALL_OPTIONAL = [...new Set([...WHITE, ...COLOUR_WHITE_ONLY, ...COLOUR_ONLY, 'bMultiple'])];
  const COMMON = ['uiCopies', 'byMachineMode', 'byPlatenSize', 'byInk', 'byResolution', 'bUniPrint'];

  const parsed = (t: BrotherTemplateSpec, copies = 1): Record<string, unknown> => {
    const xml = gtxSettingsXml(t, { copies });
    const doc = parseXml(xml, {}, true);
    expect(Object.keys(doc)).toEqual(['GTOPTION']);
    return doc.GTOPTION;
  };
  const expectOnly = (options: Record<string, unknown>, present: string[]) => {
    expect(Object.keys(options).sort()).toEqual([...COMMON, ...present].sort());
    for (const name of ALL_OPTIONAL.filter((n) => !present.includes(n))) expect(options).not.toHaveProperty(name);
  };

  it('colour + white: the white and colour settings, from the template or the driver defaults', () => {
    const o = parsed(
      template({ highlight: 7, mask: 2, choke: 4, multiPass: true, uniDirectional: true, rgb: '#102030' }),
      12,
    );
    expectOnly(o, [...WHITE, ...COLOUR_WHITE_ONLY, 'bMultiple']);
    expect(o).toMatchObject({
      uiCopies: 12,
      byMachineMode: 0,
      byPlatenSize: 1,
      byInk: 2,
      byResolution: 1,
      byHighlight: 7,
      byMask: 2,
      byChoke: 4,
      byMinWhite: 1,
      bMultiple: true,
      bUniPrint: true,
      bTransColor: true,
      // COLORREF 0x00BBGGRR of #102030.
      colorTrans: 0x302010,
      byTolerance: 0,
    });
    const defaults = parsed(template());
    expect(defaults).toMatchObject({ byHighlight: 5, byMask: 3, byChoke: 2, bMultiple: false, bUniPrint: false });
    // Pure white (the default) is not made transparent: white in a design must still print.
    expect(defaults).toMatchObject({ bTransColor: false, colorTrans: 0 });
  });

  it('colour only: ink volume, double print and multi-pass, no white settings', () => {
    const o = parsed(template({ inkMode: GtxInk.ColourOnly, inkVolume: 8, multiPass: true }));
    expectOnly(o, [...COLOUR_ONLY, 'bMultiple']);
    expect(o).toMatchObject({ byInk: 0, byInkVolume: 8, byDoublePrint: 0, bMultiple: true });
  });

  it('white only: highlight, mask and transparent colour; black only: just the common settings', () => {
    const white = parsed(template({ inkMode: GtxInk.WhiteOnly, highlight: 9, mask: 5 }));
    expectOnly(white, WHITE);
    expect(white).toMatchObject({ byInk: 1, byHighlight: 9, byMask: 5 });
    const black = parsed(template({ inkMode: GtxInk.BlackOnly, platen: 4 }));
    expectOnly(black, []);
    expect(black).toMatchObject({ byInk: 3, byPlatenSize: 4 });
  });

  it('refuses values GTX4CMD would refuse', () => {
    expect(() => gtxSettingsXml(template(), { copies: 0 })).toThrow(DtgOutputError);
    expect(() => gtxSettingsXml(template(), { copies: 1000 })).toThrow(/copies/);
    expect(() => gtxSettingsXml(template({ highlight: 10 }), { copies: 1 })).toThrow(/highlight/);
    expect(() => gtxSettingsXml(template({ platen: 5 }), { copies: 1 })).toThrow(/platen/);
    expect(() => gtxSettingsXml(template({ rgb: 'red' }), { copies: 1 })).toThrow(/rgb/);
  });
});

describe('GTX4CMD print arguments', () => {
  const files = { xml: 'C:\\jobs\\BT1\\a.xml', png: 'C:\\jobs\\BT1\\a.png', arx4: 'C:\\jobs\\BT1\\a.arx4' };

  it('gives the size (-S) and the offsets (-L) in 0.1 mm, four digits each', () => {
    expect(gtx4cmdPrintArgs(template(), files)).toEqual([
      'print',
      '-X',
      files.xml,
      '-I',
      files.png,
      '-A',
      files.arx4,
      '-S',
      '30003500',
      '-L',
      '01000050',
    ]);
  });

  it('swaps the size when the template turns the box sideways', () => {
    expect(gtx4cmdPrintArgs(template({ angle: 270 }), files)).toContain('35003000');
    expect(gtx4cmdPrintArgs(template({ angle: 180 }), files)).toContain('30003500');
  });

  it('uses the magnification (-R, 0.1 %) instead of the size when zoomed, never both', () => {
    const args = gtx4cmdPrintArgs(template({ zoom: 85, offsetLeft: 0, offsetTop: 1234 }), files);
    expect(args.slice(7)).toEqual(['-R', '0850', '-L', '00001234']);
    expect(args).not.toContain('-S');
    expect(gtx4cmdPrintArgs(template({ zoom: 400 }), files).slice(7, 9)).toEqual(['-R', '4000']);
  });
});

describe('hot folder drop', () => {
  let hot: string;
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  const batch = (tag: string): OutFile[] => [
    { name: 'P0001-front.png', data: Buffer.from(`png ${tag}`.repeat(1000)) },
    { name: 'P0001-front.xml', data: Buffer.from(`<GTOPTION>${tag}</GTOPTION>`) },
  ];

  beforeEach(() => {
    hot = mkdtempSync(path.join(tmpdir(), 'pf-hot-'));
  });
  afterEach(() => {
    rmSync(hot, { recursive: true, force: true });
  });

  it('puts every file, complete, in <hot folder>/<batch>/ with its size and sha256, and nothing else', async () => {
    const files = batch('a');
    const written = await dropIntoHotFolder(hot, 'BT20261126001', files);
    expect(readdirSync(hot)).toEqual(['BT20261126001']);
    expect(readdirSync(path.join(hot, 'BT20261126001')).sort()).toEqual(['P0001-front.png', 'P0001-front.xml']);
    expect(written).toEqual(
      files.map((f) => ({ path: path.join(hot, 'BT20261126001', f.name), size: f.data.length, sha256: sha(f.data) })),
    );
    for (const w of written) expect(sha(readFileSync(w.path))).toBe(w.sha256);
  });

  it('leaves nothing in the hot folder when the disk fills mid-write', async () => {
    let calls = 0;
    const failing = async (filePath: string, data: Buffer) => {
      calls++;
      if (calls === 2) {
        // Half the file reaches the disk, then the device is full.
        await fs.writeFile(filePath, data.subarray(0, data.length >> 1));
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      }
      await fs.writeFile(filePath, data);
    };
    const drop = dropIntoHotFolder(hot, 'BT1', batch('a'), { writeSynced: failing });
    await expect(drop).rejects.toBeInstanceOf(HotFolderError);
    await expect(drop).rejects.toMatchObject({ kind: 'full' });
    expect(readdirSync(hot)).toEqual([]);
  });

  it('reports a refused write as denied, and cleans up too', async () => {
    const denied = async () => {
      throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    };
    await expect(dropIntoHotFolder(hot, 'BT1', batch('a'), { writeSynced: denied })).rejects.toMatchObject({
      kind: 'denied',
    });
    expect(readdirSync(hot)).toEqual([]);
  });

  it('never creates a missing hot folder, and refuses a file in its place', async () => {
    const missing = path.join(hot, 'not-there');
    await expect(dropIntoHotFolder(missing, 'BT1', batch('a'))).rejects.toMatchObject({ kind: 'missing' });
    expect(existsSync(missing)).toBe(false);
    const file = path.join(hot, 'plain-file');
    writeFileSync(file, 'x');
    await expect(dropIntoHotFolder(file, 'BT1', batch('a'))).rejects.toMatchObject({ kind: 'notDirectory' });
  });

  it('refuses names that could leave the batch folder or hide in it', async () => {
    for (const sub of ['..', '../x', 'a/b', 'a\\b', '.hidden', 'x\u0000y', 'tab\there', '', 'con:']) {
      await expect(dropIntoHotFolder(hot, sub, batch('a'))).rejects.toMatchObject({ kind: 'invalid' });
    }
    for (const name of ['../escape.png', 'sub/dir.png', '..', 'a\nb.png']) {
      const files = [{ name, data: Buffer.from('x') }];
      await expect(dropIntoHotFolder(hot, 'BT1', files)).rejects.toMatchObject({ kind: 'invalid' });
    }
    const twice = [...batch('a'), { name: 'p0001-FRONT.png', data: Buffer.from('x') }];
    await expect(dropIntoHotFolder(hot, 'BT1', twice)).rejects.toMatchObject({ kind: 'invalid' });
    expect(readdirSync(hot)).toEqual([]);
  });

  it('a retry of the batch replaces the earlier folder whole', async () => {
    await dropIntoHotFolder(hot, 'BT1', [...batch('first'), { name: 'stale.png', data: Buffer.from('old') }]);
    const again = batch('second');
    const written = await dropIntoHotFolder(hot, 'BT1', again);
    expect(readdirSync(hot)).toEqual(['BT1']);
    expect(readdirSync(path.join(hot, 'BT1')).sort()).toEqual(['P0001-front.png', 'P0001-front.xml']);
    expect(written.map((w) => sha(readFileSync(w.path)))).toEqual(again.map((f) => sha(f.data)));
  });

  it('keeps the earlier folder when the retry fails', async () => {
    const first = await dropIntoHotFolder(hot, 'BT1', batch('first'));
    const full = async () => {
      throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
    };
    await expect(dropIntoHotFolder(hot, 'BT1', batch('second'), { writeSynced: full })).rejects.toMatchObject({
      kind: 'full',
    });
    expect(readdirSync(hot)).toEqual(['BT1']);
    for (const w of first) expect(sha(readFileSync(w.path))).toBe(w.sha256);
  });

  it('does not replace something that is not a batch folder', async () => {
    writeFileSync(path.join(hot, 'BT1'), 'a file, not ours');
    await expect(dropIntoHotFolder(hot, 'BT1', batch('a'))).rejects.toMatchObject({ kind: 'exists' });
    expect(readdirSync(hot)).toEqual(['BT1']);
  });
});
