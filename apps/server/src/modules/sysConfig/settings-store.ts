import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sysConfig } from '../../db/schema/index.ts';

const TTL_MS = 10_000;

/**
 * Read-through cache of system parameters (sys_config, admin-net-contract §6.4).
 * Values are cached per instance for 10 s; `invalidate()` after a change on this
 * instance makes it visible at once, other instances follow within the TTL.
 */
export class SettingsStore {
  private cache = new Map<string, { value: string | null; at: number }>();

  constructor(private readonly db: Database) {}

  async get(code: string): Promise<string | null> {
    const hit = this.cache.get(code);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const rows = await this.db.orm
      .select({ value: sysConfig.value })
      .from(sysConfig)
      .where(eq(sysConfig.code, code))
      .limit(1);
    const value = rows[0]?.value ?? null;
    this.cache.set(code, { value, at: Date.now() });
    return value;
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

  invalidate(code?: string): void {
    if (code) this.cache.delete(code);
    else this.cache.clear();
  }
}
