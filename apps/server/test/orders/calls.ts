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

/** The print image of the order suites' print areas. */
export const ORDER_IMG = 'https://cdn.example.com/art/front.png';

/** The lines of a `teeOrder`. */
export interface TeeLines {
  /** The pieces of each TEE-W-M line: one line of one piece unless given. */
  quantities?: readonly number[];
  /** Each line's unit price: none unless given. */
  unitPrice?: number;
}

/** A complete Brazilian consignee: the review's address check passes with it. */
export const CONSIGNEE = {
  consignee: 'Ana Lima',
  phone: '13912345678',
  country: 'BR',
  city: 'São Paulo',
  address: 'Rua Augusta 100',
} as const;

/**
 * A complete DTG order for the seeded Temu mapping TEE-W-M (white, M): a line per quantity, each
 * printed front and back; `over` sets any other field (shop, freight, external id, …) or replaces one.
 */
export const teeOrder = (over: Record<string, unknown> = {}, { quantities = [1], unitPrice }: TeeLines = {}) => ({
  printKind: 1,
  platform: 'temu',
  ...CONSIGNEE,
  lines: quantities.map((quantity) => ({
    skuCode: 'TEE-W-M',
    colour: '白色',
    size: 'M',
    quantity,
    ...(unitPrice === undefined ? {} : { unitPrice }),
  })),
  areas: quantities.flatMap((_, i) => [
    { lineNo: i + 1, area: 1, printImage: ORDER_IMG },
    { lineNo: i + 1, area: 2, printImage: ORDER_IMG },
  ]),
  ...over,
});
