import { createHash, randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Dropping a batch's files into a device hot folder so that a watcher (RIP, print agent) never sees
 * a half-written file: everything is written and fsynced inside a hidden temp folder of the hot folder
 * (same file system, so the final move is one rename), then that folder is renamed to the batch's name.
 */

export interface OutFile {
  name: string;
  data: Buffer;
}

export interface WrittenFile {
  path: string;
  size: number;
  sha256: string;
}

export type HotFolderErrorKind = 'missing' | 'notDirectory' | 'denied' | 'full' | 'invalid' | 'exists';

export class HotFolderError extends Error {
  readonly kind: HotFolderErrorKind;
  constructor(kind: HotFolderErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HotFolderError';
    this.kind = kind;
  }
}

/** How one file reaches the disk; tests replace it to fail mid-write (a full disk cannot be staged here). */
export type WriteSynced = (filePath: string, data: Buffer) => Promise<void>;

export interface HotFolderIo {
  writeSynced?: WriteSynced;
}

const TEMP_PREFIX = '.pf-tmp-';
const OLD_PREFIX = '.pf-old-';

async function writeSyncedToDisk(filePath: string, data: Buffer): Promise<void> {
  const handle = await fs.open(filePath, fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_EXCL, 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a directory's entries (the renames) — not possible on Windows, where it is skipped. */
async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

// Windows-reserved characters too: hot folders are often SMB shares read by a Windows RIP.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const FORBIDDEN = /[/\\<>:"|?*\u0000-\u001f\u007f]/;

function checkName(what: string, name: string): void {
  const bad =
    typeof name !== 'string' ||
    name.length === 0 ||
    Buffer.byteLength(name) > 200 ||
    FORBIDDEN.test(name) ||
    name.includes('..') ||
    // A leading dot would hide it from watchers and could collide with our temp folders.
    name.startsWith('.') ||
    // Windows drops a trailing dot or space, so two names could become one.
    /[. ]$/.test(name);
  if (bad) throw new HotFolderError('invalid', `${what} name not allowed: ${JSON.stringify(name)}`);
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** The fault a caller can name to the operator; anything else (EIO, …) goes on as it came. */
function asHotFolderError(error: unknown, where: string): unknown {
  if (error instanceof HotFolderError) return error;
  const code = codeOf(error);
  const detail = `${where}: ${error instanceof Error ? error.message : String(error)}`;
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return new HotFolderError('full', `hot folder full — ${detail}`, { cause: error });
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return new HotFolderError('denied', `hot folder not writable — ${detail}`, { cause: error });
    case 'ENOENT':
      return new HotFolderError('missing', `hot folder missing — ${detail}`, { cause: error });
    case 'ENOTDIR':
      return new HotFolderError('notDirectory', `hot folder is not a folder — ${detail}`, { cause: error });
    case 'EEXIST':
    case 'ENOTEMPTY':
      return new HotFolderError('exists', `already exists — ${detail}`, { cause: error });
    default:
      return error;
  }
}

/** Refuses a hot folder that is missing or not a folder (a `HotFolderError` naming it). */
export async function checkHotFolder(hotFolder: string): Promise<void> {
  let stat: Awaited<ReturnType<typeof fs.stat>>;
  try {
    stat = await fs.stat(hotFolder);
  } catch (error) {
    throw asHotFolderError(error, hotFolder);
  }
  if (!stat.isDirectory()) throw new HotFolderError('notDirectory', `hot folder is not a folder: ${hotFolder}`);
}

/** What is at `target` now: nothing, a folder (a previous try of this batch) or something else. */
async function existing(target: string): Promise<'none' | 'folder' | 'other'> {
  try {
    const stat = await fs.lstat(target);
    return stat.isDirectory() ? 'folder' : 'other';
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return 'none';
    throw error;
  }
}

const removeQuietly = (p: string) => fs.rm(p, { recursive: true, force: true }).catch(() => undefined);

/**
 * Writes `files` to `<hotFolder>/<subfolder>/` all at once. The hot folder must exist (a missing one
 * is a configuration fault, never created here). A folder left by an earlier try of the same batch
 * is replaced: moved aside, the new one renamed in, the old one removed — so the batch name is never
 * half old, half new. On any failure nothing of this call remains in the hot folder.
 */
export async function dropIntoHotFolder(
  hotFolder: string,
  subfolder: string,
  files: readonly OutFile[],
  io: HotFolderIo = {},
): Promise<WrittenFile[]> {
  checkName('subfolder', subfolder);
  if (files.length === 0) throw new HotFolderError('invalid', 'no files to write');
  const names = new Set<string>();
  for (const file of files) {
    checkName('file', file.name);
    // Case-insensitive: two names differing only in case are one file on Windows and macOS.
    const key = file.name.toLowerCase();
    if (names.has(key)) throw new HotFolderError('invalid', `file name given twice: ${file.name}`);
    names.add(key);
  }
  await checkHotFolder(hotFolder);
  const writeSynced = io.writeSynced ?? writeSyncedToDisk;

  let temp: string;
  try {
    temp = await fs.mkdtemp(path.join(hotFolder, TEMP_PREFIX));
  } catch (error) {
    throw asHotFolderError(error, hotFolder);
  }
  const target = path.join(hotFolder, subfolder);
  let aside: string | null = null;
  try {
    const written: WrittenFile[] = [];
    for (const file of files) {
      await writeSynced(path.join(temp, file.name), file.data);
      written.push({
        path: path.join(target, file.name),
        size: file.data.length,
        sha256: createHash('sha256').update(file.data).digest('hex'),
      });
    }
    await syncDirectory(temp);

    const before = await existing(target);
    if (before === 'other') throw new HotFolderError('exists', `${target} exists and is not a folder`);
    if (before === 'folder') {
      aside = path.join(hotFolder, `${OLD_PREFIX}${randomBytes(6).toString('hex')}`);
      await fs.rename(target, aside);
    }
    try {
      await fs.rename(temp, target);
    } catch (error) {
      if (aside) {
        // Put the previous try back rather than leave the batch's name empty.
        await fs.rename(aside, target).catch(() => undefined);
        aside = null;
      }
      throw error;
    }
    await syncDirectory(hotFolder).catch(() => undefined);
    if (aside) await removeQuietly(aside);
    return written;
  } catch (error) {
    await removeQuietly(temp);
    throw asHotFolderError(error, target);
  }
}
