import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing (admin-net-contract §15 #1): argon2id only, with the library's
 * default cost (19 MiB, 2 passes, 1 lane — the OWASP minimum for argon2id).
 * Stored as a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`).
 */
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum the library declares; spelt out for isolatedModules)

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID });
}

/** True when `plain` matches `stored`; false for a wrong password or a malformed hash (never throws). */
export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Verifies against a throw-away hash so a login with an unknown account costs the
 * same time as a wrong password (no account enumeration by timing).
 */
export async function verifyDummy(plain: string): Promise<false> {
  dummy ??= hashPassword('printfloor-dummy-password');
  await verifyPassword(await dummy, plain);
  return false;
}
