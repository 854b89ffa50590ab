import { createHash, createHmac } from 'node:crypto';
import {
  type PlatformLayer,
  parseJson,
  type SimOptions,
  type SimRequest,
  type SimResponse,
  type Simulator,
  slicePage,
  startSimulator,
} from './core/server.ts';
import { type SimOrderView, type SimStatus, statusIn } from './core/store.ts';

/**
 * The generic "ERP pull" protocol (docs/marketplaces.md) that stands in for EcCang and Mabang
 * until their official documentation is obtained (factory-domain §16.7): `{ code, message, data }`
 * answers (code 0 = success), HMAC-SHA256 signatures in `x-*` headers, bearer tokens, a 7-day
 * window and pages of ≤ 100 with `has_more`.
 */
export const ERP_CODES = {
  invalidCode: 40001,
  invalidRefresh: 40002,
  windowTooLarge: 40003,
  badParam: 40000,
  badSignature: 40101,
  tokenInvalid: 40102,
  tokenExpired: 40103,
  notFound: 40400,
  tooManyRequests: 42900,
  internal: 50000,
} as const;

const STATUS: Record<SimStatus, string> = {
  unpaid: 'unpaid',
  on_hold: 'pending_review',
  awaiting_shipment: 'to_ship',
  partially_shipped: 'partially_shipped',
  shipped: 'shipped',
  delivered: 'completed',
  completed: 'completed',
  cancelled: 'cancelled',
};
const MAX_PAGE = 100;
const MAX_WINDOW_MS = 7 * 24 * 3600_000;

const fail = (code: number, message: string, status = 200): SimResponse => ({
  status,
  json: { code, message, data: null },
});
const ok = (data: unknown): SimResponse => ({ json: { code: 0, message: 'ok', data } });

/** The protocol's signature, checked from its description. */
function signatureValid(req: SimRequest, secret: string): boolean {
  const h = (name: string) => String(req.headers[name] ?? '');
  const bodyHash = createHash('sha256').update(req.body).digest('hex');
  const expected = createHmac('sha256', secret)
    .update(`${req.method}\n${req.path}\n${h('x-timestamp')}\n${h('x-nonce')}\n${bodyHash}`)
    .digest('hex');
  return h('x-signature') === expected;
}

function render(view: SimOrderView, base: string) {
  const { order } = view;
  return {
    order_no: order.id,
    status: statusIn(STATUS, view),
    created_at: new Date(order.createdAt).toISOString(),
    updated_at: new Date(view.updatedAt).toISOString(),
    currency: order.currency,
    total_amount: view.total,
    shipping_fee: '0.00',
    receiver: order.consignee,
    items: order.lines.map((line) => ({
      item_id: line.id,
      sku: line.sku,
      title: line.productName,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      print_areas: line.artwork.map((a) => ({ area: a.area, url: base + a.path })),
    })),
  };
}

function erpLayer(platform: 'eccang' | 'mabang', idPrefix: string): PlatformLayer {
  return {
    platform,
    idPrefix,
    caller: (req) => String(req.headers.authorization ?? req.headers['x-app-key'] ?? 'anonymous'),
    rateLimited: () => fail(ERP_CODES.tooManyRequests, 'rate limit exceeded', 429),
    serverError: () => fail(ERP_CODES.internal, 'internal error', 500),

    handle(req, sim) {
      if (req.headers['x-app-key'] !== sim.appKey) return fail(ERP_CODES.badSignature, 'unknown app key', 401);
      const timestamp = Number(req.headers['x-timestamp']);
      if (!Number.isFinite(timestamp) || Math.abs(Date.now() - timestamp) > 5 * 60_000) {
        return fail(ERP_CODES.badSignature, 'timestamp out of range', 401);
      }
      if (!signatureValid(req, sim.appSecret)) return fail(ERP_CODES.badSignature, 'signature mismatch', 401);
      const body = parseJson(req.body);
      if (!body) return fail(ERP_CODES.badParam, 'body is not JSON', 400);
      if (req.method === 'POST' && req.path === '/oauth/token') return token(body, sim);
      const check = sim.tokens.check(String(req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (check === 'invalid') return fail(ERP_CODES.tokenInvalid, 'invalid token', 401);
      if (check === 'expired') return fail(ERP_CODES.tokenExpired, 'token expired', 401);
      if (req.method === 'POST' && req.path === '/orders/query') return query(body, sim);
      const one = /^\/orders\/([^/]+)(\/ship|\/label)?$/.exec(req.path);
      const order = one ? sim.store.get(decodeURIComponent(one[1])) : undefined;
      const view = order ? sim.store.view(order) : null;
      if (!one || !order || !view) return fail(ERP_CODES.notFound, 'order not found', 404);
      if (!one[2] && req.method === 'GET') return ok(render(view, sim.baseUrl));
      if (one[2] === '/label' && req.method === 'GET')
        return ok({ format: 'pdf', url: `${sim.baseUrl}/label/${order.id}.pdf` });
      if (one[2] === '/ship' && req.method === 'POST') {
        if (!body.tracking_no) return fail(ERP_CODES.badParam, 'tracking_no is required', 400);
        if (view.status !== 'awaiting_shipment' && view.status !== 'partially_shipped')
          return fail(ERP_CODES.badParam, 'order cannot ship', 409);
        order.shipment = { carrier: String(body.carrier ?? ''), trackingNo: String(body.tracking_no) };
        sim.store.change(order.id, 'shipped');
        return ok({});
      }
      return fail(ERP_CODES.notFound, `no route ${req.method} ${req.path}`, 404);
    },
  };
}

function token(body: Record<string, unknown>, sim: Simulator): SimResponse {
  const byCode = body.grant_type === 'authorization_code';
  const granted = byCode
    ? sim.tokens.exchange(String(body.code ?? ''))
    : sim.tokens.renew(String(body.refresh_token ?? ''));
  if (!granted)
    return byCode
      ? fail(ERP_CODES.invalidCode, 'invalid authorization code', 400)
      : fail(ERP_CODES.invalidRefresh, 'invalid refresh token', 400);
  const now = sim.clock.now();
  return ok({
    access_token: granted.accessToken,
    refresh_token: granted.refreshToken,
    expires_in: Math.floor((granted.accessExpiresAt - now) / 1000),
    refresh_expires_in: Math.floor((granted.refreshExpiresAt - now) / 1000),
    account: 'sim-erp-account',
  });
}

function query(body: Record<string, unknown>, sim: Simulator): SimResponse {
  const byUpdate = body.updated_from !== undefined;
  const from = Date.parse(String(byUpdate ? body.updated_from : body.created_from));
  const to = Date.parse(String(byUpdate ? body.updated_to : body.created_to));
  const page = Number(body.page ?? 1);
  const size = Number(body.page_size ?? 50);
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from)
    return fail(ERP_CODES.badParam, 'a time range is required', 400);
  if (to - from > MAX_WINDOW_MS) return fail(ERP_CODES.windowTooLarge, 'the time range cannot exceed 7 days', 400);
  if (!Number.isInteger(page) || page < 1) return fail(ERP_CODES.badParam, 'page must be ≥ 1', 400);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE)
    return fail(ERP_CODES.badParam, `page_size must be 1 to ${MAX_PAGE}`, 400);
  const all = sim.store.query(byUpdate ? 'updated' : 'created', from, to);
  const served = page > 1 && sim.faults.takePaging('repeat_page') ? page - 1 : page;
  const { page: items, next } = slicePage(all, (served - 1) * size, size);
  return ok({
    total: all.length,
    page,
    page_size: size,
    has_more: next !== null,
    list: items.map((v) => render(v, sim.baseUrl)),
  });
}

export const eccangLayer = erpLayer('eccang', 'EC');
export const mabangLayer = erpLayer('mabang', 'MB');
export const startEccangSimulator = (options?: SimOptions) => startSimulator(eccangLayer, options);
export const startMabangSimulator = (options?: SimOptions) => startSimulator(mabangLayer, options);
