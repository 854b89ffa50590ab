import { type Platform, PlatformError } from './types.ts';

/**
 * Reading platform JSON defensively: a field the adapter cannot do without missing or of the
 * wrong type is `malformed` (recorded, the run goes on); optional fields default quietly.
 */
export type Json = Record<string, unknown>;

export function asObject(platform: Platform, value: unknown, what: string): Json {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Json;
  throw new PlatformError(platform, 'malformed', `${what} is missing or not an object`);
}

export function asArray(platform: Platform, value: unknown, what: string): unknown[] {
  if (Array.isArray(value)) return value;
  throw new PlatformError(platform, 'malformed', `${what} is missing or not a list`);
}

/** A required identifier or text (numbers are accepted and kept as text). */
export function asText(platform: Platform, value: unknown, what: string): string {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new PlatformError(platform, 'malformed', `${what} is missing`);
}

export function asNumber(platform: Platform, value: unknown, what: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n === 'number' && Number.isFinite(n)) return n;
  throw new PlatformError(platform, 'malformed', `${what} is not a number`);
}

/** Optional text: '' when absent. */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Optional text: null when absent or empty. */
export const textOrNull = (value: unknown): string | null => text(value) || null;
