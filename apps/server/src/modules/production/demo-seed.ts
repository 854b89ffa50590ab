import { PrintKind, ScanResult, WorkOrderState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import type { Caller } from '../../resources/types.ts';
import { WORKSTATION_IDS as WS } from '../../seed/base-data-ids.ts';
import { SEED } from '../../seed/ids.ts';
import { PRODUCTION_WORKSTATION_IDS as PWS } from '../../seed/production-ids.ts';
import type { AppServices } from '../../services.ts';
import { autoBatch } from './batching/auto-batch.ts';
import { announceOrderProgress } from './pieces/progress.ts';
import { scanPiece } from './pieces/scan.ts';
import { planTasks } from './schedule/planner.ts';
import { workOrdersFromOrder } from './work-orders/from-orders.ts';
import { guardRelease, releaseWorkOrders } from './work-orders/release.ts';

const F = SEED.factory;

/** The demo factory's production manager, as the seed acts. */
function seedCaller(services: AppServices): Caller {
  return {
    auth: {
      userId: F.users.factory,
      tenantId: F.tenantId,
      account: 'factory',
      realName: '演示数据',
      accountType: 888,
      orgId: F.orgId,
      orgName: null,
      area: 'factory',
      sessionId: 0,
      tenantKind: 'factory',
    },
    lang: 'zh-CN',
    services,
    traceId: 'seed',
    url: '/seed',
  };
}

/**
 * A living floor for the demo (with the demo orders): the passed orders not yet printed become
 * work orders through the same service the order desk's listener uses; two of three are released
 * (pieces and tasks), the pieces are batched by the seeded strategies, and some pieces are
 * scanned through their first processes — so the work orders, batches, stations, reporting
 * records and the orders' timelines all have something to show. Once: a factory with work orders
 * is left alone.
 */
export async function seedProductionFloor(services: AppServices): Promise<void> {
  if (!services.config.demoOrders) return;
  const caller = seedCaller(services);
  await inTenant(services.db, F.tenantId, async (tx) => {
    // Capacities of the demo stations (Production › Schedule views › Workstation capacity), before the
    // release below plans with them; a station without a row plans at 30 pieces an hour. Missing rows only.
    const capacity = [
      [WS.pretreat01, 40],
      [WS.dtg01, 24],
      [WS.dtg02, 24],
      [WS.dtg03, 20],
      [WS.dryer01, 60],
      [WS.dtf01, 45],
      [WS.heatPress01, 50],
      [WS.heatPress02, 50],
      [PWS.qc01, 80],
      [PWS.pack01, 90],
    ].map(([workstationId, perHour]) => ({ workstationId, perHour }));
    await tx.execute(sql`insert into pro_workstation_capacity (tenant_id, workstation_id, pieces_per_hour, create_user_id, create_user_name)
                         select ${F.tenantId}, v."workstationId", v."perHour", ${F.users.factory}::bigint, '演示数据'
                           from json_to_recordset(${JSON.stringify(capacity)}::json) as v("workstationId" bigint, "perHour" int)
                          where exists (select 1 from mes_workstation w where w.tenant_id = ${F.tenantId} and w.id = v."workstationId")
                         on conflict (tenant_id, workstation_id) do nothing`);
    const [done] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from pro_work_order where tenant_id = ${F.tenantId}`,
    );
    if ((done?.n ?? 0) > 0) return;
    const orders = await queryRows<{ id: string }>(
      tx,
      sql`select id::text from oms_order
           where factory_tenant_id = ${F.tenantId} and submit_state = 1 and approval_state = 1 and print_state = 0
             and production_state = 0 and abnormal_flag = 0 and not is_delete
           order by order_time, id limit 60`,
    );
    for (const o of orders)
      await workOrdersFromOrder(tx, F.tenantId, Number(o.id), { userId: F.users.factory, name: '演示数据' });
    const wos = await queryRows<Record<string, unknown>>(
      tx,
      sql`select id, source, product_id as "productId", product_code as "productCode", quantity, order_id as "orderId"
            from pro_work_order where tenant_id = ${F.tenantId} and state = ${WorkOrderState.Pending} order by id`,
    );
    // Two of three; the one held back shifts from one three to the next, as the demo orders' sizes (1, 2, 3
    // pieces) cycle with them: else every single-piece order of a product could be held back.
    const release = wos.filter((_, i) => (i + Math.floor(i / 3)) % 3 !== 2);
    if (!release.length) return;
    const steps = await guardRelease(tx, caller, release);
    await tx.execute(sql`update pro_work_order set state = ${WorkOrderState.Released}, release_time = now(), start_date = current_date
                          where tenant_id = ${F.tenantId} and id = any(${`{${release.map((w) => Number(w.id)).join(',')}}`}::bigint[])`);
    await releaseWorkOrders(tx, caller, release, steps);
    // Planned tasks, so the Gantt chart and the schedule have something to show.
    await planTasks(
      tx,
      F.tenantId,
      services.config.timeZone,
      release.map((w) => Number(w.id)),
    );
    for (const kind of [PrintKind.Dtg, PrintKind.Heat])
      await autoBatch(tx, caller, { printKind: kind, releasePartial: true });
    // The first pieces of the queue have been through pretreatment, a few printed as well.
    const stations = await queryRows<{ id: string; process_id: string; device_id: string | null }>(
      tx,
      sql`select id::text, process_id::text, device_id::text from mes_workstation where tenant_id = ${F.tenantId} and status = 1 and not is_delete`,
    );
    const pieces = await queryRows<{ id: string; code: string; process_id: string }>(
      tx,
      sql`select p.id::text, p.code, k.process_id::text from pro_piece p
            join pro_task k on k.tenant_id = p.tenant_id and k.work_order_id = p.work_order_id and k.seq = p.step
           where p.tenant_id = ${F.tenantId} order by p.demand_date, p.id limit 40`,
    );
    for (const [i, p] of pieces.entries()) {
      for (let step = 0; step < (i < 10 ? 2 : 1); step++) {
        const [now] = await queryRows<{ process_id: string; batch_device_id: string | null }>(
          tx,
          sql`select k.process_id::text, case when p.step = p.print_step then b.device_id::text end as batch_device_id
                from pro_piece p join pro_task k on k.tenant_id = p.tenant_id and k.work_order_id = p.work_order_id and k.seq = p.step
                left join pro_batch b on b.tenant_id = p.tenant_id and b.id = p.batch_id
               where p.tenant_id = ${F.tenantId} and p.id = ${p.id}`,
        );
        // A print scan happens at the printer of the piece's batch (another one is refused by default).
        const station = stations.find(
          (s) => s.process_id === now?.process_id && (!now.batch_device_id || s.device_id === now.batch_device_id),
        );
        if (!station) break;
        await scanPiece(tx, caller, { workstationId: Number(station.id), code: p.code, result: ScanResult.Qualified });
      }
    }
    await announceOrderProgress(
      tx,
      F.tenantId,
      release.map((w) => Number(w.orderId ?? 0)),
    );
  });
}
