/**
 * Query keys of one domain's client, built in one place so a page's reads and the invalidation
 * after a write agree: everything of the domain sits under `[domain]`, so invalidating `all`
 * refreshes its pages, lists and details together. A declared resource's keys sit under
 * `['resource', name]` (see resourceKeys).
 */
export function queryKeys<const P extends readonly string[]>(...prefix: P) {
  return {
    all: prefix,
    page: (query: object) => [...prefix, 'page', query] as const,
    list: (query: object = {}) => [...prefix, 'list', query] as const,
    detail: (id: number) => [...prefix, 'detail', id] as const,
    /** Any other read of the domain, e.g. `other('ownMenuList', id)`. */
    other: (name: string, ...args: unknown[]) => [...prefix, name, ...args] as const,
  };
}

export type QueryKeys = ReturnType<typeof queryKeys>;
