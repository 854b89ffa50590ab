import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/server.ts';

/**
 * `npm start` runs the built supervisor (dist/supervisor.mjs): a crashed server process is replaced, so one crash is not an
 * outage. The real production start in a child process (PGlite in a temporary folder, or a fresh
 * PostgreSQL database under PRINTFLOOR_TEST_DB=pg): the worker is killed with SIGKILL — no graceful
 * close, like the out-of-memory end issue 17 saw — and the port answers ready again from a new worker.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The server processes the supervisor forked (Linux /proc: field 4 of /proc/<pid>/stat is the parent;
 * the worker's command line runs main.mjs).
 */
function workersOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === pid && cmdline.includes('main.mjs')) found.push(Number(entry));
    } catch {
      // the process ended while we looked: not a child any more
    }
  }
  return found;
}

async function waitReady(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not ready on port ${port} within ${timeoutMs} ms (${last})`);
}

describe('npm start supervisor: a crash is not an outage', () => {
  let supervisor: ChildProcess;
  let port: number;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let output = '';
  let builtDir = '';

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'pf-supervisor-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PRINTFLOOR_DATA_DIR: dataDir,
      PRINTFLOOR_WEB_DIST: path.join(dataDir, 'no-console'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
    };
    delete env.DATABASE_URL;
    if (process.env.PRINTFLOOR_TEST_DB === 'pg') {
      const { db, drop, url } = await createTestDatabase();
      await db.close();
      env.DATABASE_URL = url;
      dropDatabase = async () => {
        // drop() closes its pool first (already closed above), then drops the database
        await drop().catch(() => undefined);
      };
    }
    // The built server, as `npm start` runs it (a build of this test's own, beside any other run's).
    const outdir = `.tmp/supervisor-test-${process.pid}`;
    builtDir = path.join(serverDir, outdir);
    const build = spawnSync(process.execPath, ['scripts/build.mjs', `--outdir=${outdir}`], {
      cwd: serverDir,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    supervisor = spawn(process.execPath, [path.join(outdir, 'supervisor.mjs')], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supervisor.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    supervisor.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await waitReady(port, 150_000);
  }, 180_000);

  afterAll(async () => {
    if (supervisor && supervisor.exitCode === null) {
      const exited = new Promise((r) => supervisor.once('exit', r));
      supervisor.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
    }
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
    if (builtDir) rmSync(builtDir, { recursive: true, force: true });
  }, 30_000);

  it('replaces a worker killed with SIGKILL and answers ready again on the same port', async () => {
    const workers = workersOf(supervisor.pid as number);
    expect(workers, `the supervisor runs one server process\n${output}`).toHaveLength(1);
    const worker = workers[0];
    process.kill(worker as number, 'SIGKILL');
    // The supervisor sees the crash…
    const crashed = new RegExp(`supervisor: worker ${worker} exited \\(SIGKILL\\); restarting in \\d+ ms`);
    for (let i = 0; i < 100 && !crashed.test(output); i++) await new Promise((r) => setTimeout(r, 100));
    expect(output, output).toMatch(crashed);
    // …and a new worker takes the port, on the same data (PGlite recovers its folder, PostgreSQL its pool).
    await waitReady(port, 150_000);
    const replacements = workersOf(supervisor.pid as number);
    expect(replacements).toHaveLength(1);
    expect(replacements[0]).not.toBe(worker);
    // The replacement serves the API, not only the probe: the demo seed is there.
    const res = await fetch(`http://127.0.0.1:${port}/api/sysAuth/loginConfig`, {
      signal: AbortSignal.timeout(10_000),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).code).toBe(200);
  }, 180_000);

  it('stops the workers and itself on SIGTERM (no orphan holds the port or the data folder)', async () => {
    const workers = workersOf(supervisor.pid as number);
    expect(workers.length).toBe(1);
    const exited = new Promise<number | null>((r) => supervisor.once('exit', (code) => r(code)));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    await expect(
      fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) }),
    ).rejects.toThrow();
  }, 60_000);
});
