import { idSchema, type OrderLogEntry, type Resource } from '@printfloor/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { omsOrderLog } from '../../db/schema/index.ts';
import { addRoute } from '../../http/route.ts';
import { formatDateTime } from '../../http/serialize.ts';
import { callerOf } from '../../resources/routes.ts';
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

/** An order's timeline, oldest first; empty for an order the caller's side cannot see. */
export async function orderTimeline(
  tx: Tx,
  caller: Caller,
  resource: Resource,
  orderId: number,
): Promise<OrderLogEntry[]> {
  // Row-level security already limits the rows to orders open to the caller; the explicit
  // condition says which side asks (the order's owner, or the factory serving it).
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
      handler: async (ctx) => ctx.read((tx) => orderTimeline(tx, callerOf(ctx as never), resource, ctx.query.id)),
    });
  }
}
