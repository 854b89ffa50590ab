import { AREAS, type Area, DEFAULT_AREA, isArea, STORAGE_PREFIX } from '@printfloor/contract';

export { AREAS, type Area, DEFAULT_AREA, isArea };

const ROLE_KEY = `${STORAGE_PREFIX}:role`;

/** The last remembered area (spec §2 guard: default factory). Kept outside any area namespace. */
export function rememberedArea(): Area {
  try {
    const saved = window.localStorage.getItem(ROLE_KEY);
    return isArea(saved) ? saved : DEFAULT_AREA;
  } catch {
    return DEFAULT_AREA;
  }
}

export function rememberArea(area: Area): void {
  try {
    window.localStorage.setItem(ROLE_KEY, area);
  } catch {
    /* storage unavailable (private mode): nothing to remember */
  }
}

/** First path segment when it is an area, else null. */
export function areaOfPath(pathname: string): Area | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return isArea(first) ? first : null;
}

/** The area of the current page: the URL's first segment, or the remembered area. */
export function currentArea(): Area {
  return areaOfPath(window.location.pathname) ?? rememberedArea();
}
