/**
 * Storage keys: `<tenantId>/<yyyy>/<MM>/<id><suffix>`. Every part comes from the server
 * (ids from the database, the suffix from the content sniffer), so a key can never
 * leave its tenant's folder whatever the uploader named the file.
 */
export function buildFileKey(tenantId: number, id: number, suffix: string, at: Date = new Date()): string {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error('bad tenant id');
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('bad file id');
  if (!/^(\.[a-z0-9]{1,8})?$/.test(suffix)) throw new Error('bad suffix');
  const yyyy = String(at.getUTCFullYear());
  const mm = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `${tenantId}/${yyyy}/${mm}/${id}${suffix}`;
}

/** True for keys of the shape buildFileKey makes (checked again before touching the disk or bucket). */
export function isSafeFileKey(key: string): boolean {
  return /^[1-9][0-9]{0,18}\/[0-9]{4}\/[0-9]{2}\/[1-9][0-9]{0,18}(\.[a-z0-9]{1,8})?$/.test(key);
}
