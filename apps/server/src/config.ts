import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TRANSITION_SEARCH_MAX } from '@printfloor/contract';
import { sm2 } from 'sm-crypto-v2';

/** Repository root (apps/server/src → ../../..). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Secrets {
  jwtSecret: string;
  sm2PublicKey: string;
  sm2PrivateKey: string;
  /**
   * AES-256-GCM key (32 bytes, base64) sealing marketplace tokens and shop secrets at rest
   * (PRINTFLOOR_TOKEN_KEY or generated into the secrets file). Absent in hand-built test secrets:
   * then derived from jwtSecret (modules/marketplaces/shops/vault.ts).
   */
  tokenKey?: string;
}

/**
 * One marketplace app registration (docs/marketplaces.md, AppConfig): where the platform (or its
 * local simulator) answers and the factory's app key and secret there. Pointing at the live
 * platform is a setting: PRINTFLOOR_<PLATFORM>_BASE_URL, _AUTH_URL, _APP_KEY, _APP_SECRET, _REGION.
 */
export interface MarketplaceAppSetting {
  baseUrl: string;
  authUrl?: string;
  appKey: string;
  appSecret: string;
  region?: string;
  timeoutMs?: number;
}

/** The platforms in the order `npm run simulators` gives them ports (7301, 7302, …: apps/simulators/src/main.ts). */
export const MARKETPLACE_PLATFORMS = [
  'tiktok',
  'temu',
  'shein',
  'jushuitan',
  'amazon',
  'aliexpress',
  'eccang',
  'mabang',
] as const;

/** Each platform's app from the environment; unset: the local simulator of `npm run simulators` and its demo app. */
export function loadMarketplaceApps(env: NodeJS.ProcessEnv = process.env): Record<string, MarketplaceAppSetting> {
  const first = Number(env.SIMULATORS_PORT ?? 7301);
  return Object.fromEntries(
    MARKETPLACE_PLATFORMS.map((p, index) => {
      const key = (name: string) => env[`PRINTFLOOR_${p.toUpperCase()}_${name}`] || undefined;
      const setting: MarketplaceAppSetting = {
        baseUrl: key('BASE_URL') ?? `http://127.0.0.1:${first + index}`,
        appKey: key('APP_KEY') ?? `${p}-demo-app`,
        appSecret: key('APP_SECRET') ?? `${p}-demo-secret-0123456789`,
      };
      const authUrl = key('AUTH_URL');
      const region = key('REGION');
      if (authUrl) setting.authUrl = authUrl;
      if (region) setting.region = region;
      return [p, setting];
    }),
  );
}

export interface AppConfig {
  /** postgres://… for a PostgreSQL server; undefined → embedded PGlite. */
  databaseUrl?: string;
  /** Connections in each of the two PostgreSQL pools (owner and tenant); ignored on PGlite. */
  databasePoolSize: number;
  /** Directory of the embedded database, secrets and uploaded files. */
  dataDir: string;
  /** Run PGlite in memory (tests). */
  inMemory: boolean;
  port: number;
  host: string;
  timeZone: string;
  secrets: Secrets;
  /** Access token lifetime in minutes when the sys_token_expire parameter is absent. */
  production: boolean;
  /** Directory of the built console, served at / when present. */
  webDist: string;
  logLevel: string;
  /**
   * Seed the demo business volume (orders with artwork drawn into the file store), not only the
   * accounts and master data. On for `npm start` and the browser tests; off (PRINTFLOOR_DEMO_ORDERS=0)
   * where a test builds its own orders — the server suites' test servers.
   */
  demoOrders: boolean;
  /** How long an order import waits for one artwork URL (PRINTFLOOR_IMPORT_IMAGE_TIMEOUT_MS). */
  importImageTimeoutMs: number;
  /**
   * Rows per transaction of a transition run on a whole search (PRINTFLOOR_TRANSITION_CHUNK, default 200):
   * each chunk commits on its own, so a long run holds no huge transaction and a stopped one keeps its chunks.
   */
  transitionChunkSize: number;
  /** Most rows such a run takes (TRANSITION_SEARCH_MAX; a test lowers it to reach it). */
  transitionSearchMax: number;
  /**
   * Run this instance's job scheduler (heartbeat, LISTEN connection, due fires). On by default;
   * PRINTFLOOR_JOB_SCHEDULER=0 turns it off for an instance that should only serve requests (the
   * other instances run the jobs), and a test server can turn it off when a suite needs a quiet
   * database. Off: runJob is refused on this instance (D1111); the job pages still work.
   */
  jobScheduler: boolean;
  /** Marketplace apps per platform (loadMarketplaceApps); tests point them at their own simulators. */
  marketplaceApps: Record<string, MarketplaceAppSetting>;
}

/**
 * Secrets come from the environment (JWT_SECRET, SM2_PUBLIC_KEY, SM2_PRIVATE_KEY, PRINTFLOOR_TOKEN_KEY) or are
 * generated once into `<dataDir>/secrets.json` (never committed: data/ is ignored).
 */
export function loadSecrets(dataDir: string, persist: boolean): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (persist && existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  let changed = false;
  let jwtSecret = process.env.JWT_SECRET ?? stored.jwtSecret;
  if (!jwtSecret) {
    jwtSecret = randomBytes(48).toString('base64url');
    changed = true;
  }
  let sm2PublicKey = process.env.SM2_PUBLIC_KEY ?? stored.sm2PublicKey;
  let sm2PrivateKey = process.env.SM2_PRIVATE_KEY ?? stored.sm2PrivateKey;
  if (!sm2PublicKey || !sm2PrivateKey) {
    const pair = sm2.generateKeyPairHex();
    sm2PublicKey = pair.publicKey;
    sm2PrivateKey = pair.privateKey;
    changed = true;
  }
  let tokenKey = process.env.PRINTFLOOR_TOKEN_KEY ?? stored.tokenKey;
  if (!tokenKey) {
    tokenKey = randomBytes(32).toString('base64');
    changed = true;
  }
  const secrets = { jwtSecret, sm2PublicKey, sm2PrivateKey, tokenKey };
  if (persist && changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

export function loadConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = overrides.dataDir ?? process.env.PRINTFLOOR_DATA_DIR ?? path.join(REPO_ROOT, 'data');
  const inMemory = overrides.inMemory ?? false;
  return {
    databaseUrl: process.env.DATABASE_URL || undefined,
    databasePoolSize: poolSize(process.env.DATABASE_POOL_SIZE),
    dataDir,
    inMemory,
    port: Number(process.env.PORT ?? 5005),
    host: process.env.HOST ?? '0.0.0.0',
    timeZone: process.env.TZ_DISPLAY ?? 'Asia/Shanghai',
    production: process.env.NODE_ENV === 'production',
    webDist: process.env.PRINTFLOOR_WEB_DIST || path.join(REPO_ROOT, 'apps/web/dist'),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    demoOrders: !['0', 'false'].includes(process.env.PRINTFLOOR_DEMO_ORDERS ?? ''),
    importImageTimeoutMs: Number(process.env.PRINTFLOOR_IMPORT_IMAGE_TIMEOUT_MS) || 15_000,
    transitionChunkSize: Number(process.env.PRINTFLOOR_TRANSITION_CHUNK) || 200,
    transitionSearchMax: TRANSITION_SEARCH_MAX,
    jobScheduler: !['0', 'false', 'off'].includes(process.env.PRINTFLOOR_JOB_SCHEDULER ?? ''),
    marketplaceApps: loadMarketplaceApps(),
    ...overrides,
    secrets: overrides.secrets ?? loadSecrets(dataDir, !inMemory),
  };
}

export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** DATABASE_POOL_SIZE: a whole number from 1; anything else falls back to the default. */
function poolSize(raw: string | undefined): number {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 ? n : DEFAULT_DATABASE_POOL_SIZE;
}
