import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_POOL_SIZE, loadConfig } from '../../src/config.ts';

/** DATABASE_POOL_SIZE sets the connections of each PostgreSQL pool; anything but a whole number from 1 keeps the default. */
describe('DATABASE_POOL_SIZE', () => {
  const saved = process.env.DATABASE_POOL_SIZE;
  afterEach(() => {
    if (saved === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = saved;
  });
  const secrets = { jwtSecret: 'x', sm2PublicKey: 'x', sm2PrivateKey: 'x' };
  const poolSize = (raw: string | undefined) => {
    if (raw === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = raw;
    return loadConfig({ inMemory: true, secrets }).databasePoolSize;
  };

  it('is 10 by default and takes a whole number from 1', () => {
    expect(DEFAULT_DATABASE_POOL_SIZE).toBe(10);
    expect(poolSize(undefined)).toBe(10);
    expect(poolSize('24')).toBe(24);
    expect(poolSize('1')).toBe(1);
  });

  it('keeps the default for anything else', () => {
    for (const raw of ['', '0', '-3', '2.5', 'many', ' ']) expect(poolSize(raw)).toBe(10);
  });
});
