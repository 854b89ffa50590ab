import { type SyncProgress, SyncRunState } from '@printfloor/contract';

/** Orders a run has handled so far (each counted once, whatever became of it). */
export const ordersSoFar = (p: SyncProgress) =>
  p.newCount + p.updatedCount + p.cancelledCount + p.unchangedCount + p.failedCount;

/** Slices done of the run's total, in percent (0 before the run knows its slices; never over 100). */
export const slicePercent = (p: SyncProgress) =>
  p.slicesTotal > 0 ? Math.min(100, Math.max(0, Math.floor((p.slicesDone / p.slicesTotal) * 100))) : 0;

/**
 * The later of two reports of one run: a finished one wins over a running one (a run never runs
 * again), else the one further on (slices, then pages, then orders). The list the page fetched and
 * the live events can arrive in either order; the bar must not step back.
 */
export function laterProgress(a: SyncProgress, b: SyncProgress): SyncProgress {
  const finished = (p: SyncProgress) => p.state !== SyncRunState.Running;
  if (finished(a) !== finished(b)) return finished(a) ? a : b;
  const key = (p: SyncProgress) => [p.slicesDone, p.pages, ordersSoFar(p)];
  const [ka, kb] = [key(a), key(b)];
  for (let i = 0; i < ka.length; i++) if ((ka[i] ?? 0) !== (kb[i] ?? 0)) return (ka[i] ?? 0) > (kb[i] ?? 0) ? a : b;
  return b;
}

/**
 * The pulls to show as running: the runs the server listed as running (rows of `orderSync` with
 * `id`) merged with the live `syncProgress` events by run, each run at its later report; finished
 * runs leave; oldest first.
 */
export function runningPulls(
  rows: readonly (Omit<SyncProgress, 'runId'> & { id: number | string })[],
  live: Iterable<SyncProgress>,
): SyncProgress[] {
  const byId = new Map<number, SyncProgress>();
  for (const { id, ...row } of rows) byId.set(Number(id), { ...row, runId: Number(id) });
  for (const p of live) {
    const known = byId.get(p.runId);
    byId.set(p.runId, known ? laterProgress(known, p) : p);
  }
  return [...byId.values()].filter((p) => p.state === SyncRunState.Running).sort((a, b) => a.runId - b.runId);
}
