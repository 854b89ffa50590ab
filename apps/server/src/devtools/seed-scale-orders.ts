import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { type ScaleData, seedScaleOrders } from '../modules/orders/index.ts';
import { prepareData } from './prepare-data.ts';

/** The default volume: a million orders on PostgreSQL; a tenth on embedded PGlite (single-threaded, WebAssembly). */
export const SCALE_ORDERS = { pg: 1_000_000, pglite: 100_000 } as const;

/**
 * Migrates and seeds the database (the demo data and the captcha switched off, as prepareData),
 * then adds the scale tenants and orders (modules/orders/scale-seed.ts) unless they are there.
 * The database is DATABASE_URL when set, else PGlite in `dataDir`.
 */
export async function seedScale(options: {
  dataDir?: string;
  orders?: number;
  log?: (line: string) => void;
}): Promise<ScaleData & { orders: number; database: 'pg' | 'pglite' }> {
  const log = options.log ?? console.log;
  const config = loadConfig(options.dataDir ? { dataDir: options.dataDir } : {});
  const database = config.databaseUrl ? 'pg' : 'pglite';
  const orders = options.orders ?? SCALE_ORDERS[database];
  await prepareData({ dataDir: config.dataDir, captcha: false });
  const db = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = Date.now();
    log(
      `seed:scale — ${orders.toLocaleString('en')} orders over 10 merchants and 2 factories on ${database === 'pg' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`,
    );
    const data = await seedScaleOrders(db, { orders, log });
    log(
      data.added
        ? `seed:scale — ${data.added.toLocaleString('en')} orders added in ${((Date.now() - started) / 1000).toFixed(0)} s`
        : 'seed:scale — already seeded, reused',
    );
    return { ...data, orders: data.merchants.reduce((n, m) => n + m.orders, 0), database };
  } finally {
    await db.close();
  }
}
