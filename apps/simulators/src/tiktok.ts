import { createHmac, timingSafeEqual } from 'node:crypto';
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
import { type SimOrder, type SimOrderView, type SimStatus, statusIn } from './core/store.ts';

/**
 * TikTok Shop (API 202309) as the factory's adapter meets it (factory-domain §16.1): token
 * endpoints of the auth host and the open API on one port. Error codes follow TikTok's
 * `{ code, message, request_id, data }` envelope with HTTP 200; the numbers are the simulator's
 * model of TikTok's (documented: 0 = success), kept in one table below.
 */
export const TIKTOK_CODES = {
  invalidAuthCode: 36004004,
  refreshExpired: 36004005,
  tokenInvalid: 105001,
  tokenExpired: 105002,
  badSignature: 106001,
  staleTimestamp: 106002,
  badShopCipher: 105005,
  badParam: 36009002,
  cursorExpired: 36009003,
  notFound: 21011001,
  tooManyRequests: 36009006,
  internal: 36009999,
} as const;

const STATUS: Record<SimStatus, string> = {
  unpaid: 'UNPAID',
  on_hold: 'ON_HOLD',
  awaiting_shipment: 'AWAITING_SHIPMENT',
  partially_shipped: 'PARTIALLY_SHIPPING',
  shipped: 'IN_TRANSIT',
  delivered: 'DELIVERED',
  completed: 'COMPLETED',
  cancelled: 'CANCELLED',
};

export const TIKTOK_SHOP_CIPHER = 'ROW_simulated_cipher_0001';

/**
 * The shops one seller authorization covers (`/authorization/202309/shops`), each with its own
 * cipher; orders belong to the first unless their `shopId` names another. A simulator serves the
 * first `shops` of them (startTiktokSimulator option, default 1).
 */
export const TIKTOK_SHOPS = [
  {
    id: '7000001',
    name: 'Sim Tees US',
    region: 'US',
    seller_type: 'CROSS_BORDER',
    cipher: TIKTOK_SHOP_CIPHER,
    code: 'USSIM01',
  },
  {
    id: '7000002',
    name: 'Sim Tees UK',
    region: 'GB',
    seller_type: 'CROSS_BORDER',
    cipher: 'GBR_simulated_cipher_0002',
    code: 'GBSIM02',
  },
  {
    id: '7000003',
    name: 'Sim Tees DE',
    region: 'DE',
    seller_type: 'CROSS_BORDER',
    cipher: 'DEU_simulated_cipher_0003',
    code: 'DESIM03',
  },
] as const;
type TiktokShop = (typeof TIKTOK_SHOPS)[number];
const shopCounts = new WeakMap<Simulator, number>();
const shopsOf = (sim: Simulator): readonly TiktokShop[] => TIKTOK_SHOPS.slice(0, shopCounts.get(sim) ?? 1);
const shopIdOf = (order: SimOrder) => order.shopId ?? TIKTOK_SHOPS[0].id;
const MAX_PAGE = 100;

const fail = (code: number, message: string): SimResponse => ({
  json: { code, message, request_id: `sim-${Date.now()}`, data: null },
});
const ok = (data: unknown): SimResponse => ({
  json: { code: 0, message: 'Success', request_id: `sim-${Date.now()}`, data },
});

/** Verifies TikTok's signature from its description: HMAC-SHA256 over secret, path, sorted params, body, secret. */
function signatureValid(req: SimRequest, secret: string): boolean {
  const given = req.query.get('sign') ?? '';
  const names = [...new Set(req.query.keys())].filter((n) => n !== 'sign' && n !== 'access_token').sort();
  let message = secret + req.path;
  for (const name of names) message += name + (req.query.get(name) ?? '');
  message += req.body + secret;
  const expected = createHmac('sha256', secret).update(message).digest('hex');
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

function render(view: SimOrderView, base: string) {
  const { order } = view;
  const lineItems = order.lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, unit) => ({
      id: `${line.id}-u${unit + 1}`,
      sku_id: `${line.sku}-${line.color}-${line.size}`.replace(/\s+/g, ''),
      seller_sku: line.sku,
      product_name: line.productName,
      sku_name: `${line.color}, ${line.size}`,
      sale_price: line.unitPrice,
      currency: order.currency,
      ...(line.customized
        ? { customization: { print_areas: line.artwork.map((a) => ({ area: a.area, image_url: base + a.path })) } }
        : {}),
    })),
  );
  const c = order.consignee;
  return {
    id: order.id,
    status: statusIn(STATUS, view),
    create_time: Math.floor(order.createdAt / 1000),
    update_time: Math.floor(view.updatedAt / 1000),
    payment: { currency: order.currency, sub_total: view.total, shipping_fee: '0.00', total_amount: view.total },
    recipient_address: c
      ? {
          name: c.name,
          phone_number: c.phone,
          region_code: c.country,
          postal_code: c.postcode,
          address_detail: c.address,
          full_address: `${c.address}, ${c.district}, ${c.city}, ${c.province}, ${c.country}`,
          district_info: [
            { address_level_name: 'country', address_name: c.country },
            { address_level_name: 'state', address_name: c.province },
            { address_level_name: 'city', address_name: c.city },
            { address_level_name: 'district', address_name: c.district },
          ],
        }
      : null,
    line_items: lineItems,
    packages: [{ id: `PKG${order.id}` }],
    ...(view.status === 'cancelled' ? { cancel_reason: 'Buyer cancelled', cancellation_initiator: 'BUYER' } : {}),
  };
}

const tokenAnswer = (grant: NonNullable<ReturnType<Simulator['tokens']['exchange']>>) =>
  ok({
    access_token: grant.accessToken,
    access_token_expire_in: Math.floor(grant.accessExpiresAt / 1000),
    refresh_token: grant.refreshToken,
    refresh_token_expire_in: Math.floor(grant.refreshExpiresAt / 1000),
    open_id: 'sim-open-id',
    seller_name: 'Simulated TikTok Seller',
    seller_base_region: 'US',
    granted_scopes: ['seller.order.info', 'seller.fulfillment.basic'],
  });

export const tiktokLayer: PlatformLayer = {
  platform: 'tiktok',
  idPrefix: '5769',
  caller: (req) => String(req.headers['x-tts-access-token'] ?? req.query.get('app_key') ?? 'anonymous'),
  rateLimited: () => fail(TIKTOK_CODES.tooManyRequests, 'Too many requests'),
  serverError: () => ({ status: 500, ...fail(TIKTOK_CODES.internal, 'Internal error') }),

  handle(req, sim) {
    if (req.path === '/api/v2/token/get' || req.path === '/api/v2/token/refresh') return tokens(req, sim);
    if (req.query.get('app_key') !== sim.appKey) return fail(TIKTOK_CODES.badSignature, 'Invalid app_key');
    const timestamp = Number(req.query.get('timestamp'));
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) {
      return fail(TIKTOK_CODES.staleTimestamp, 'Timestamp is invalid or expired');
    }
    if (!signatureValid(req, sim.appSecret)) return fail(TIKTOK_CODES.badSignature, 'Invalid signature');
    const token = sim.tokens.check(String(req.headers['x-tts-access-token'] ?? ''));
    if (token === 'invalid') return fail(TIKTOK_CODES.tokenInvalid, 'Invalid access token');
    if (token === 'expired') return fail(TIKTOK_CODES.tokenExpired, 'Access token is expired');

    if (req.method === 'GET' && req.path === '/authorization/202309/shops') return ok({ shops: [...shopsOf(sim)] });
    const shop = shopsOf(sim).find((s) => s.cipher === req.query.get('shop_cipher'));
    if (!shop) return fail(TIKTOK_CODES.badShopCipher, 'Invalid shop_cipher');
    const ofShop = (order: SimOrder | undefined) => (order && shopIdOf(order) === shop.id ? order : undefined);
    if (req.method === 'POST' && req.path === '/order/202309/orders/search') return search(req, sim, shop);
    if (req.method === 'GET' && req.path === '/order/202309/orders') {
      const ids = (req.query.get('ids') ?? '').split(',').filter(Boolean);
      if (ids.length === 0 || ids.length > 50) return fail(TIKTOK_CODES.badParam, 'ids: 1 to 50 order ids');
      const orders = ids
        .map((id) => ofShop(sim.store.get(id)))
        .map((o) => (o ? sim.store.view(o) : null))
        .filter((v): v is SimOrderView => v !== null)
        .map((v) => render(v, sim.baseUrl));
      return ok({ orders });
    }
    const pkg = /^\/fulfillment\/202309\/packages\/PKG([^/]+)\/(ship|shipping_documents)$/.exec(req.path);
    if (pkg) {
      const order = ofShop(sim.store.get(decodeURIComponent(pkg[1])));
      const view = order ? sim.store.view(order) : null;
      if (!order || !view) return fail(TIKTOK_CODES.notFound, 'Package not found');
      if (pkg[2] === 'shipping_documents') return ok({ doc_url: `${sim.baseUrl}/label/PKG${order.id}.pdf` });
      const body = parseJson(req.body);
      const shipment = body?.self_shipment as { tracking_number?: string; shipping_provider_id?: string } | undefined;
      if (!shipment?.tracking_number) return fail(TIKTOK_CODES.badParam, 'self_shipment.tracking_number is required');
      if (view.status !== 'awaiting_shipment' && view.status !== 'partially_shipped') {
        return fail(TIKTOK_CODES.badParam, `Package cannot be shipped in status ${statusIn(STATUS, view)}`);
      }
      order.shipment = { carrier: shipment.shipping_provider_id ?? '', trackingNo: shipment.tracking_number };
      sim.store.change(order.id, 'shipped');
      return ok({});
    }
    return { status: 404, ...fail(TIKTOK_CODES.notFound, `No route ${req.method} ${req.path}`) };
  },
};

function tokens(req: SimRequest, sim: Simulator): SimResponse {
  if (req.query.get('app_key') !== sim.appKey || req.query.get('app_secret') !== sim.appSecret) {
    return fail(TIKTOK_CODES.badSignature, 'Invalid app_key or app_secret');
  }
  if (req.path === '/api/v2/token/get') {
    const grant = sim.tokens.exchange(req.query.get('auth_code') ?? '');
    return grant ? tokenAnswer(grant) : fail(TIKTOK_CODES.invalidAuthCode, 'Invalid auth code');
  }
  const grant = sim.tokens.renew(req.query.get('refresh_token') ?? '');
  return grant ? tokenAnswer(grant) : fail(TIKTOK_CODES.refreshExpired, 'Refresh token is invalid or expired');
}

function search(req: SimRequest, sim: Simulator, shop: TiktokShop): SimResponse {
  const size = Number(req.query.get('page_size'));
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) {
    return fail(TIKTOK_CODES.badParam, `page_size must be 1 to ${MAX_PAGE}`);
  }
  const body = parseJson(req.body);
  if (!body) return fail(TIKTOK_CODES.badParam, 'Body is not JSON');
  const byUpdate = body.update_time_ge !== undefined || body.update_time_lt !== undefined;
  const from = Number(byUpdate ? body.update_time_ge : (body.create_time_ge ?? 0)) * 1000;
  const to = Number(byUpdate ? body.update_time_lt : (body.create_time_lt ?? Date.now() / 1000 + 86400)) * 1000;
  if (!Number.isFinite(from) || !Number.isFinite(to)) return fail(TIKTOK_CODES.badParam, 'Invalid time range');
  const all = sim.store.query(byUpdate ? 'updated' : 'created', from, to).filter((v) => shopIdOf(v.order) === shop.id);
  const queryKey = JSON.stringify({ shop: shop.id, byUpdate, from, to, size });
  const token = req.query.get('page_token');
  let offset = 0;
  if (token) {
    if (sim.faults.takePaging('expire_cursor')) sim.cursors.expire(token);
    const resolved = sim.cursors.resolve(token, queryKey);
    if (resolved === 'expired' || resolved === 'unknown')
      return fail(TIKTOK_CODES.cursorExpired, 'page_token is invalid or expired');
    offset = resolved;
    if (sim.faults.takePaging('repeat_page')) {
      const again = slicePage(all, Math.max(0, offset - size), size);
      return ok({
        orders: again.page.map((v) => render(v, sim.baseUrl)),
        next_page_token: token,
        total_count: all.length,
      });
    }
  }
  const { page, next } = slicePage(all, offset, size);
  return ok({
    orders: page.map((v) => render(v, sim.baseUrl)),
    next_page_token: next === null ? '' : sim.cursors.issue(queryKey, next),
    total_count: all.length,
  });
}

/** `shops`: how many shops (of TIKTOK_SHOPS) one authorization covers, 1 to 3 (default 1). */
export async function startTiktokSimulator(options?: SimOptions & { shops?: number }): Promise<Simulator> {
  const sim = await startSimulator(tiktokLayer, options);
  shopCounts.set(sim, Math.min(TIKTOK_SHOPS.length, Math.max(1, options?.shops ?? 1)));
  return sim;
}
