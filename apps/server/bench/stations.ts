/**
 * The stations of bench:production's scan section, in a process of their own: 20 scanners on the
 * floor are 20 devices, not a part of the benchmark's process — which has loaded the server's
 * modules, made the fixture and keeps ~65 MB live, so that its own young-generation collections took
 * up to 24 ms (node --trace-gc, 2026-11-28) and every scan of the burst that waited on one was
 * counted that much slower. This process holds node:http and the answers, so its collections are
 * short; the bare route is measured through it the same way.
 *
 * `stations()` forks it (inheriting tsx's loader through execArgv) and sends it jobs over IPC: a
 * job is each station's requests in order; the answers come back with each request's latency.
 */
import { fork } from 'node:child_process';
import http from 'node:http';

export interface Request {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

/** A station's answer: the HTTP status, the envelope's code and how many print areas a scan showed. */
export interface Answer {
  status: number;
  code?: number;
  areas?: number;
  /** The round trip, ms. */
  ms: number;
}

interface Job {
  id: number;
  /** 'bursts': every station sends its i-th request at once, all answers awaited, `gapMs` of quiet; 'continuous': each station sends its next request as soon as its answer came. */
  mode: 'bursts' | 'continuous';
  base: string;
  headers: Record<string, string>;
  /** requests[station][i]. */
  requests: Request[][];
  gapMs: number;
}

interface Done {
  id: number;
  /** answers[station][i]. */
  answers?: Answer[][];
  seconds?: number;
  /** 'bursts': when each burst was sent (epoch ms). */
  starts?: number[];
  error?: string;
}

/** Kept-alive node:http connections, one a station: fetch cost about as much CPU per request as the server's scan (measured). */
function client(base: string, headers: Record<string, string>, stations: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: stations });
  return ({ method, url, body }: Request): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const start = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${base}${url}`,
        {
          method,
          agent,
          headers: payload ? { ...headers, 'content-length': Buffer.byteLength(payload) } : headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const ms = performance.now() - start;
            try {
              const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
                code?: number;
                result?: { areas?: unknown[] };
              };
              resolve({ status: res.statusCode ?? 0, code: parsed.code, areas: parsed.result?.areas?.length, ms });
            } catch (error) {
              reject(error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

async function run(job: Job): Promise<Done> {
  const send = client(job.base, job.headers, job.requests.length);
  const answers: Answer[][] = job.requests.map(() => []);
  const starts: number[] = [];
  const start = performance.now();
  if (job.mode === 'continuous') {
    await Promise.all(
      job.requests.map(async (list, station) => {
        for (const request of list) answers[station]?.push(await send(request));
      }),
    );
  } else {
    const rounds = Math.max(...job.requests.map((list) => list.length));
    for (let i = 0; i < rounds; i++) {
      starts.push(Date.now());
      await Promise.all(
        job.requests.map(async (list, station) => {
          const request = list[i];
          if (request) answers[station]?.push(await send(request));
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, job.gapMs));
    }
  }
  return { id: job.id, answers, seconds: (performance.now() - start) / 1000, starts };
}

/** The stations' process: forks this file and answers each job it is sent. */
export function stations(): {
  run: (job: Omit<Job, 'id'>) => Promise<{ answers: Answer[][]; seconds: number; starts: number[] }>;
  stop: () => void;
} {
  const child = fork(import.meta.filename, ['--stations'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, { resolve: (done: Done) => void; reject: (error: Error) => void }>();
  let next = 0;
  child.on('message', (done: Done) => waiting.get(done.id)?.resolve(done));
  child.on('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`the stations' process exited ${code}`));
    waiting.clear();
  });
  return {
    run: (job) =>
      new Promise((resolve, reject) => {
        const id = ++next;
        waiting.set(id, {
          resolve: (done) => {
            waiting.delete(id);
            if (done.error || !done.answers) reject(new Error(done.error ?? 'no answers'));
            else resolve({ answers: done.answers, seconds: done.seconds ?? 0, starts: done.starts ?? [] });
          },
          reject,
        });
        child.send({ ...job, id });
      }),
    stop: () => {
      child.disconnect();
    },
  };
}

if (process.argv.includes('--stations') && process.send) {
  process.on('message', (job: Job) => {
    run(job).then(
      (done) => process.send?.(done),
      (error: unknown) => process.send?.({ id: job.id, error: String(error) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
}
