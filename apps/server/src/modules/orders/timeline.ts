import { idSchema, type OrderLogEntry, type Resource, type SystemTransitionInfo } from '@printfloor/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { omsOrderLog } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import { addRoute } from '../../http/route.ts';
import { formatDateTime } from '../../http/serialize.ts';
import { callerOf } from '../../resources/routes.ts';
import type { AggregateActor, MovedRow } from '../../resources/system-transitions.ts';
import type { Caller } from '../../resources/types.ts';
import type { AppServices } from '../../services.ts';

/** What one timeline entry says: an action and, for a transition, the field it moved. */
export interface LogChange {
  action: string;
  field?: string | null;
  from?: number | null;
  to?: number | null;
  reason?: string | null;
}

/**
 * Appends one timeline row per order, in the caller's transaction. The rows are taken from the
 * orders as the caller's side sees them (merchant: `tenant_id`, factory: `factory_tenant_id`), so
 * the entry carries the order's owner and factory and row-level security checks both sides' writes.
 */
export async function logOrders(
  tx: Tx,
  caller: Caller,
  resource: Resource,
  ids: readonly number[],
  change: LogChange,
  fromById?: ReadonlyMap<number, number>,
): Promise<void> {
  if (!ids.length) return;
  const a = caller.auth;
  // The state each order left (transitions), joined to the orders as the caller's side sees them.
  const moved = sql.join(
    ids.map((id) => sql`(${id}::bigint, ${fromById?.get(id) ?? change.from ?? null}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into oms_order_log (tenant_id, order_id, factory_tenant_id, action, field, from_state, to_state, reason,
                               by_tenant_id, by_user_id, by_user_name)
    select o.tenant_id, o.id, o.factory_tenant_id, ${change.action}, ${change.field ?? null}, v.from_state,
           ${change.to ?? null}::int, ${change.reason ?? null}, ${a.tenantId}, ${a.userId}, ${a.realName || a.account}
      from oms_order o join (values ${moved}) as v(id, from_state) on v.id = o.id
     where o.${sql.identifier(resource.tenantColumn)} = ${a.tenantId}`);
}

/**
 * The timeline entry of an aggregate transition of orders (orderAggregate): one row per moved order, by the
 * acting side's tenant — with the user when a user acted, with no user when the system did (the console then
 * shows the side) —, `reason` what was said (e.g. the pieces done, "3/5").
 */
export function logSystemTransition(reason: string | null) {
  return async (tx: Tx, actor: AggregateActor, t: SystemTransitionInfo, moved: readonly MovedRow[]): Promise<void> => {
    const userId = actor.kind === 'user' ? actor.userId : null;
    const userName = actor.kind === 'user' ? actor.realName : null;
    const rows = sql.join(
      moved.map(
        (m) =>
          sql`(${m.tenants.merchant}::bigint, ${m.id}::bigint, ${m.tenants.factory}::bigint, ${t.name}, ${t.field}, ${m.from}::int, ${t.to}::int, ${reason}, ${actor.tenantId}::bigint, ${userId}::bigint, ${userName}::text)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      insert into oms_order_log (tenant_id, order_id, factory_tenant_id, action, field, from_state, to_state, reason,
                                 by_tenant_id, by_user_id, by_user_name)
      values ${rows}`);
  };
}

/** An order's timeline, oldest first; an order the caller's side cannot see is "record not found" (D1002). */
export async function orderTimeline(
  tx: Tx,
  caller: Caller,
  resource: Resource,
  orderId: number,
): Promise<OrderLogEntry[]> {
  // Row-level security already limits the rows to orders open to the caller; the explicit
  // condition says which side asks (the order's owner, or the factory serving it).
  const [order] = await queryRows<{ id: string }>(
    tx,
    sql`select id::text from oms_order
         where id = ${orderId} and ${sql.identifier(resource.tenantColumn)} = ${caller.auth.tenantId} and not is_delete`,
  );
  if (!order) throw new BizError('D1002', undefined, 404);
  const side = resource.tenantColumn === 'tenant_id' ? omsOrderLog.tenantId : omsOrderLog.factoryTenantId;
  const rows = await tx
    .select()
    .from(omsOrderLog)
    .where(and(eq(side, caller.auth.tenantId), eq(omsOrderLog.orderId, orderId)))
    .orderBy(asc(omsOrderLog.id));
  const zone = caller.timeZone ?? 'Asia/Shanghai';
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    field: r.field,
    fromState: r.fromState,
    toState: r.toState,
    reason: r.reason,
    bySide: r.byTenantId === r.tenantId ? 'merchant' : 'factory',
    byUserName: r.byUserName,
    time: formatDateTime(r.createTime, zone),
  }));
}

/** `GET /api/{resource}/timeline?id=` for each order resource, under its detail code. */
export function registerTimelineRoutes(
  app: FastifyInstance,
  services: AppServices,
  resources: readonly Resource[],
): void {
  for (const resource of resources) {
    addRoute(app, services, {
      method: 'GET',
      url: `/api/${resource.name}/timeline`,
      permission: resource.permissions.detail,
      summary: `${resource.title.en}: the order's timeline (who changed what, when), oldest first`,
      query: z.object({ id: idSchema }),
      handler: async (ctx) => ctx.read((tx) => orderTimeline(tx, callerOf(ctx), resource, ctx.query.id)),
    });
  }
}
