/**
 * `npm run bench:api` — API throughput and latency (issue 2 "Speed").
 *
 * Prepares a fresh embedded database (or uses DATABASE_URL), starts the real server as a
 * child process, logs in, then runs autocannon for 10 s at 50
 * connections against a bare route, userInfo and sysDictType/page (as the platform super admin), and prints requests/s,
 * p99 and the ratio to the bare route measured in the same run.
 * Goal on a 2-core machine: userInfo p99 ≤ 20 ms and ≥ 40 % of the bare route's throughput.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { prepareData } from '../src/devtools/prepare-data.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 5999);
const base = `http://127.0.0.1:${PORT}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'printfloor-bench-'));
const env = {
  ...process.env,
  PRINTFLOOR_DATA_DIR: dataDir,
  PORT: String(PORT),
  RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'warn',
};

// 1. Prepare the database: migrate, seed, switch the captcha off for the scripted login.
await prepareData({ dataDir, captcha: false });

// 2. Start the server.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/main.ts')], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
try {
  await waitFor(`${base}/api/health/ping`, 60_000);
  const login = await fetch(`${base}/api/sysAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The platform super admin may call every route measured here (sysDictType/page is a platform screen).
    body: JSON.stringify({
      account: 'superadmin',
      password: process.env.PRINTFLOOR_SEED_PASSWORD ?? '123456',
      area: 'admin',
      codeId: 0,
      code: '',
    }),
  });
  const loginBody = (await login.json()) as { code: number; message: string; result: { accessToken: string } };
  if (loginBody.code !== 200) throw new Error(`login failed: ${loginBody.message}`);
  const auth = { authorization: `Bearer ${loginBody.result.accessToken}` };

  const targets = [
    { name: 'bare route (GET /api/health/ping)', url: `${base}/api/health/ping`, method: 'GET' as const },
    { name: 'GET /api/sysAuth/userInfo', url: `${base}/api/sysAuth/userInfo`, method: 'GET' as const, headers: auth },
    {
      name: 'POST /api/sysDictType/page',
      url: `${base}/api/sysDictType/page`,
      method: 'POST' as const,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, pageSize: 20 }),
    },
  ];
  // Every measured call must succeed in the envelope, not only in HTTP terms.
  for (const t of targets) {
    const res = await fetch(t.url, { method: t.method, headers: t.headers, body: t.body });
    const body = (await res.json()) as { code: number; message: string };
    if (body.code !== 200) throw new Error(`${t.name} answered code ${body.code}: ${body.message}`);
  }
  // Warm up every route (JIT, caches, connection pool).
  for (const t of targets) await run({ ...t, duration: 2 });
  const results = [];
  for (const t of targets) {
    const r = await run({ ...t, duration: DURATION });
    results.push({ name: t.name, rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
  }
  const bare = results[0]!.rps;
  console.log(
    `\nAPI benchmark: ${CONNECTIONS} connections × ${DURATION} s each, one server process, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  console.log('route                                  req/s     p99 ms   vs bare   non-2xx  errors');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(9)} ${((r.rps / bare) * 100).toFixed(0).padStart(8)}% ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  }
  const ui = results[1]!;
  console.log(
    `\nuserInfo goal (p99 ≤ 20 ms, ≥ 40 % of bare): p99 ${ui.p99} ms ${ui.p99 <= 20 ? 'met' : 'NOT met'}, ${((ui.rps / bare) * 100).toFixed(0)} % ${ui.rps / bare >= 0.4 ? 'met' : 'NOT met'}`,
  );
} finally {
  stop();
}

function run(opts: {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  duration: number;
}) {
  return autocannon({ ...opts, connections: CONNECTIONS, duration: opts.duration });
}

async function waitFor(url: string, timeoutMs: number) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within ${timeoutMs} ms`);
}
