import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import type { ResourceHooks } from '../../../resources/hooks/types.ts';

/** The task of a work order at a process: what a report at that process counts against. */
async function taskOf(tx: Tx, tenantId: number, workOrderId: number, processId: number) {
  const [task] = await queryRows<{ id: string; quantity: number }>(
    tx,
    sql`select id::text, quantity from pro_task
         where tenant_id = ${tenantId} and work_order_id = ${workOrderId} and process_id = ${processId}
         order by seq limit 1`,
  );
  return task ?? null;
}

/**
 * Quality reports (resource `workReport`). The stations' scans write reported ones (pieces/scan.ts);
 * these hooks serve the reports a team leader adds by hand for a work order at a process: it must be
 * one of the work order's tasks (its route, once released) — the report takes that task and its
 * quantity as scheduled; the defect items cannot add up to more than the unqualified pieces (the
 * database computes unqualified = reported − qualified); the audit records who and when. Only a report
 * still to be reported is edited or deleted (the declaration's editableWhen / deletableWhen).
 */
export const workReportHooks: ResourceHooks = {
  async beforeWrite({ tx, caller }, { values, before }) {
    const workOrderId = Number(values.workOrderId ?? before?.workOrderId);
    const processId = Number(values.processId ?? before?.processId);
    // Missing or unknown ids: the engine's required and reference checks answer.
    if (!workOrderId || !processId) return;
    if (await taskOf(tx, caller.auth.tenantId, workOrderId, processId)) return;
    const [names] = await queryRows<{ code: string | null; process: string | null }>(
      tx,
      sql`select (select code from pro_work_order where tenant_id = ${caller.auth.tenantId} and id = ${workOrderId}) as code,
                 (select name from mes_process where tenant_id = ${caller.auth.tenantId} and id = ${processId}) as process`,
    );
    if (!names?.code || !names.process) return;
    throw new BizError('P1027', { code: names.code, process: names.process });
  },
  async written({ tx, caller }, { id }) {
    const t = caller.auth.tenantId;
    const [report] = await queryRows<{ unqualified: number; defects: number }>(
      tx,
      sql`update pro_work_report r
             set task_id = k.id, scheduled_qty = k.quantity
            from pro_task k
           where r.tenant_id = ${t} and r.id = ${id} and k.tenant_id = r.tenant_id
             and k.id = (select k2.id from pro_task k2
                          where k2.tenant_id = r.tenant_id and k2.work_order_id = r.work_order_id
                            and k2.process_id = r.process_id
                          order by k2.seq limit 1)
       returning r.unqualified_qty as unqualified,
                 (select coalesce(sum(quantity), 0)::int from pro_work_report_defect d
                   where d.tenant_id = r.tenant_id and d.report_id = r.id) as defects`,
    );
    if (report && Number(report.defects) > Number(report.unqualified))
      throw new BizError('P1028', { defects: Number(report.defects), unqualified: Number(report.unqualified) });
  },
  transitions: {
    report: {
      set: ({ caller }) => ({
        report_time: sql`now()`,
        producer_name: sql`coalesce(nullif(producer_name, ''), ${caller.auth.realName || caller.auth.account})`,
      }),
    },
    audit: {
      set: ({ caller }) => ({ audit_time: sql`now()`, approver_name: caller.auth.realName || caller.auth.account }),
    },
  },
};
