import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Secrets } from '../../../config.ts';
import type { Credentials } from '../adapters/types.ts';

/**
 * Shop credentials sealed at rest with AES-256-GCM: a database dump or a backup alone does not
 * give anyone a merchant's platform tokens. The key is the server's token key (secrets file or
 * PRINTFLOOR_TOKEN_KEY); the stored text is base64(iv 12 bytes | tag 16 bytes | ciphertext).
 * The shop's tenant and id are the associated data, so a sealed value copied onto another shop
 * does not open.
 */
function keyOf(secrets: Secrets): Buffer {
  if (secrets.tokenKey) {
    const key = Buffer.from(secrets.tokenKey, 'base64');
    if (key.length !== 32) throw new Error('PRINTFLOOR_TOKEN_KEY must be 32 bytes, base64');
    return key;
  }
  // Hand-built secrets without a token key (some tests): a key bound to the JWT secret.
  return createHash('sha256').update(`printfloor-token-key:${secrets.jwtSecret}`).digest();
}

const aad = (tenantId: number, shopId: number) => Buffer.from(`${tenantId}:${shopId}`);

export function sealCredentials(secrets: Secrets, tenantId: number, shopId: number, credentials: Credentials): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secrets), iv);
  cipher.setAAD(aad(tenantId, shopId));
  const body = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function openCredentials(secrets: Secrets, tenantId: number, shopId: number, sealed: string): Credentials {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secrets), raw.subarray(0, 12));
  decipher.setAAD(aad(tenantId, shopId));
  decipher.setAuthTag(raw.subarray(12, 28));
  const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as Credentials;
}
