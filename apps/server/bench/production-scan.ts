/**
 * bench:production, scan section: the scan round trip (scan → piece moved → work report recorded →
 * answer) through the real server, 20 stations scanning at once (BENCH_STATIONS), each its own
 * pieces at its own workstation, BENCH_SCANS scans a station (100) — beside a bare route of the same
 * server (GET /api/health/ping) at the same concurrency in the same run. Goal: p99 ≤ 30 ms.
 *
 * Pieces are made before the server starts (released work orders with the DTG route's tasks):
 *  - the floor: each station works its own order lines of BENCH_LINE pieces (5), one piece after the
 *    other, as stations do with a batch that mixes orders; each line is a merchant order's with a
 *    front and a back print, which every answer shows (an answer without them counts as failed);
 *  - one big work order: every station scans pieces of the same work order at the same process, so
 *    each scan counts on that task's row.
 * Two ways of scanning at once:
 *  - bursts (the goal): every station scans at the same instant, the 20 answers are awaited, and the
 *    next burst comes BENCH_GAP_MS (250) later — an operator's next scan is seconds away, so this is
 *    the worst a floor does: all its stations' scans arriving together (measured after BENCH_WARMUP
 *    bursts, 10, on pieces of their own);
 *  - continuously: every station sends its next scan as soon as its answer came, with no pause —
 *    a saturation test (hundreds of scans a second, a hundred times a floor's rate), printed with
 *    its throughput to show what the server sustains, not a goal.
 * BENCH_KEEP=1 keeps the PostgreSQL database it made (to EXPLAIN its statements afterwards).
 * The stations are scanning at pretreatment, a process whose scan cannot change its order's states,
 * so each is one statement on its own (pieces/scan.ts scanAtStation) — as three of the DTG route's
 * five scans are; the print and pack scans run in a transaction with the order's progress.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PieceState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { asPlatform, inTenant } from '../src/db/context.ts';
import { prepareData } from '../src/devtools/prepare-data.ts';
import { WORKSHOP_IDS } from '../src/seed/base-data-ids.ts';
import { SEED_POSITIONS } from '../src/seed/identity.ts';
import { SEED } from '../src/seed/ids.ts';
import { PROCESS_IDS, PRODUCT_IDS } from '../src/seed/process-ids.ts';
import { scratch } from './production-batch.ts';
import { login, startServer } from './server.ts';

const STATIONS = Number(process.env.BENCH_STATIONS ?? 20);
const SCANS = Number(process.env.BENCH_SCANS ?? 100);
/**
 * Bursts before the measured ones (BENCH_WARMUP, 10), on pieces of their own: the server's first
 * calls compile its code, and each pooled connection plans the scan's statement on its first five
 * executions (2.6 ms of planning each) — a floor's server that runs all day has done both.
 */
const WARMUP = Math.max(0, Number(process.env.BENCH_WARMUP ?? 10) || 0);
const PORT = Number(process.env.BENCH_PORT ?? 5996);
const GOAL_P99_MS = 30;
const F = SEED.factory;
const M = SEED.merchant;
/** Ids of the bench's own rows, far from the sequence's. */
const WS0 = 9_000_000_000_000;
const WO = 9_000_000_001_000;
/** Finished pieces of the floor's past (each with five scans and five work reports), and their first id. */
const HISTORY = Math.max(0, Number(process.env.BENCH_HISTORY ?? 40_000) || 0);
const HISTORY_PIECE0 = 9_000_100_000_000;
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

/** The floor's pieces: twice STATIONS × SCANS (continuously, then in bursts), then the warm-up bursts'. */
const FLOOR_PIECES = 2 * STATIONS * SCANS + STATIONS * WARMUP;
/** The floor's order lines (work orders WO + 1 … WO + FLOOR_LINES, orders of the same ids). */
const FLOOR_LINES = Math.ceil(FLOOR_PIECES / LINE);

/** STATIONS pretreat workstations and STATIONS × SCANS pieces waiting at pretreatment. */
async function fixture(db: Database): Promise<void> {
  await inTenant(db, F.tenantId, async (tx) => {
    await tx.execute(sql`
      insert into mes_workstation (tenant_id, id, code, name, workshop_id, process_id, post_id, device_id)
      select ${F.tenantId}, ${WS0}::bigint + g, 'BENCH-WS-' || g, 'bench ' || g, ${WORKSHOP_IDS.dtg}, ${PROCESS_IDS.pretreat},
             ${SEED_POSITIONS.factory.operator}, (select id from mes_device where tenant_id = ${F.tenantId} limit 1)
        from generate_series(1, ${STATIONS}) g on conflict do nothing`);
    const total = STATIONS * SCANS;
    const floorPieces = FLOOR_PIECES;
    const lines = FLOOR_LINES;
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
  // The floor's order lines are lines of the merchant's orders, with a front and a back print each,
  // as on a real floor: a station's answer carries the line's artwork (the big work order has none).
  // Written as the owner: the rows belong to the merchant tenant, not to the factory writing them.
  await asPlatform(db, async (tx) => {
    const lines = FLOOR_LINES;
    await tx.execute(sql`
      insert into oms_order (tenant_id, id, factory_tenant_id, order_code, platform, consignee, phone, country, city, address,
                             submit_state, approval_state)
      select ${M.tenantId}::bigint, ${WO}::bigint + g, ${F.tenantId}::bigint, 'SO-BENCH-' || g, 'temu', 'Ana Lima',
             '13912345678', 'BR', 'São Paulo', 'Rua Augusta ' || g, 1, 1
        from generate_series(1, ${lines}) g`);
    await tx.execute(sql`
      insert into oms_order_area (tenant_id, order_id, factory_tenant_id, sort_no, line_no, area, print_image, mockup_image, x, y, scale, angle)
      select ${M.tenantId}::bigint, ${WO}::bigint + g, ${F.tenantId}::bigint, a, 1, a,
             'https://cdn.example.com/art/' || g || '-' || a || '.png', 'https://cdn.example.com/mock/' || g || '-' || a || '.png',
             12.5, 40, 0.85, 0
        from generate_series(1, ${lines}) g cross join generate_series(1, 2) a`);
    await tx.execute(sql`
      update pro_piece p set order_tenant_id = ${M.tenantId}, order_id = p.work_order_id, order_code = 'SO-BENCH-' || (p.work_order_id - ${WO}::bigint),
             line_no = 1
       where p.tenant_id = ${F.tenantId} and p.work_order_id between ${WO}::bigint + 1 and ${WO}::bigint + ${lines}`);
    // A floor that has worked for months: finished pieces with their five scans and work reports.
    // Without that history the scan's tables start empty, and autovacuum analyzes them again and again
    // while the benchmark runs (at 50 rows, then every 10 % more), each time making every pooled
    // connection plan the scan's statement anew (2.6 ms, five times) — bursts slowed by an empty table.
    await tx.execute(sql`
      insert into pro_work_order (tenant_id, id, code, product_id, quantity, state)
      values (${F.tenantId}, ${WO}::bigint - 1, 'WO-BENCH-HISTORY', ${PRODUCT_IDS.dtgTeeWhite}, ${HISTORY}, 3)`);
    await tx.execute(sql`
      insert into pro_piece (tenant_id, id, code, work_order_id, work_order_code, piece_no, piece_total, product_id, state,
                             step, steps, print_step, last_scan_time)
      select ${F.tenantId}::bigint, ${HISTORY_PIECE0}::bigint + g, 'HIST-' || g, ${WO}::bigint - 1, 'WO-BENCH-HISTORY', 1, 1,
             ${PRODUCT_IDS.dtgTeeWhite}::bigint, ${PieceState.Finished}::int, 6, 5, 2, now() - interval '1 day'
        from generate_series(1, ${HISTORY}) g`);
    await tx.execute(sql`
      insert into pro_scan (tenant_id, piece_id, piece_code, work_order_id, work_order_code, task_id, seq, process_id,
                            process_name, scan_time, create_time)
      select ${F.tenantId}::bigint, ${HISTORY_PIECE0}::bigint + g, 'HIST-' || g, ${WO}::bigint - 1, 'WO-BENCH-HISTORY', 0, s,
             ${PROCESS_IDS.pretreat}::bigint, 'history', now() - interval '1 day', now() - interval '1 day'
        from generate_series(1, ${HISTORY}) g cross join generate_series(1, 5) s`);
    await tx.execute(sql`
      insert into pro_work_report (tenant_id, work_order_id, process_id, reported_qty, qualified_qty, state, report_time)
      select ${F.tenantId}::bigint, ${WO}::bigint - 1, ${PROCESS_IDS.pretreat}::bigint, 1, 1, 2, now() - interval '1 day'
        from generate_series(1, ${HISTORY} * 5) g`);
    // A floor's database has statistics (autovacuum analyzes tables as they grow); rows inserted just
    // now have none yet, and the scan's statement would be planned for empty tables — a piece found by
    // walking every piece of the tenant instead of by its code (2.2 ms instead of 1.2 ms, measured).
    await tx.execute(
      sql`analyze mes_workstation, pro_work_order, pro_task, pro_piece, pro_scan, pro_work_report, oms_order, oms_order_area`,
    );
  });
}

/** A station's answer: the HTTP status and the envelope's code. */
interface Answer {
  status: number;
  code?: number;
  /** How many print areas a scan's answer showed. */
  areas?: number;
}

/**
 * The stations' HTTP client: node:http on kept-alive connections (one a station). Every station
 * is a device of its own on the floor, but here all twenty share the server's two cores: fetch
 * spent about as much CPU per request as the server (1.4 ms, measured), which the scans then
 * waited for; a plain request costs a fraction of that.
 */
function client(base: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: STATIONS });
  return (method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${base}${url}`,
        {
          method,
          agent,
          headers: payload ? { ...headers, 'content-length': Buffer.byteLength(payload) } : headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
                code?: number;
                result?: { areas?: unknown[] };
              };
              resolve({ status: res.statusCode ?? 0, code: parsed.code, areas: parsed.result?.areas?.length });
            } catch (error) {
              reject(error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/** STATIONS clients at once, each sending its requests one after the other; latencies in ms. */
async function concurrently(
  request: (station: number, i: number) => Promise<Answer>,
): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: STATIONS }, async (_, station) => {
      for (let i = 0; i < SCANS; i++) {
        const start = performance.now();
        const res = await request(station, i);
        const took = performance.now() - start;
        // The first request of each client opens its connection: not a scan's cost.
        if (i > 0) ms.push(took);
        if (res.status !== 200 || (res.code !== undefined && res.code !== 200)) failed++;
      }
    }),
  );
  return { ms: ms.sort((a, b) => a - b), failed };
}

/**
 * WARMUP bursts of `warmUp`, not measured, then SCANS bursts of `request`: every station sends one
 * request at the same instant, all answers are awaited, then GAP_MS of quiet before the next burst;
 * latencies in ms.
 */
async function inBursts(
  request: (station: number, i: number) => Promise<Answer>,
  warmUp: (station: number, i: number) => Promise<Answer>,
): Promise<{ ms: number[]; failed: number; slowest: Burst[] }> {
  const ms: number[] = [];
  const bursts: Burst[] = [];
  let failed = 0;
  for (let i = -WARMUP; i < SCANS; i++) {
    const burst: number[] = [];
    await Promise.all(
      Array.from({ length: STATIONS }, async (_, station) => {
        const start = performance.now();
        const res = await (i < 0 ? warmUp(station, i + WARMUP) : request(station, i));
        if (i >= 0) burst.push(performance.now() - start);
        if (res.status !== 200 || (res.code !== undefined && res.code !== 200)) failed++;
      }),
    );
    if (i >= 0) {
      ms.push(...burst);
      bursts.push({ index: i, fastest: Math.min(...burst), slowest: Math.max(...burst) });
    }
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  const slowest = bursts.sort((a, b) => b.slowest - a.slowest).slice(0, 3);
  return { ms: ms.sort((a, b) => a - b), failed, slowest };
}

/**
 * A burst's fastest and slowest answers. The p99 of the bursts is the 20th-slowest of 2,000 scans:
 * one burst held up as a whole (its fastest answer slow too) sets it alone — a pause of the server,
 * the database or the disk (a commit's WAL flush) rather than the queue of 20 scans.
 */
interface Burst {
  index: number;
  fastest: number;
  slowest: number;
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
      const call = client(server.base, { authorization: `Bearer ${token}`, 'content-type': 'application/json' });
      const total = STATIONS * SCANS;
      // A floor piece's answer must show its line's two print areas; one that does not counts as failed.
      const scan = async (code: string, station: number): Promise<Answer> => {
        const answer = await call('POST', '/api/dtgProduction/scan', { workstationId: WS0 + station + 1, code });
        return code.startsWith('FLOOR-') && answer.areas !== 2 ? { ...answer, status: 0 } : answer;
      };
      const piece = (station: number, i: number) => station * SCANS + i + 1;
      const anonymous = client(server.base, {});
      const ping = () => anonymous('GET', '/api/health/ping');
      const timed = async <T>(work: () => Promise<T>) => {
        const start = performance.now();
        const result = await work();
        return { ...result, seconds: (performance.now() - start) / 1000 };
      };
      const bursts = await inBursts(
        (station, i) => scan(`FLOOR-${total + piece(station, i)}`, station),
        (station, i) => scan(`FLOOR-${2 * total + station * WARMUP + i + 1}`, station),
      );
      const bareBursts = await inBursts(ping, ping);
      const floor = await timed(() => concurrently((station, i) => scan(`FLOOR-${piece(station, i)}`, station)));
      const big = await timed(() => concurrently((station, i) => scan(`BIG-${piece(station, i)}`, station)));
      const bare = await timed(() => concurrently(() => ping()));
      const row = (name: string, r: { ms: number[]; failed: number; seconds?: number }) =>
        `  ${name}: p50 ${pct(r.ms, 50).toFixed(1)} ms, p95 ${pct(r.ms, 95).toFixed(1)} ms, p99 ${pct(r.ms, 99).toFixed(1)} ms (${r.ms.length} measured, ${r.failed} failed${r.seconds ? `, ${Math.round(total / r.seconds)}/s` : ''})`;
      return [
        `scan round trip, ${label}: ${STATIONS} stations, ${SCANS} scans each (after ${WARMUP} bursts not measured); the floor's order lines of ${LINE}`,
        row(`scan, ${STATIONS} stations at once in bursts ${GAP_MS} ms apart`, bursts),
        `  slowest bursts (#: fastest–slowest answer): ${bursts.slowest.map((b) => `#${b.index}: ${b.fastest.toFixed(1)}–${b.slowest.toFixed(1)} ms`).join(', ')}`,
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
    if (process.env.BENCH_KEEP !== '1') await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
