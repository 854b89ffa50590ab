import type { OrderLogEntry, ReturnableOrder } from '@printfloor/contract';
import { http } from './request.ts';

/** Order calls beyond the generated resource ones (apps/server/src/modules/orders). */
export const ordersApi = {
  /** GET /api/{order resource}/timeline: who changed what and when, oldest first. */
  timeline: (resource: string, id: number) => http.get<OrderLogEntry[]>(`/api/${resource}/timeline`, { id }),
  /** GET /api/shippingReturn/returnableOrders: shipped orders by code or tracking number (or one by id), with returnable pieces. */
  returnableOrders: (query: { keyword?: string; orderId?: number; excludeReturnId?: number }) =>
    http.get<ReturnableOrder[]>('/api/shippingReturn/returnableOrders', query),
};
