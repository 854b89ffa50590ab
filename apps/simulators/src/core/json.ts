/** Small helpers every platform layer uses. */

/** Parses a JSON body; null when it is not JSON (the platform then answers with its own error). */
export function parseJson(body: string): Record<string, unknown> | null {
  if (!body) return {};
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Pages of a list: the slice at `offset` and the offset after it (null at the end). */
export function slicePage<T>(items: readonly T[], offset: number, size: number): { page: T[]; next: number | null } {
  const page = items.slice(offset, offset + size);
  const next = offset + size < items.length ? offset + size : null;
  return { page, next };
}
