import path from 'node:path';
import { PRODUCTION_RESOURCES } from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ServerDomain } from '../domain.ts';
import { registerCutOffJob } from './batching/cut-off.ts';
import { batchHooks } from './batching/hooks.ts';
import { seedProductionFloor } from './demo-seed.ts';
import { registerLabelTemplateRoutes } from './labels/routes.ts';
import { labelTemplateHooks } from './labels/templates.ts';
import { registerProductionListeners } from './orders.listener.ts';
import { registerProductionRoutes } from './routes.ts';
import { seedProduction } from './seed.ts';
import { registerFromOrderRoutes } from './work-orders/from-order.ts';
import { workOrderHooks } from './work-orders/hooks.ts';
import { workReportHooks } from './work-reports/hooks.ts';

export { autoBatch } from './batching/auto-batch.ts';
export { type BoardRange, datesOf, productionFiguresOf, rangeBounds } from './figures/board.ts';
export { workbenchProduction } from './figures/workbench.ts';
export { scanPiece } from './pieces/scan.ts';

/**
 * "The order has a live piece of this code", as a condition for another domain's query on the order
 * (the factory's order search by piece code, a reprint's `…-R1` too): the order is named by its columns
 * in that query. One probe of the unique index (tenant_id, code) of pro_piece, whose tenant is the
 * factory the order is made by; read under pro_piece's row-level security, so only the caller's own
 * pieces answer. Production owns the piece table, so the SQL over it stays here.
 */
export function orderHasPiece(code: string, order: { tenantId: SQL; id: SQL; factoryTenantId: SQL }): SQL {
  return sql`exists (select 1 from pro_piece pc
                      where pc.tenant_id = ${order.factoryTenantId} and pc.code = ${code} and not pc.is_delete
                        and pc.order_tenant_id = ${order.tenantId} and pc.order_id = ${order.id})`;
}

/**
 * Production (issue 15): passed orders become work orders (listeners.ts); released work orders
 * become pieces and tasks (work-orders/); pieces are batched by strategy (batching/) and scanned
 * through their route at the stations (pieces/scan.ts); the order's production state follows
 * (pieces/progress.ts → the orders domain's listener).
 */
export const productionDomain: ServerDomain = {
  name: 'production',
  resources: PRODUCTION_RESOURCES,
  hooks: {
    workOrder: workOrderHooks,
    workReport: workReportHooks,
    batch: batchHooks,
    heatBatch: batchHooks,
    labelTemplate: labelTemplateHooks('labelTemplate'),
    heatLabelTemplate: labelTemplateHooks('heatLabelTemplate'),
  },
  async registerRoutes(app, services) {
    registerProductionRoutes(app, services);
    registerLabelTemplateRoutes(app, services);
    registerFromOrderRoutes(app, services);
    registerCutOffJob();
  },
  registerListeners: registerProductionListeners,
  migrations: path.join(import.meta.dirname, 'migrations'),
  seed: seedProduction,
  seedLate: seedProductionFloor,
};
