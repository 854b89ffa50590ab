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
 * Groups waiting pieces into batches: each piece goes to the first strategy (in the strategies'
 * order) whose rules it meets; within a strategy, one stream of pieces (mixed SKUs) or one per
 * SKU, ordered by ship-by date when the strategy says so (a multi-piece order's pieces stay
 * together: same date and order), cut into batches of `slots`. A full batch is always made; the
 * rest of a stream only when `releasePartial` (the "release now" button, the cut-off job) and the
 * strategy allows it — otherwise those pieces wait for more. Pure: the plan, no writes.
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
    for (let i = 0; i < list.length; i += strategy.slots) {
      const chunk = list.slice(i, i + strategy.slots);
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
