/** Permission checks of the v-auth / v-auths / v-auth-all directives (shell-reference §12). */

export function auth(held: readonly string[], code: string): boolean {
  return held.includes(code);
}

/** Any of the codes. */
export function auths(held: readonly string[], codes: readonly string[]): boolean {
  return codes.some((c) => held.includes(c));
}

/** All of the codes (both lists de-duplicated). An empty list is not a grant. */
export function authAll(held: readonly string[], codes: readonly string[]): boolean {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return false;
  const have = new Set(held);
  return wanted.every((c) => have.has(c));
}
