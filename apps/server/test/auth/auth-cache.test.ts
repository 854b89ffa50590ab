import { describe, expect, it } from 'vitest';
import { AUTH_CHANNEL, AuthCache } from '../../src/auth/auth-cache.ts';
import { createTestDatabase } from '../helpers/server.ts';

/** A computation that resolves when told to, counting how often it was started. */
function gate<T>(value: T) {
  let started = 0;
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    compute: async () => {
      started++;
      await done;
      return value;
    },
    release: () => release(),
    started: () => started,
  };
}

describe('AuthCache', () => {
  it('callers that miss together share one computation, and its value is cached', async () => {
    const cache = new AuthCache();
    const g = gate('session');
    const answers = Promise.all(Array.from({ length: 20 }, () => cache.remember('session:1', g.compute)));
    g.release();
    expect(await answers).toEqual(Array(20).fill('session'));
    expect(g.started()).toBe(1);
    expect(cache.peek('session:1')).toBe('session');
  });

  it('an expired entry is computed once for the burst that finds it expired', async () => {
    const cache = new AuthCache(0);
    const first = gate('old');
    const a = cache.remember('k', first.compute);
    first.release();
    await a;
    const second = gate('new');
    const burst = Promise.all([1, 2, 3].map(() => cache.remember('k', second.compute)));
    second.release();
    expect(await burst).toEqual(['new', 'new', 'new']);
    expect(second.started()).toBe(1);
  });

  it('a caller after an invalidation does not join a computation begun before it', async () => {
    const cache = new AuthCache();
    const before = gate('before');
    const early = cache.remember('k', before.compute);
    cache.invalidateAll();
    const after = gate('after');
    const late = cache.remember('k', after.compute);
    before.release();
    after.release();
    expect(await early).toBe('before');
    expect(await late).toBe('after');
    expect(after.started()).toBe(1);
    // Only the value computed after the invalidation is kept.
    expect(cache.peek('k')).toBe('after');
  });

  it('a failed computation fails its waiters and is not kept', async () => {
    const cache = new AuthCache();
    let calls = 0;
    const failing = async () => {
      calls++;
      await Promise.resolve();
      throw new Error('database gone');
    };
    const both = Promise.allSettled([cache.remember('k', failing), cache.remember('k', failing)]);
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await cache.remember('k', async () => 'back')).toBe('back');
  });

  it('keeps its entries through a settle (a marker, not a change) and drops them on a change notice', async () => {
    const test = await createTestDatabase();
    const cache = new AuthCache();
    try {
      await cache.start(test.db);
      await cache.remember('codes:1', async () => 'cached');
      await cache.settle(test.db);
      expect(cache.peek('codes:1')).toBe('cached');
      // A change's notice (the triggers of migration 0003 send their table's name), then a settle to hear it.
      await test.db.withConnection((exec) => exec(`select pg_notify('${AUTH_CHANNEL}', 'sys_role_menu')`));
      await cache.settle(test.db);
      expect(cache.peek('codes:1')).toBeUndefined();
    } finally {
      await cache.close();
      await test.drop();
    }
  });
});
