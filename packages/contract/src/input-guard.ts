/**
 * What no input may carry, whatever the route (issue 11 point 5). PostgreSQL refuses a NUL
 * character in text, so one in any string would reach the database and fail there; a number
 * outside ±(2^53 − 1) has lost its digits already and is written as `1e+23` in SQL; and a
 * body nested thousands of levels deep overflows every recursive step after the parser.
 * The server checks every parsed body, query string and form once against these rules, and
 * each validated value once more for numbers (coerced query strings).
 */

/** Deeper than any real form (a menu tree is sent flat); 10,000 levels must be refused, not walked. */
export const MAX_INPUT_DEPTH = 32;

/** The reason an input is refused; each is a key of VALIDATION_MESSAGES. */
export type InputRefusal = 'nulCharacter' | 'inputTooDeep' | 'numberOutOfRange';

/** A number any column can take: finite and a safe integer's magnitude at most. */
export function isSafeNumber(n: number): boolean {
  return Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER;
}

/**
 * The first rule `value` breaks, with where (a dotted path), or null. Iterative, so the depth
 * of the value cannot overflow the stack of the check itself.
 */
export function inspectInput(
  value: unknown,
  maxDepth = MAX_INPUT_DEPTH,
): { refusal: InputRefusal; path: string } | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  while (stack.length) {
    const item = stack.pop() as { value: unknown; depth: number; path: string };
    const v = item.value;
    if (typeof v === 'string') {
      if (v.includes('\0')) return { refusal: 'nulCharacter', path: item.path };
      continue;
    }
    if (typeof v === 'number') {
      if (!isSafeNumber(v)) return { refusal: 'numberOutOfRange', path: item.path };
      continue;
    }
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    if (item.depth >= maxDepth) return { refusal: 'inputTooDeep', path: item.path };
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (const [key, child] of entries) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (key.includes('\0')) return { refusal: 'nulCharacter', path: item.path };
      stack.push({ value: child, depth: item.depth + 1, path });
    }
  }
  return null;
}
