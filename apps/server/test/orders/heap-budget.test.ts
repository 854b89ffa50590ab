import { describe, expect, it } from 'vitest';
import { fullCollection, HeapBudget } from '../../src/modules/orders/import/heap-budget.ts';

describe('orders: an import keeps its heap within a budget', () => {
  it('collects once the heap has grown by the budget since the last collection, and only then', () => {
    let used = 100;
    let collections = 0;
    const budget = new HeapBudget(50, {
      used: () => used,
      collect: () => {
        collections++;
        used = 110; // what survived
      },
    });
    // The heap after each step, and the collections by then: the budget counts from what survived
    // the last collection (110 after the first), not from the start.
    for (const [heap, expected] of [
      [149, 0],
      [150, 1],
      [159, 1],
      [160, 2],
    ] as const) {
      used = heap;
      budget.check();
      expect(collections, `at ${heap}`).toBe(expected);
    }
  });

  it("V8's own full collection frees garbage that a scavenge would have kept (promoted to the old generation)", () => {
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe('undefined');
    // Live across several scavenges, so promoted; then dropped.
    let keep: number[][] | null = Array.from({ length: 200 }, () => Array.from({ length: 20_000 }, (_, i) => i));
    for (let i = 0; i < 20; i++) Array.from({ length: 100_000 }, () => ({}));
    expect(keep.length).toBe(200);
    keep = null;
    const before = process.memoryUsage().heapUsed;
    fullCollection();
    expect(before - process.memoryUsage().heapUsed).toBeGreaterThan(20 * 1024 * 1024);
  });
});
