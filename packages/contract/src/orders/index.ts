import type { ContractDomain } from '../domain.ts';
import { ORDER_ERRORS } from './errors.ts';
import { IMPORT_RESOURCES } from './import.ts';
import { FACTORY_ORDER_RESOURCES, MERCHANT_ORDER_RESOURCES } from './order.ts';
import { PLATFORM_SHOP_RESOURCES } from './platformShops.ts';
import { orderReportResource } from './report.ts';
import { SHIPPING_RETURN_RESOURCES } from './returns.ts';
import { shopAuthorizationResource, shopResource } from './shop.ts';
import { orderSyncResource } from './sync.ts';

export * from './aggregate.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './import.ts';
export * from './merchantAccount.ts';
export * from './order.ts';
export * from './platformShops.ts';
export * from './report.ts';
export * from './returns.ts';
export * from './review.ts';
export * from './shop.ts';
export * from './states.ts';
export * from './statistics.ts';
export * from './sync.ts';
export * from './timeline.ts';

export const ORDER_RESOURCES = [
  shopResource,
  shopAuthorizationResource,
  ...MERCHANT_ORDER_RESOURCES,
  ...FACTORY_ORDER_RESOURCES,
  orderReportResource,
  ...IMPORT_RESOURCES,
  ...SHIPPING_RETURN_RESOURCES,
  orderSyncResource,
  ...PLATFORM_SHOP_RESOURCES,
] as const;

/** Orders (issue 13): merchants' shops and orders, the factory's order desk and its shipping returns. */
export const ordersContract = {
  name: 'orders',
  resources: ORDER_RESOURCES,
  errors: ORDER_ERRORS,
  menuTitles: {},
  // The return's receive button (close and cancel are shared titles).
  buttonTitles: { receive: ['收货入库', 'Receive', '收貨入庫', 'Receber'] },
} as const satisfies ContractDomain;
