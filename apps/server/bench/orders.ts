/**
 * `npm run bench:orders` — orders at volume (issue 13 "Speed and scale").
 *
 * Sections, all by default or one by BENCH_ONLY:
 *   page    the factory's order desk (POST /api/order/page) and the merchant's orders
 *           (POST /api/merchantOrder/page): 20 rows, the pending-review filter (submitted, not yet
 *           reviewed) and a month of order time, newest first — over 1,000,000 orders of 10
 *           merchants and 2 factories (npm run seed:scale; seeded here unless already there).
 *   import  a 50,000-row xlsx order import with a custom template (bench/orders-import.ts): wall
 *           time beside a bare streaming parse of the same file, peak RSS, live progress events.
 *
 * For each database — embedded PGlite (unless BENCH_PGLITE=0; BENCH_PGLITE_ORDERS orders, 100,000 by default: it is
 * single-threaded WebAssembly, a million would take an hour to seed), PostgreSQL too when
 * DATABASE_URL is set (BENCH_ORDERS, 1,000,000 by default) — the page section seeds or reuses the
 * data, prints EXPLAIN (ANALYZE, BUFFERS) of the very statement the engine sends for each page (in
 * a printfloor_app session of the caller's tenant, as the server runs it), starts the real server,
 * logs in as the factory's and the merchant's admin and runs autocannon at BENCH_CONNECTIONS (20)
 * for BENCH_SECONDS (10) on each page; on PostgreSQL pgbench runs the same statement at the same
 * number of clients right after, with the same role and tenant, BENCH_ROUNDS times (3), and every
 * round is printed with the median.
 * Goals (PostgreSQL, 2 cores): p99 ≤ 30 ms, and the page ≥ 50 % of pgbench's throughput (≤ 2× its time).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Area, factoryOrderResource, merchantOrderResource, type Resource } from '@printfloor/contract';
import { createDatabase } from '../src/db/client.ts';
import { SCALE_ORDERS, seedScale } from '../src/devtools/seed-scale-orders.ts';
import { checkOnce, measure, median, pageStatementText, pgbench, type Result, type Target } from './measure.ts';
import { importSection } from './orders-import.ts';
import { login, startServer } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3) || 1);
const PORT = Number(process.env.BENCH_PORT ?? 5997);
const GOAL_P99_MS = 30;
const GOAL_SHARE = 50;
const ORDERS = {
  pg: Number(process.env.BENCH_ORDERS ?? SCALE_ORDERS.pg),
  pglite: Number(process.env.BENCH_PGLITE_ORDERS ?? SCALE_ORDERS.pglite),
};
/** PGlite keeps its data between runs here (seeding 100,000 orders into it takes minutes). */
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? path.join(tmpdir(), 'printfloor-bench-orders-pglite');

interface Run {
  label: string;
  url?: string;
}

/** The sections; BENCH_ONLY=<name> runs one. */
const SECTIONS: Record<string, (run: Run) => Promise<string[]>> = {
  page: pageSection,
  import: importSection,
};

const only = process.env.BENCH_ONLY;
if (only && !SECTIONS[only]) throw new Error(`BENCH_ONLY=${only}: sections are ${Object.keys(SECTIONS).join(', ')}`);
const runs: Run[] = process.env.BENCH_PGLITE === '0' ? [] : [{ label: 'PGlite' }];
if (process.env.DATABASE_URL) runs.push({ label: 'PostgreSQL', url: process.env.DATABASE_URL });
const summary: string[] = [];
for (const run of runs)
  for (const [name, section] of Object.entries(SECTIONS))
    if (!only || only === name) summary.push(...(await section(run)));
console.log(`\nSummary\n${summary.join('\n')}`);

interface PageCase {
  side: 'factory' | 'merchant';
  resource: Resource;
  account: string;
  area: Area;
  tenantId: number;
  body: Record<string, unknown>;
}

async function pageSection(run: Run): Promise<string[]> {
  const dataDir = run.url ? mkdtempSync(path.join(tmpdir(), 'printfloor-bench-orders-')) : PGLITE_DIR;
  try {
    const orders = run.url ? ORDERS.pg : ORDERS.pglite;
    console.log(`\n== orders page, ${run.label} ==`);
    if (!run.url)
      console.log(
        `(PGlite: ${orders.toLocaleString('en')} orders — a tenth of PostgreSQL's million; BENCH_PGLITE_ORDERS to change)`,
      );
    const data = await withDatabaseUrl(run.url, () => seedScale({ dataDir, orders, log: console.log }));
    const factory = data.factories[0];
    const merchant = data.merchants.find((m) => m.factoryTenantId === factory?.tenantId);
    if (!factory || !merchant) throw new Error('the scale tenants are missing');
    console.log(
      `data: ${data.orders.toLocaleString('en')} orders; measured as ${factory.account} (${factory.code}, ${data.merchants
        .filter((m) => m.factoryTenantId === factory.tenantId)
        .reduce((n, m) => n + m.orders, 0)
        .toLocaleString(
          'en',
        )} orders of its 5 customers) and ${merchant.account} (${merchant.orders.toLocaleString('en')} orders)`,
    );
    const cases: PageCase[] = [
      {
        side: 'factory',
        resource: factoryOrderResource,
        account: factory.account,
        area: 'factory',
        tenantId: factory.tenantId,
        body: pageBody(),
      },
      {
        side: 'merchant',
        resource: merchantOrderResource,
        account: merchant.account,
        area: 'merchant',
        tenantId: merchant.tenantId,
        body: pageBody(),
      },
    ];
    const statements = cases.map((c) => pageStatementText(c.resource, c.tenantId, c.body));
    const totals = await explain(run, dataDir, cases, statements);

    const server = await startServer(PORT, { PRINTFLOOR_DATA_DIR: dataDir, DATABASE_URL: run.url ?? '' });
    const lines: string[] = [];
    try {
      for (const [i, c] of cases.entries()) {
        const token = await login(server.base, c.account, c.area);
        const target: Target = {
          name: `POST /api/${c.resource.name}/page`,
          url: `${server.base}/api/${c.resource.name}/page`,
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(c.body),
        };
        // The benchmarked statement must be the page's: same count and same first row as the API's answer.
        const answer = await checkOnce<{ total: number; items: { id: number }[] }>(target);
        const direct = totals[i] as { total: number; firstId: number | null };
        if (answer.total !== direct.total || (answer.items[0]?.id ?? null) !== direct.firstId)
          throw new Error(
            `${target.name}: the API answered total ${answer.total}, first id ${answer.items[0]?.id}; the captured statement ${direct.total}, ${direct.firstId}`,
          );
        await measure(target, CONNECTIONS, 2); // warm-up: JIT, pools, prepared statements
        const rounds: { page: Result; raw?: { tps: number; p99: number } }[] = [];
        for (let r = 0; r < ROUNDS; r++) {
          const page = await measure(target, CONNECTIONS, SECONDS);
          const raw = run.url
            ? pgbench(run.url, statements[i] as string, {
                clients: CONNECTIONS,
                seconds: SECONDS,
                tenantId: c.tenantId,
                prepared: true,
              })
            : undefined;
          rounds.push({ page, raw });
        }
        lines.push(...report(run, c, target.name, answer.total, rounds));
      }
    } finally {
      await server.stop();
    }
    return lines;
  } finally {
    if (run.url) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The page request: 20 rows, pending review (submitted, not reviewed), order time in the last 30 days, newest first. */
function pageBody(): Record<string, unknown> {
  const day = 86_400_000;
  // The console sends local date-times of the tenant's zone (Asia/Shanghai, UTC+8).
  const local = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const now = Date.now();
  return {
    page: 1,
    pageSize: 20,
    submitState: 1,
    approvalState: 0,
    orderTime: [local(now - 30 * day).slice(0, 10) + ' 00:00:00', local(now).slice(0, 10) + ' 23:59:59'],
    field: 'orderTime',
    order: 'descending',
  };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement, then the statement itself for its total and first
 * row, in a session set up as the server's tenant pool sets its own (role printfloor_app,
 * app.tenant_id = the caller's tenant). Before the server starts: PGlite has one connection.
 */
async function explain(
  run: Run,
  dataDir: string,
  cases: PageCase[],
  statements: string[],
): Promise<{ total: number; firstId: number | null }[]> {
  const db = await createDatabase({ url: run.url, dataDir });
  const out: { total: number; firstId: number | null }[] = [];
  try {
    await db.withConnection(async (exec) => {
      for (const [i, c] of cases.entries()) {
        const statement = statements[i] as string;
        await exec(`set role printfloor_app; select set_config('app.tenant_id', '${c.tenantId}', false)`);
        try {
          await exec(statement); // warm the cache as the server's warm-up does
          const plan = await exec(`explain (analyze, buffers) ${statement}`);
          const rows = await exec(statement);
          out.push({
            total: Number(rows[0]?.__pageTotal ?? 0),
            firstId: rows[0]?.id == null ? null : Number(rows[0].id),
          });
          console.log(
            `\n${c.side} page statement (${run.label}, as printfloor_app of tenant ${c.tenantId}):\n  ${statement}`,
          );
          console.log(`plan:\n${plan.map((r) => `  ${String(Object.values(r)[0])}`).join('\n')}`);
        } finally {
          await exec(`reset role; reset app.tenant_id`);
        }
      }
    });
  } finally {
    await db.close();
  }
  return out;
}

function report(
  run: Run,
  c: PageCase,
  name: string,
  total: number,
  rounds: { page: Result; raw?: { tps: number; p99: number } }[],
): string[] {
  console.log(
    `\n${c.side} page ${name} (${run.label}, ${total.toLocaleString('en')} matching orders, ${CONNECTIONS} connections × ${SECONDS} s, ${rounds.length} round(s)):`,
  );
  for (const [i, { page, raw }] of rounds.entries())
    console.log(
      `  round ${i + 1}: ours ${page.rps.toFixed(0)} req/s, p50 ${page.p50} ms, p99 ${page.p99} ms, non-2xx ${page.non2xx}, errors ${page.errors}` +
        (raw
          ? ` · pgbench ${raw.tps.toFixed(0)} tps, p99 ${raw.p99.toFixed(1)} ms · ${((page.rps / raw.tps) * 100).toFixed(1)} % of raw`
          : ''),
    );
  const p99 = median(rounds.map((r) => r.page.p99));
  const p50 = median(rounds.map((r) => r.page.p50));
  const rps = median(rounds.map((r) => r.page.rps));
  let line = `${run.label} ${c.side} page: ${rps.toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms (goal ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'met' : 'NOT met'})`;
  if (rounds.every((r) => r.raw)) {
    const raws = rounds.map((r) => r.raw as { tps: number; p99: number });
    const share = median(rounds.map((r) => (r.page.rps / (r.raw as { tps: number }).tps) * 100));
    line += `; pgbench ${median(raws.map((r) => r.tps)).toFixed(0)} tps, p99 ${median(raws.map((r) => r.p99)).toFixed(1)} ms; page = ${share.toFixed(1)} % of raw (goal ≥ ${GOAL_SHARE} %: ${share >= GOAL_SHARE ? 'met' : 'NOT met'})`;
  }
  console.log(`  median: ${line}`);
  return [line];
}

/** Runs `fn` with DATABASE_URL set to `url` (or unset: PGlite); the configuration is read from the environment. */
async function withDatabaseUrl<T>(url: string | undefined, fn: () => Promise<T>): Promise<T> {
  const saved = process.env.DATABASE_URL;
  if (url) process.env.DATABASE_URL = url;
  else delete process.env.DATABASE_URL;
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}
