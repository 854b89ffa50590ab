import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GeneratedFile } from '@printfloor/contract';
import { BizError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';

/** The repository root: the nearest folder above this file holding packages/contract and apps/web. */
export function repositoryRoot(from = import.meta.dirname): string | null {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'packages', 'contract')) && existsSync(path.join(dir, 'apps', 'web'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/**
 * runLocal: writes the generated files into the working tree — only on a development server
 * (NODE_ENV is not production) run from a checkout, and never over an existing file (all or
 * nothing: every path is checked before the first is written). Production refuses (D1203): the
 * generated code goes into the code base through the zip and a commit, never onto a running server.
 */
export async function writeLocal(
  services: AppServices,
  files: readonly GeneratedFile[],
  root = repositoryRoot(),
): Promise<string[]> {
  if (services.config.production || !root) throw new BizError('D1203');
  const targets = files.map((f) => {
    const target = path.resolve(root, f.path);
    if (!target.startsWith(root + path.sep)) throw new BizError('D1204', { path: f.path });
    return { file: f, target };
  });
  for (const { file, target } of targets) if (existsSync(target)) throw new BizError('D1204', { path: file.path });
  for (const { file, target } of targets) {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.content, { flag: 'wx' });
  }
  return files.map((f) => f.path);
}
