/**
 * `npm run bench:sync` — a full marketplace pull (issue 14 "Speed").
 *
 * A TikTok simulator (in this process, no lag) holds BENCH_ORDERS (100,000) orders over 30 days for
 * one shop; a server's services on a fresh database (embedded, or DATABASE_URL) authorize the shop and
 * pull the 30 days through the pull service (sliced to the adapter's window, lag overlap, paging,
 * upserts). Printed: the orders stored (exactly BENCH_ORDERS expected), the time of the full pull,
 * the time the simulator alone needs to serve the same pages (the adapter walking every slice with
 * no database), and a second full pull, which must change nothing and take ≤ 30 % of the first.
 * BENCH_CUSTOMIZED (default 0) is the share of customised lines: artwork downloads into the file
 * store would measure the disk, not the pull.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTiktokSimulator } from '@printfloor/simulators';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { asPlatform } from '../src/db/context.ts';
import { migrate } from '../src/db/migrate.ts';
import { queryRows } from '../src/db/query.ts';
import { DOMAINS } from '../src/modules/index.ts';
import { authorizeShop, sliceRange, startPull, tiktokAdapter } from '../src/modules/marketplaces/index.ts';
import { jobCaller } from '../src/modules/sysJob/index.ts';
import { SEED } from '../src/seed/ids.ts';
import { seed } from '../src/seed/index.ts';
import { createServices } from '../src/services.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMIZED = Number(process.env.BENCH_CUSTOMIZED ?? 0);
const DAY = 24 * 3600_000;
const tenantId = SEED.merchant.tenantId;

const dataDir = mkdtempSync(path.join(tmpdir(), 'printfloor-bench-sync-'));
const sim = await startTiktokSimulator({ lag: { minMs: 0, maxMs: 0 }, rate: { perSecond: 1e6, burst: 1e6 } });
const db = await createDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { inMemory: true });
try {
  const now = sim.clock.now();
  const range = { from: now - 30 * DAY - 60_000, to: now };
  sim.seed({
    count: ORDERS,
    from: now - 30 * DAY,
    to: now - 60_000,
    seed: 1,
    customizedRatio: CUSTOMIZED,
    cancelledRatio: 0,
  });
  console.log(`simulator: ${sim.store.size} orders over 30 days`);

  await migrate(db, DOMAINS);
  const services = createServices(
    loadConfig({ dataDir, demoOrders: false, jobScheduler: false, inMemory: !process.env.DATABASE_URL }),
    db,
  );
  await seed(services);
  services.config.marketplaceApps.tiktok = { baseUrl: sim.baseUrl, appKey: sim.appKey, appSecret: sim.appSecret };
  const caller = jobCaller(services, tenantId, 'bench', 'merchant');
  const [shop] = await asPlatform(db, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`insert into oms_shop (tenant_id, platform, name) values (${tenantId}, 'tiktok', ${`Bench shop ${Date.now()}`}) returning id::text`,
    ),
  );
  const shopId = Number(shop?.id);
  await authorizeShop(caller, shopId, sim.tokens.issueCode());

  // The simulator alone: the adapter walks the same slices and pages, nothing stored.
  const credentials = await tiktokAdapter.authorize(services.config.marketplaceApps.tiktok, sim.tokens.issueCode());
  const session = { app: services.config.marketplaceApps.tiktok, credentials };
  let served = 0;
  let t = Date.now();
  for (const slice of sliceRange(range, tiktokAdapter.limits)) {
    let cursor: string | null = null;
    do {
      const page = await tiktokAdapter.listOrders(session, slice, cursor);
      served += page.orders.length;
      cursor = page.next;
    } while (cursor);
  }
  const simulatorMs = Date.now() - t;

  t = Date.now();
  const first = await (await startPull(caller, { shopId, ...range, trigger: 'job' })).done;
  const firstMs = Date.now() - t;
  const [count] = await asPlatform(db, (tx) =>
    queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from oms_order where tenant_id = ${tenantId} and shop_id = ${shopId} and not is_delete`,
    ),
  );
  t = Date.now();
  const second = await (await startPull(caller, { shopId, ...range, trigger: 'job' })).done;
  const secondMs = Date.now() - t;

  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`simulator alone: ${served} orders served (overlaps included) in ${s(simulatorMs)}`);
  console.log(
    `full pull:       ${first.newCount} new, ${first.failedCount} failed, ${first.errorCount} errors, ${first.pages} pages in ${s(firstMs)}; stored ${count?.n} (expected ${ORDERS}) ${count?.n === ORDERS ? 'OK' : 'MISMATCH'}`,
  );
  const ratio = secondMs / firstMs;
  console.log(
    `second pull:     ${second.newCount} new, ${second.updatedCount} updated, ${second.unchangedCount} unchanged in ${s(secondMs)} = ${(ratio * 100).toFixed(0)} % of the first (goal ≤ 30 %) ${second.newCount + second.updatedCount === 0 && ratio <= 0.3 ? 'OK' : 'MISSED'}`,
  );
} finally {
  await sim.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
