import type { ScheduleAnswer, ScheduleTask } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTenant } from '../../src/db/context.ts';
import { planTasks } from '../../src/modules/production/schedule/planner.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Page, type Row } from './floor.ts';

/**
 * Workstation capacity (issue 15): the resource `workstationCapacity` over pro_workstation_capacity
 * (one row per workstation, codes under the schedule menu) — and the planner sizing a task by it:
 * the same task planned at the same instant ends earlier or later as the capacity is changed through
 * the API, and at the default 30 an hour once the rows are deleted.
 */

const T = SEED.factory.tenantId;
const TZ = 'Asia/Shanghai';
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
// A Thursday (a working day of the standard week); 09:00 is inside the day shift.
const START = '2026-12-17T09:00:00+08:00';

describe('production: workstation capacity', () => {
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    { setup: (server) => mapSkus(server, [{ skuCode: 'CAP-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]) },
  );
  const { factory, ok, orderOf, workOrdersOf, passedOrder } = floorCalls(suite);
  const schedule = async () =>
    (await factory().get<ScheduleAnswer>('/api/schedule/list', { from: '2026-12-16', to: '2026-12-31' })).body.result;

  /** Plans the work order's tasks again from START and answers its first task (pre-treatment). */
  const replan = async (workOrderId: number): Promise<ScheduleTask> => {
    await inTenant(suite.server.db, T, async (tx) => {
      await tx.execute(sql`update pro_task set plan_start = null, plan_end = null, workstation_id = null
                            where tenant_id = ${T} and work_order_id = ${workOrderId}`);
      await planTasks(tx, T, TZ, [workOrderId], at(START));
    });
    const tasks = (await schedule()).tasks.filter((t) => t.workOrderId === workOrderId).sort((a, b) => a.seq - b.seq);
    return tasks[0] as ScheduleTask;
  };
  const hours = (task: ScheduleTask) => (at(task.planEnd ?? '') - at(task.planStart ?? '')) / HOUR;

  it('a changed capacity changes the plan; without a row the planner uses 30 an hour', async () => {
    const id = await passedOrder([['CAP-DTG-M', 20]]);
    const [wo] = await workOrdersOf(String((await orderOf(id)).orderCode));
    await ok('factory', '/api/workOrder/release', { id: wo?.id });
    const woId = Number(wo?.id);

    // Default: 20 pieces at 30 an hour.
    const before = await replan(woId);
    expect(at(before.planStart ?? '')).toBe(at(START));
    expect(hours(before)).toBeCloseTo(20 / 30, 5);

    // 10 an hour on every workstation of the task's process, through the screen's API.
    const stations = (await schedule()).workstations.filter((w) => w.processName === before.processName);
    expect(stations.length).toBeGreaterThan(0);
    const rowIds: number[] = [];
    for (const w of stations)
      rowIds.push(
        await ok<number>('factory', '/api/workstationCapacity/add', { workstationId: w.id, piecesPerHour: 10 }),
      );
    // One row per workstation.
    const twice = await factory().post('/api/workstationCapacity/add', {
      workstationId: stations[0]?.id,
      piecesPerHour: 5,
    });
    expect(twice.body.code).not.toBe(200);
    const page = (await factory().post<Page<Row>>('/api/workstationCapacity/page', { pageSize: 50 })).body.result;
    expect(page.items.map((r) => r.workstationName)).toEqual(expect.arrayContaining(stations.map((w) => w.name)));
    expect((await schedule()).workstations.find((w) => w.id === stations[0]?.id)?.perHour).toBe(10);

    const slower = await replan(woId);
    expect(at(slower.planStart ?? '')).toBe(at(START));
    expect(hours(slower)).toBeCloseTo(2, 5);

    // Changed to 40 an hour: half an hour.
    for (const [i, rowId] of rowIds.entries())
      await ok('factory', '/api/workstationCapacity/update', {
        id: rowId,
        workstationId: stations[i]?.id,
        piecesPerHour: 40,
      });
    expect(hours(await replan(woId))).toBeCloseTo(0.5, 5);

    // Bad values are refused; deleting the rows brings back the default.
    const zero = await factory().post('/api/workstationCapacity/update', {
      id: rowIds[0],
      workstationId: stations[0]?.id,
      piecesPerHour: 0,
    });
    expect(zero.body.code).not.toBe(200);
    await ok('factory', '/api/workstationCapacity/batchDelete', { ids: rowIds });
    expect(hours(await replan(woId))).toBeCloseTo(20 / 30, 5);
  });
});
