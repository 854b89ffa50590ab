/**
 * What a DTG print file is made from: a Brother GTX template (the `brotherTemplate` resource,
 * lengths in 0.1 mm as GTX4CMD takes them) and an order print area's placement.
 */

export interface BrotherTemplateSpec {
  /** Image box, 0.1 mm (GTX4CMD -S). */
  imageWidth: number;
  imageHeight: number;
  /** Percent; 100 prints at the box size (-S), anything else as a magnification (-R). */
  zoom: number;
  /** Box position on the platen, 0.1 mm (-L). */
  offsetLeft: number;
  offsetTop: number;
  /** `#RRGGBB`: the colour GTX4CMD treats as transparent with white inks (see gtx4cmd.ts). */
  rgb: string;
  /** 0 / 90 / 180 / 270, clockwise: the whole box is turned before conversion. */
  angle: number;
  /** GTX4CMD byPlatenSize (contract GTX_PLATENS). */
  platen: number;
  /** GTX4CMD byInk (contract GtxInk). */
  inkMode: number;
  highlight?: number | null;
  mask?: number | null;
  choke?: number | null;
  inkVolume?: number | null;
  multiPass?: boolean;
  uniDirectional?: boolean;
}

/**
 * The order area's placement (every part optional): `x` / `y` move the artwork's centre from the
 * box centre in mm (right and down positive, in the box's own frame before the template angle),
 * `scale` multiplies the fitted size, `angle` turns the artwork clockwise in degrees.
 */
export interface PlacementSpec {
  x?: number | null;
  y?: number | null;
  scale?: number | null;
  angle?: number | null;
}

export type DtgOutputErrorKind = 'notImage' | 'unsupportedFormat' | 'tooLarge' | 'outsideBox' | 'invalidSpec';

/** A print file that cannot be made; `kind` tells the caller which message to show. */
export class DtgOutputError extends Error {
  readonly kind: DtgOutputErrorKind;
  constructor(kind: DtgOutputErrorKind, message: string) {
    super(message);
    this.name = 'DtgOutputError';
    this.kind = kind;
  }
}

export const TEMPLATE_ANGLES: readonly number[] = [0, 90, 180, 270];

export function requireInteger(name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new DtgOutputError('invalidSpec', `${name} must be an integer from ${min} to ${max}, got ${String(value)}`);
  }
  return value;
}

/** The template fields every output needs, checked against the GTX4CMD ranges (same as the contract's). */
export function checkTemplate(t: BrotherTemplateSpec): void {
  requireInteger('imageWidth', t.imageWidth, 1, 9999);
  requireInteger('imageHeight', t.imageHeight, 1, 9999);
  requireInteger('zoom', t.zoom, 1, 400);
  requireInteger('offsetLeft', t.offsetLeft, 0, 9999);
  requireInteger('offsetTop', t.offsetTop, 0, 9999);
  if (!TEMPLATE_ANGLES.includes(t.angle)) {
    throw new DtgOutputError('invalidSpec', `angle must be 0, 90, 180 or 270, got ${String(t.angle)}`);
  }
}

/** Whether the template turns the box on its side (the printed width and height swap). */
export function turnsSideways(t: Pick<BrotherTemplateSpec, 'angle'>): boolean {
  return t.angle === 90 || t.angle === 270;
}
