/**
 * Query strings as the stock client writes them (admin-net-contract §2.2): plain keys,
 * repeated keys as arrays, and one level of nesting as `key[sub]=…`.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const m = /^([^[\]]+)\[([^[\]]*)\]$/.exec(rawKey);
    if (m) {
      const [, key = '', sub = ''] = m;
      if (sub === '') {
        const list = Array.isArray(out[key]) ? (out[key] as unknown[]) : [];
        list.push(value);
        out[key] = list;
      } else {
        const obj = (out[key] && typeof out[key] === 'object' && !Array.isArray(out[key]) ? out[key] : {}) as Record<
          string,
          unknown
        >;
        obj[sub] = value;
        out[key] = obj;
      }
      continue;
    }
    if (rawKey in out) {
      const prev = out[rawKey];
      out[rawKey] = Array.isArray(prev) ? [...prev, value] : [prev, value];
    } else out[rawKey] = value;
  }
  return out;
}
