import { LOGIN_TENANT_ID_MIN } from '@printfloor/contract';
import { type Area, isArea } from '../utils/area.ts';

/** Paths outside the areas that are always allowed without a token (spec §2 route table). */
export const PUBLIC_GLOBAL_PATHS = [/^\/callback(\/.*)?$/, /^\/err\/login(\/[^/]+)?\/?$/, /^\/401\/?$/, /^\/404\/?$/];
/** Full-screen pages outside the areas; they belong to the remembered area and need its token. */
export const PROTECTED_GLOBAL_PATHS = [
  /^\/help\/?$/,
  /^\/visualizingDemo1\/?$/,
  /^\/visualizingDemo2\/?$/,
  /^\/platform\/job\/dashboard\/?$/,
];

export interface GuardInput {
  pathname: string;
  search: string;
  rememberedArea: Area;
  hasToken: (area: Area) => boolean;
  /** Area whose menu routes are registered, or null. */
  routesLoadedFor: Area | null;
  /** Tenant id (or code) the area last logged in with. */
  tenantIdOf: (area: Area) => string | null;
}

export type GuardDecision =
  | { kind: 'allow'; area: Area | null }
  | { kind: 'redirect'; to: string; area: Area | null; clearArea?: Area }
  | { kind: 'notFound'; area: null }
  | { kind: 'loadRoutes'; area: Area };

export function isLoginPath(pathname: string): boolean {
  return /^\/[^/]+\/login(\/[^/]+)?\/?$/.test(pathname);
}

function queryObject(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search).entries());
}

/** Login URL for an area without a token (spec §2 "Without a token …"). */
export function loginRedirectTarget(area: Area, pathname: string, search: string, tenantId: string | null): string {
  const query = queryObject(search);
  const target = new URLSearchParams();
  target.set('redirect', pathname);
  target.set('params', JSON.stringify(query));
  const tid = Number(query.tid);
  if (Number.isFinite(tid) && tid > LOGIN_TENANT_ID_MIN) target.set('tid', String(query.tid));
  const base = tenantId ? `/${area}/login/${encodeURIComponent(tenantId)}` : `/${area}/login`;
  return `${base}?${target.toString()}`;
}

/** The route guard of spec §2, as a pure decision. The caller performs side effects. */
export function decide(input: GuardInput): GuardDecision {
  const { pathname, search, rememberedArea } = input;
  const path = pathname === '' ? '/' : pathname;

  // Root, empty and login paths → /{role}/login with the remembered role.
  if (path === '/' || path === '/login' || path === '/login/') {
    return { kind: 'redirect', to: `/${rememberedArea}/login${search}`, area: rememberedArea };
  }
  // /callback and the public pages are always allowed.
  if (PUBLIC_GLOBAL_PATHS.some((re) => re.test(path))) return { kind: 'allow', area: null };

  const segments = path.split('/').filter(Boolean);
  const first = segments[0];
  let area: Area;
  if (PROTECTED_GLOBAL_PATHS.some((re) => re.test(path))) {
    area = rememberedArea;
  } else if (isArea(first)) {
    area = first;
  } else {
    return { kind: 'notFound', area: null };
  }

  // /{role} and /{role}/ → /{role}/login.
  if (segments.length === 1 && isArea(first)) {
    return { kind: 'redirect', to: `/${area}/login${search}`, area };
  }

  const token = input.hasToken(area);
  if (isLoginPath(path) && isArea(first)) {
    if (token) return { kind: 'redirect', to: `/${area}/dashboard/home`, area };
    return { kind: 'allow', area };
  }
  if (!token) {
    return {
      kind: 'redirect',
      to: loginRedirectTarget(area, path, search, input.tenantIdOf(area)),
      area,
      clearArea: area,
    };
  }
  if (input.routesLoadedFor !== area) return { kind: 'loadRoutes', area };
  return { kind: 'allow', area };
}
