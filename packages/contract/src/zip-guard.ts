import { Inflate } from 'fflate';

/**
 * The one guard in front of everything that opens a zip (xlsx imports, docx/xlsx uploads, the
 * console's xlsx preview). A zip bomb is a small file whose entries inflate to gigabytes; the
 * libraries that read Office files inflate first and count later. Here we read the central
 * directory — the sizes the file declares — before inflating anything, refuse what is out of
 * bounds, and (`checkZip`) inflate every entry once into nothing, counting, so that a file that
 * lies about its sizes is refused as soon as it inflates past what it declared.
 */

const MB = 1024 * 1024;

/** "1.5 MB", "820 KB", "12 B" (size limits in messages). */
export function sizeInfo(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface ZipLimits {
  /** Entries in the central directory. */
  maxEntries: number;
  /** Declared uncompressed size of one entry. */
  maxEntryBytes: number;
  /** Declared uncompressed size of all entries together. */
  maxTotalBytes: number;
  /** Uncompressed ÷ compressed size of an entry (checked once the entry declares more than `ratioFloorBytes`). */
  maxRatio: number;
  ratioFloorBytes: number;
}

/**
 * Bounds for Office files. A 50,000-row sheet of ordinary data inflates to ~40 MB at a ratio
 * of 10–30; a deflate bomb reaches ~1,000.
 */
export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxEntryBytes: 150 * MB,
  maxTotalBytes: 200 * MB,
  maxRatio: 150,
  ratioFloorBytes: 1 * MB,
};

export type ZipProblem = 'notZip' | 'tooManyEntries' | 'tooLarge' | 'ratio' | 'sizeMismatch';

/** A zip refused by the guard; `max` is the uncompressed limit, for the message. */
export class ZipRefusedError extends Error {
  constructor(
    readonly problem: ZipProblem,
    readonly max: number,
  ) {
    super(`zip refused: ${problem}`);
    this.name = 'ZipRefusedError';
  }
}

export interface ZipEntryInfo {
  name: string;
  /** 0 stored, 8 deflate. */
  method: number;
  compressedSize: number;
  /** Declared uncompressed size. */
  size: number;
  /** Where the entry's data starts. */
  dataOffset: number;
}

const u16 = (b: Uint8Array, o: number) => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, o: number) => (u16(b, o) | (u16(b, o + 2) << 16)) >>> 0;
const textDecoder = new TextDecoder();

/**
 * The entries of the central directory, checked against `limits` without inflating anything.
 * Also refuses a zip whose local headers disagree with the directory or that hides data between
 * entries, because streaming readers (exceljs) follow the local headers, not the directory.
 */
export function zipDirectory(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): ZipEntryInfo[] {
  const notZip = () => new ZipRefusedError('notZip', limits.maxTotalBytes);
  // End of central directory: the last 22 bytes plus a comment of up to 65,535 bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notZip();
  const count = u16(bytes, eocd + 10);
  const cdSize = u32(bytes, eocd + 12);
  const cdOffset = u32(bytes, eocd + 16);
  // ZIP64 markers: sizes ≥ 4 GB or ≥ 65,535 entries are beyond any limit we keep.
  if (count === 0xffff) throw new ZipRefusedError('tooManyEntries', limits.maxTotalBytes);
  if (cdOffset === 0xffffffff || cdSize === 0xffffffff) throw new ZipRefusedError('tooLarge', limits.maxTotalBytes);
  if (count > limits.maxEntries) throw new ZipRefusedError('tooManyEntries', limits.maxTotalBytes);
  if (cdOffset + cdSize > eocd) throw notZip();

  const entries: (ZipEntryInfo & { headerOffset: number; end: number })[] = [];
  const names = new Set<string>();
  let total = 0;
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || u32(bytes, p) !== 0x02014b50) throw notZip();
    const flags = u16(bytes, p + 8);
    const method = u16(bytes, p + 10);
    const compressedSize = u32(bytes, p + 20);
    const size = u32(bytes, p + 24);
    const nameLength = u16(bytes, p + 28);
    const extraLength = u16(bytes, p + 30);
    const commentLength = u16(bytes, p + 32);
    const headerOffset = u32(bytes, p + 42);
    const nameBytes = bytes.subarray(p + 46, p + 46 + nameLength);
    const name = textDecoder.decode(nameBytes);
    p += 46 + nameLength + extraLength + commentLength;
    if (compressedSize === 0xffffffff || size === 0xffffffff || headerOffset === 0xffffffff)
      throw new ZipRefusedError('tooLarge', limits.maxTotalBytes);
    if (flags & 1) throw notZip(); // encrypted
    if (method !== 0 && method !== 8) throw notZip();
    if (names.has(name)) throw notZip();
    names.add(name);
    if (size > limits.maxEntryBytes) throw new ZipRefusedError('tooLarge', limits.maxTotalBytes);
    total += size;
    if (total > limits.maxTotalBytes) throw new ZipRefusedError('tooLarge', limits.maxTotalBytes);
    if (size > limits.ratioFloorBytes && size > limits.maxRatio * Math.max(1, compressedSize))
      throw new ZipRefusedError('ratio', limits.maxTotalBytes);
    if (method === 0 && size !== compressedSize) throw notZip();

    // The local header must name the same entry with the same sizes (unless they follow in a data descriptor).
    if (headerOffset + 30 > cdOffset || u32(bytes, headerOffset) !== 0x04034b50) throw notZip();
    const localFlags = u16(bytes, headerOffset + 6);
    const localMethod = u16(bytes, headerOffset + 8);
    const localNameLength = u16(bytes, headerOffset + 26);
    const localExtraLength = u16(bytes, headerOffset + 28);
    if (localMethod !== method || localNameLength !== nameLength) throw notZip();
    const localName = bytes.subarray(headerOffset + 30, headerOffset + 30 + localNameLength);
    if (!localName.every((b, i) => b === nameBytes[i])) throw notZip();
    if (
      !(localFlags & 8) &&
      (u32(bytes, headerOffset + 18) !== compressedSize || u32(bytes, headerOffset + 22) !== size)
    )
      throw notZip();
    const dataOffset = headerOffset + 30 + localNameLength + localExtraLength;
    const end = dataOffset + compressedSize;
    if (end > cdOffset) throw notZip();
    entries.push({ name, method, compressedSize, size, dataOffset, headerOffset, end });
  }
  // The entries must tile the file up to the directory: nothing hidden between them (a data
  // descriptor takes at most 24 bytes) that a reader following local headers would inflate.
  const sorted = [...entries].sort((a, b) => a.headerOffset - b.headerOffset);
  let expected = 0;
  for (const e of sorted) {
    if (e.headerOffset < expected || e.headerOffset - expected > 24 || (expected === 0 && e.headerOffset !== 0))
      throw notZip();
    expected = e.end;
  }
  if (cdOffset - expected > 24) throw notZip();
  return entries.map(({ headerOffset: _h, end: _e, ...entry }) => entry);
}

/** Compressed bytes fed to the inflater at once: at ~1,000:1 this bounds each output chunk to a few MB. */
const FEED_BYTES = 4096;

/**
 * `zipDirectory`, then every deflated entry inflated once and thrown away, counting: an entry
 * that inflates past its declared size is refused the moment it does. Memory stays at one chunk.
 */
export function checkZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): ZipEntryInfo[] {
  const entries = zipDirectory(bytes, limits);
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    let produced = 0;
    let ended = false;
    const inflater = new Inflate((chunk, final) => {
      produced += chunk.length;
      if (produced > entry.size) throw new ZipRefusedError('sizeMismatch', limits.maxTotalBytes);
      if (final) ended = true;
    });
    const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    try {
      for (let o = 0; o < data.length && !ended; o += FEED_BYTES) {
        const last = o + FEED_BYTES >= data.length;
        inflater.push(data.subarray(o, o + FEED_BYTES), last);
      }
      if (data.length === 0) inflater.push(new Uint8Array(0), true);
    } catch (error) {
      if (error instanceof ZipRefusedError) throw error;
      throw new ZipRefusedError('notZip', limits.maxTotalBytes);
    }
    if (produced !== entry.size) throw new ZipRefusedError('sizeMismatch', limits.maxTotalBytes);
  }
  return entries;
}

/** The entry names of a zip (content sniffing), or null when it is no zip the guard accepts. */
export function zipEntryNames(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): string[] | null {
  try {
    return zipDirectory(bytes, limits).map((e) => e.name);
  } catch {
    return null;
  }
}
