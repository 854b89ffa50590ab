import path from 'node:path';

/**
 * Where a device's (or process's) hot folder is on this server. An absolute POSIX path is used as
 * it is (a share mounted from the station PC); anything else — a relative path, or a station PC's
 * Windows path such as `D:\hot\gtx01` — is a folder under `<data dir>/hot-folders/`
 * (`D/hot/gtx01`), which the print agent on the station mirrors. Never created here: a folder
 * that does not exist is a configuration fault the transfer reports.
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
