/**
 * bench:production, auto-batch section: 10,000 pieces waiting for a batch in the demo factory,
 * five enabled strategies (colour lists, multi-piece orders, one per SKU, a catch-all), then
 * `autoBatch` as the route runs it (one transaction), BENCH_ROUNDS times — beside a baseline
 * measured in the same run: reading the same pool of pieces and binding them all in one bare
 * UPDATE (the database work any batching must do). Goal: ≤ 2 s. In-process, on PGlite (in
 * memory) and on PostgreSQL when DATABASE_URL names a server (a scratch database is made there).
 */
import { randomBytes } from 'node:crypto';
import { PrintKind } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { inTenant } from '../src/db/context.ts';
import { migrate } from '../src/db/migrate.ts';
import { DOMAINS } from '../src/modules/index.ts';
import { autoBatch } from '../src/modules/production/index.ts';
import { SEED } from '../src/seed/ids.ts';
import { seed } from '../src/seed/index.ts';
import { PRODUCT_IDS } from '../src/seed/process-ids.ts';
import { createServices } from '../src/services.ts';

const PIECES = Number(process.env.BENCH_PIECES ?? 10_000);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3) || 1);
const GOAL_MS = 2000;
const F = SEED.factory;
const COLOURS = ['白色', '黑色', '灰色', '红色', '藏青'];
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A scratch database: PGlite in memory, or a new database on the PostgreSQL server of `url`. */
export async function scratch(url?: string): Promise<{ db: Database; url?: string; drop: () => Promise<void> }> {
  if (!url) {
    const db = await createDatabase({ inMemory: true });
    return { db, drop: () => db.close() };
  }
  const name = `pf_bench_batch_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await createDatabase({ url: target.toString(), poolSize: 4 });
  return {
    db,
    url: target.toString(),
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** One released work order holding PIECES pieces of mixed colours, sizes and order sizes. */
async function fixture(db: Database): Promise<void> {
  await inTenant(db, F.tenantId, async (tx) => {
    await tx.execute(sql`insert into pro_work_order (tenant_id, id, code, product_id, quantity, state, print_kind)
                         values (${F.tenantId}, 1, 'WO-BENCH', ${PRODUCT_IDS.dtgTeeWhite}, ${PIECES}, 1, ${PrintKind.Dtg})`);
    // Orders of 1–3 pieces; colour and size vary so that every strategy has work.
    await tx.execute(sql`
      insert into pro_piece (tenant_id, code, work_order_id, work_order_code, order_id, piece_no, piece_total, product_id,
                             print_kind, colour, size, logistics_mode, demand_date, step, steps, print_step)
      select ${F.tenantId}, 'BENCH-' || g, 1, 'WO-BENCH', 1000 + g / 3, g % 3 + 1, case when g % 7 = 0 then 1 else 3 end,
             ${PRODUCT_IDS.dtgTeeWhite}, ${PrintKind.Dtg}, (${`{${COLOURS.join(',')}}`}::text[])[1 + g % 5], (${`{${SIZES.join(',')}}`}::text[])[1 + (g / 5) % 5],
             case when g % 4 = 0 then 'express' else 'standard' end, current_date + (g % 10), 1, 5, 2
        from generate_series(1, ${PIECES}) g`);
    await tx.execute(sql`delete from pro_batch_strategy where tenant_id = ${F.tenantId}`);
    await tx.execute(sql`
      insert into pro_batch_strategy (tenant_id, code, name, print_kind, colours, sizes, logistics_mode, order_size, mixed_sku, slots, order_no)
      values (${F.tenantId}, 'B1', 'express multi', 1, null, null, 'express', 2, true, 24, 1),
             (${F.tenantId}, 'B2', 'white', 1, '白色,灰色', null, null, 0, true, 24, 2),
             (${F.tenantId}, 'B3', 'dark per SKU', 1, '黑色,藏青', null, null, 0, false, 12, 3),
             (${F.tenantId}, 'B4', 'big sizes', 1, null, 'XL,XXL', null, 0, true, 30, 4),
             (${F.tenantId}, 'B5', 'the rest', 1, null, null, null, 0, true, 48, 5)`);
  });
}

async function reset(db: Database): Promise<void> {
  await inTenant(db, F.tenantId, async (tx) => {
    await tx.execute(sql`update pro_piece set batch_id = null, batch_no = null where tenant_id = ${F.tenantId}`);
    await tx.execute(sql`delete from pro_batch where tenant_id = ${F.tenantId}`);
  });
}

export async function autoBatchSection(label: string, url?: string): Promise<string[]> {
  const { db, drop } = await scratch(url);
  try {
    await migrate(db, DOMAINS);
    const services = createServices(loadConfig({ inMemory: true, demoOrders: false, jobScheduler: false }), db);
    await seed(services);
    await fixture(db);
    const caller = {
      auth: {
        userId: F.users.factory,
        tenantId: F.tenantId,
        account: 'factory',
        realName: 'bench',
        accountType: 888,
        orgId: null,
        orgName: null,
        area: 'factory' as const,
        sessionId: 0,
        tenantKind: 'factory' as const,
      },
      lang: 'en' as const,
      services,
      traceId: 'bench',
      url: '/bench',
    };
    const runs: number[] = [];
    const bare: number[] = [];
    let last = { batches: 0, pieces: 0, unmatched: 0, waiting: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      await reset(db);
      let start = performance.now();
      await inTenant(db, F.tenantId, async (tx) => {
        const rows = await tx.execute(sql`select id, colour, size, piece_total, demand_date from pro_piece
                                           where tenant_id = ${F.tenantId} and batch_id is null and state in (0, 1) and step <= print_step`);
        void rows;
        await tx.execute(
          sql`update pro_piece set batch_id = 1, batch_no = 'BARE' where tenant_id = ${F.tenantId} and batch_id is null`,
        );
      });
      bare.push(performance.now() - start);
      await reset(db);
      start = performance.now();
      last = await inTenant(db, F.tenantId, (tx) =>
        autoBatch(tx, caller as never, { printKind: PrintKind.Dtg, releasePartial: true }),
      );
      runs.push(performance.now() - start);
    }
    const ms = median(runs);
    return [
      `auto-batch, ${label}: ${PIECES.toLocaleString('en')} pieces, 5 strategies → ${last.batches} batches, ${last.pieces} pieces batched, ${last.unmatched} unmatched`,
      `  autoBatch:  ${runs.map((r) => `${r.toFixed(0)} ms`).join(', ')} (median ${ms.toFixed(0)} ms)`,
      `  baseline (read the pool, bind all in one UPDATE): ${bare.map((r) => `${r.toFixed(0)} ms`).join(', ')} (median ${median(bare).toFixed(0)} ms)`,
      `  goal ≤ ${GOAL_MS} ms: ${ms <= GOAL_MS ? 'met' : 'NOT met'}`,
    ];
  } finally {
    await drop();
  }
}
