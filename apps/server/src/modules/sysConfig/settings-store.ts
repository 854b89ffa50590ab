import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sysConfig } from '../../db/schema/index.ts';

const TTL_MS = 10_000;

/**
 * Read-through cache of system parameters (sys_config, admin-net-contract §6.4).
 *
 * The whole table (a few dozen rows) is held as one snapshot. A snapshot older than 10 s is
 * served once more while a fresh one loads in the background (other instances therefore follow
 * a change within the TTL plus one call). `invalidate()` after a change on this instance
 * starts a reload at once, and the next `get` waits for it, so the change is visible at once.
 *
 * Why not a plain "await a query on miss": callers read settings inside open transactions
 * (openSession, login). With PGlite — one connection — a query outside that transaction would
 * wait for it forever. Reloads are therefore only awaited when they were started outside a
 * transaction (cold start, invalidate); the seed calls invalidate() so the snapshot is warm.
 */
export class SettingsStore {
  private values: Map<string, string | null> | null = null;
  private loadedAt = 0;
  private seq = 0;
  private applied = 0;
  private pending: Promise<void> | null = null;
  private refreshing: Promise<void> | null = null;

  constructor(private readonly db: Database) {}

  private load(): Promise<void> {
    const mine = ++this.seq;
    return this.db.orm
      .select({ code: sysConfig.code, value: sysConfig.value })
      .from(sysConfig)
      .where(eq(sysConfig.isDelete, false))
      .then((rows) => {
        if (mine < this.applied) return;
        this.applied = mine;
        this.values = new Map(rows.map((r) => [r.code, r.value]));
        this.loadedAt = Date.now();
      })
      .catch(() => {
        // Keep the previous snapshot (e.g. the table does not exist yet before migrations).
      });
  }

  async get(code: string): Promise<string | null> {
    if (this.pending) await this.pending;
    if (!this.values) {
      const p = this.load();
      this.pending = p;
      await p;
      if (this.pending === p) this.pending = null;
    } else if (Date.now() - this.loadedAt >= TTL_MS && !this.refreshing) {
      const r = this.load().finally(() => {
        this.refreshing = null;
      });
      this.refreshing = r;
    }
    return this.values?.get(code) ?? null;
  }

  async getBool(code: string, fallback: boolean): Promise<boolean> {
    const v = await this.get(code);
    if (v === null) return fallback;
    return /^(true|1|y|yes)$/i.test(v.trim());
  }

  async getInt(code: string, fallback: number): Promise<number> {
    const v = Number(await this.get(code));
    return Number.isFinite(v) && v > 0 ? v : fallback;
  }

  accessTokenMinutes(): Promise<number> {
    return this.getInt('sys_token_expire', 20);
  }

  refreshTokenMinutes(): Promise<number> {
    return this.getInt('sys_refresh_token_expire', 40);
  }

  /** The cached parameters, code → value (cache viewer, modules/sysCache). */
  snapshot(): ReadonlyMap<string, string | null> {
    return this.values ?? new Map();
  }

  /** Reloads now (call outside a transaction, after the change has committed). `code` is accepted for clarity. */
  invalidate(_code?: string): void {
    const p = this.load();
    this.pending = p;
    void p.then(() => {
      if (this.pending === p) this.pending = null;
    });
  }
}
