/**
 * Permission codes. A route's code is its path without `/api/`, slashes turned
 * into colons, with path parameters dropped (admin-net-contract §5.1):
 * `/api/sysUser/page` → `sysUser:page`, `/api/sysConst/data/{typeName}` → `sysConst:data`.
 */
export function permissionCodeOf(path: string): string {
  const trimmed = path.replace(/^\/?api\//, '').replace(/\?.*$/, '');
  const [service, action] = trimmed.split('/');
  return action ? `${service}:${action}` : `${service}`;
}

/** Checks for the permission component/hook: single, any-of, all-of (shell-reference §12). */
export function hasPermission(held: ReadonlySet<string> | readonly string[], need: string): boolean {
  const set = held instanceof Set ? held : new Set(held as readonly string[]);
  return set.has(need);
}
export function hasAnyPermission(held: ReadonlySet<string> | readonly string[], need: readonly string[]): boolean {
  const set = held instanceof Set ? held : new Set(held as readonly string[]);
  return need.some((code) => set.has(code));
}
export function hasAllPermissions(held: ReadonlySet<string> | readonly string[], need: readonly string[]): boolean {
  const set = held instanceof Set ? held : new Set(held as readonly string[]);
  return need.every((code) => set.has(code));
}
