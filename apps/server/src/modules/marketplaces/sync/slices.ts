import type { AdapterLimits, TimeWindow } from '../adapters/types.ts';

const SAFETY_MS = 60_000;

/**
 * A requested range cut into windows the platform accepts: each at most `maxWindowMs` long, and
 * each starting `lagMs` before the previous one ended, because a platform shows changes minutes
 * late — an order updated just before a slice's end may only appear in the next slice's listing.
 * The overlap reads some orders twice; the upsert makes that harmless.
 */
export function sliceRange(range: TimeWindow, limits: Pick<AdapterLimits, 'maxWindowMs' | 'lagMs'>): TimeWindow[] {
  const out: TimeWindow[] = [];
  if (range.to <= range.from) return out;
  // Platforms count whole seconds in their own zone (Jushuitan refuses a window of exactly
  // 7 days once its ends are rounded): a slice stays a minute inside the limit.
  const maxWindowMs = limits.maxWindowMs > 10 * SAFETY_MS ? limits.maxWindowMs - SAFETY_MS : limits.maxWindowMs;
  // The step must move forward even when the lag is close to the window limit.
  const step = Math.max(maxWindowMs - limits.lagMs, Math.ceil(maxWindowMs / 2));
  let from = range.from;
  for (;;) {
    const to = Math.min(from + maxWindowMs, range.to);
    out.push({ from, to });
    if (to >= range.to) return out;
    from += step;
  }
}

/** A slice the platform refused as too long, cut in two halves that overlap by the lag. */
export function halve(slice: TimeWindow, lagMs: number): TimeWindow[] {
  const middle = slice.from + Math.floor((slice.to - slice.from) / 2);
  return [
    { from: slice.from, to: middle },
    { from: Math.max(slice.from, middle - lagMs), to: slice.to },
  ];
}
