import { inflateRawSync } from 'node:zlib';
import { type FetchedArtwork, sniffImage } from './artwork.ts';
import { PlatformError } from './types.ts';

/**
 * Amazon Custom delivers a line's personalisation as one ZIP (`BuyerCustomizedInfo.CustomizedURL`:
 * a JSON description and the buyer's images), which the adapter passes on as artwork of area
 * `amazon_custom_zip`. This reads the images out of it: each image entry becomes one print area
 * named after its file (`front.png` → `front`). Stored and deflated entries are read; anything
 * else, or bytes that are not a ZIP, is `malformed`.
 */
export interface CustomizationImage {
  area: string;
  fileName: string;
  bytes: Uint8Array;
  contentType: FetchedArtwork['contentType'];
}

export function customizationImages(zip: Uint8Array): CustomizationImage[] {
  const out: CustomizationImage[] = [];
  for (const entry of unzip(zip)) {
    const contentType = sniffImage(entry.bytes);
    if (!contentType) continue;
    const fileName = entry.name.split('/').pop() ?? entry.name;
    out.push({ area: fileName.replace(/\.[^.]+$/, ''), fileName, bytes: entry.bytes, contentType });
  }
  return out;
}

/** The entries of a ZIP, read through its central directory. */
export function unzip(zip: Uint8Array): { name: string; bytes: Uint8Array }[] {
  const buf = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const bad = (why: string) => new PlatformError('amazon', 'malformed', `customization ZIP: ${why}`);
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw bad('not a ZIP archive');
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const entries: { name: string; bytes: Uint8Array }[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw bad('broken central directory');
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw bad(`broken entry ${name}`);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + compressed);
    if (method === 0) entries.push({ name, bytes: new Uint8Array(data) });
    else if (method === 8) entries.push({ name, bytes: new Uint8Array(inflateRawSync(data)) });
    else throw bad(`entry ${name} uses compression method ${method}`);
  }
  return entries;
}
