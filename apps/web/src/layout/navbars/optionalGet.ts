import { ACCESS_TOKEN_HEADER, REFRESH_TOKEN_HEADER } from '@printfloor/contract';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { currentArea } from '../../utils/area.ts';
import { isTokenExpired, Tokens } from '../../utils/storage.ts';

/**
 * GET of an endpoint the server may not have yet (e.g. /api/sysNotice/unReadList): same
 * headers as the request layer (bearer, refresh header when expired, Accept-Language) and a
 * new token pair from the response replaces the stored one, but a 404, another HTTP error, a
 * network error or a body code ≠ 200 resolves to null without an error toast.
 */
export async function optionalGet<T>(url: string, fetcher: typeof fetch = globalThis.fetch): Promise<T | null> {
  const area = currentArea();
  const headers: Record<string, string> = { 'Accept-Language': useThemeConfig.getState().themeConfig.globalI18n };
  const tokens = Tokens.get(area);
  if (tokens?.accessToken) {
    headers.Authorization = `Bearer ${tokens.accessToken}`;
    if (tokens.refreshToken && isTokenExpired(tokens.accessToken)) {
      headers['X-Authorization'] = `Bearer ${tokens.refreshToken}`;
    }
  }
  try {
    const response = await fetcher(url, { method: 'GET', headers });
    if (!response.ok) return null;
    const access = response.headers.get(ACCESS_TOKEN_HEADER);
    const refresh = response.headers.get(REFRESH_TOKEN_HEADER);
    if (access && refresh && access !== 'invalid_token')
      Tokens.set(area, { accessToken: access, refreshToken: refresh });
    const body = (await response.json()) as { code?: number; result?: T } | null;
    if (body?.code !== 200) return null;
    return body?.result ?? null;
  } catch {
    return null;
  }
}
