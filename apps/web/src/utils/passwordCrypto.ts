import { sysAuthApi } from '../api/sysAuth.ts';

let publicKey: Promise<string | undefined> | null = null;

/** The server's SM2 public key from loginConfig (fetched once; undefined → plain text). */
function cryptoPublicKey(): Promise<string | undefined> {
  if (!publicKey) {
    publicKey = sysAuthApi.loginConfig().then(
      (config) => config?.cryptoPublicKey || undefined,
      () => {
        publicKey = null;
        return undefined;
      },
    );
  }
  return publicKey;
}

/** For tests: forget the cached key. */
export function resetCryptoKeyCache(): void {
  publicKey = null;
}

/**
 * SM2 (C1C3C2, hex) with the server's public key, as the stock client does (contract §3.3);
 * plain when the server publishes none. sm-crypto-v2 is loaded only when needed.
 */
export async function encryptPassword(password: string, publicKey: string | undefined): Promise<string> {
  if (!publicKey) return password;
  const { sm2 } = await import('sm-crypto-v2');
  return sm2.doEncrypt(password, publicKey, 1);
}

/**
 * A password as the login form sends it, for screens behind login (lock screen, user form, user
 * center): encrypted with the loginConfig public key, fetched once.
 */
export async function encryptWithServerKey(password: string): Promise<string> {
  return encryptPassword(password, await cryptoPublicKey());
}
