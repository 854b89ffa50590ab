import type { AppServices } from '../../../services.ts';
import { findPreview, PREVIEW_PREFIX, readStored } from '../../sysFile/index.ts';

/** Order artwork is at most this big (spec §5: 20 MB). */
const MAX_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

/**
 * The bytes of an order area's print image: a file of the merchant's store (its preview URL is the
 * capability — tenant, id and access key) or, for artwork left as a URL, a bounded download
 * (timeout, 20 MB read while streaming). A failure names the URL; the transfer reports it.
 */
export async function loadArtwork(services: AppServices, url: string): Promise<Buffer> {
  const preview = url.replace(/^https?:\/\/[^/]+/i, '');
  if (preview.startsWith(`${PREVIEW_PREFIX}/`)) {
    const [tenant, id, key] = preview.slice(PREVIEW_PREFIX.length + 1).split('/');
    const row = await findPreview(services, Number(tenant), Number(id), String(key));
    return readStored(services, row);
  }
  if (!/^https?:\/\/\S+$/i.test(url)) throw new Error(`not an image address: ${url}`);
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status} for ${url}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += (chunk as Uint8Array).length;
    if (size > MAX_BYTES) throw new Error(`larger than 20 MB: ${url}`);
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}
