import type { Database } from '../db/client.ts';

export const AUTH_CHANNEL = 'pf_auth';
/** The prefix of `settle`'s marker notices (a change's notice is its table's name). */
const BARRIER = 'barrier:';
const DEFAULT_TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

/**
 * Per-instance cache of authentication state — session checks, button codes, userInfo —
 * so that a request usually needs no database round trip to know who is calling.
 *
 * Correctness comes from the database, not from callers remembering to invalidate:
 * triggers (migrations/0003_auth_notify.sql) send NOTIFY pf_auth on every change to
 * sessions, users, tenants, organisations, positions, roles, grants and menus, and each
 * instance LISTENs and drops the whole cache (a generation bump). PGlite delivers the
 * notice before the writing transaction's promise resolves; PostgreSQL delivers it to every
 * instance right after the commit. A TTL bounds staleness should a notice be lost, and a
 * listener that disconnects clears the cache.
 */
export class AuthCache {
  private generation = 0;
  private readonly entries = new Map<string, { gen: number; at: number; value: unknown }>();
  /** Computations under way, by key: callers that miss together wait for the same one. */
  private readonly pending = new Map<string, { gen: number; value: Promise<unknown> }>();
  private barrierWaiters = new Map<string, () => void>();
  private stop: (() => Promise<void>) | null = null;

  constructor(private readonly ttlMs = DEFAULT_TTL_MS) {}

  /** Drops everything cached (a notice arrived, or the listener was reset). */
  invalidateAll(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /**
   * The cached value, or `compute()` stored unless an invalidation happened meanwhile. Callers that
   * miss together share one computation: when an entry expired, every request of that moment
   * missed at once — a floor's 20 stations on one account read the session 20 times in one burst
   * every 30 s, the slowest burst of bench:production's scans. A caller that comes after an
   * invalidation never joins a computation begun before it.
   */
  async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.gen === this.generation && Date.now() - hit.at < this.ttlMs) return hit.value as T;
    const gen = this.generation;
    const flying = this.pending.get(key);
    if (flying && flying.gen === gen) return flying.value as Promise<T>;
    const computing = compute();
    this.pending.set(key, { gen, value: computing });
    try {
      const value = await computing;
      if (gen === this.generation) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
        this.entries.set(key, { gen, at: Date.now(), value });
      }
      return value;
    } finally {
      if (this.pending.get(key)?.value === computing) this.pending.delete(key);
    }
  }

  /** Keys of the live entries (cache viewer, modules/sysCache). */
  keys(): string[] {
    const now = Date.now();
    return [...this.entries]
      .filter(([, e]) => e.gen === this.generation && now - e.at < this.ttlMs)
      .map(([key]) => key);
  }

  /** A live entry's value without computing it (cache viewer). */
  peek(key: string): unknown {
    const hit = this.entries.get(key);
    return hit && hit.gen === this.generation && Date.now() - hit.at < this.ttlMs ? hit.value : undefined;
  }

  /** Drops one entry; the next read computes it again. */
  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  /** Starts listening for change notices on the database. */
  async start(db: Database): Promise<void> {
    this.stop = await db.listen(
      AUTH_CHANNEL,
      (payload) => {
        // A barrier is a marker (settle), not a change: it must not drop what is cached, or every caller of
        // settle (each request of the PostgreSQL tests) recomputed the session, codes and userInfo.
        if (payload.startsWith(BARRIER)) {
          const waiter = this.barrierWaiters.get(payload);
          this.barrierWaiters.delete(payload);
          waiter?.();
          return;
        }
        this.invalidateAll();
      },
      () => this.invalidateAll(),
    );
  }

  async close(): Promise<void> {
    await this.stop?.();
    this.stop = null;
  }

  /**
   * Resolves once every change committed before the call has been heard (PostgreSQL
   * delivers notices in commit order): sends a marker notice and waits for it.
   */
  async settle(db: Database): Promise<void> {
    const marker = `${BARRIER}${Math.random().toString(36).slice(2)}`;
    const heard = new Promise<void>((resolve) => this.barrierWaiters.set(marker, resolve));
    await db.withConnection((exec) => exec(`select pg_notify('${AUTH_CHANNEL}', '${marker}')`));
    await Promise.race([heard, new Promise((r) => setTimeout(r, 2000))]);
  }
}
