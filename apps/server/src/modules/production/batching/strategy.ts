import { OrderSize } from '@printfloor/contract';

/** A batching strategy as the auto-batcher reads it (KornitX job template, factory-domain §7). */
export interface Strategy {
  id: number;
  name: string;
  productId: number | null;
  productTypeId: number | null;
  /** The colours it takes (colourKey of the factory's name of each: base data › colours), null: any. */
  colours: ReadonlySet<string> | null;
  /** Its colour list as written (recorded on its batches), null: any. */
  colourList: string | null;
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
  productCode: string;
  productTypeId: number | null;
  /** The garment colour as the order wrote it. */
  colour: string;
  /**
   * The colour as compared: the factory's name of it (base data › colours: "Navy" and "藏蓝" are 藏青), lower
   * case; the colour itself when the dictionary does not know it.
   */
  colourKey: string;
  /** Light or dark garment (GarmentShade) by the factory's colours; null when the dictionary does not know the colour. */
  shade: number | null;
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

/**
 * What every piece of a batch shares besides its strategy's rules — why they are together: for DTG the platen
 * and ink mode they print with and the garments' shade (null for heat print, whose film does not care), and
 * the SKU (product code · colour · size) when the strategy makes one batch per SKU.
 */
export interface GroupKey {
  platen: number | null;
  inkMode: number | null;
  shade: number | null;
  sku: string | null;
}

/** One batch to make: its strategy and key, its pieces in batch order, and whether its orders are single- or multi-piece. */
export interface PlannedBatch {
  strategy: Strategy;
  key: GroupKey;
  pieces: Candidate[];
  orderSize: number;
}

export interface BatchPlan {
  batches: PlannedBatch[];
  unmatched: number;
  /** The colours of the unmatched pieces, with how many: what a strategy's list may be missing. */
  unmatchedColours: { colour: string; pieces: number }[];
  waiting: number;
}

/** The values of a comma-separated list, as written. */
export const listValues = (list: string | null): string[] =>
  (list ?? '')
    .split(/[,，;；\s]+/)
    .map((v) => v.trim())
    .filter(Boolean);

/** A comma-separated list as a set of lower-case values; empty means "any". */
export const valueSet = (list: string | null): ReadonlySet<string> | null => {
  const values = listValues(list).map((v) => v.toLowerCase());
  return values.length ? new Set(values) : null;
};

function matches(s: Strategy, p: Candidate): boolean {
  if (s.productId !== null && s.productId !== p.productId) return false;
  if (s.productTypeId !== null && s.productTypeId !== p.productTypeId) return false;
  if (s.colours && !s.colours.has(p.colourKey)) return false;
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
 * multi-piece order, and for DTG the platen and ink mode of the GTX template it prints with; a
 * piece no strategy takes waits, counted as unmatched by its colour. Within a strategy the pieces
 * are split by their group key (GroupKey: a strategy that names no platen, ink mode or colours still
 * never puts a white tee printed colour only beside a black one printed white + colour, nor a light
 * garment beside a dark one), each stream ordered by ship-by date when the strategy says so, else
 * by arrival, then packed into batches of at most `slots` pieces keeping each order's pieces of the
 * stream in one batch (packOrders; an order of light and dark garments is one batch per shade, met
 * again at packing). A full batch is always made; the others only when `releasePartial` (the
 * "release now" button, the cut-off job) and the strategy allows it — otherwise those pieces wait
 * for more. Pure: the plan, no writes.
 */
export function planBatches(
  strategies: readonly Strategy[],
  pieces: readonly Candidate[],
  releasePartial: boolean,
  dtg = true,
): BatchPlan {
  const streams = new Map<string, { strategy: Strategy; key: GroupKey; pieces: Candidate[] }>();
  let unmatched = 0;
  const unmatchedColours = new Map<string, number>();
  for (const piece of pieces) {
    const strategy = strategies.find((s) => matches(s, piece));
    if (!strategy) {
      unmatched++;
      unmatchedColours.set(piece.colour, (unmatchedColours.get(piece.colour) ?? 0) + 1);
      continue;
    }
    const key: GroupKey = {
      platen: dtg ? piece.platen : null,
      inkMode: dtg ? piece.inkMode : null,
      shade: dtg ? piece.shade : null,
      sku: strategy.mixedSku ? null : `${piece.productCode} · ${piece.colour} · ${piece.size}`,
    };
    // Per SKU the same colour however written ("Navy", "藏青"), the size in any case.
    const skuKey = strategy.mixedSku ? '' : `${piece.productId}|${piece.colourKey}|${piece.size.toLowerCase()}`;
    const streamKey = `${strategy.id}|${key.platen}|${key.inkMode}|${key.shade}|${skuKey}`;
    let stream = streams.get(streamKey);
    if (!stream) {
      stream = { strategy, key, pieces: [] };
      streams.set(streamKey, stream);
    }
    stream.pieces.push(piece);
  }
  const batches: PlannedBatch[] = [];
  let waiting = 0;
  for (const { strategy, key, pieces: list } of streams.values()) {
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
        key,
        pieces: chunk,
        orderSize: single ? OrderSize.Single : multi ? OrderSize.Multi : OrderSize.Mixed,
      });
    }
  }
  return {
    batches,
    unmatched,
    unmatchedColours: [...unmatchedColours].map(([colour, n]) => ({ colour, pieces: n })),
    waiting,
  };
}
