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
 * so they need no transaction, and the scans arriving together go as one statement (pieces/scan.ts
 * scanAtStation) — as three of the DTG route's five scans do; the print and pack scans run in a
 * transaction with the order's progress.
 * The stations send from a process of their own (stations.ts), as twenty devices would: in this
 * benchmark's process, which holds the fixture and the server's modules, their own garbage
 * collections held up whole bursts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
import { type Commit, commitProbe } from './commit-probe.ts';
import { scratch } from './production-batch.ts';
import { login, startServer } from './server.ts';
import { type Answer, type Request, stations } from './stations.ts';

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

/** Latencies (ms, sorted) and how many answers failed. */
interface Measured {
  ms: number[];
  failed: number;
  seconds?: number;
}

const failed = (a: Answer) => a.status !== 200 || (a.code !== undefined && a.code !== 200);

/**
 * WARMUP bursts, not measured, then SCANS bursts (stations.ts): every station sends one request at
 * the same instant, all answers are awaited, then GAP_MS of quiet before the next burst. `requests`
 * is each station's warm-up requests followed by its measured ones.
 */
async function inBursts(floor: Floor, requests: Request[][], check: (a: Answer, r: Request) => boolean) {
  const { answers, starts } = await floor.run({ ...floor.target, mode: 'bursts', requests, gapMs: GAP_MS });
  const ms: number[] = [];
  const bursts: Burst[] = [];
  let bad = 0;
  for (let i = 0; i < WARMUP + SCANS; i++) {
    const burst = answers.map((list, station) => {
      const a = list[i] as Answer;
      if (failed(a) || !check(a, requests[station]?.[i] as Request)) bad++;
      return a.ms;
    });
    if (i < WARMUP) continue;
    ms.push(...burst);
    bursts.push({ index: i - WARMUP, at: starts[i] ?? 0, fastest: Math.min(...burst), slowest: Math.max(...burst) });
  }
  const slowest = [...bursts].sort((a, b) => b.slowest - a.slowest);
  return { ms: ms.sort((a, b) => a - b), failed: bad, slowest };
}

/** Every station sends its requests one after the other, with no pause (a saturation test). */
async function concurrently(
  floor: Floor,
  requests: Request[][],
  check: (a: Answer, r: Request) => boolean,
): Promise<Measured> {
  const { answers, seconds } = await floor.run({ ...floor.target, mode: 'continuous', requests, gapMs: 0 });
  const ms: number[] = [];
  let bad = 0;
  for (const [station, list] of answers.entries())
    for (const [i, a] of list.entries()) {
      // The first request of each station opens its connection: not a scan's cost.
      if (i > 0) ms.push(a.ms);
      if (failed(a) || !check(a, requests[station]?.[i] as Request)) bad++;
    }
  return { ms: ms.sort((a, b) => a - b), failed: bad, seconds };
}

/**
 * A burst's fastest and slowest answers. The p99 of the bursts is the 20th-slowest of 2,000 scans:
 * one burst held up as a whole (its fastest answer slow too) sets it alone — a pause of the server,
 * the database or the disk (a commit's WAL flush) rather than the queue of 20 scans.
 */
interface Burst {
  index: number;
  /** When it was sent (epoch ms). */
  at: number;
  fastest: number;
  slowest: number;
}

/**
 * The database's lone commits during the bursts (commit-probe.ts), and beside each burst over the
 * goal the slowest lone commit while it ran: a burst held up by the disk has one as slow.
 */
function diskLines(commits: Commit[], bursts: Burst[]): string[] {
  const ms = commits.map((c) => c.ms).sort((a, b) => a - b);
  const over = bursts.filter((b) => b.slowest > GOAL_P99_MS);
  const during = (b: Burst) =>
    Math.max(0, ...commits.filter((c) => c.at + c.ms >= b.at && c.at <= b.at + b.slowest).map((c) => c.ms));
  return [
    `  lone commits of the database during the bursts (an insert every 10 ms on a connection of its own): p50 ${pct(ms, 50).toFixed(1)} ms, p99 ${pct(ms, 99).toFixed(1)} ms, max ${(ms.at(-1) ?? 0).toFixed(1)} ms (${ms.length}; over 20 ms: ${ms.filter((m) => m > 20).length})`,
    `  bursts over ${GOAL_P99_MS} ms (${over.length}) and the slowest lone commit while each ran: ${
      over
        .slice(0, 8)
        .map((b) => `#${b.index} ${b.slowest.toFixed(1)} ms ↔ ${during(b).toFixed(1)} ms`)
        .join(', ') || 'none'
    }`,
  ];
}

/** The stations' process and the server it sends to. */
type Floor = ReturnType<typeof stations> & { target: { base: string; headers: Record<string, string> } };

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
    // The fixture wrote a floor's history (some hundred MB of tables and WAL), and the sections before
    // this one their files: written out before measuring, as a floor's database wrote its pages long
    // ago. Otherwise a checkpoint or the kernel's write-back of them runs during the bursts, and the
    // scans' commits wait behind it on this machine's disk (a whole burst held up 770 ms, measured).
    await db.withConnection((exec) => exec('checkpoint'));
    execFileSync('sync');
    await db.close();
    const server = await startServer(PORT, {
      PRINTFLOOR_DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PRINTFLOOR_DEMO_ORDERS: '0',
    });
    try {
      const token = await login(server.base, 'factory', 'factory');
      const station = stations();
      const floor: Floor = {
        ...station,
        target: {
          base: server.base,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        },
      };
      const ping: Floor = { ...station, target: { base: server.base, headers: {} } };
      try {
        const total = STATIONS * SCANS;
        const scan = (code: string, station: number): Request => ({
          method: 'POST',
          url: '/api/dtgProduction/scan',
          body: { workstationId: WS0 + station + 1, code },
        });
        // A floor piece's answer must show its line's two print areas; one that does not counts as failed.
        const showsArt = (a: Answer, r: Request) =>
          !String((r.body as { code?: string })?.code).startsWith('FLOOR-') || a.areas === 2;
        const any = () => true;
        const perStation = <T>(count: number, make: (station: number, i: number) => T): T[][] =>
          Array.from({ length: STATIONS }, (_, station) => Array.from({ length: count }, (_, i) => make(station, i)));
        const piece = (station: number, i: number) => station * SCANS + i + 1;
        const bareRequest: Request = { method: 'GET', url: '/api/health/ping' };
        const probe = url ? commitProbe(databaseUrl) : null;
        const bursts = await inBursts(
          floor,
          perStation(WARMUP + SCANS, (station, i) =>
            i < WARMUP
              ? scan(`FLOOR-${2 * total + station * WARMUP + i + 1}`, station)
              : scan(`FLOOR-${total + piece(station, i - WARMUP)}`, station),
          ),
          showsArt,
        );
        const commits = (await probe?.stop()) ?? null;
        const bareBursts = await inBursts(
          ping,
          perStation(WARMUP + SCANS, () => bareRequest),
          any,
        );
        const floorRun = await concurrently(
          floor,
          perStation(SCANS, (station, i) => scan(`FLOOR-${piece(station, i)}`, station)),
          showsArt,
        );
        const big = await concurrently(
          floor,
          perStation(SCANS, (station, i) => scan(`BIG-${piece(station, i)}`, station)),
          any,
        );
        const bare = await concurrently(
          ping,
          perStation(SCANS, () => bareRequest),
          any,
        );
        const row = (name: string, r: Measured) =>
          `  ${name}: p50 ${pct(r.ms, 50).toFixed(1)} ms, p95 ${pct(r.ms, 95).toFixed(1)} ms, p99 ${pct(r.ms, 99).toFixed(1)} ms (${r.ms.length} measured, ${r.failed} failed${r.seconds ? `, ${Math.round(total / r.seconds)}/s` : ''})`;
        return [
          `scan round trip, ${label}: ${STATIONS} stations, ${SCANS} scans each (after ${WARMUP} bursts not measured); the floor's order lines of ${LINE}`,
          row(`scan, ${STATIONS} stations at once in bursts ${GAP_MS} ms apart`, bursts),
          `  slowest bursts (#: fastest–slowest answer): ${bursts.slowest
            .slice(0, 3)
            .map((b) => `#${b.index}: ${b.fastest.toFixed(1)}–${b.slowest.toFixed(1)} ms`)
            .join(', ')}`,
          row('bare route (GET /api/health/ping), the same bursts', bareBursts),
          ...(commits ? diskLines(commits, bursts.slowest) : []),
          `  goal p99 ≤ ${GOAL_P99_MS} ms (bursts): ${pct(bursts.ms, 99) <= GOAL_P99_MS && bursts.failed === 0 ? 'met' : 'NOT met'}`,
          row('saturation, scans sent continuously (the floor)', floorRun),
          row('saturation, scans sent continuously (one work order at every station)', big),
          row('saturation, bare route sent continuously', bare),
        ];
      } finally {
        station.stop();
      }
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
