import { checkZip, ZIP_LIMITS, type ZipLimits, ZipRefusedError } from '@printfloor/contract';
import { unzipSync } from 'fflate';
import { type FetchedArtwork, sniffImage } from './artwork.ts';
import { PlatformError } from './types.ts';

/**
 * Amazon Custom delivers a line's personalisation as one ZIP (`BuyerCustomizedInfo.CustomizedURL`),
 * which the adapter passes on as artwork of area `amazon_custom_zip`. The ZIP holds a JSON
 * description (`<order item>.json`) and the buyer's images under names of their own. The JSON's
 * "version3.0" `customizationInfo.surfaces` lists each surface (Front, Back, Left Sleeve, …) with
 * its areas; an `ImagePrinting` area names its image file (`image.imageName`). Each surface's image
 * becomes one print area named after the surface (`Front` → `front`, `Left Sleeve` →
 * `left_sleeve`); which of those the console has a place for is the pull service's call.
 */
export interface CustomizationImage {
  /** The surface's name made a print-area key: lower case, words joined by `_`. */
  area: string;
  /** The surface as the JSON names it. */
  surface: string;
  fileName: string;
  bytes: Uint8Array;
  contentType: FetchedArtwork['contentType'];
}

export interface Customization {
  images: CustomizationImage[];
  /**
   * What the JSON asks for that is not an image of a surface: an image file missing from the ZIP
   * or not an image, a text area (the buyer's text is not rendered into artwork here). The images
   * that could be read are still returned.
   */
  problems: string[];
}

interface Area {
  customizationType?: unknown;
  name?: unknown;
  label?: unknown;
  text?: unknown;
  image?: { imageName?: unknown } | null;
}

/**
 * The print-area images of a customisation ZIP. Bytes that are not a ZIP, a ZIP without its JSON
 * description, or a JSON without surfaces are `malformed`.
 */
export function customizationImages(zip: Uint8Array): Customization {
  const files = unzip(zip);
  const bad = (why: string) => new PlatformError('amazon', 'malformed', `customization ZIP: ${why}`);
  const jsonName = Object.keys(files).find((name) => name.toLowerCase().endsWith('.json'));
  if (!jsonName) throw bad('no JSON description in the archive');
  let description: unknown;
  try {
    description = JSON.parse(new TextDecoder().decode(files[jsonName]));
  } catch {
    throw bad(`${jsonName} is not JSON`);
  }
  const surfaces = (description as { 'version3.0'?: { customizationInfo?: { surfaces?: unknown } } } | null)?.[
    'version3.0'
  ]?.customizationInfo?.surfaces;
  if (!Array.isArray(surfaces)) throw bad(`${jsonName} lists no surfaces (version3.0.customizationInfo.surfaces)`);

  // Images by their base name: the JSON names files, archives sometimes put them in a folder.
  const byName = new Map<string, { name: string; bytes: Uint8Array }>();
  for (const [name, bytes] of Object.entries(files))
    if (!name.endsWith('/')) byName.set(name.split('/').pop() ?? name, { name, bytes });

  const images: CustomizationImage[] = [];
  const problems: string[] = [];
  for (const raw of surfaces as { name?: unknown; areas?: unknown }[]) {
    const surface = typeof raw?.name === 'string' && raw.name.trim() ? raw.name.trim() : 'unnamed surface';
    const areas = Array.isArray(raw?.areas) ? (raw.areas as Area[]) : [];
    for (const area of areas) {
      const label = typeof area?.name === 'string' ? area.name : typeof area?.label === 'string' ? area.label : '';
      const imageName = typeof area?.image?.imageName === 'string' ? area.image.imageName : null;
      if (!imageName) {
        if (area?.customizationType === 'TextPrinting')
          problems.push(
            `Surface "${surface}": text "${String(area.text ?? '')}" (${label || 'text area'}) is not rendered into artwork`,
          );
        else problems.push(`Surface "${surface}": area "${label}" (${String(area?.customizationType)}) has no image`);
        continue;
      }
      const file = byName.get(imageName.split('/').pop() ?? imageName);
      if (!file) {
        problems.push(`Surface "${surface}": image ${imageName} is missing from the archive`);
        continue;
      }
      const contentType = sniffImage(file.bytes);
      if (!contentType) {
        problems.push(`Surface "${surface}": ${imageName} is not an image`);
        continue;
      }
      images.push({ area: areaKey(surface), surface, fileName: imageName, bytes: file.bytes, contentType });
    }
  }
  return { images, problems };
}

/** `Front` → `front`, `Left Sleeve` → `left_sleeve`, `Right-sleeve` → `right_sleeve`. */
export function areaKey(surface: string): string {
  return surface
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** A customisation is a JSON and a few images: far fewer entries than an Office file may hold. */
export const CUSTOM_ZIP_LIMITS: ZipLimits = { ...ZIP_LIMITS, maxEntries: 200, maxTotalBytes: 100 * 1024 * 1024 };

const GUARD: Record<ZipRefusedError['problem'], string> = {
  notZip: 'not a ZIP archive',
  tooManyEntries: `more than ${CUSTOM_ZIP_LIMITS.maxEntries} entries`,
  tooLarge: 'too large unpacked',
  ratio: 'an entry packed too tightly (a zip bomb?)',
  sizeMismatch: 'an entry inflates past its declared size',
};

/**
 * The files of a ZIP (stored or deflated entries). The project's zip guard (`checkZip`: entry count,
 * declared and real unpacked sizes, packing ratio) runs first, then fflate unpacks; anything refused
 * or unreadable is `malformed`.
 */
export function unzip(zip: Uint8Array): Record<string, Uint8Array> {
  try {
    checkZip(zip, CUSTOM_ZIP_LIMITS);
    return unzipSync(zip);
  } catch (error) {
    const why =
      error instanceof ZipRefusedError
        ? GUARD[error.problem]
        : /invalid zip/i.test((error as Error).message)
          ? 'not a ZIP archive'
          : (error as Error).message;
    throw new PlatformError('amazon', 'malformed', `customization ZIP: ${why}`);
  }
}
