import { type ChangeDeviceInput, WorkReportState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../errors.ts';
import type { Caller } from '../../../resources/types.ts';

/**
 * Quality reporting's "change device": the device (and, optionally, the workstation) recorded on a
 * work report, corrected before the report is completed. A guarded update, not a state change: the
 * report row is locked and must not be completed (P1035); the workstation must be one of the
 * report's process (P1034) and the device of the kind that process' workstations use — the device
 * category of their devices (P1034).
 */
export async function changeReportDevice(
  tx: Tx,
  caller: Caller,
  input: ChangeDeviceInput & { id: number; deviceId: number },
): Promise<{ id: number; deviceId: number; workstationId: number | null }> {
  const t = caller.auth.tenantId;
  const [report] = await queryRows<{ state: number; process_id: string; workstation_id: string | null }>(
    tx,
    sql`select state, process_id::text, workstation_id::text from pro_work_report
         where tenant_id = ${t} and id = ${input.id} and not is_delete for update`,
  );
  if (!report) throw new BizError('D1002', undefined, 404);
  if (report.state === WorkReportState.Completed) throw new BizError('P1035');
  const workstationId = input.workstationId ? Number(input.workstationId) : report.workstation_id;
  const [device] = await queryRows<{ name: string; category_id: string }>(
    tx,
    sql`select name, category_id::text from mes_device where tenant_id = ${t} and id = ${input.deviceId} and not is_delete`,
  );
  if (!device) throw new BizError('D1002', undefined, 404);
  const [station] = workstationId
    ? await queryRows<{ name: string; process_id: string }>(
        tx,
        sql`select name, process_id::text from mes_workstation where tenant_id = ${t} and id = ${workstationId} and not is_delete`,
      )
    : [];
  if (workstationId && !station) throw new BizError('D1002', undefined, 404);
  if (station && station.process_id !== report.process_id)
    throw new BizError('P1034', { device: device.name, workstation: station.name }, 400, 'workstationId');
  const [fits] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select exists (select 1 from mes_workstation w
                         join mes_device d on d.tenant_id = w.tenant_id and d.id = w.device_id
                        where w.tenant_id = ${t} and w.process_id = ${report.process_id} and not w.is_delete
                          and d.category_id = ${device.category_id}) as ok`,
  );
  if (!fits?.ok)
    throw new BizError('P1034', { device: device.name, workstation: station?.name ?? '' }, 400, 'deviceId');
  const by = caller.auth.realName || caller.auth.account;
  await tx.execute(sql`
    update pro_work_report set device_id = ${input.deviceId}, workstation_id = ${workstationId}::bigint,
           update_time = now(), update_user_id = ${caller.auth.userId}, update_user_name = ${by}
     where tenant_id = ${t} and id = ${input.id} and state <> ${WorkReportState.Completed}`);
  return { id: input.id, deviceId: input.deviceId, workstationId: workstationId ? Number(workstationId) : null };
}
