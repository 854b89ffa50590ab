import { createHmac } from 'node:crypto';
import type { AppServices } from '../../../services.ts';

const secrets = new WeakMap<AppServices, string>();

/**
 * The key piece QR codes are signed with: derived from this installation's JWT secret (kept in
 * the environment or data/secrets.json, so it survives restarts and is shared by every instance),
 * never the JWT secret itself. A QR signed by another installation fails its tag: "foreign".
 */
export function pieceQrSecret(services: AppServices): string {
  let secret = secrets.get(services);
  if (!secret) {
    secret = createHmac('sha256', services.config.secrets.jwtSecret).update('printfloor piece qr v1').digest('hex');
    secrets.set(services, secret);
  }
  return secret;
}
