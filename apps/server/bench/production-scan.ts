/**
 * bench:production, scan section: the scan round trip (scan → piece moved → work report recorded →
 * answer) through the real server, 20 stations scanning at once (BENCH_STATIONS), each its own
 * pieces at its own workstation, BENCH_SCANS scans a station (100) — beside a bare route of the same
 * server (GET /api/health/ping) at the same concurrency in the same run. Goal: p99 ≤ 30 ms.
 *
 * Two floors, made before the server starts (released work orders with the DTG route's tasks):
 *  - the floor (the goal): each station works its own order lines of BENCH_LINE pieces (5), one
 *    piece after the other, as stations do with a batch that mixes orders;
 *  - one big work order: every station scans pieces of the same work order at the same process.
 *    Each scan counts on that task's row, so the 20 transactions queue on its lock, each holding
 *    it through its commit's WAL flush: printed beside the floor to show that cost, not a goal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { inTenant } from '../src/db/context.ts';
import { prepareData } from '../src/devtools/prepare-data.ts';
import { WORKSHOP_IDS } from '../src/seed/base-data-ids.ts';
import { SEED_POSITIONS } from '../src/seed/identity.ts';
import { SEED } from '../src/seed/ids.ts';
import { PROCESS_IDS, PRODUCT_IDS } from '../src/seed/process-ids.ts';
import { scratch } from './production-batch.ts';
import { login, startServer } from './server.ts';

const STATIONS = Number(process.env.BENCH_STATIONS ?? 20);
const SCANS = Number(process.env.BENCH_SCANS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 5996);
const GOAL_P99_MS = 30;
const F = SEED.factory;
/** Ids of the bench's own rows, far from the sequence's. */
const WS0 = 9_000_000_000_000;
const WO = 9_000_000_001_000;
/** Pieces of one order line (one work order) on the floor. */
const LINE = Math.max(1, Number(process.env.BENCH_LINE ?? 5) || 5);
const DTG_ROUTE = [
  PROCESS_IDS.pretreat,
  PROCESS_IDS.dtgPrint,
  PROCESS_IDS.cure,
  PROCESS_IDS.qualityCheck,
  PROCESS_IDS.pack,
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** STATIONS pretreat workstations and STATIONS × SCANS pieces waiting at pretreatment. */
async function fixture(db: Database): Promise<void> {
  await inTenant(db, F.tenantId, async (tx) => {
    await tx.execute(sql`
      insert into mes_workstation (tenant_id, id, code, name, workshop_id, process_id, post_id, device_id)
      select ${F.tenantId}, ${WS0}::bigint + g, 'BENCH-WS-' || g, 'bench ' || g, ${WORKSHOP_IDS.dtg}, ${PROCESS_IDS.pretreat},
             ${SEED_POSITIONS.factory.operator}, (select id from mes_device where tenant_id = ${F.tenantId} limit 1)
        from generate_series(1, ${STATIONS}) g on conflict do nothing`);
    const total = STATIONS * SCANS;
    const lines = Math.ceil(total / LINE);
    // Work order WO: every piece (BIG-n); WO + 1 + k: the floor's order line k (its LINE pieces FLOOR-n).
    await tx.execute(sql`
      insert into pro_work_order (tenant_id, id, code, product_id, quantity, state)
      select ${F.tenantId}::bigint, ${WO}::bigint + g, 'WO-BENCH-' || g, ${PRODUCT_IDS.dtgTeeWhite}::bigint,
             case when g = 0 then ${total}::int else least(${LINE}::int, ${total}::int - (g - 1) * ${LINE}::int) end, 1
        from generate_series(0, ${lines}) g`);
    await tx.execute(sql`
      insert into pro_task (tenant_id, work_order_id, seq, process_id, process_name, quantity)
      select w.tenant_id, w.id, s.seq, s.process_id, p.name, w.quantity
        from pro_work_order w
        cross join unnest(${`{${DTG_ROUTE.join(',')}}`}::bigint[]) with ordinality as s(process_id, seq)
        join mes_process p on p.tenant_id = w.tenant_id and p.id = s.process_id
       where w.tenant_id = ${F.tenantId} and w.id between ${WO} and ${WO}::bigint + ${lines}`);
    await tx.execute(sql`
      insert into pro_piece (tenant_id, code, work_order_id, work_order_code, piece_no, piece_total, product_id, step, steps, print_step)
      select ${F.tenantId}::bigint, 'BIG-' || g, ${WO}::bigint, 'WO-BENCH-0', 1, 1, ${PRODUCT_IDS.dtgTeeWhite}::bigint, 1, 5, 2
        from generate_series(1, ${total}) g
      union all
      select ${F.tenantId}::bigint, 'FLOOR-' || g, ${WO}::bigint + 1 + (g - 1) / ${LINE}::int,
             'WO-BENCH-' || (1 + (g - 1) / ${LINE}::int), 1 + (g - 1) % ${LINE}::int, ${LINE}::int,
             ${PRODUCT_IDS.dtgTeeWhite}::bigint, 1, 5, 2
        from generate_series(1, ${total}) g`);
  });
}

/** STATIONS clients at once, each sending its requests one after the other; latencies in ms. */
async function concurrently(
  request: (station: number, i: number) => Promise<Response>,
): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: STATIONS }, async (_, station) => {
      for (let i = 0; i < SCANS; i++) {
        const start = performance.now();
        const res = await request(station, i);
        const body = (await res.json()) as { code?: number };
        const took = performance.now() - start;
        // The first request of each client opens its connection: not a scan's cost.
        if (i > 0) ms.push(took);
        if (res.status !== 200 || (body.code !== undefined && body.code !== 200)) failed++;
      }
    }),
  );
  return { ms: ms.sort((a, b) => a - b), failed };
}

export async function scanSection(label: string, url?: string): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'printfloor-bench-scan-'));
  const pg = url ? await scratch(url) : null;
  const databaseUrl = pg?.url ?? '';
  const saved = { url: process.env.DATABASE_URL, demo: process.env.PRINTFLOOR_DEMO_ORDERS };
  process.env.DATABASE_URL = databaseUrl;
  process.env.PRINTFLOOR_DEMO_ORDERS = '0';
  try {
    await prepareData({ dataDir, captcha: false });
    const db = await createDatabase({ url: loadConfig({ dataDir }).databaseUrl, dataDir });
    await fixture(db);
    await db.close();
    const server = await startServer(PORT, {
      PRINTFLOOR_DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PRINTFLOOR_DEMO_ORDERS: '0',
    });
    try {
      const token = await login(server.base, 'factory', 'factory');
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const scanning = (prefix: string) =>
        concurrently((station, i) =>
          fetch(`${server.base}/api/dtgProduction/scan`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ workstationId: WS0 + station + 1, code: `${prefix}-${station * SCANS + i + 1}` }),
          }),
        );
      const floor = await scanning('FLOOR');
      const big = await scanning('BIG');
      const bare = await concurrently(() => fetch(`${server.base}/api/health/ping`));
      const row = (name: string, r: { ms: number[]; failed: number }) =>
        `  ${name}: p50 ${pct(r.ms, 50).toFixed(1)} ms, p95 ${pct(r.ms, 95).toFixed(1)} ms, p99 ${pct(r.ms, 99).toFixed(1)} ms (${r.ms.length} measured, ${r.failed} failed)`;
      return [
        `scan round trip, ${label}: ${STATIONS} stations at once, ${SCANS} scans each`,
        row(`scan, the floor (order lines of ${LINE})`, floor),
        row('scan, one work order at every station', big),
        row('bare route (GET /api/health/ping)', bare),
        `  goal p99 ≤ ${GOAL_P99_MS} ms (the floor): ${pct(floor.ms, 99) <= GOAL_P99_MS && floor.failed === 0 ? 'met' : 'NOT met'}`,
      ];
    } finally {
      await server.stop();
    }
  } finally {
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved.url;
    if (saved.demo === undefined) delete process.env.PRINTFLOOR_DEMO_ORDERS;
    else process.env.PRINTFLOOR_DEMO_ORDERS = saved.demo;
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
