import type { AppServices } from '../../services.ts';

/** One in-memory cache of this server instance, as the cache viewer sees it. */
export interface CacheSource {
  /** Prefix of its keys in the viewer: `auth:session:…`, `settings:sys_captcha`. */
  name: string;
  keys(): string[];
  /** The value, or undefined when the key is not cached. */
  get(key: string): unknown;
  /** Drops the entry (the owner reloads it on next use); false when it was not cached. */
  delete(key: string): boolean;
}

const SEPARATOR = ':';
const SECRET_KEY = /pass(word)?|pwd|secret|token|private|captcha|sm2|jwt|salt|key$/i;
const MASK = '***';
/** Cache keys whose whole (scalar) value is a secret. */
const SECRET_NAME = /pass(word)?|pwd|secret|private|sm2|jwt|salt|api_?key$/i;

/** Copies a cached value for display: Sets and Maps become arrays/objects, secrets are masked. */
export function maskCacheValue(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || value === undefined) return value ?? null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Set) return [...value].slice(0, 500).map((v) => maskCacheValue(v, depth + 1));
  if (value instanceof Map) return maskCacheValue(Object.fromEntries(value), depth);
  if (Array.isArray(value)) return value.slice(0, 500).map((v) => maskCacheValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[k] = SECRET_KEY.test(k) && v !== null && typeof v !== 'object' ? MASK : maskCacheValue(v, depth + 1);
  }
  return out;
}

/**
 * The in-memory caches of this instance by name (admin-net-contract §10 sysCache). Keys are
 * shown as `{source}:{key}`; values are masked (secrets, tokens) before they leave the server.
 * Other modules add their caches with `cacheRegistryOf(services).register(source)`.
 */
export class CacheRegistry {
  private readonly sources = new Map<string, CacheSource>();

  register(source: CacheSource): void {
    this.sources.set(source.name, source);
  }

  private resolve(fullKey: string): { source: CacheSource; key: string } | null {
    const at = fullKey.indexOf(SEPARATOR);
    if (at < 0) return null;
    const source = this.sources.get(fullKey.slice(0, at));
    return source ? { source, key: fullKey.slice(at + 1) } : null;
  }

  keyList(): string[] {
    const all: string[] = [];
    for (const source of this.sources.values()) {
      for (const key of source.keys()) all.push(`${source.name}${SEPARATOR}${key}`);
    }
    return all.sort();
  }

  keysByPrefix(prefix: string): string[] {
    return this.keyList().filter((k) => k.startsWith(prefix));
  }

  /** The masked value, or null when the key is not cached. */
  value(fullKey: string): unknown {
    const found = this.resolve(fullKey);
    if (!found) return null;
    const raw = found.source.get(found.key);
    if (raw === undefined) return null;
    // A secret-looking key (e.g. a parameter holding a private key) has its whole value masked.
    return SECRET_NAME.test(found.key) && (raw === null || typeof raw !== 'object') ? MASK : maskCacheValue(raw);
  }

  delete(fullKey: string): boolean {
    const found = this.resolve(fullKey);
    return found ? found.source.delete(found.key) : false;
  }

  /** Deletes every key starting with the prefix; returns how many. */
  deleteByPrefix(prefix: string): number {
    let n = 0;
    for (const key of this.keysByPrefix(prefix)) if (this.delete(key)) n += 1;
    return n;
  }
}

const registries = new WeakMap<AppServices, CacheRegistry>();

/** The registry of a server, created on first use with the caches every server has. */
export function cacheRegistryOf(services: AppServices): CacheRegistry {
  let registry = registries.get(services);
  if (registry) return registry;
  registry = new CacheRegistry();
  const { authCache, settings } = services;
  registry.register({
    name: 'auth',
    keys: () => authCache.keys(),
    get: (key) => authCache.peek(key),
    delete: (key) => authCache.delete(key),
  });
  registry.register({
    name: 'settings',
    keys: () => [...settings.snapshot().keys()],
    get: (key) => {
      const snapshot = settings.snapshot();
      return snapshot.has(key) ? snapshot.get(key) : undefined;
    },
    delete: (key) => {
      if (!settings.snapshot().has(key)) return false;
      // One snapshot holds every parameter: dropping one reloads them all from the database.
      settings.invalidate(key);
      return true;
    },
  });
  registries.set(services, registry);
  return registry;
}
