/**
 * `npm run bench:api` — API throughput and latency (issue 2 "Speed", issue 11 "every list screen fast").
 *
 * For each database — embedded PGlite always, PostgreSQL too when DATABASE_URL names an (empty or
 * PrintFloor) database — prepares the data, starts the real server as a child process, logs in,
 * then runs autocannon for BENCH_SECONDS at BENCH_CONNECTIONS against a bare route, userInfo and
 * sysDictType/page (as the platform super admin) and prints requests/s, p99 and the ratio to the
 * bare route measured in the same run.
 *
 * On PostgreSQL it also runs pgbench, in the same run and at the same number of clients, on the
 * very statement the engine sends for that page (ResourceStore.pageStatement, in a printfloor_app
 * session of the caller's tenant, as the tenant pool runs it), and prints the page's requests/s
 * as a share of pgbench's transactions/s. The page and pgbench alternate BENCH_ROUNDS times (3 by
 * default) and every round is printed with the median, because on a shared machine one run moves.
 * Goals on a 2-core machine: userInfo p99 ≤ 20 ms and ≥ 40 % of the bare route's throughput;
 * the page on PostgreSQL ≥ 25 % of raw pgbench and p99 ≤ 30 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sysDictTypeResource } from '@printfloor/contract';
import { prepareData } from '../src/devtools/prepare-data.ts';
import { SEED } from '../src/seed/ids.ts';
import { checkOnce, measure, median, pageStatementText, pgbench, type Result } from './measure.ts';
import { loginSuperadmin, startServer } from './server.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 5999);
/** Rounds of the page (and, on PostgreSQL, of pgbench after each); the report gives each and the median. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3) || 1);
const PAGE_BODY = { page: 1, pageSize: 20 };

const pgUrl = process.env.DATABASE_URL || undefined;
const runs: { label: string; url?: string }[] = [{ label: 'PGlite' }];
if (pgUrl) runs.push({ label: 'PostgreSQL', url: pgUrl });

const summary: string[] = [];
for (const run of runs) {
  const url = run.url;
  const { results, rounds } = await measureServer(url, url ? () => rawPage(url) : undefined);
  const bare = results[0]?.rps ?? 1;
  console.log(`\nAPI benchmark: ${CONNECTIONS} connections × ${DURATION} s each, one server process, ${run.label}\n`);
  console.log('route                                  req/s     p99 ms   vs bare   non-2xx  errors');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(9)} ${((r.rps / bare) * 100).toFixed(0).padStart(8)}% ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  }
  if (ROUNDS > 1) console.log(`(the page: the round of median req/s of ${ROUNDS})`);
  const ui = results[1] as Result;
  console.log(
    `\nuserInfo goal (p99 ≤ 20 ms, ≥ 40 % of bare): p99 ${ui.p99} ms ${ui.p99 <= 20 ? 'met' : 'NOT met'}, ${((ui.rps / bare) * 100).toFixed(0)} % ${ui.rps / bare >= 0.4 ? 'met' : 'NOT met'}`,
  );
  const page = results[2] as Result;
  summary.push(`${run.label}: sysDictType/page ${page.rps.toFixed(0)} req/s, p99 ${page.p99} ms`);
  if (url) {
    console.log(
      `\nsysDictType/page vs pgbench on the same statement (${CONNECTIONS} clients, ${DURATION} s each, ${rounds.length} round(s), page then pgbench in each):`,
    );
    for (const [i, r] of rounds.entries()) {
      const raw = r.raw as { tps: number; p99: number };
      console.log(
        `  round ${i + 1}: raw pgbench ${raw.tps.toFixed(0)} tps (p99 ${raw.p99.toFixed(1)} ms) · ours ${r.page.rps.toFixed(0)} req/s (p99 ${r.page.p99} ms) · ${((r.page.rps / raw.tps) * 100).toFixed(1)} % of raw`,
      );
    }
    const shares = rounds.map((r) => (r.page.rps / (r.raw as { tps: number }).tps) * 100);
    const p99s = rounds.map((r) => r.page.p99);
    const share = median(shares);
    const p99 = median(p99s);
    const spread = (xs: number[], digits: number) =>
      rounds.length > 1 ? ` (rounds ${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})` : '';
    console.log(
      `  median: ${share.toFixed(1)} % of raw${spread(shares, 1)}, p99 ${p99} ms${spread(p99s, 0)}` +
        `\n  goal (≥ 25 % of raw, p99 ≤ 30 ms): ${share >= 25 ? 'met' : 'NOT met'}, ${p99 <= 30 ? 'met' : 'NOT met'}`,
    );
    summary.push(
      `PostgreSQL raw: ${median(rounds.map((r) => (r.raw as { tps: number }).tps)).toFixed(0)} tps; page = ${share.toFixed(1)} % of raw (median of ${rounds.length})`,
    );
  }
}
console.log(`\n${summary.join('\n')}`);

interface Round {
  page: Result;
  raw?: { tps: number; p99: number };
}

/**
 * Prepares the database, starts the server on it, measures the three routes, stops it. The page is
 * measured ROUNDS times; `raw` (pgbench), when given, runs after each of them while the server
 * idles, so the two share the machine's load of the moment (other work on a shared machine moves
 * both figures by tens of percent from one minute to the next).
 */
async function measureServer(
  databaseUrl: string | undefined,
  raw?: () => { tps: number; p99: number },
): Promise<{ results: Result[]; rounds: Round[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'printfloor-bench-'));
  // An empty DATABASE_URL means PGlite (config.ts).
  const env: NodeJS.ProcessEnv = { PRINTFLOOR_DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
  const saved = process.env.DATABASE_URL;
  // prepareData reads the configuration from the environment.
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  await prepareData({ dataDir, captcha: false });
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;

  const server = await startServer(PORT, env);
  try {
    const base = server.base;
    const accessToken = await loginSuperadmin(base);
    const auth = { authorization: `Bearer ${accessToken}` };
    const targets = [
      { name: 'bare route (GET /api/health/ping)', url: `${base}/api/health/ping`, method: 'GET' as const },
      {
        name: 'GET /api/sysAuth/userInfo',
        url: `${base}/api/sysAuth/userInfo`,
        method: 'GET' as const,
        headers: auth,
      },
      {
        name: 'POST /api/sysDictType/page',
        url: `${base}/api/sysDictType/page`,
        method: 'POST' as const,
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(PAGE_BODY),
      },
    ];
    // Every measured call must succeed in the envelope, not only in HTTP terms.
    for (const t of targets) await checkOnce(t);
    // Warm up every route (JIT, caches, connection pool).
    for (const t of targets) await measure(t, CONNECTIONS, 2);
    const results: Result[] = [];
    for (const t of targets.slice(0, 2)) results.push(await measure(t, CONNECTIONS, DURATION));
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const page = await measure(targets[2] as (typeof targets)[number], CONNECTIONS, DURATION);
      rounds.push(raw ? { page, raw: raw() } : { page });
    }
    const byRps = [...rounds].sort((a, b) => a.page.rps - b.page.rps);
    results.push((byRps[Math.floor((byRps.length - 1) / 2)] as Round).page);
    return { results, rounds };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * pgbench on the statement ResourceStore.page sends for PAGE_BODY, parameters written in, in
 * sessions set up as the tenant pool's (role printfloor_app, app.tenant_id of the platform).
 */
function rawPage(url: string): { tps: number; p99: number } {
  // Asia/Shanghai: the platform tenant's zone (seeded).
  const statement = pageStatementText(sysDictTypeResource, SEED.platform.tenantId, PAGE_BODY);
  return pgbench(url, statement, { clients: CONNECTIONS, seconds: DURATION, tenantId: SEED.platform.tenantId });
}
