import { sysAuthApi } from '../../api/sysAuth.ts';

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
 * The password as the login form sends it: SM2 (C1C3C2, hex) with the loginConfig public key,
 * or plain when the server publishes none. sm-crypto-v2 is loaded only when needed.
 */
export async function encryptLockPassword(password: string): Promise<string> {
  const key = await cryptoPublicKey();
  if (!key) return password;
  const { sm2 } = await import('sm-crypto-v2');
  return sm2.doEncrypt(password, key, 1);
}
