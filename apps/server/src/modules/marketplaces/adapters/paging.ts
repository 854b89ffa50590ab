import {
  type AdapterLimits,
  type Platform,
  PlatformError,
  type PlatformOrder,
  type RejectedOrder,
  type TimeWindow,
} from './types.ts';

/**
 * The adapters' cursor: the platform's own position (a page token or a page number) plus a
 * fingerprint of the page just served, so a platform that serves the same page again (a known
 * fault of page-numbered APIs under concurrent writes, and of buggy tokens) is noticed instead of
 * looping. Opaque to the caller.
 */
interface CursorState {
  /** Page token or page number, as the platform wants it next. */
  p: string | number;
  /** Fingerprint of the previous page's ids. */
  f: string;
}

export function encodeCursor(position: string | number, ids: readonly string[]): string {
  const state: CursorState = { p: position, f: fingerprint(ids) };
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

export function decodeCursor(platform: Platform, cursor: string | null): CursorState | null {
  if (cursor === null) return null;
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorState;
    if ((typeof state.p === 'string' || typeof state.p === 'number') && typeof state.f === 'string') return state;
  } catch {
    // fall through: not a cursor this adapter made
  }
  throw new PlatformError(platform, 'cursor_expired', 'the cursor was not made by this adapter; list the window again');
}

/** Refuses a page that is the one before it again. */
export function checkNotRepeated(platform: Platform, previous: CursorState | null, ids: readonly string[]): void {
  if (previous && ids.length > 0 && fingerprint(ids) === previous.f) {
    throw new PlatformError(platform, 'page_repeated', 'the platform served the previous page again');
  }
}

function fingerprint(ids: readonly string[]): string {
  let hash = 2166136261;
  for (const id of ids)
    for (let i = 0; i < id.length; i++) {
      hash ^= id.charCodeAt(i);
      hash = Math.imul(hash, 16777619) >>> 0;
    }
  return `${ids.length}:${hash.toString(36)}`;
}

/**
 * A window in whole seconds for platforms that take seconds or wall-clock times: the start rounded
 * down, the end rounded up but never past start + limit, so a window of exactly the limit that
 * does not start on a whole second is not refused by a platform that counts strictly.
 */
export function wholeSeconds(window: TimeWindow, limits: AdapterLimits): { fromMs: number; toMs: number } {
  const fromMs = Math.floor(window.from / 1000) * 1000;
  const toMs = Math.min(Math.ceil(window.to / 1000) * 1000, fromMs + Math.floor(limits.maxWindowMs / 1000) * 1000);
  return { fromMs, toMs };
}

/** Refuses an empty, reversed or over-long window before any call is made. */
export function checkWindow(platform: Platform, limits: AdapterLimits, window: TimeWindow): void {
  if (!(window.to > window.from)) {
    throw new PlatformError(platform, 'refused', 'the window must end after it starts');
  }
  if (window.to - window.from > limits.maxWindowMs) {
    throw new PlatformError(
      platform,
      'window_too_large',
      `the window is longer than the platform's ${Math.round(limits.maxWindowMs / 3600_000)} h; slice it`,
    );
  }
}

/**
 * Normalizes each order of a page on its own, `concurrency` at a time (for platforms that need a
 * call per order): an order the adapter cannot read (`malformed`) is set aside with its id and
 * payload, so one odd order does not cost the page. Any other failure (timeout, token, rate) is
 * the page's and is thrown.
 */
export async function normalizeEach<T>(
  items: readonly T[],
  idOf: (item: T) => unknown,
  normalize: (item: T) => PlatformOrder | Promise<PlatformOrder>,
  concurrency = 1,
  /** Besides `malformed`: an error that is this order's alone (Temu's per-order daily address limit). */
  ownError: (error: PlatformError) => boolean = () => false,
): Promise<{ orders: PlatformOrder[]; rejected: RejectedOrder[] }> {
  const results: (PlatformOrder | RejectedOrder)[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = await normalize(items[index]);
      } catch (error) {
        if (!(error instanceof PlatformError) || (error.kind !== 'malformed' && !ownError(error))) throw error;
        let id: unknown = null;
        try {
          id = idOf(items[index]);
        } catch {
          // no readable id either
        }
        const platformOrderId = typeof id === 'string' || typeof id === 'number' ? String(id) : null;
        results[index] = { platformOrderId, error, raw: items[index] };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  const orders: PlatformOrder[] = [];
  const rejected: RejectedOrder[] = [];
  for (const r of results) if (r) 'error' in r ? rejected.push(r) : orders.push(r);
  return { orders, rejected };
}

/** A field of a raw payload, read without trusting its shape (for ids of orders set aside). */
export function field(value: unknown, ...path: string[]): unknown {
  let at = value;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}
