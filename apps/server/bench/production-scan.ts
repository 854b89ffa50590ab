/**
 * bench:production, scan section: the scan round trip (scan → piece moved → work report recorded →
 * answer) through the real server, 20 stations scanning at once (BENCH_STATIONS), each its own
 * pieces at its own workstation, BENCH_SCANS scans a station (100) — beside a bare route of the same
 * server (GET /api/health/ping) at the same concurrency in the same run. Goal: p99 ≤ 30 ms.
 *
 * Pieces are made before the server starts (released work orders with the DTG route's tasks):
 *  - the floor: each station works its own order lines of BENCH_LINE pieces (5), one piece after the
 *    other, as stations do with a batch that mixes orders;
 *  - one big work order: every station scans pieces of the same work order at the same process, so
 *    each scan counts on that task's row.
 * Two ways of scanning at once:
 *  - bursts (the goal): every station scans at the same instant, the 20 answers are awaited, and the
 *    next burst comes BENCH_GAP_MS (250) later — an operator's next scan is seconds away, so this is
 *    the worst a floor does: all its stations' scans arriving together;
 *  - continuously: every station sends its next scan as soon as its answer came, with no pause —
 *    a saturation test (hundreds of scans a second, a hundred times a floor's rate), printed with
 *    its throughput to show what the server sustains, not a goal.
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
/** The pause between two bursts. */
const GAP_MS = Math.max(0, Number(process.env.BENCH_GAP_MS ?? 250) || 0);
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
    // The floor's pieces twice over: the first half is scanned continuously, the second in bursts.
    const floorPieces = 2 * total;
    const lines = Math.ceil(floorPieces / LINE);
    // Work order WO: every piece (BIG-n); WO + 1 + k: the floor's order line k (its LINE pieces FLOOR-n).
    await tx.execute(sql`
      insert into pro_work_order (tenant_id, id, code, product_id, quantity, state)
      select ${F.tenantId}::bigint, ${WO}::bigint + g, 'WO-BENCH-' || g, ${PRODUCT_IDS.dtgTeeWhite}::bigint,
             case when g = 0 then ${total}::int else least(${LINE}::int, ${floorPieces}::int - (g - 1) * ${LINE}::int) end, 1
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
        from generate_series(1, ${floorPieces}) g`);
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

/**
 * SCANS bursts: every station sends one request at the same instant, all answers are awaited, then
 * GAP_MS of quiet before the next burst; latencies in ms (the first burst opens the connections).
 */
async function inBursts(
  request: (station: number, i: number) => Promise<Response>,
): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  for (let i = 0; i < SCANS; i++) {
    await Promise.all(
      Array.from({ length: STATIONS }, async (_, station) => {
        const start = performance.now();
        const res = await request(station, i);
        const body = (await res.json()) as { code?: number };
        if (i > 0) ms.push(performance.now() - start);
        if (res.status !== 200 || (body.code !== undefined && body.code !== 200)) failed++;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
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
      const total = STATIONS * SCANS;
      const scan = (code: string, station: number) =>
        fetch(`${server.base}/api/dtgProduction/scan`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ workstationId: WS0 + station + 1, code }),
        });
      const piece = (station: number, i: number) => station * SCANS + i + 1;
      const ping = () => fetch(`${server.base}/api/health/ping`);
      const timed = async <T>(work: () => Promise<T>) => {
        const start = performance.now();
        const result = await work();
        return { ...result, seconds: (performance.now() - start) / 1000 };
      };
      const bursts = await inBursts((station, i) => scan(`FLOOR-${total + piece(station, i)}`, station));
      const bareBursts = await inBursts(() => ping());
      const floor = await timed(() => concurrently((station, i) => scan(`FLOOR-${piece(station, i)}`, station)));
      const big = await timed(() => concurrently((station, i) => scan(`BIG-${piece(station, i)}`, station)));
      const bare = await timed(() => concurrently(() => ping()));
      const row = (name: string, r: { ms: number[]; failed: number; seconds?: number }) =>
        `  ${name}: p50 ${pct(r.ms, 50).toFixed(1)} ms, p95 ${pct(r.ms, 95).toFixed(1)} ms, p99 ${pct(r.ms, 99).toFixed(1)} ms (${r.ms.length} measured, ${r.failed} failed${r.seconds ? `, ${Math.round(total / r.seconds)}/s` : ''})`;
      return [
        `scan round trip, ${label}: ${STATIONS} stations, ${SCANS} scans each; the floor's order lines of ${LINE}`,
        row(`scan, ${STATIONS} stations at once in bursts ${GAP_MS} ms apart`, bursts),
        row('bare route (GET /api/health/ping), the same bursts', bareBursts),
        `  goal p99 ≤ ${GOAL_P99_MS} ms (bursts): ${pct(bursts.ms, 99) <= GOAL_P99_MS && bursts.failed === 0 ? 'met' : 'NOT met'}`,
        row('saturation, scans sent continuously (the floor)', floor),
        row('saturation, scans sent continuously (one work order at every station)', big),
        row('saturation, bare route sent continuously', bare),
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
