import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

/**
 * `npm start`: a crash is not an outage. The primary process (Node's cluster module) runs no
 * server itself; it forks the worker(s) that run main.ts and forks a new one whenever a worker
 * exits without being asked to, after a backoff (1 s, doubling to 30 s; back to 1 s once a worker
 * has stayed up a minute). SIGTERM/SIGINT are passed on to the workers (graceful close) and the
 * primary exits when they are gone.
 *
 * PRINTFLOOR_WORKERS (default 1): more than one worker only with DATABASE_URL — embedded PGlite
 * is a single-process database and its data folder must never be opened twice.
 */
const MIN_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;
const STABLE_MS = 60_000;

const requested = Math.max(1, Number(process.env.PRINTFLOOR_WORKERS ?? 1) || 1);
const workers = process.env.DATABASE_URL ? requested : 1;
let stopping = false;
let backoff = MIN_BACKOFF_MS;
const startedAt = new Map<number, number>();

function log(message: string) {
  process.stdout.write(
    `${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: `supervisor: ${message}` })}\n`,
  );
}

function fork(): Worker {
  const worker = cluster.fork();
  startedAt.set(worker.id, Date.now());
  return worker;
}

// The worker is main next to this file: main.ts under tsx, dist/main.mjs in the built server.
const self = fileURLToPath(import.meta.url);
cluster.setupPrimary({
  exec: path.join(path.dirname(self), `main${path.extname(self)}`),
  execArgv: [...process.execArgv, ...SERVER_NODE_FLAGS],
});
if (requested > workers)
  log(`PGlite is single-process: running 1 worker instead of ${requested} (set DATABASE_URL for more)`);
for (let i = 0; i < workers; i++) fork();

cluster.on('exit', (worker, code, signal) => {
  const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
  startedAt.delete(worker.id);
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    return;
  }
  if (lived >= STABLE_MS) backoff = MIN_BACKOFF_MS;
  log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); restarting in ${backoff} ms`);
  setTimeout(() => {
    if (!stopping) fork();
  }, backoff);
  backoff = Math.min(MAX_BACKOFF_MS, backoff * 2);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(0);
    for (const worker of alive) worker?.process.kill(signal);
  });
}
