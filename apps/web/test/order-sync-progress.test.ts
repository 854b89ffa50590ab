import { type SyncProgress, SyncRunState, startedSyncProgress } from '@printfloor/contract';
import { describe, expect, it } from 'vitest';
import { laterProgress, ordersSoFar, runningPulls, slicePercent } from '../src/views/merchant/orderSync/progress.ts';

const report = (over: Partial<SyncProgress> = {}): SyncProgress => ({
  ...startedSyncProgress(1, 7),
  slicesTotal: 4,
  ...over,
});
const row = ({ runId, ...p }: SyncProgress) => ({ ...p, id: String(runId) });

describe('Order sync progress bar', () => {
  it('counts every order handled once and gives slices done in percent', () => {
    const p = report({
      newCount: 5,
      updatedCount: 2,
      cancelledCount: 1,
      unchangedCount: 10,
      failedCount: 3,
      errorCount: 9,
    });
    expect(ordersSoFar(p)).toBe(21);
    expect(slicePercent(report({ slicesDone: 1, slicesTotal: 3 }))).toBe(33);
    expect(slicePercent(report({ slicesDone: 3, slicesTotal: 3 }))).toBe(100);
    // Before the run knows its slices, and a report that overshoots.
    expect(slicePercent(report({ slicesTotal: 0 }))).toBe(0);
    expect(slicePercent(report({ slicesDone: 5, slicesTotal: 4 }))).toBe(100);
  });

  it('keeps the later of two reports of a run: finished wins, else the one further on', () => {
    const early = report({ slicesDone: 1, pages: 3, newCount: 50 });
    const late = report({ slicesDone: 2, pages: 5, newCount: 80 });
    expect(laterProgress(early, late)).toBe(late);
    expect(laterProgress(late, early)).toBe(late);
    // Same slice: more pages is further on.
    expect(laterProgress(report({ slicesDone: 1, pages: 4 }), early).pages).toBe(4);
    const done = report({ state: SyncRunState.Completed, slicesDone: 1 });
    expect(laterProgress(late, done)).toBe(done);
    expect(laterProgress(done, late)).toBe(done);
  });

  it('merges the listed running runs with live events: a late list does not step the bar back, finished runs leave', () => {
    const a = report({ runId: 10, slicesDone: 1 });
    const b = report({ runId: 11, shopId: 8, slicesDone: 0 });
    // Listed at 1 slice, the live event already says 3.
    let runs = runningPulls([row(a), row(b)], [report({ runId: 10, slicesDone: 3, newCount: 40 })]);
    expect(runs.map((r) => [r.runId, r.slicesDone, ordersSoFar(r)])).toEqual([
      [10, 3, 40],
      [11, 0, 0],
    ]);
    // A list fetched later than an event (the event is behind): the list's report stands.
    runs = runningPulls([row(report({ runId: 10, slicesDone: 4 }))], [report({ runId: 10, slicesDone: 2 })]);
    expect(runs[0]?.slicesDone).toBe(4);
    // A run started just now (not listed yet) shows from its first event; a finished one leaves.
    runs = runningPulls(
      [row(a), row(b)],
      [report({ runId: 12, shopId: 9 }), report({ runId: 11, state: SyncRunState.Failed })],
    );
    expect(runs.map((r) => r.runId)).toEqual([10, 12]);
    expect(runningPulls([], [])).toEqual([]);
  });
});
