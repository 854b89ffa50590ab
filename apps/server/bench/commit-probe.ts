/**
 * bench:production's scan section, PostgreSQL: the database's commits on their own, beside the
 * bursts. A process of its own inserts one row every PROBE_MS on its own connection (autocommit:
 * each insert is a commit that waits for its WAL to reach the disk) and records when and how long.
 * A burst held up as a whole by the database's disk shows here as a slow lone commit at the same
 * moment — nothing of the server's in it.
 *
 * `commitProbe(url)` forks this file (tsx's loader through execArgv); `stop()` answers the commits.
 */
import { fork } from 'node:child_process';
import pg from 'pg';

const PROBE_MS = 10;

/** A commit of the probe: when it started (epoch ms) and how long it took (ms). */
export interface Commit {
  at: number;
  ms: number;
}

export function commitProbe(url: string): { stop: () => Promise<Commit[]> } {
  const child = fork(import.meta.filename, ['--probe', url], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const done = new Promise<Commit[]>((resolve, reject) => {
    child.once('message', (commits: Commit[]) => resolve(commits));
    child.once('exit', (code) => reject(new Error(`the commit probe exited ${code}`)));
  });
  return {
    stop: () => {
      child.send('stop');
      return done;
    },
  };
}

async function probe(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create table if not exists bench_commit_probe (at timestamptz not null default now())');
  const commits: Commit[] = [];
  let stopping = false;
  process.on('message', () => {
    stopping = true;
  });
  while (!stopping) {
    const at = Date.now();
    const start = performance.now();
    await client.query('insert into bench_commit_probe default values');
    commits.push({ at, ms: performance.now() - start });
    await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
  }
  await client.query('drop table bench_commit_probe');
  await client.end();
  process.send?.(commits, () => process.exit(0));
}

const at = process.argv.indexOf('--probe');
if (at >= 0 && process.send) void probe(process.argv[at + 1] as string);
