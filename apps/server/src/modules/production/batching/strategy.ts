import { OrderSize } from '@printfloor/contract';

/** A batching strategy as the auto-batcher reads it (KornitX job template, factory-domain §7). */
export interface Strategy {
  id: number;
  productId: number | null;
  productTypeId: number | null;
  colours: ReadonlySet<string> | null;
  sizes: ReadonlySet<string> | null;
  logisticsMode: string | null;
  orderSize: number;
  mixedSku: boolean;
  slots: number;
  shipByPriority: boolean;
  releasePartial: boolean;
  deviceId: number | null;
  /** GTX platen (contract GTX_PLATENS) the strategy's pieces print on; null: any (always null for heat print). */
  platen: number | null;
  /** GTX ink mode (contract GtxInk) the strategy's pieces print with; null: any (always null for heat print). */
  inkMode: number | null;
}

/** A piece waiting for a batch. */
export interface Candidate {
  id: number;
  orderId: number;
  pieceNo: number;
  pieceTotal: number;
  productId: number;
  productTypeId: number | null;
  colour: string;
  size: string;
  logisticsMode: string;
  /** Ship-by date as yyyy-MM-dd ('' when none: last). */
  demandDate: string;
  /**
   * Platen and ink mode of the Brother GTX template the piece prints with (its product's, else the
   * default: as the transfer picks it); null when the factory has no enabled template.
   */
  platen: number | null;
  inkMode: number | null;
}

/** One batch to make: its strategy, its pieces in batch order, and whether its orders are single- or multi-piece. */
export interface PlannedBatch {
  strategy: Strategy;
  pieces: Candidate[];
  orderSize: number;
}

export interface BatchPlan {
  batches: PlannedBatch[];
  unmatched: number;
  waiting: number;
}

/** A comma-separated list as a set of lower-case values; empty means "any". */
export const valueSet = (list: string | null): ReadonlySet<string> | null => {
  const values = (list ?? '')
    .split(/[,，;；\s]+/)
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  return values.length ? new Set(values) : null;
};

function matches(s: Strategy, p: Candidate): boolean {
  if (s.productId !== null && s.productId !== p.productId) return false;
  if (s.productTypeId !== null && s.productTypeId !== p.productTypeId) return false;
  if (s.colours && !s.colours.has(p.colour.toLowerCase())) return false;
  if (s.sizes && !s.sizes.has(p.size.toLowerCase())) return false;
  if (s.logisticsMode && s.logisticsMode.toLowerCase() !== p.logisticsMode.toLowerCase()) return false;
  if (s.orderSize === OrderSize.Single && p.pieceTotal !== 1) return false;
  if (s.orderSize === OrderSize.Multi && p.pieceTotal < 2) return false;
  if (s.platen !== null && s.platen !== p.platen) return false;
  if (s.inkMode !== null && s.inkMode !== p.inkMode) return false;
  return true;
}

const byShipBy = (a: Candidate, b: Candidate) =>
  (a.demandDate || '9999') < (b.demandDate || '9999')
    ? -1
    : (a.demandDate || '9999') > (b.demandDate || '9999')
      ? 1
      : a.orderId - b.orderId || a.pieceNo - b.pieceNo || a.id - b.id;
const byArrival = (a: Candidate, b: Candidate) => a.orderId - b.orderId || a.pieceNo - b.pieceNo || a.id - b.id;

/**
 * First fit over a growing row of batches: a max tree of their free slots finds the first batch with
 * room for `n` pieces in O(log batches), so packing ten thousand pieces stays linear-ish.
 */
class FirstFit {
  private readonly size: number;
  private readonly free: Int32Array;
  private count = 0;

  constructor(capacity: number) {
    let size = 1;
    while (size < Math.max(1, capacity)) size *= 2;
    this.size = size;
    // Leaves not yet used have -1 free slots: never chosen.
    this.free = new Int32Array(2 * size).fill(-1);
  }

  /** Appends a batch with `free` slots; answers its index. */
  push(free: number): number {
    const i = this.count++;
    this.set(i, free);
    return i;
  }

  set(i: number, free: number): void {
    let k = i + this.size;
    this.free[k] = free;
    for (k >>= 1; k >= 1; k >>= 1) this.free[k] = Math.max(this.free[2 * k] ?? -1, this.free[2 * k + 1] ?? -1);
  }

  get(i: number): number {
    return this.free[i + this.size] ?? -1;
  }

  /** The first batch with at least `n` free slots, or -1. */
  first(n: number): number {
    if ((this.free[1] ?? -1) < n) return -1;
    let k = 1;
    while (k < this.size) k = (this.free[2 * k] ?? -1) >= n ? 2 * k : 2 * k + 1;
    return k - this.size;
  }
}

/**
 * Cuts one stream (in batch order) into batches of at most `slots` pieces without splitting an
 * order: the pieces of an order (a piece without an order is alone) go as one group, placed in the
 * first batch with room for all of them, else in a new batch — so later small orders fill the gaps
 * of earlier batches. An order larger than `slots` fills whole batches of its own, and its
 * remainder is placed like a smaller order: it is split in the fewest batches it needs.
 */
export function packOrders(list: readonly Candidate[], slots: number): Candidate[][] {
  const groups = new Map<number, Candidate[]>();
  for (const p of list) {
    const key = p.orderId > 0 ? p.orderId : -p.id;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  const batches: Candidate[][] = [];
  const fit = new FirstFit(list.length);
  for (const group of groups.values()) {
    let at = 0;
    for (; group.length - at >= slots; at += slots) {
      batches.push(group.slice(at, at + slots));
      fit.push(0);
    }
    const rest = group.slice(at);
    if (!rest.length) continue;
    const i = fit.first(rest.length);
    if (i < 0) {
      batches.push(rest);
      fit.push(slots - rest.length);
    } else {
      batches[i]?.push(...rest);
      fit.set(i, fit.get(i) - rest.length);
    }
  }
  return batches;
}

/**
 * Groups waiting pieces into batches: each piece goes to the first strategy (in the strategies'
 * order) whose rules it meets — product, product type, colour, size, logistics mode, single- or
 * multi-piece order, and for DTG the platen and ink mode of the GTX template it prints with;
 * within a strategy, one stream of pieces (mixed SKUs) or one per SKU, ordered by ship-by date when
 * the strategy says so, else by arrival, then packed into batches of at most `slots` pieces
 * keeping each order's pieces in one batch (packOrders). A full batch is always made; the others
 * only when `releasePartial` (the "release now" button, the cut-off job) and the strategy allows
 * it — otherwise those pieces wait for more. Pure: the plan, no writes.
 */
export function planBatches(
  strategies: readonly Strategy[],
  pieces: readonly Candidate[],
  releasePartial: boolean,
): BatchPlan {
  const streams = new Map<string, { strategy: Strategy; pieces: Candidate[] }>();
  let unmatched = 0;
  for (const piece of pieces) {
    const strategy = strategies.find((s) => matches(s, piece));
    if (!strategy) {
      unmatched++;
      continue;
    }
    const key = strategy.mixedSku
      ? `${strategy.id}`
      : `${strategy.id}|${piece.productId}|${piece.colour.toLowerCase()}|${piece.size.toLowerCase()}`;
    let stream = streams.get(key);
    if (!stream) {
      stream = { strategy, pieces: [] };
      streams.set(key, stream);
    }
    stream.pieces.push(piece);
  }
  const batches: PlannedBatch[] = [];
  let waiting = 0;
  for (const { strategy, pieces: list } of streams.values()) {
    list.sort(strategy.shipByPriority ? byShipBy : byArrival);
    for (const chunk of packOrders(list, strategy.slots)) {
      if (chunk.length < strategy.slots && !(releasePartial && strategy.releasePartial)) {
        waiting += chunk.length;
        continue;
      }
      const single = chunk.every((p) => p.pieceTotal === 1);
      const multi = chunk.every((p) => p.pieceTotal > 1);
      batches.push({
        strategy,
        pieces: chunk,
        orderSize: single ? OrderSize.Single : multi ? OrderSize.Multi : OrderSize.Mixed,
      });
    }
  }
  return { batches, unmatched, waiting };
}
