import { expect } from 'vitest';
import type { TestServer } from '../helpers/server.ts';

/** Requests of the order suites: in English, with a token; `ok` also expects success and answers the result. */
export function orderCalls(server: () => TestServer) {
  const call = <T>(
    method: 'GET' | 'POST',
    url: string,
    token: string,
    body?: unknown,
    query?: Record<string, string>,
  ) => server().call<T>(method, url, { token, body, query, headers: { 'accept-language': 'en' } });
  const ok = async <T>(url: string, token: string, body: unknown) => {
    const res = await call<T>('POST', url, token, body);
    expect(res.body.message).toBe('');
    expect(res.body.code).toBe(200);
    return res.body.result;
  };
  return { call, ok };
}

/** A Temu shop of the demo merchant named as the seeded product mapping of TEE-W-M expects (review passes). */
export const MAPPED_SHOP = {
  platform: 'temu',
  name: 'PrintFloor 官方店',
  property: 'real',
  area: 'cross_border',
  temuShopType: 'semi_managed',
} as const;
