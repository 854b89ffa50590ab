import path from 'node:path';
import {
  FACTORY_ORDER_RESOURCES,
  MERCHANT_ORDER_RESOURCES,
  ORDER_RESOURCES,
  orderSearchResource,
  type Resource,
  SHIPPING_RETURN_RESOURCES,
  shippingReturnResource,
} from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';
import type { ServerDomain } from '../domain.ts';
import { factoryOrderHooks, merchantOrderHooks, orderSearchHooks } from './hooks.ts';
import { registerImportCleanupJob } from './import/cleanup.ts';
import { registerImportRoutes } from './import/routes.ts';
import { customImportTemplateHooks } from './import/template.ts';
import { registerProductionProgressListener } from './production-progress.listener.ts';
import { registerProductionWithdrawnListener } from './production-withdrawn.listener.ts';

export { orderDays, orderFigures } from './figures.ts';
export { cleanImports } from './import/cleanup.ts';
export { ImageFetcher, type ImageResult } from './import/images.ts';
export {
  type MarketplaceOrderInput,
  type MarketplaceShopRef,
  type MarketplaceWritten,
  unchangedMarketplaceOrders,
  upsertMarketplaceOrders,
} from './marketplace.ts';
export { applyPlatformCancel } from './platform-cancel.ts';
export { applyProductionProgress, applyProductionWithdrawn } from './production-state.ts';
export { type ScaleData, type ScaleMerchant, type ScaleTenant, seedScaleOrders } from './scale-seed.ts';
export {
  addGrantedShop,
  recordShopAccount,
  recordShopAuthorized,
  recordShopLapsed,
  recordShopPulled,
} from './shops.ts';

import { registerReturnRoutes, shippingReturnHooks } from './returns.ts';
import { seedReturns } from './returns-seed.ts';
import { seedOrders } from './seed.ts';
import { registerStatisticsRoutes } from './statistics-routes.ts';
import { registerTimelineRoutes } from './timeline.ts';

const byName = (resources: readonly Resource[], make: (r: () => Resource) => object) =>
  Object.fromEntries(resources.map((r) => [r.name, make(() => r)]));

/**
 * Orders (issue 13): the merchant's shops and orders (drafts, submission, cancellation) and the
 * factory's order desk (review, abnormal flag, printed), on one table shared by row-level security,
 * and the factory's shipping returns against its customers' shipped orders (returns.ts).
 */
export const ordersDomain: ServerDomain = {
  name: 'orders',
  resources: ORDER_RESOURCES,
  hooks: {
    ...byName(MERCHANT_ORDER_RESOURCES, merchantOrderHooks),
    ...byName(FACTORY_ORDER_RESOURCES, factoryOrderHooks),
    [orderSearchResource.name]: orderSearchHooks(() => orderSearchResource),
    ...byName(SHIPPING_RETURN_RESOURCES, shippingReturnHooks),
    customImportTemplate: customImportTemplateHooks(),
  },
  async registerRoutes(app: FastifyInstance, services: AppServices) {
    registerTimelineRoutes(app, services, [...MERCHANT_ORDER_RESOURCES, ...FACTORY_ORDER_RESOURCES]);
    registerReturnRoutes(app, services, shippingReturnResource);
    registerStatisticsRoutes(app, services);
    await registerImportRoutes(app, services);
    // Before the server is ready, so the job system inserts it with its default trigger.
    registerImportCleanupJob();
  },
  registerListeners() {
    registerProductionProgressListener();
    registerProductionWithdrawnListener();
  },
  migrations: path.join(import.meta.dirname, 'migrations'),
  async seedLate(services: AppServices) {
    await seedOrders(services);
    await seedReturns(services);
  },
};
