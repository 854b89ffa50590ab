import { between, pick, seededRandom } from './random.ts';
import type { OrderStore, SimArtwork, SimConsignee, SimLine, SimOrder, SimStatus } from './store.ts';

export interface SeedOptions {
  count: number;
  /** Creation times are spread evenly over [from, to) (epoch ms). */
  from: number;
  to: number;
  seed?: number;
  /** Prefix of the platform order ids (each platform has its own look). */
  idPrefix?: string;
  currency?: string;
  /** Share of lines that are customised with artwork (default 0.7). */
  customizedRatio?: number;
  /** Share of orders cancelled some minutes after creation (default 0.05). */
  cancelledRatio?: number;
  /** Share of orders without any address (default 0). */
  noAddressRatio?: number;
}

const COLORS = ['Black', 'White', 'Navy', 'Heather Grey', 'Red', 'Forest Green'];
const SIZES = ['S', 'M', 'L', 'XL', '2XL'];
const PRODUCTS = [
  { sku: 'TEE-CLASSIC', name: 'Classic cotton tee', price: 1299 },
  { sku: 'HOODIE-PULL', name: 'Pullover hoodie', price: 3450 },
  { sku: 'SWEAT-CREW', name: 'Crewneck sweatshirt', price: 2800 },
  { sku: 'TANK-RIB', name: 'Ribbed tank top', price: 999 },
];
const PLACES = [
  { country: 'US', province: 'CA', city: 'Los Angeles', district: 'Downtown', postcode: '90012' },
  { country: 'US', province: 'NY', city: 'New York', district: 'Brooklyn', postcode: '11201' },
  { country: 'GB', province: 'England', city: 'London', district: 'Camden', postcode: 'NW1 8NH' },
  { country: 'DE', province: 'Berlin', city: 'Berlin', district: 'Mitte', postcode: '10115' },
  { country: 'CN', province: '广东省', city: '广州市', district: '番禺区', postcode: '511400' },
];
const NAMES = ['Ana Souza', 'John Carter', 'Li Wei', 'Emma Brown', 'Lukas Meyer', 'Chen Jing'];
const AREAS: SimArtwork['area'][] = ['front', 'back', 'left_sleeve', 'right_sleeve'];

/**
 * Deterministic orders for tests, demos and the sync benchmark: the same seed gives the same
 * orders. Most are waiting for shipment; some unpaid, on hold, shipped, completed; a share is
 * cancelled after creation (a second history entry), as real buyers do.
 */
export function seedOrders(store: OrderStore, options: SeedOptions): SimOrder[] {
  const random = seededRandom(options.seed ?? 1);
  const span = Math.max(1, options.to - options.from);
  const out: SimOrder[] = [];
  for (let i = 0; i < options.count; i++) {
    const createdAt = options.from + Math.floor((span * i) / options.count);
    out.push(
      store.add(
        makeOrder(store.nextId(options.idPrefix ?? ''), createdAt, random, {
          currency: options.currency ?? 'USD',
          customizedRatio: options.customizedRatio ?? 0.7,
          cancelledRatio: options.cancelledRatio ?? 0.05,
          noAddressRatio: options.noAddressRatio ?? 0,
        }),
      ),
    );
  }
  return out;
}

/** One order, created now unless told otherwise — what a test adds to watch it appear. */
export function makeOrder(
  id: string,
  createdAt: number,
  random: () => number = seededRandom(createdAt),
  options: {
    currency?: string;
    customizedRatio?: number;
    cancelledRatio?: number;
    noAddressRatio?: number;
    status?: SimStatus;
    brokenArtwork?: boolean;
    corrupt?: boolean;
  } = {},
): Omit<SimOrder, 'lagMs'> {
  const lineCount = between(random, 1, 3);
  const lines: SimLine[] = [];
  for (let n = 1; n <= lineCount; n++) {
    const product = pick(random, PRODUCTS);
    const customized = random() < (options.customizedRatio ?? 0.7);
    const areas = customized ? AREAS.slice(0, between(random, 1, 2)) : [];
    const lineId = `${id}-${n}`;
    lines.push({
      id: lineId,
      sku: product.sku,
      productName: product.name,
      color: pick(random, COLORS),
      size: pick(random, SIZES),
      quantity: between(random, 1, 3),
      unitPrice: (product.price / 100).toFixed(2),
      customized,
      artwork: areas.map((area) => ({
        area,
        path: options.brokenArtwork ? `/artwork/broken/${lineId}-${area}.png` : `/artwork/${lineId}-${area}.png`,
      })),
    });
  }
  const place = pick(random, PLACES);
  const consignee: SimConsignee | null =
    random() < (options.noAddressRatio ?? 0)
      ? null
      : {
          name: pick(random, NAMES),
          phone: `+1555${String(between(random, 1000000, 9999999))}`,
          ...place,
          address: `${between(random, 1, 999)} Market Street`,
        };
  const roll = random();
  const initial: SimStatus =
    options.status ??
    (roll < 0.1
      ? 'unpaid'
      : roll < 0.15
        ? 'on_hold'
        : roll < 0.8
          ? 'awaiting_shipment'
          : roll < 0.9
            ? 'shipped'
            : 'completed');
  const history: SimOrder['history'] = [{ at: createdAt, status: initial }];
  if (!options.status && random() < (options.cancelledRatio ?? 0.05) && initial !== 'completed') {
    history.push({ at: createdAt + between(random, 5, 120) * 60_000, status: 'cancelled' });
  }
  return {
    id,
    createdAt,
    ...(options.corrupt ? { corrupt: true } : {}),
    history,
    currency: options.currency ?? 'USD',
    consignee,
    lines,
  };
}
