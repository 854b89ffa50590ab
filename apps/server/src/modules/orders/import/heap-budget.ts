import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection on demand, for work that must stay within a memory budget. V8 lets the
 * old generation fill with garbage up to a limit of its own (a 50,000-row import: ~300 MB of dead
 * chunks before its first full collection, docs/benchmarks.md "Order import"), since it cannot know that a chunk
 * written is gone for good; a bulk job can. `--expose-gc` is set only while V8's `gc` function is
 * taken, so the server needs no flag for it and no `gc` global appears.
 */
let gc: (() => void) | null = null;
export function fullCollection(): void {
  // Taken on first use, not when the server starts: most processes never run an import.
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
    setFlagsFromString('--no-expose-gc');
  }
  gc();
}

/**
 * Keeps this process's heap near where it was while bulk work runs: `check()` between steps
 * collects once the heap has grown by `growth` bytes since the last collection (a full collection
 * of the server's ~100 MB heap takes ~20–30 ms; a 50,000-row import needs a handful).
 */
export class HeapBudget {
  private floor: number;

  constructor(
    private readonly growth: number,
    // V8's own figure: process.memoryUsage() also reads the RSS from /proc on every call.
    private readonly heap = { used: () => getHeapStatistics().used_heap_size, collect: fullCollection },
  ) {
    this.floor = heap.used();
  }

  check(): void {
    if (this.heap.used() - this.floor < this.growth) return;
    this.heap.collect();
    this.floor = this.heap.used();
  }
}
