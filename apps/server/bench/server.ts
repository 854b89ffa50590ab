/** What the benchmark scripts share: starting the real server, waiting for it and logging in to it. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Area } from '@printfloor/contract';
import { SERVER_NODE_FLAGS } from '../src/node-flags.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
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

let built: Promise<void> | null = null;

/** Builds the server once per benchmark run (`npm run build -w apps/server`): the process production runs. */
function buildServer(): Promise<void> {
  built ??= new Promise((resolve, reject) => {
    const b = spawn(process.execPath, [path.join(SERVER_DIR, 'scripts/build.mjs')], { stdio: 'inherit' });
    b.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the server build exited ${code}`))));
  });
  return built;
}

/** The built server's entries (after `buildServer`). */
const BUILT_MAIN = path.join(SERVER_DIR, 'dist/main.mjs');
const BUILT_SUPERVISOR = path.join(SERVER_DIR, 'dist/supervisor.mjs');
/**
 * BENCH_WORKERS (default 1): above 1 (PostgreSQL only), the server runs as `npm start` runs it with
 * PRINTFLOOR_WORKERS — the supervisor and that many worker processes sharing the port.
 */
const WORKERS = Math.max(1, Number(process.env.BENCH_WORKERS ?? 1) || 1);

/**
 * Starts the built server (dist/main.mjs, see scripts/build.mjs) as a child process with the flags the
 * supervisor gives its workers (src/node-flags.ts: the process production runs) on `port`, with `env`
 * over this process's environment (no rate limit, warnings only); resolves once it answers. `stop` ends it.
 * `single`: one server process whatever BENCH_WORKERS says — for the sections that read its memory
 * through `pid` (with workers, `pid` would be the supervisor's).
 */
export async function startServer(
  port: number,
  env: NodeJS.ProcessEnv,
  options: { single?: boolean } = {},
): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  await buildServer();
  const workers = env.DATABASE_URL && !options.single ? WORKERS : 1;
  const server = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      // e.g. BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to see where a section's time goes.
      ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
      workers > 1 ? BUILT_SUPERVISOR : BUILT_MAIN,
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        RATE_LIMIT_PER_MINUTE: '0',
        LOG_LEVEL: 'warn',
        PRINTFLOOR_WORKERS: String(workers),
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    // Minutes on a first start over a scale database: a new migration may rebuild an index of a million orders.
    await waitFor(`${base}/api/health/ping`, Number(process.env.BENCH_START_TIMEOUT_MS ?? 600_000));
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid as number, stop };
}

/** Logs an account in (no captcha: benchmark servers run without one) and answers the access token. */
export async function login(base: string, account: string, area: Area, password?: string): Promise<string> {
  const res = await fetch(`${base}/api/sysAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account,
      password: password ?? process.env.PRINTFLOOR_SEED_PASSWORD ?? '123456',
      area,
      codeId: 0,
      code: '',
    }),
  });
  const body = (await res.json()) as { code: number; message: string; result: { accessToken: string } };
  if (body.code !== 200) throw new Error(`login of ${account} failed: ${body.message}`);
  return body.result.accessToken;
}

/** The platform super administrator (seeded password), who may call every route measured. */
export function loginSuperadmin(base: string): Promise<string> {
  return login(base, 'superadmin', 'admin');
}
