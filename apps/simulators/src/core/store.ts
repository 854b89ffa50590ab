import type { SimClock } from './clock.ts';

/**
 * The platform-neutral order life cycle the simulators keep; each platform layer renders it in
 * its own vocabulary (TikTok `AWAITING_SHIPMENT`, Temu parent status 2, …).
 */
export type SimStatus =
  | 'unpaid'
  | 'on_hold'
  | 'awaiting_shipment'
  | 'partially_shipped'
  | 'shipped'
  | 'delivered'
  | 'completed'
  | 'cancelled';

export interface SimConsignee {
  name: string;
  phone: string;
  country: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postcode: string;
}

export interface SimArtwork {
  area: 'front' | 'back' | 'left_sleeve' | 'right_sleeve';
  /** Path on the simulator (`/artwork/…`); the platform layer prefixes its own base URL. */
  path: string;
}

export interface SimLine {
  id: string;
  sku: string;
  productName: string;
  color: string;
  size: string;
  quantity: number;
  /** Decimal string, as money travels on the wire of most platforms. */
  unitPrice: string;
  customized: boolean;
  artwork: SimArtwork[];
}

export interface SimOrder {
  id: string;
  createdAt: number;
  /** How long after each change the platform shows it (the real platforms' indexing delay). */
  lagMs: number;
  /** Every status the order had, oldest first; `at` is the platform's update time. */
  history: { at: number; status: SimStatus }[];
  currency: string;
  consignee: SimConsignee | null;
  lines: SimLine[];
  shipment?: { carrier: string; trackingNo: string };
  /** Data fault: the platform sends this order with a status no adapter knows. */
  corrupt?: boolean;
  /** The seller's shop it belongs to, where one authorization covers several (TikTok); none: the first. */
  shopId?: string;
}

/** An order as a list call sees it at one instant: the newest change that is already visible. */
export interface SimOrderView {
  order: SimOrder;
  status: SimStatus;
  updatedAt: number;
  total: string;
}

export interface LagOptions {
  minMs: number;
  maxMs: number;
}

export const DEFAULT_LAG: LagOptions = { minMs: 2 * 60_000, maxMs: 5 * 60_000 };

export class OrderStore {
  private readonly orders = new Map<string, SimOrder>();
  private sequence = 0;
  /** Bumped by every write, so a cached listing is never served after a change. */
  private version = 0;
  /**
   * The last listings, so paging through 100,000 orders does not filter and sort them again for
   * every page: valid while nothing changed and within the same second of data time.
   */
  private readonly cache = new Map<string, { version: number; second: number; result: SimOrderView[] }>();

  constructor(
    private readonly clock: SimClock,
    public lag: LagOptions = DEFAULT_LAG,
  ) {}

  get size(): number {
    return this.orders.size;
  }

  /** A lag inside the configured range, derived from the id so it does not change between calls. */
  lagFor(id: string): number {
    let hash = 0;
    for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    const span = this.lag.maxMs - this.lag.minMs;
    return this.lag.minMs + (span > 0 ? hash % (span + 1) : 0);
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}${String(this.sequence).padStart(9, '0')}`;
  }

  add(order: Omit<SimOrder, 'lagMs'> & { lagMs?: number }): SimOrder {
    const full: SimOrder = { ...order, lagMs: order.lagMs ?? this.lagFor(order.id) };
    this.orders.set(full.id, full);
    this.version += 1;
    return full;
  }

  get(id: string): SimOrder | undefined {
    return this.orders.get(id);
  }

  /** A change made on the platform at `at` (data time, default now): cancellation, shipment, … */
  change(id: string, status: SimStatus, at = this.clock.now()): SimOrder {
    const order = this.orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    order.history.push({ at, status });
    order.history.sort((a, b) => a.at - b.at);
    this.version += 1;
    return order;
  }

  cancel(id: string, at = this.clock.now()): SimOrder {
    return this.change(id, 'cancelled', at);
  }

  /** The order as visible at `now`, or null while its creation is still inside its lag. */
  view(order: SimOrder, now = this.clock.now()): SimOrderView | null {
    let seen: { at: number; status: SimStatus } | undefined;
    for (const entry of order.history) if (entry.at + order.lagMs <= now) seen = entry;
    if (!seen) return null;
    return { order, status: seen.status, updatedAt: seen.at, total: orderTotal(order) };
  }

  /**
   * The visible orders whose `field` time lies in [from, to), oldest first, ties by id — a stable
   * order so page N is the same page on every call while nothing changes.
   */
  query(field: 'created' | 'updated', from: number, to: number, now = this.clock.now()): SimOrderView[] {
    const key = `${field}:${from}:${to}`;
    const second = Math.floor(now / 1000);
    const hit = this.cache.get(key);
    if (hit && hit.version === this.version && hit.second === second) return hit.result;
    const result = this.compute(field, from, to, now);
    if (this.cache.size >= 16) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { version: this.version, second, result });
    return result;
  }

  private compute(field: 'created' | 'updated', from: number, to: number, now: number): SimOrderView[] {
    const out: SimOrderView[] = [];
    for (const order of this.orders.values()) {
      const v = this.view(order, now);
      if (!v) continue;
      const t = field === 'created' ? order.createdAt : v.updatedAt;
      if (t >= from && t < to) out.push(v);
    }
    const key = (v: SimOrderView) => (field === 'created' ? v.order.createdAt : v.updatedAt);
    return out.sort((a, b) => key(a) - key(b) || (a.order.id < b.order.id ? -1 : a.order.id > b.order.id ? 1 : 0));
  }

  clear(): void {
    this.orders.clear();
    this.version += 1;
  }
}

export function orderTotal(order: SimOrder): string {
  let cents = 0;
  for (const line of order.lines) cents += Math.round(Number(line.unitPrice) * 100) * line.quantity;
  return (cents / 100).toFixed(2);
}

/** The platform's word for a view's status; a `corrupt` order gets one no adapter knows (a data fault). */
export function statusIn<T>(table: Record<SimStatus, T>, view: SimOrderView): T | string {
  return view.order.corrupt ? 'CORRUPT_STATUS' : table[view.status];
}
