import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Server-side prepared statements for every parameterised query on PostgreSQL.
 *
 * node-postgres sends an unnamed statement by default, so PostgreSQL parses and plans the same
 * list query on every request. Naming a statement after its text makes the driver parse it once
 * per connection (pg remembers which names a connection has parsed) and PostgreSQL reuse the
 * plan: `npm run bench:api` measured a page query at ~4,100 queries/s unnamed against ~6,900
 * named on the same pool. The name is a hash of the text, so one name never means two texts.
 *
 * Only queries with parameters are named (the others go through the simple protocol, which
 * may carry several statements). A connection names at most MAX_PER_CONNECTION distinct
 * statements, after which new texts run unnamed: a bound on what a session holds in PostgreSQL
 * even if some code built texts with values written in. Not for a transaction-pooling proxy
 * (PgBouncer in transaction mode), which would hand the statements to other sessions.
 */
const MAX_PER_CONNECTION = 2000;
const MAX_CACHED_NAMES = 10_000;

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    if (names.size >= MAX_CACHED_NAMES) names.clear();
    name = `pf_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/** Makes `client` (a pool connection, on its 'connect' event) name its parameterised queries. */
export function nameStatements(client: pg.PoolClient): void {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = new Set<string>();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [config, values] = args;
    if (config && typeof config === 'object' && !('submit' in config)) {
      const c = config as QueryConfigLike;
      const params = Array.isArray(values) ? values : c.values;
      if (!c.name && typeof c.text === 'string' && Array.isArray(params) && params.length > 0) {
        const name = nameOf(c.text);
        if (named.has(name) || named.size < MAX_PER_CONNECTION) {
          named.add(name);
          args[0] = { ...c, name };
        }
      }
    } else if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
      const name = nameOf(config);
      if (named.has(name) || named.size < MAX_PER_CONNECTION) {
        named.add(name);
        args[0] = { text: config, name };
      }
    }
    return original(...args);
  };
}
