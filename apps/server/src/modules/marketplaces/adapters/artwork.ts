import { type Platform, PlatformError } from './types.ts';

export interface FetchedArtwork {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

/**
 * Downloads one artwork URL of an order line and proves it is an image by its first bytes (a
 * platform or a merchant's CDN can answer an HTML error page with status 200). Not an image →
 * `malformed`; the pull service records it against the line and keeps the order.
 */
export async function fetchArtwork(platform: Platform, url: string, timeoutMs = 30_000): Promise<FetchedArtwork> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new PlatformError(platform, name === 'TimeoutError' ? 'timeout' : 'server', `artwork ${url}: no answer`, {
      cause: error,
    });
  }
  if (response.status === 404) throw new PlatformError(platform, 'not_found', `artwork ${url}: not found`);
  if (!response.ok) {
    throw new PlatformError(
      platform,
      response.status >= 500 ? 'server' : 'refused',
      `artwork ${url}: HTTP ${response.status}`,
      {
        httpStatus: response.status,
      },
    );
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const contentType = sniffImage(bytes);
  if (!contentType) throw new PlatformError(platform, 'malformed', `artwork ${url} is not an image`);
  return { bytes, contentType };
}

export function sniffImage(b: Uint8Array): FetchedArtwork['contentType'] | null {
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) return 'image/gif';
  if (b.length >= 12 && b[0] === 0x52 && b[1] === 0x49 && b[8] === 0x57 && b[9] === 0x45) return 'image/webp';
  return null;
}
