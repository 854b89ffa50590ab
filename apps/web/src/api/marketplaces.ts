import type { ShopAuthorizationState, SyncRunErrorEntry, SyncStarted } from '@printfloor/contract';
import { http } from './request.ts';

/** Shop authorization and order sync (apps/server/src/modules/marketplaces/routes.ts). */
export const marketplacesApi = {
  /** POST /api/shop/authorize: the platform's code → tokens (kept on the server, never sent back). */
  authorize: (id: number, code: string) => http.post<ShopAuthorizationState>('/api/shop/authorize', { id, code }),
  /** POST /api/shop/refreshToken: renew the shop's tokens now. */
  refreshToken: (id: number) => http.post<ShopAuthorizationState>('/api/shop/refreshToken', { id }),
  /** POST /api/orderSync/pull: a pull of at most 7 days; progress comes as live events `syncProgress`. */
  pull: (shopId: number, from: string, to: string) =>
    http.post<SyncStarted>('/api/orderSync/pull', { shopId, from, to }),
  /** GET /api/orderSync/errors: a run's errors list. */
  errors: (id: number) => http.get<SyncRunErrorEntry[]>('/api/orderSync/errors', { id }),
};

/** The factory's Third-party platforms lists: authorize and pull a customer's shop (`/api/{list}/…`). */
export const platformShopApi = (resource: string) => ({
  authorize: (id: number, code: string) =>
    http.post<ShopAuthorizationState>(`/api/${resource}/authorize`, { id, code }),
  pull: (id: number, from: string, to: string) =>
    http.post<SyncStarted>(`/api/${resource}/pullOrder`, { id, from, to }),
});
