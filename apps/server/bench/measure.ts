/**
 * What the benchmark scripts share for measuring: autocannon against a route, pgbench on a
 * statement the engine renders, and the median of rounds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { normalizeInput, pageSchema, type Resource } from '@printfloor/contract';
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DOMAINS } from '../src/modules/index.ts';
import { refResolver } from '../src/resources/register.ts';
import { ResourceStore } from '../src/resources/store.ts';

export interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface Target {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** autocannon on one target for `seconds` at `connections`. */
export async function measure(t: Target, connections: number, seconds: number): Promise<Result> {
  const r = await autocannon({ ...t, connections, duration: seconds });
  return {
    name: t.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** Calls the target once and throws unless the envelope says 200 (not only HTTP); answers its result. */
export async function checkOnce<T = unknown>(t: Target): Promise<T> {
  const res = await fetch(t.url, { method: t.method, headers: t.headers, body: t.body });
  const body = (await res.json()) as { code: number; message: string; result: T };
  if (body.code !== 200) throw new Error(`${t.name} answered code ${body.code}: ${body.message}`);
  return body.result;
}

/**
 * The text of the one statement ResourceStore.page sends for the page request `body` on `resource`
 * in the caller's tenant (count and rows together; the body read as the route reads it), parameters
 * written in as literals, on one line.
 */
export function pageStatementText(
  resource: Resource,
  tenantId: number,
  body: Record<string, unknown>,
  timeZone = 'Asia/Shanghai',
): string {
  const input = pageSchema(resource).parse(normalizeInput(resource, body, 'filter')) as Record<string, unknown>;
  const store = new ResourceStore(
    resource,
    refResolver(
      resource,
      DOMAINS.flatMap((d) => d.resources ?? []),
    ),
  );
  const scope = { tenantId, dataScope: { kind: 'all' as const } };
  const query = new PgDialect().sqlToQuery(
    store.pageStatement(store.conditions(scope, input, timeZone), input, timeZone),
  );
  return query.sql
    .replace(/\$(\d+)/g, (_, n: string) => literal(query.params[Number(n) - 1]))
    .replace(/\s+/g, ' ')
    .trim();
}

function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * pgbench on one statement at `clients` for `seconds`, in sessions set up as the server's tenant
 * pool sets up its own (db/client.ts): role printfloor_app, app.tenant_id of the caller's tenant,
 * so row-level security costs the same. Answers transactions/s and the p99 latency from its log.
 *
 * `prepared`: each client prepares the statement once (its first transaction) and then executes
 * it, as the server does with its named prepared statements (db/named-statements.ts), so neither
 * side plans on every call — planning the order page took half of its time on PostgreSQL.
 * (pgbench's own `-M prepared` cannot be used: it reads ':MI' in the to_char pattern as a variable.)
 */
export function pgbench(
  url: string,
  statement: string,
  options: { clients: number; seconds: number; tenantId: number; prepared?: boolean },
): { tps: number; p99: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'printfloor-pgbench-'));
  try {
    const script = path.join(dir, 'statement.sql');
    writeFileSync(
      script,
      options.prepared
        ? `\\if :prepared = 0\nprepare bench_statement as ${statement};\n\\set prepared 1\n\\endif\nexecute bench_statement;\n`
        : `${statement};\n`,
    );
    const res = spawnSync(
      findPgbench(),
      [
        '-n',
        '-M',
        'simple', // pgbench reads ':MI' in the to_char pattern as a variable in extended mode
        '-D',
        'prepared=0',
        '-c',
        String(options.clients),
        '-j',
        '2',
        '-T',
        String(options.seconds),
        '-f',
        script,
        '-l',
        `--log-prefix=${path.join(dir, 'log')}`,
        url,
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, PGOPTIONS: `-c role=printfloor_app -c app.tenant_id=${options.tenantId}` },
      },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(res.stdout)?.[1]);
    if (res.status !== 0 || !Number.isFinite(tps)) throw new Error(`pgbench failed: ${res.stderr || res.stdout}`);
    const latencies: number[] = [];
    for (const f of readdirSync(dir).filter((n) => n.startsWith('log'))) {
      for (const line of readFileSync(path.join(dir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us) && line) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return { tps, p99: latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Debian's postgresql-client puts pgbench on the PATH or under /usr/lib/postgresql/N/bin. */
function findPgbench(): string {
  if (spawnSync('pgbench', ['--version']).status === 0) return 'pgbench';
  const root = '/usr/lib/postgresql';
  for (const v of existsSync(root) ? readdirSync(root).sort().reverse() : []) {
    const bin = path.join(root, v, 'bin', 'pgbench');
    if (existsSync(bin)) return bin;
  }
  throw new Error('pgbench not found (Debian package postgresql-client)');
}
