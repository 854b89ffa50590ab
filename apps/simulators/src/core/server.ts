import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SimClock } from './clock.ts';
import { control } from './control.ts';
import { CursorStore } from './cursors.ts';
import { Faults } from './faults.ts';
import { type SeedOptions, seedOrders } from './generator.ts';
import { labelPdf, solidPng } from './png.ts';
import { DEFAULT_RATE, RateLimiter, type RateLimitOptions } from './rate-limit.ts';
import { DEFAULT_LAG, type LagOptions, OrderStore, type SimOrder } from './store.ts';
import { DEFAULT_TOKENS, type TokenOptions, TokenStore } from './tokens.ts';
import { zipArchive } from './zip.ts';

export interface SimRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface SimResponse {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON … */
  json?: unknown;
  /** … or as is. */
  raw?: string | Buffer;
}

export interface SimOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  appKey?: string;
  appSecret?: string;
  /** A reusable authorization code (for demos and browser tests); default `demo-<platform>-code`. */
  demoCode?: string;
  lag?: LagOptions;
  tokens?: Partial<TokenOptions>;
  rate?: RateLimitOptions;
  cursorTtlMs?: number;
}

/** Everything a platform layer and a test can reach: the shared core of one simulator. */
export interface Simulator {
  readonly platform: string;
  readonly baseUrl: string;
  readonly appKey: string;
  readonly appSecret: string;
  readonly demoCode: string;
  readonly clock: SimClock;
  readonly store: OrderStore;
  readonly tokens: TokenStore;
  readonly faults: Faults;
  readonly rate: RateLimiter;
  readonly cursors: CursorStore;
  /** Deterministic orders (ids get the platform's prefix). */
  seed(options: Omit<SeedOptions, 'idPrefix'>): SimOrder[];
  /** A new id in the platform's style, for orders a test adds itself. */
  newOrderId(): string;
  close(): Promise<void>;
}

/** The thin per-platform part: its routes, its signing, its error shapes. */
export interface PlatformLayer {
  platform: string;
  idPrefix: string;
  /** Who is calling, for the rate limiter (app key, token, …). */
  caller(req: SimRequest): string;
  /** The platform's answer to too many calls; the core adds the Retry-After header. */
  rateLimited(retryAfterS: number): SimResponse;
  serverError(): SimResponse;
  /** Set-up after start, e.g. making the demo code a valid seller token (Temu). */
  init?(sim: Simulator): void;
  handle(req: SimRequest, sim: Simulator): Promise<SimResponse> | SimResponse;
}

/**
 * Starts one platform's simulator: a real HTTP server. The core serves artwork PNGs and label PDFs,
 * applies the rate limit and the armed transport faults, and hands the rest to the platform layer.
 */
export async function startSimulator(layer: PlatformLayer, options: SimOptions = {}): Promise<Simulator> {
  const clock = new SimClock();
  const server = createServer();
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const store = new OrderStore(clock, options.lag ?? DEFAULT_LAG);
  const sim: Simulator = {
    platform: layer.platform,
    baseUrl: `http://${options.host ?? '127.0.0.1'}:${port}`,
    appKey: options.appKey ?? `${layer.platform}-demo-app`,
    appSecret: options.appSecret ?? `${layer.platform}-demo-secret-0123456789`,
    demoCode: options.demoCode ?? `demo-${layer.platform}-code`,
    clock,
    store,
    tokens: new TokenStore(clock, { ...DEFAULT_TOKENS, ...options.tokens }),
    faults: new Faults(),
    rate: new RateLimiter(options.rate ?? DEFAULT_RATE),
    cursors: new CursorStore(clock, options.cursorTtlMs),
    seed: (seed) => seedOrders(store, { ...seed, idPrefix: layer.idPrefix }),
    newOrderId: () => store.nextId(layer.idPrefix),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  sim.tokens.issueCode(sim.demoCode, true);
  layer.init?.(sim);
  server.on('request', (req, res) => {
    void serve(layer, sim, req, res).catch((error: unknown) => {
      send(res, { status: 500, json: { error: String(error) } });
    });
  });
  return sim;
}

async function serve(layer: PlatformLayer, sim: Simulator, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', sim.baseUrl);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request: SimRequest = {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: req.headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
  const files = serveFile(request) ?? control(request, sim);
  if (files) return send(res, files);

  const fault = sim.faults.takeTransport();
  if (fault?.kind === 'slow') await new Promise((r) => setTimeout(r, fault.delayMs ?? 5000));
  if (fault?.kind === 'rate_limit') return send(res, limited(layer, fault.retryAfterS ?? 2));
  if (fault?.kind === 'server_error') return send(res, layer.serverError());
  const wait = sim.rate.take(layer.caller(request));
  if (wait > 0) return send(res, limited(layer, Math.ceil(wait / 1000)));

  const response = await layer.handle(request, sim);
  if (fault?.kind === 'malformed_json') {
    // A body cut short, as a proxy or a crashed gateway sends it.
    const text = JSON.stringify(response.json ?? {});
    return send(res, { ...response, json: undefined, raw: text.slice(0, Math.max(1, Math.floor(text.length / 2))) });
  }
  send(res, response);
}

function limited(layer: PlatformLayer, retryAfterS: number): SimResponse {
  const r = layer.rateLimited(retryAfterS);
  return { status: 429, ...r, headers: { 'retry-after': String(retryAfterS), ...r.headers } };
}

/** Amazon Custom's surface names for the simulator's print areas. */
const SURFACES: Record<string, string> = {
  front: 'Front',
  back: 'Back',
  left_sleeve: 'Left Sleeve',
  right_sleeve: 'Right Sleeve',
};

/**
 * Amazon Custom's customisation ZIP for one order item (`BuyerCustomizedInfo.CustomizedURL`):
 * `<item>.json` describes the customisation in the "version3.0" shape — `customizationInfo.surfaces`,
 * each surface (Front, Back, …) with its areas, an image area naming the buyer's image file — and
 * the images sit beside it under names of their own (not the surface's), so a reader must follow
 * the JSON. `?areas=front,back` lists the surfaces.
 */
function amazonCustomZip(item: string, req: SimRequest): Buffer {
  const areas = (req.query.get('areas') || 'front').split(',');
  let hash = 0;
  for (const ch of item) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const images = areas.map((area, i) => ({
    area,
    name: `${(hash + i * 7919).toString(16).padStart(8, '0')}${i}a7c.png`,
    data: solidPng(64, 64, [i * 90, 120, 200]),
  }));
  const json = {
    orderItemId: item,
    customizationData: {
      type: 'CustomizationInfo',
      children: images.map((image) => ({
        type: 'PlacementContainerCustomization',
        name: SURFACES[image.area] ?? image.area,
        children: [{ type: 'ImageCustomization', name: 'Upload your image', image: { imageName: image.name } }],
      })),
    },
    'version3.0': {
      customizationInfo: {
        surfaces: images.map((image) => ({
          name: SURFACES[image.area] ?? image.area,
          areas: [
            {
              customizationType: 'ImagePrinting',
              name: 'Upload your image',
              label: 'Your image',
              colorName: null,
              fill: null,
              image: { imageName: image.name },
              dimension: { width: 3000, height: 3600 },
              position: { x: 0, y: 0 },
            },
          ],
        })),
      },
    },
  };
  return zipArchive([
    { name: `${item}.json`, data: Buffer.from(JSON.stringify(json, null, 2)) },
    ...images.map((image) => ({ name: image.name, data: image.data })),
  ]);
}

/** Artwork (a real PNG, or an HTML page for the "not an image" fault) and label PDFs. */
function serveFile(req: SimRequest): SimResponse | null {
  if (req.method !== 'GET') return null;
  if (req.path.startsWith('/artwork/broken/')) {
    return { headers: { 'content-type': 'text/html' }, raw: '<html><body>Image moved</body></html>' };
  }
  const art = /^\/artwork\/([\w.-]+)\.png$/.exec(req.path);
  if (art) {
    let hash = 0;
    for (const ch of art[1]) hash = (hash * 33 + ch.charCodeAt(0)) >>> 0;
    const png = solidPng(64, 64, [hash & 255, (hash >> 8) & 255, (hash >> 16) & 255]);
    return { headers: { 'content-type': 'image/png' }, raw: png };
  }
  const custom = /^\/custom\/([\w.-]+)\.zip$/.exec(req.path);
  if (custom) return { headers: { 'content-type': 'application/zip' }, raw: amazonCustomZip(custom[1], req) };
  const label = /^\/label\/([\w.-]+)\.pdf$/.exec(req.path);
  if (label) return { headers: { 'content-type': 'application/pdf' }, raw: labelPdf(`Label ${label[1]}`) };
  return null;
}

function send(res: ServerResponse, response: SimResponse): void {
  if (res.destroyed) return;
  const headers: Record<string, string> = { ...response.headers };
  let body: string | Buffer = '';
  if (response.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(response.json);
  } else if (response.raw !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = response.raw;
  }
  res.writeHead(response.status ?? 200, headers);
  res.end(body);
}

export { parseJson, slicePage } from './json.ts';
