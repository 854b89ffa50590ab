import { sm2 } from 'sm-crypto-v2';
import type { Secrets } from '../config.ts';

/**
 * SM2 password transport (admin-net-contract §3.3). The stock client encrypts with
 * sm-crypto SM2, cipher mode 1 (C1C3C2), hex without the leading `04`; other Admin.NET
 * clients (BouncyCastle) send it with `04`. SM2 is obfuscation only — TLS is the protection.
 */
const HEX = /^[0-9a-f]+$/i;
/** C1 (64-byte point without its 04 prefix) + C3 (32-byte SM3 digest) in hex. */
const MIN_CIPHER_HEX = 128 + 64;

/** The plaintext of an SM2 ciphertext, or null if `hex` is not one for this key. */
export function sm2Decrypt(hex: string, privateKey: string): string | null {
  if (!privateKey || !HEX.test(hex)) return null;
  // sm-crypto adds the 04 point prefix itself: try as sent, then without a leading 04.
  const candidates = hex.startsWith('04') ? [hex, hex.slice(2)] : [hex];
  for (const candidate of candidates) {
    if (candidate.length < MIN_CIPHER_HEX || candidate.length % 2 !== 0) continue;
    try {
      const plain = sm2.doDecrypt(candidate, privateKey, 1);
      // A wrong key or tampered ciphertext fails the C3 check and yields "".
      if (typeof plain === 'string' && plain !== '') return plain;
    } catch {
      // not a point on the curve / not our ciphertext
    }
  }
  return null;
}

/** SM2-encrypts `plain` as the stock client does (tests, tools). */
export function sm2Encrypt(plain: string, publicKey: string): string {
  return sm2.doEncrypt(plain, publicKey, 1);
}

/**
 * The password a client sent: the SM2 plaintext when `input` decrypts with our key,
 * otherwise `input` itself (our console may send plain text over TLS).
 */
export function readPassword(input: string, secrets: Pick<Secrets, 'sm2PrivateKey'>): string {
  return sm2Decrypt(input.trim(), secrets.sm2PrivateKey) ?? input;
}
