import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isSafeFileKey } from './keys.ts';
import { FileMissingError, type FileStorage } from './types.ts';

/** Files on the local disk under one root folder (default `<dataDir>/files`). */
export class LocalFileStorage implements FileStorage {
  readonly provider = 'Local' as const;
  readonly bucketName = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The absolute path of a key; refuses anything that is not a server-built key or leaves the root. */
  pathOf(key: string): string {
    if (!isSafeFileKey(key)) throw new Error(`unsafe file key: ${key}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`file key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.pathOf(key);
    await mkdir(path.dirname(full), { recursive: true });
    // wx: never overwrite an existing object (keys are unique ids).
    await writeFile(full, data, { flag: 'wx', mode: 0o640 });
  }

  async read(key: string): Promise<Readable> {
    const full = this.pathOf(key);
    try {
      await stat(full);
    } catch {
      throw new FileMissingError(key);
    }
    return createReadStream(full);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
