import { ACCESS_TOKEN_HEADER, REFRESH_TOKEN_HEADER, STORAGE_PREFIX } from '@printfloor/contract';
import type { Area } from './area.ts';

/**
 * Web storage with the `vue-next-admin` prefix, namespaced by area (spec §6, §9):
 * key = `vue-next-admin:<area>:<key>`, JSON values. Two areas logged in in one browser
 * never see each other's tokens, theme or cached data.
 */
function fullKey(area: Area, key: string): string {
  return `${STORAGE_PREFIX}:${area}:${key}`;
}

function areaPrefix(area: Area): string {
  return `${STORAGE_PREFIX}:${area}:`;
}

function makeStore(kind: 'local' | 'session') {
  const backend = (): Storage => (kind === 'local' ? window.localStorage : window.sessionStorage);
  return {
    key: fullKey,
    set(area: Area, key: string, value: unknown): void {
      backend().setItem(fullKey(area, key), JSON.stringify(value));
    },
    get<T = unknown>(area: Area, key: string): T | null {
      const raw = backend().getItem(fullKey(area, key));
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return raw as unknown as T;
      }
    },
    remove(area: Area, key: string): void {
      backend().removeItem(fullKey(area, key));
    },
    /** Removes every key of this area, except the listed ones. Other areas are untouched. */
    clearArea(area: Area, keep: readonly string[] = []): void {
      const store = backend();
      const prefix = areaPrefix(area);
      const kept = new Set(keep.map((k) => fullKey(area, k)));
      const doomed: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const k = store.key(i);
        if (k?.startsWith(prefix) && !kept.has(k)) doomed.push(k);
      }
      for (const k of doomed) store.removeItem(k);
    },
  };
}

export const Local = makeStore('local');
export const Session = makeStore('session');

/** The tab-storage key of why the area's last session ended: the login page shows it once (api/request.ts). */
export const FAREWELL_KEY = 'farewell';

/**
 * Keys that survive the "no token" clear of an area: the theme (the login page keeps the
 * user's language and colours) and the area's tenant id and title (the next login redirect
 * needs `/{role}/login/{tenant id}`).
 */
export const KEPT_ON_LOGOUT_KEYS = [
  'themeConfig',
  'themeConfigStyle',
  'oldLayout',
  'frequency',
  'version',
  'tenantId',
  'tenantTitle',
] as const;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export const Tokens = {
  get(area: Area): TokenPair | null {
    const accessToken = Local.get<string>(area, ACCESS_TOKEN_HEADER);
    if (!accessToken) return null;
    return { accessToken, refreshToken: Local.get<string>(area, REFRESH_TOKEN_HEADER) ?? '' };
  },
  has(area: Area): boolean {
    return !!Local.get<string>(area, ACCESS_TOKEN_HEADER);
  },
  set(area: Area, pair: TokenPair): void {
    Local.set(area, ACCESS_TOKEN_HEADER, pair.accessToken);
    if (pair.refreshToken) Local.set(area, REFRESH_TOKEN_HEADER, pair.refreshToken);
  },
  clear(area: Area): void {
    Local.remove(area, ACCESS_TOKEN_HEADER);
    Local.remove(area, REFRESH_TOKEN_HEADER);
  },
};

/** The tenant id (or code) an area last logged in with; used for the `/{role}/login/{tenant id}` redirect. */
export const AreaTenant = {
  get(area: Area): string | null {
    const v = Local.get<string | number>(area, 'tenantId');
    return v === null || v === '' ? null : String(v);
  },
  set(area: Area, tenant: string | number | null | undefined): void {
    if (tenant === null || tenant === undefined || tenant === '') return;
    Local.set(area, 'tenantId', String(tenant));
  },
};

/** Decodes a JWT payload (base64url) without verifying it. Null when malformed. */
export function decodeJwt(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
    const bin = atob(padded);
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** True when the token's `exp` (seconds) has passed. A token without `exp` never expires. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const exp = decodeJwt(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= now;
}
