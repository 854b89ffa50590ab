import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where a device's (or process's) hot folder is on this server. An absolute POSIX path is used as
 * it is (a share mounted from the station PC); anything else — a relative path, or a station PC's
 * Windows path such as `D:\hot\gtx01` — is a folder under `<data dir>/hot-folders/`
 * (`D/hot/gtx01`), which the print agent on the station mirrors. A transfer never creates it: a
 * folder that does not exist is a configuration fault the transfer reports (only the demo's are
 * made, by its seed: `makeHotFolders`).
 */
export function hotFolderPath(dataDir: string, configured: string): string {
  const value = configured.trim();
  if (path.posix.isAbsolute(value) && !value.includes('\\')) return value;
  const parts = value
    .replace(/^([A-Za-z]):/, '$1')
    .split(/[\\/]+/)
    .filter((p) => p && p !== '.' && p !== '..');
  return path.join(dataDir, 'hot-folders', ...parts);
}

/**
 * Makes the hot folders `configured` names that live under `<data dir>/hot-folders/` (the demo
 * factory's `D:\hot\…`, on every start, so that a fresh start's first transfer finds them); an
 * absolute path elsewhere is a share someone mounts and is left alone. One that cannot be made
 * (a read-only data directory) does not stop the start: its transfers say it is missing. Answers
 * the folders made or already there.
 */
export async function makeHotFolders(dataDir: string, configured: readonly string[]): Promise<string[]> {
  const root = path.join(dataDir, 'hot-folders');
  const folders = [...new Set(configured.filter((c) => c.trim()).map((c) => hotFolderPath(dataDir, c)))];
  const made: string[] = [];
  for (const folder of folders.filter((f) => f.startsWith(`${root}${path.sep}`)))
    if (
      await mkdir(folder, { recursive: true }).then(
        () => true,
        () => false,
      )
    )
      made.push(folder);
  return made;
}
