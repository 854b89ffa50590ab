import { describe, expect, it } from 'vitest';
import { inTenant } from '../../src/db/context.ts';
import { qualifiedScans, type ScanMember } from '../../src/modules/production/pieces/scan-statement.ts';
import { WORKSTATION_IDS as WS } from '../../src/seed/base-data-ids.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PROCESS_IDS, PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Page, type Row } from './floor.ts';

/**
 * Scans sent together (pieces/scan.ts scanAtStation, db/coalesce.ts): the qualified scans of a
 * tenant that arrive while its previous scan statement is in flight go as ONE statement with several
 * members (pieces/scan-statement.ts qualifiedScans). That statement must give each member what a
 * statement of its own would: its piece moved once, a piece named by two members moved by one only
 * (the one at the piece's process), refusals read from the rows, and the tasks counted once per move
 * even though one UPDATE changes a task's row once.
 */
describe('production: scans sent together', () => {
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    { setup: (server) => mapSkus(server, [{ skuCode: 'TOG-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]) },
  );
  const { factory, ok, orderOf, workOrdersOf, passedOrder } = floorCalls(suite);
  const t = SEED.factory.tenantId;

  /** A passed order of `lines`, its work orders released: each work order's pieces (code, id), in piece order. */
  async function releasedPieces(lines: [string, number][]) {
    const id = await passedOrder(lines);
    const wos = await workOrdersOf(String((await orderOf(id)).orderCode));
    await ok('factory', '/api/workOrder/release', { ids: wos.map((w) => w.id) });
    const out: { workOrderId: number; pieces: Row[] }[] = [];
    for (const wo of [...wos].sort((a, b) => Number(a.lineNo) - Number(b.lineNo)))
      out.push({
        workOrderId: wo.id,
        pieces: (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(wo.id) })).body.result,
      });
    return out;
  }
  const tasksOf = async (workOrderId: number) =>
    (await factory().get<Row[]>('/api/workOrder/tasks', { id: String(workOrderId) })).body.result;
  const member = (n: number, ws: number, code: string, pieceId: number | null = null): ScanMember => ({
    n,
    ws,
    piece_id: pieceId,
    code,
    remark: null,
    reason: null,
    user_id: SEED.factory.users.factory,
    user_name: 'tester',
    by_name: 'tester',
    org_id: null,
    org_name: null,
  });

  it('one statement of several members: each piece moves once, by the station at its process; the tasks count every move', async () => {
    const [first, second] = await releasedPieces([
      ['TOG-DTG-M', 3],
      ['TOG-DTG-M', 1],
    ]);
    const [a, b, c] = first?.pieces ?? [];
    const [d] = second?.pieces ?? [];
    const code = (p: Row | undefined) => String(p?.code);
    const rows = await inTenant(suite.server.db, t, (tx) =>
      qualifiedScans(
        tx,
        t,
        [
          member(1, WS.pretreat01, code(a)),
          member(2, WS.pretreat01, code(b)),
          // c named twice: first at the wrong process, then by its id (a QR) at the right one, which wins.
          member(3, WS.dtg01, code(c)),
          member(4, WS.pretreat01, '', Number(c?.id)),
          // a again, by another station at the same process: the piece moves once.
          member(5, WS.pretreat01, code(a)),
          member(6, WS.pretreat01, 'NO-SUCH-PIECE'),
          member(7, WS.pretreat01, code(d)),
          // A workstation that does not exist (or is disabled) has no station row.
          member(8, 9_999_999, code(d)),
        ],
        true,
      ),
    );
    expect(rows.map((r) => [r.n, r.moved])).toEqual([
      [1, true],
      [2, true],
      [3, false],
      [4, true],
      [5, false],
      [6, false],
      [7, true],
      [8, false],
    ]);
    // What a refusal is read from: the piece as it was, and the station.
    expect(rows[2]).toMatchObject({ code: code(c), expected_process_id: String(PROCESS_IDS.pretreat) });
    expect(rows[2]?.st).toMatchObject({ id: String(WS.dtg01), process_id: String(PROCESS_IDS.dtgPrint) });
    expect(rows[4]).toMatchObject({ code: code(a), step: 1, expected_process_id: String(PROCESS_IDS.pretreat) });
    expect(rows[5]).toMatchObject({ id: null, st: { id: String(WS.pretreat01) } });
    expect(rows[7]).toMatchObject({ code: code(d), st: null });
    // A moved piece's answer carries its line's artwork.
    expect(rows[0]?.areas).toEqual([
      expect.objectContaining({ area: 1, printImage: 'https://cdn.example.com/art/front.png' }),
    ]);
    expect(rows[0]?.next_name).toBeTruthy();

    const pretreat = (tasks: Row[]) => tasks.find((k) => Number(k.processId) === PROCESS_IDS.pretreat);
    expect(pretreat(await tasksOf(Number(first?.workOrderId)))).toMatchObject({ done: 3, qualified: 3 });
    expect(pretreat(await tasksOf(Number(second?.workOrderId)))).toMatchObject({ done: 1, qualified: 1 });
    for (const p of [a, b, c, d]) {
      const records = (await factory().post<Page<Row>>('/api/workReportRecord/page', { pieceCode: code(p) })).body
        .result;
      expect(records.total).toBe(1);
    }
    // Each moved once: all three wait at the print process now (none skipped it).
    const after = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(first?.workOrderId) })).body.result;
    const printAt = (await tasksOf(Number(first?.workOrderId))).find(
      (k) => Number(k.processId) === PROCESS_IDS.dtgPrint,
    );
    expect(after.map((p) => [p.state, p.nextProcessName])).toEqual(Array(3).fill([1, printAt?.processName]));
  });

  it("alone, a scan that would change its order's states is not made (its transaction makes it)", async () => {
    const [only] = await releasedPieces([['TOG-DTG-M', 1]]);
    const [p] = only?.pieces ?? [];
    expect(
      (await factory().post('/api/dtgProduction/scan', { workstationId: WS.pretreat01, code: p?.code })).body.message,
    ).toBe('');
    // Its next scan is at its print process: it leaves it, so the order's print state may change.
    const [row] = await inTenant(suite.server.db, t, (tx) =>
      qualifiedScans(tx, t, [member(1, WS.dtg01, String(p?.code))], true),
    );
    expect(row).toMatchObject({ moved: false, leaves_order: true });
    const [made] = await inTenant(suite.server.db, t, (tx) =>
      qualifiedScans(tx, t, [member(1, WS.dtg01, String(p?.code))], false),
    );
    expect(made).toMatchObject({ moved: true, leaves_order: true });
  });

  it('twenty stations at once through the server: every piece moves once, each second scan of a piece is told so', async () => {
    const [line] = await releasedPieces([['TOG-DTG-M', 12]]);
    const codes = (line?.pieces ?? []).map((p) => String(p.code));
    // Twelve pieces, eight of them scanned by two stations at the same instant.
    const sent = [...codes, ...codes.slice(0, 8)];
    const answers = await Promise.all(
      sent.map((code) => factory().post<Row>('/api/dtgProduction/scan', { workstationId: WS.pretreat01, code })),
    );
    const byCode = new Map<string, string[]>();
    for (const [i, code] of sent.entries())
      byCode.set(code, [...(byCode.get(code) ?? []), answers[i]?.body.message ?? '?']);
    expect(byCode.size).toBe(12);
    for (const messages of byCode.values()) {
      expect(messages.filter((m) => m === '')).toHaveLength(1);
      for (const m of messages.filter((m) => m !== '')) expect(m).toContain(`has already been scanned at "前处理"`);
    }
    for (const a of answers.filter((r) => r.body.code === 200))
      expect(a.body.result).toMatchObject({
        processName: '前处理',
        finished: false,
        areas: [expect.objectContaining({ area: 1 })],
      });
    const tasks = await tasksOf(Number(line?.workOrderId));
    expect(tasks.find((k) => Number(k.processId) === PROCESS_IDS.pretreat)).toMatchObject({ done: 12, qualified: 12 });
  });
});
