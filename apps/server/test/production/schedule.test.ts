import type { RescheduleAnswer, ScheduleAnswer, ScheduleTask } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { planTasks } from '../../src/modules/production/schedule/planner.ts';
import { WORKSTATION_IDS as WS } from '../../src/seed/base-data-ids.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus } from './floor.ts';

/**
 * The production schedule (issue 15, Gantt) on the real server and database: release plans the
 * tasks in route order on workstations of their process within the factory calendar's shifts;
 * the planner skips a holiday; a reschedule moves a task, warns about a holiday and an
 * overloaded workstation, and refuses bad input, a done task, a workstation of another process,
 * a start before the previous process ends, a stale version and another tenant's task.
 */

const T = SEED.factory.tenantId;
const TZ = 'Asia/Shanghai';
const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('production schedule: planner, schedule, reschedule', () => {
  const suite = serverSuite(
    { factory: 'factory', merchant: ['merchant', 'merchant'] },
    { setup: (server) => mapSkus(server, [{ skuCode: 'SCH-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]) },
  );
  const { factory, ok, passedOrder, orderOf, workOrdersOf } = floorCalls(suite);
  const db = () => suite.server.db;
  const schedule = async (from: string, to: string) =>
    (await factory().get<ScheduleAnswer>('/api/gantt/list', { from, to })).body;
  const tasksOf = (s: ScheduleAnswer, workOrderId: number) =>
    s.tasks.filter((t) => t.workOrderId === workOrderId).sort((a, b) => a.seq - b.seq);
  const move = (body: Record<string, unknown>) => factory().post<RescheduleAnswer>('/api/gantt/reschedule', body);
  /** Each test's own order: passed, two work orders of 20 pieces, released (planned from now); their ids in order. */
  const releasedWorkOrders = async () => {
    const id = await passedOrder([
      ['SCH-DTG-M', 20],
      ['SCH-DTG-M', 20],
    ]);
    const wos = await workOrdersOf(String((await orderOf(id)).orderCode));
    const ids = wos.map((w) => w.id).sort((a, b) => a - b);
    await ok('factory', '/api/workOrder/release', { ids });
    return ids as [number, number];
  };
  /** Plans the work orders' tasks again as the planner would on 16 December 2026 at 09:00 in the factory. */
  const planFrom16December = (ids: number[]) =>
    inTenant(db(), T, async (tx) => {
      for (const id of ids)
        await tx.execute(
          sql`update pro_task set plan_start = null, plan_end = null where tenant_id = ${T} and work_order_id = ${id}`,
        );
      return planTasks(tx, T, TZ, ids, at('2026-12-16T09:00:00+08:00'));
    });

  it('release plans every task in route order, on a workstation of its process, inside working shifts', async () => {
    const workOrderIds = await releasedWorkOrders();
    const today = new Date().toISOString().slice(0, 10);
    const plus = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const res = await schedule(plus(-1), plus(20));
    expect(res.code).toBe(200);
    const s = res.result;
    expect(s.days.length).toBe(22);
    expect(s.days.map((d) => d.date)).toContain(today);
    const stationOf = new Map(s.workstations.map((w) => [w.id, w]));
    for (const woId of workOrderIds) {
      const tasks = tasksOf(s, woId);
      expect(tasks.map((t) => t.processName)).toEqual(['前处理', '直喷打印', '烘干固化', '质检', '包装']);
      let prevEnd = 0;
      for (const task of tasks) {
        expect(task.planStart).not.toBeNull();
        const start = at(task.planStart ?? '');
        const end = at(task.planEnd ?? '');
        expect(start).toBeGreaterThanOrEqual(prevEnd);
        const ws = stationOf.get(task.workstationId ?? 0);
        expect(ws?.processId).toBe(task.processId);
        // Inside a shift of a work day of the calendar.
        const inShift = s.days.some(
          (d) => d.kind === 1 && d.shifts.some((sh) => at(sh.start) <= start && start < at(sh.end)),
        );
        expect(inShift).toBe(true);
        expect(task.status).toBe(0);
        prevEnd = end;
      }
    }
    // Both work orders' first tasks are pretreatment, and the seed has one enabled pretreatment
    // workstation: both are planned on it, and one after the other, not overlapping.
    const [a, b] = workOrderIds.map((w) => tasksOf(s, w)[0] as ScheduleTask) as [ScheduleTask, ScheduleTask];
    expect(s.workstations.filter((w) => w.processId === a.processId).map((w) => w.id)).toEqual([WS.pretreat01]);
    expect([a.workstationId, b.workstationId]).toEqual([WS.pretreat01, WS.pretreat01]);
    expect(at(b.planStart ?? '') >= at(a.planEnd ?? '') || at(a.planStart ?? '') >= at(b.planEnd ?? '')).toBe(true);
    // Load: what is planned per workstation and day, against capacity.
    expect(s.load.some((l) => l.workstationId === a.workstationId && l.planned > 0 && l.capacity > 0)).toBe(true);
    // A range too long or reversed is refused with a message, not a 500.
    const long = await schedule('2026-01-01', '2026-12-31');
    expect(long.code).toBe(400);
    expect(long.message).toContain('62');
    expect((await schedule('2026-12-10', '2026-12-01')).code).toBe(400);
    expect((await schedule('yesterday', '2026-12-01')).code).toBe(400);
  });

  it('the planner skips a holiday and sizes a task by the capacity of its workstation', async () => {
    const [woId] = await releasedWorkOrders();
    const answer = await inTenant(db(), T, async (tx) => {
      await tx.execute(
        sql`insert into mes_holiday (tenant_id, holiday_date, name, holiday_type) values (${T}, '2026-12-16', 'Test holiday', 1)`,
      );
      await tx.execute(sql`insert into pro_workstation_capacity (tenant_id, workstation_id, pieces_per_hour)
                           select ${T}, id, 8 from mes_workstation where tenant_id = ${T}
                           on conflict (tenant_id, workstation_id) do update set pieces_per_hour = 8`);
      await tx.execute(sql`update pro_task set plan_start = null, plan_end = null, workstation_id = null
                            where tenant_id = ${T} and work_order_id = ${woId}`);
      return planTasks(tx, T, TZ, [woId], at('2026-12-16T09:00:00+08:00'));
    });
    expect(answer).toEqual({ planned: 5, unplanned: 0 });
    const tasks = tasksOf((await schedule('2026-12-15', '2026-12-20')).result, woId);
    expect(tasks).toHaveLength(5);
    const first = tasks[0] as ScheduleTask;
    // The 16th is a holiday: work begins with the next day's first shift (08:00).
    expect(at(first.planStart ?? '')).toBe(at('2026-12-17T08:00:00+08:00'));
    // 20 pieces at 8 an hour: 2.5 working hours.
    expect(at(first.planEnd ?? '') - at(first.planStart ?? '')).toBe(2.5 * HOUR);
    for (let i = 1; i < tasks.length; i++)
      expect(at(tasks[i]?.planStart ?? '')).toBeGreaterThanOrEqual(at(tasks[i - 1]?.planEnd ?? ''));
  });

  it('reschedule moves a task and warns about a holiday and an overloaded workstation', async () => {
    const [woA, woB] = await releasedWorkOrders();
    await inTenant(db(), T, (tx) =>
      tx.execute(
        sql`insert into mes_holiday (tenant_id, holiday_date, name, holiday_type) values (${T}, '2026-12-19', 'Test holiday 2', 1)`,
      ),
    );
    expect(await planFrom16December([woA, woB])).toEqual({ planned: 10, unplanned: 0 });
    const s = (await schedule('2026-12-15', '2026-12-25')).result;
    const last = tasksOf(s, woA)[4] as ScheduleTask;
    // Dropped on the holiday: moved to the next shift, with a warning.
    const onHoliday = await move({ id: last.id, start: '2026-12-19T10:00:00+08:00', version: last.version });
    expect(onHoliday.body.message).toBe('');
    expect(onHoliday.body.result.warnings).toContainEqual({
      kind: 'holiday',
      date: '2026-12-19',
      name: 'Test holiday 2',
    });
    expect(at(onHoliday.body.result.task.planStart ?? '')).toBe(at('2026-12-20T08:00:00+08:00'));
    // The old version is stale now: refused.
    const stale = await move({ id: last.id, start: '2026-12-21T10:00:00+08:00', version: last.version });
    expect(stale.body.code).toBe(400);
    expect(stale.body.message).toContain('changed by someone else');

    // Both work orders' packing on one workstation at once, with 1 piece an hour: 40 pieces on a 24-hour day.
    const packA = onHoliday.body.result.task;
    const packB = tasksOf(s, woB)[4] as ScheduleTask;
    await inTenant(db(), T, (tx) =>
      tx.execute(
        sql`insert into pro_workstation_capacity (tenant_id, workstation_id, pieces_per_hour)
            values (${T}, ${packA.workstationId}, 1)
            on conflict (tenant_id, workstation_id) do update set pieces_per_hour = 1`,
      ),
    );
    const first = await move({ id: packA.id, start: '2026-12-22T08:00:00+08:00', version: packA.version });
    expect(first.body.message).toBe('');
    expect(first.body.result.warnings.filter((w) => w.kind === 'overload')).toEqual([]);
    const second = await move({
      id: packB.id,
      start: '2026-12-22T08:00:00+08:00',
      workstationId: packA.workstationId,
      version: packB.version,
    });
    expect(second.body.message).toBe('');
    expect(second.body.result.task.workstationId).toBe(packA.workstationId);
    expect(second.body.result.warnings).toContainEqual({
      kind: 'overload',
      date: '2026-12-22',
      planned: 40,
      capacity: 24,
    });
    const day = (await schedule('2026-12-22', '2026-12-22')).result.load.find(
      (l) => l.workstationId === packA.workstationId && l.date === '2026-12-22',
    );
    expect(day).toEqual({ workstationId: packA.workstationId, date: '2026-12-22', planned: 40, capacity: 24 });
  });

  it('reschedule refuses bad input, a done task, a foreign workstation, a start before the previous process and another tenant’s task', async () => {
    const [woA] = await releasedWorkOrders();
    expect(await planFrom16December([woA])).toEqual({ planned: 5, unplanned: 0 });
    const s = (await schedule('2026-12-15', '2026-12-25')).result;
    const [t1, t2] = tasksOf(s, woA) as [ScheduleTask, ScheduleTask];
    // Bad input: missing version, a start that is no date-time, a negative id.
    for (const body of [
      { id: t2.id, start: '2026-12-22T08:00:00+08:00' },
      { id: t2.id, start: 'tomorrow', version: t2.version },
      { id: -1, start: '2026-12-22T08:00:00+08:00', version: 'x' },
    ]) {
      const res = await move(body);
      expect(res.body.code).toBe(400);
    }
    // Before the previous process ends.
    const early = await move({ id: t2.id, start: t1.planStart, version: t2.version });
    expect(early.body.code).toBe(400);
    expect(early.body.message).toContain('Cannot start before the previous process');
    // A workstation of another process.
    const other = s.workstations.find((w) => w.processId !== t2.processId);
    const foreign = await move({ id: t2.id, start: t2.planStart, workstationId: other?.id, version: t2.version });
    expect(foreign.body.code).toBe(400);
    expect(foreign.body.message).toContain('does not belong to process');
    // A done task.
    await inTenant(db(), T, (tx) =>
      tx.execute(sql`update pro_task set state = 2, done = quantity where tenant_id = ${T} and id = ${t1.id}`),
    );
    const done = await move({ id: t1.id, start: t1.planStart, version: t1.version });
    expect(done.body.code).toBe(400);
    expect(done.body.message).toContain('is done');
    // Another tenant's task (a copy of this one in the merchant's tenant) is not found.
    const [copy] = await asPlatform(db(), async (tx) => {
      await tx.execute(sql`insert into pro_work_order
        select * from jsonb_populate_record(null::pro_work_order,
          (select to_jsonb(w) || jsonb_build_object('tenant_id', ${SEED.merchant.tenantId}::bigint) from pro_work_order w where w.tenant_id = ${T} and w.id = ${woA}))`);
      return queryRows<{ id: string }>(
        tx,
        sql`insert into pro_task select * from jsonb_populate_record(null::pro_task,
              (select to_jsonb(k) || jsonb_build_object('tenant_id', ${SEED.merchant.tenantId}::bigint, 'id', nextval('pf_id_seq'), 'state', 0, 'done', 0)
                 from pro_task k where k.tenant_id = ${T} and k.id = ${t2.id}))
            returning id::text`,
      );
    });
    const theirs = await move({ id: Number(copy?.id), start: t2.planStart, version: t2.version });
    expect(theirs.body.code).toBe(404);
    expect(theirs.body.message).toContain('does not exist');
    // A merchant has no gantt:update button: the call is forbidden.
    const merchant = await suite
      .caller('merchant')
      .post('/api/gantt/reschedule', { id: t2.id, start: t2.planStart, version: t2.version });
    expect(merchant.body.code).toBe(403);
  });
});
