import { constants, deflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';

/**
 * Zip bombs built from a few kilobytes. A deflate stream may be cut into blocks; compressing
 * 1 MiB of one byte with a sync flush gives ~1 KB of non-final blocks that can be repeated
 * back to back, so N repetitions inflate to N MiB — the ~1,000:1 of a real deflate bomb —
 * without ever holding the inflated bytes.
 */
export function deflateBomb(mebibytes: number): Buffer {
  const filler = Buffer.alloc(1024 * 1024, 0x20);
  const block = deflateRawSync(filler, { finishFlush: constants.Z_SYNC_FLUSH });
  // The final empty fixed-Huffman block ends the stream.
  return Buffer.concat([...Array.from({ length: mebibytes }, () => block), Buffer.from([0x03, 0x00])]);
}

interface Entry {
  name: string;
  data: Buffer;
  method: 0 | 8;
  /** The uncompressed size the zip declares (a bomb may lie). */
  size: number;
}

/** A zip with the given entries; the CRC is left 0 (the guard refuses before any reader checks it). */
export function writeZip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

/**
 * A real workbook (e.g. an import template) whose first sheet is replaced by `mebibytes` MiB of
 * deflated filler. `declared`: 'honest' declares the true size; 'lying' declares the size of a
 * normal sheet, so only counting while inflating catches it.
 */
export function workbookBomb(template: Buffer, mebibytes: number, declared: 'honest' | 'lying'): Buffer {
  const parts = unzipSync(template);
  const entries: Entry[] = Object.entries(parts).map(([name, data]) => {
    if (name === 'xl/worksheets/sheet1.xml') {
      const bomb = deflateBomb(mebibytes);
      return { name, data: bomb, method: 8, size: declared === 'honest' ? mebibytes * 1024 * 1024 : 4096 };
    }
    const packed = deflateRawSync(data);
    return { name, data: packed, method: 8, size: data.length };
  });
  return writeZip(entries);
}
