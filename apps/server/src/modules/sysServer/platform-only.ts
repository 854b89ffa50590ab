import type { AuthContext } from '../../auth/context.ts';
import { AuthError } from '../../http/errors.ts';

/**
 * Platform screens (server info, cache, open access) act on the whole installation: on top of
 * the button code, the caller must belong to the platform tenant.
 */
export function requirePlatform(auth: AuthContext): void {
  if (auth.tenantKind !== 'system') throw new AuthError(403);
}
