import {
  DEFAULT_PIECES_PER_HOUR,
  type ScheduleStatusValue,
  type ScheduleTask,
  type ScheduleWorkstation,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { dateIn, isoIn } from './time.ts';

/** The enabled workstations with their process and capacity. */
export async function workstations(tx: Tx, tenantId: number): Promise<ScheduleWorkstation[]> {
  const rows = await queryRows<{
    id: string;
    code: string;
    name: string;
    process_id: string;
    process_name: string | null;
    per_hour: number;
  }>(
    tx,
    sql`select w.id::text, w.code, w.name, w.process_id::text, p.name as process_name,
               coalesce(c.pieces_per_hour, ${DEFAULT_PIECES_PER_HOUR})::int as per_hour
          from mes_workstation w
          left join mes_process p on p.tenant_id = w.tenant_id and p.id = w.process_id
          left join pro_workstation_capacity c on c.tenant_id = w.tenant_id and c.workstation_id = w.id
         where w.tenant_id = ${tenantId} and w.status = 1 and not w.is_delete
         order by p.name nulls last, w.code`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    name: r.name,
    processId: Number(r.process_id),
    processName: r.process_name ?? '',
    perHour: r.per_hour,
  }));
}

/** A task row with its plan as epoch ms (the planner and the reschedule compute with them). */
export interface TaskData {
  id: number;
  workOrderId: number;
  workOrderCode: string;
  orderCode: string | null;
  productName: string | null;
  seq: number;
  processId: number;
  processName: string;
  workstationId: number | null;
  quantity: number;
  done: number;
  state: number;
  startMs: number | null;
  endMs: number | null;
  demandDate: string | null;
  version: string;
}

/** Released work orders' tasks matching `where` (a condition on `k`, the task, and `w`, its work order). */
export async function readTasks(tx: Tx, tenantId: number, where: SQL): Promise<TaskData[]> {
  const rows = await queryRows<{
    id: string;
    work_order_id: string;
    work_order_code: string;
    order_code: string | null;
    product_name: string | null;
    seq: number;
    process_id: string;
    process_name: string;
    workstation_id: string | null;
    quantity: number;
    done: number;
    state: number;
    start_ms: number | null;
    end_ms: number | null;
    demand_date: string | null;
    version: string;
  }>(
    tx,
    sql`select k.id::text, k.work_order_id::text, w.code as work_order_code, w.order_code, w.product_name, k.seq,
               k.process_id::text, k.process_name, k.workstation_id::text, k.quantity, k.done, k.state,
               (extract(epoch from k.plan_start) * 1000)::float8 as start_ms,
               (extract(epoch from k.plan_end) * 1000)::float8 as end_ms,
               to_char(w.demand_date, 'YYYY-MM-DD') as demand_date,
               ((extract(epoch from coalesce(k.update_time, k.create_time)) * 1000000)::bigint)::text as version
          from pro_task k
          join pro_work_order w on w.tenant_id = k.tenant_id and w.id = k.work_order_id
         where k.tenant_id = ${tenantId} and w.state in (1, 2) and ${where}
         order by w.demand_date nulls last, w.id, k.seq`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    workOrderId: Number(r.work_order_id),
    workOrderCode: r.work_order_code,
    orderCode: r.order_code,
    productName: r.product_name,
    seq: r.seq,
    processId: Number(r.process_id),
    processName: r.process_name,
    workstationId: r.workstation_id === null ? null : Number(r.workstation_id),
    quantity: r.quantity,
    done: r.done,
    state: r.state,
    startMs: r.start_ms === null ? null : Number(r.start_ms),
    endMs: r.end_ms === null ? null : Number(r.end_ms),
    demandDate: r.demand_date,
    version: r.version,
  }));
}

/** A task is done when its state says so or every piece passed it. */
export const isDone = (t: TaskData): boolean => t.state === 2 || (t.quantity > 0 && t.done >= t.quantity);

/**
 * The wire task: status from its counts; late when planned to end after the work order's demand
 * date, or not done and planned to have ended already.
 */
export function wireTask(t: TaskData, tz: string, now: number): ScheduleTask {
  const done = isDone(t);
  const status = (done ? 2 : t.state === 1 || t.done > 0 ? 1 : 0) as ScheduleStatusValue;
  const late =
    t.endMs !== null && ((t.demandDate !== null && dateIn(t.endMs, tz) > t.demandDate) || (!done && t.endMs < now));
  return {
    id: t.id,
    workOrderId: t.workOrderId,
    workOrderCode: t.workOrderCode,
    orderCode: t.orderCode,
    productName: t.productName,
    seq: t.seq,
    processId: t.processId,
    processName: t.processName,
    workstationId: t.workstationId,
    quantity: t.quantity,
    done: t.done,
    planStart: t.startMs === null ? null : isoIn(t.startMs, tz),
    planEnd: t.endMs === null ? null : isoIn(t.endMs, tz),
    demandDate: t.demandDate,
    status,
    late,
    version: t.version,
  };
}
