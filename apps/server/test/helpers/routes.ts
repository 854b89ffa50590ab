import type { AddressInfo } from 'node:net';
import { LIVE_CLOSE } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { type RouteInfo, routeCatalogue } from '../../src/http/route.ts';

/**
 * The route catalogue as the route-wide suites read it (platform/bad-input, permissions, hostile-input…):
 * every route registered on the server, through addRoute or directly (live channel, Swagger login and UI).
 */
export function catalogue(app: FastifyInstance): RouteInfo[] {
  const routes = routeCatalogue(app);
  // A catalogue that lost its routes would make every sweep pass over nothing.
  if (routes.length < 400) throw new Error(`the route catalogue holds ${routes.length} routes, expected over 400`);
  return routes;
}

export type { RouteInfo };

/** The URL with every `:param` (and a trailing `*`) replaced by `value`, encoded as a path segment. */
export function concrete(url: string, value = 'x'): string {
  const segment = encodeURIComponent(value);
  return url.replace(/:\w+/g, segment).replace(/\*$/, segment);
}

/**
 * Bad values, sent alike in JSON bodies (under each key the body schema declares), query strings
 * (under each query key) and path parameters (as text). Wrong types, out-of-range numbers, empty,
 * very long, injection-looking and traversal-looking strings.
 */
export const BAD_VALUES: unknown[] = [
  'abc',
  -1,
  1e30,
  '',
  null,
  true,
  { nested: true },
  ['a', 'b'],
  'x'.repeat(5000),
  "' or 1=1 --",
  '../../etc/passwd',
];

/** Bodies of the wrong shape as a whole. */
export const BAD_BODIES: unknown[] = [
  'garbage',
  42,
  { id: 'abc', page: 'x', pageSize: -1, status: 'on', account: 5, ids: 'nope' },
  { id: 1e30, name: { nested: true }, code: ['a'], value: null },
  { __proto__: { admin: true }, constructor: 'x' },
];

/** Query keys tried on every GET route, on top of those its schema declares. */
const COMMON_QUERY_KEYS = ['id', 'code', 'page', 'pageSize', 'keyword'];

/** A bad value as it travels in a query string or a path segment. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface BadRequest {
  /** What was sent, for the failure list. */
  label: string;
  url: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
}

/** Every bad request the suites send to one route: bad path parameters, query strings and bodies. */
export function badRequests(route: RouteInfo): BadRequest[] {
  const out: BadRequest[] = [];
  const plain = concrete(route.url);
  if (route.params.length) {
    for (const v of BAD_VALUES) {
      const text = asText(v);
      if (text === '') continue; // an empty segment is another URL (404), not a bad parameter
      out.push({ label: `path ${route.params.join(',')}=${text.slice(0, 40)}`, url: concrete(route.url, text) });
    }
  }
  if (route.method === 'GET') {
    const keys = [...new Set([...route.queryKeys, ...COMMON_QUERY_KEYS])];
    for (const v of BAD_VALUES) {
      const value = Array.isArray(v) ? v.map(asText) : asText(v);
      out.push({
        label: `query ${asText(v).slice(0, 40)}`,
        url: plain,
        query: Object.fromEntries(keys.map((k) => [k, value])),
      });
    }
  } else {
    for (const body of BAD_BODIES) out.push({ label: `body ${JSON.stringify(body)}`, url: plain, body });
    if (route.bodyKeys.length) {
      for (const v of BAD_VALUES) {
        out.push({
          label: `body keys=${JSON.stringify(v).slice(0, 40)}`,
          url: plain,
          body: Object.fromEntries(route.bodyKeys.map((k) => [k, v])),
        });
      }
    }
  }
  return out;
}

/**
 * Opens a WebSocket on an upgrade route over a real socket (the server starts listening on a free
 * port if it is not yet) and resolves with its close code, or 'still open' after `ms`.
 */
export async function wsCloseCode(
  app: FastifyInstance,
  url: string,
  protocols: string[] = [],
  ms = 5000,
): Promise<number | string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${url}`, protocols);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      ws.terminate();
      resolve('still open');
    }, ms);
    ws.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
  });
}

/** A WebSocket route's refusal: the live channel accepts, then closes with 4401; the SignalR hub refuses the upgrade with HTTP 401. */
export function wsRefused(outcome: number | string): boolean {
  return outcome === LIVE_CLOSE.unauthorized || outcome === 'Unexpected server response: 401';
}
