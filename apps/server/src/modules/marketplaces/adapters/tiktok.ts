import { createHmac } from 'node:crypto';
import { callJson, urlOf } from './http.ts';
import { decimal, sumLines } from './money.ts';
import { checkNotRepeated, checkWindow, decodeCursor, encodeCursor, field, normalizeEach } from './paging.ts';
import { asArray, asNumber, asObject, asText, type Json, text, textOrNull } from './read.ts';
import type {
  AdapterLimits,
  AppConfig,
  Consignee,
  Credentials,
  MarketplaceAdapter,
  PlatformOrder,
  PlatformOrderLine,
  Session,
  ShopHint,
  StoreOrderStateValue,
} from './types.ts';
import { PlatformError } from './types.ts';

/**
 * TikTok Shop, API version 202309 (factory-domain §16.1). OAuth code → tokens on the auth host
 * (`authUrl`, live: https://auth.tiktok-shops.com), then the shop's `cipher` from
 * /authorization/202309/shops; every API call signed with HMAC-SHA256 and the token in
 * `x-tts-access-token`; orders searched by update time in epoch seconds, paged by `next_page_token`.
 */
const P = 'tiktok' as const;

export const TIKTOK_LIMITS: AdapterLimits = {
  // TikTok documents no window limit; the console's own range limit is 7 days (spec §5).
  maxWindowMs: 7 * 24 * 3600_000,
  lagMs: 5 * 60_000,
  maxPageSize: 100,
  timeField: 'updated',
};

/** TikTok order status → store-order state (§16.8); cancelled is Closed plus the cancel flag. */
export const TIKTOK_STATUS: Record<string, StoreOrderStateValue> = {
  UNPAID: 2,
  ON_HOLD: 1,
  AWAITING_SHIPMENT: 3,
  PARTIALLY_SHIPPING: 3,
  AWAITING_COLLECTION: 4,
  IN_TRANSIT: 4,
  DELIVERED: 4,
  COMPLETED: 4,
  CANCELLED: 4,
};

/**
 * sign = hex(HMAC-SHA256(key = secret, secret + path + sorted(name + value, without `sign` and
 * `access_token`) + body + secret)).
 */
export function tiktokSign(secret: string, path: string, query: Record<string, string>, body: string): string {
  const params = Object.keys(query)
    .filter((k) => k !== 'sign' && k !== 'access_token')
    .sort()
    .map((k) => k + query[k])
    .join('');
  return createHmac('sha256', secret)
    .update(secret + path + params + body + secret)
    .digest('hex');
}

/** TikTok's answer envelope `{ code, message, data }`; code 0 is success. */
function unwrap(json: Json, what: string): Json {
  const code = Number(json.code);
  if (code === 0) return asObject(P, json.data ?? {}, `${what}: data`);
  const message = text(json.message) || 'refused';
  throw new PlatformError(P, TIKTOK_ERRORS[code] ?? 'refused', `${what}: ${message}`, {
    platformCode: String(json.code),
  });
}

/** The codes the adapter tells apart (TikTok's own numbering; the rest are `refused`). */
export const TIKTOK_ERRORS: Record<number, PlatformError['kind']> = {
  36004004: 'auth_invalid_code',
  36004005: 'token_expired', // refresh token expired or revoked: re-authorize
  105001: 'token_invalid',
  105002: 'token_expired',
  106001: 'signature',
  106002: 'signature', // timestamp too far from the platform's clock
  36009003: 'cursor_expired',
  36009004: 'window_too_large',
  21011001: 'not_found',
  36009006: 'rate_limited',
};

async function api(
  session: Session,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string>,
  body?: unknown,
): Promise<Json> {
  const { app, credentials } = session;
  const query: Record<string, string> = {
    ...params,
    app_key: app.appKey,
    timestamp: String(Math.floor(Date.now() / 1000)),
  };
  if (credentials.extras.shopCipher) query.shop_cipher = credentials.extras.shopCipher;
  const bodyText = body === undefined ? '' : JSON.stringify(body);
  query.sign = tiktokSign(app.appSecret, path, query, bodyText);
  const answer = await callJson(P, app, {
    method,
    url: urlOf(app.baseUrl, path, query),
    headers: {
      'x-tts-access-token': credentials.accessToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : bodyText,
  });
  return unwrap(answer.json, `${method} ${path}`);
}

async function token(app: AppConfig, path: string, params: Record<string, string>): Promise<Credentials> {
  const answer = await callJson(P, app, {
    method: 'GET',
    url: urlOf(app.authUrl ?? app.baseUrl, path, { app_key: app.appKey, app_secret: app.appSecret, ...params }),
  });
  const data = unwrap(answer.json, path);
  return {
    accessToken: asText(P, data.access_token, 'access_token'),
    refreshToken: asText(P, data.refresh_token, 'refresh_token'),
    accessExpiresAt: asNumber(P, data.access_token_expire_in, 'access_token_expire_in') * 1000,
    refreshExpiresAt: asNumber(P, data.refresh_token_expire_in, 'refresh_token_expire_in') * 1000,
    extras: { openId: text(data.open_id), sellerName: text(data.seller_name), region: text(data.seller_base_region) },
  };
}

function toOrder(raw: unknown): PlatformOrder {
  const o = asObject(P, raw, 'order');
  const status = asText(P, o.status, 'order.status');
  const storeState = TIKTOK_STATUS[status];
  if (!storeState) throw new PlatformError(P, 'malformed', `unknown order status ${status}`);
  const payment = asObject(P, o.payment ?? {}, 'order.payment');
  const lines = groupLines(asArray(P, o.line_items, 'order.line_items'));
  return {
    platform: P,
    platformOrderId: asText(P, o.id, 'order.id'),
    platformStatus: status,
    storeState,
    cancelled: status === 'CANCELLED',
    createdAt: asNumber(P, o.create_time, 'order.create_time') * 1000,
    updatedAt: asNumber(P, o.update_time, 'order.update_time') * 1000,
    consignee: consignee(o.recipient_address),
    lines,
    currency: text(payment.currency) || 'USD',
    totals: {
      goods: payment.sub_total === undefined ? sumLines(lines) : decimal(payment.sub_total),
      shipping: decimal(payment.shipping_fee),
      total: decimal(payment.total_amount ?? payment.sub_total),
    },
    raw,
  };
}

/**
 * TikTok lists one line item per unit; units of the same SKU with the same personalisation are
 * one line of ours with a quantity.
 */
function groupLines(items: unknown[]): PlatformOrderLine[] {
  const lines = new Map<string, PlatformOrderLine>();
  for (const item of items) {
    const i = asObject(P, item, 'line item');
    const custom = i.customization ? asObject(P, i.customization, 'line item customization') : null;
    const artwork = custom
      ? asArray(P, custom.print_areas ?? [], 'print_areas').map((a) => {
          const area = asObject(P, a, 'print area');
          return {
            area: asText(P, area.area, 'print area name'),
            url: asText(P, area.image_url, 'print area image_url'),
          };
        })
      : [];
    const [color, size] = text(i.sku_name)
      .split(',')
      .map((s) => s.trim());
    const key = [text(i.sku_id), ...artwork.map((a) => a.url)].join('|');
    const known = lines.get(key);
    if (known) {
      known.quantity += 1;
      continue;
    }
    lines.set(key, {
      lineId: asText(P, i.id, 'line item id'),
      sku: text(i.seller_sku) || asText(P, i.sku_id, 'line item sku_id'),
      productName: textOrNull(i.product_name),
      color: color || null,
      size: size || null,
      quantity: 1,
      unitPrice: decimal(i.sale_price),
      customized: artwork.length > 0,
      artwork,
    });
  }
  return [...lines.values()];
}

function consignee(value: unknown): Consignee | null {
  if (!value || typeof value !== 'object') return null;
  const a = value as Json;
  const levels = Array.isArray(a.district_info) ? (a.district_info as Json[]) : [];
  const level = (name: string) => text(levels.find((l) => text(l.address_level_name) === name)?.address_name);
  const address = text(a.address_detail) || text(a.full_address);
  if (!address && !text(a.name)) return null;
  return {
    name: text(a.name),
    phone: text(a.phone_number),
    country: text(a.region_code) || level('country'),
    province: level('state'),
    city: level('city'),
    district: level('district'),
    address,
    postcode: text(a.postal_code),
  };
}

/**
 * The shop an authorization's credentials are for: the only one, or the one whose shop code, id
 * or name is the console shop's account (else its name). Several and none named: refused, naming
 * them, so the merchant sets the shop's account instead of getting another shop's orders.
 */
/**
 * The shop the console shop names (its account = the shop's code or id, else its name), the only
 * one, or — several and none named — null: the caller decides (`authorizeShop` takes a shop of the
 * grant no other console shop names, and records every other shop of the grant).
 */
function pickShop(list: Json[], hint: ShopHint | undefined): Json | null {
  const [first] = list;
  if (list.length === 1 && first) return first;
  const norm = (v: unknown) => text(v).trim().toLowerCase();
  for (const wanted of [norm(hint?.account), norm(hint?.name)]) {
    if (!wanted) continue;
    const found = list.find((s) => [s.code, s.id, s.name].some((v) => norm(v) === wanted));
    if (found) return found;
  }
  return null;
}

/** One shop of a TikTok grant (`extras.grantShops`, when the authorization covers several). */
export interface GrantShop {
  id: string;
  code: string;
  name: string;
  cipher: string;
  region: string;
}

/** The shops of the grant behind these credentials (one: the credentials' own). */
export function grantShops(credentials: Credentials): GrantShop[] {
  const listed = credentials.extras.grantShops;
  if (listed) return JSON.parse(listed) as GrantShop[];
  const { shopId = '', shopName = '', shopCipher = '', shopCode = '', shopRegion = '' } = credentials.extras;
  return [{ id: shopId, code: shopCode, name: shopName, cipher: shopCipher, region: shopRegion }];
}

/** The same grant's credentials for one of its shops (its own cipher). */
export function forGrantShop(credentials: Credentials, shop: GrantShop): Credentials {
  return {
    ...credentials,
    extras: {
      ...credentials.extras,
      shopCipher: shop.cipher,
      shopId: shop.id,
      shopName: shop.name,
      shopCode: shop.code,
      shopRegion: shop.region,
    },
  };
}

export function createTiktokAdapter(limits: AdapterLimits = TIKTOK_LIMITS): MarketplaceAdapter {
  const getOrder = async (session: Session, platformOrderId: string) => {
    const data = await api(session, 'GET', '/order/202309/orders', { ids: platformOrderId });
    const orders = asArray(P, data.orders ?? [], 'orders');
    if (orders.length === 0) throw new PlatformError(P, 'not_found', `order ${platformOrderId} not found`);
    return toOrder(orders[0]);
  };
  const packageOf = async (session: Session, platformOrderId: string) => {
    const order = await getOrder(session, platformOrderId);
    const packages = asArray(P, (order.raw as Json).packages ?? [], 'order.packages');
    if (packages.length === 0) throw new PlatformError(P, 'not_found', `order ${platformOrderId} has no package`);
    return asText(P, asObject(P, packages[0], 'package').id, 'package id');
  };

  return {
    platform: P,
    limits,
    async authorize(app, code, hint) {
      const credentials = await token(app, '/api/v2/token/get', { auth_code: code, grant_type: 'authorized_code' });
      // Every order call names the shop by its cipher, which only the authorized shops list gives.
      const answer = await api({ app, credentials }, 'GET', '/authorization/202309/shops', {});
      const list = asArray(P, answer.shops, 'shops').map((s) => asObject(P, s, 'shop'));
      if (list.length === 0) throw new PlatformError(P, 'refused', 'the authorization covers no shop');
      const shops: GrantShop[] = list.map((s) => ({
        id: text(s.id),
        code: text(s.code),
        name: text(s.name),
        cipher: asText(P, s.cipher, 'shop cipher'),
        region: text(s.region),
      }));
      // Several shops: all of them go along (`grantShops`), so every one can be recorded.
      if (shops.length > 1) credentials.extras.grantShops = JSON.stringify(shops);
      const picked = pickShop(list, hint);
      const shop = shops[picked ? list.indexOf(picked) : 0] as GrantShop;
      if (shops.length > 1 && !picked) credentials.extras.shopUnnamed = '1';
      return forGrantShop(credentials, shop);
    },
    async refresh(app, credentials) {
      const renewed = await token(app, '/api/v2/token/refresh', {
        refresh_token: credentials.refreshToken,
        grant_type: 'refresh_token',
      });
      return { ...renewed, extras: { ...credentials.extras, ...renewed.extras } };
    },
    async listOrders(session, window, cursor) {
      checkWindow(P, limits, window);
      const previous = decodeCursor(P, cursor);
      const params: Record<string, string> = { page_size: String(limits.maxPageSize) };
      if (previous) params.page_token = String(previous.p);
      const range =
        limits.timeField === 'updated'
          ? { update_time_ge: Math.floor(window.from / 1000), update_time_lt: Math.ceil(window.to / 1000) }
          : { create_time_ge: Math.floor(window.from / 1000), create_time_lt: Math.ceil(window.to / 1000) };
      const data = await api(session, 'POST', '/order/202309/orders/search', params, range);
      const raws = asArray(P, data.orders ?? [], 'orders');
      const ids = raws.map((r) => String(field(r, 'id')));
      checkNotRepeated(P, previous, ids);
      const { orders, rejected } = await normalizeEach(raws, (r) => field(r, 'id'), toOrder);
      const token = text(data.next_page_token);
      if (previous && token === previous.p) {
        throw new PlatformError(P, 'page_repeated', 'the platform returned the same page token again');
      }
      return { orders, rejected, next: token ? encodeCursor(token, ids) : null };
    },
    getOrder,
    async confirmShipment(session, shipment) {
      const packageId = await packageOf(session, shipment.platformOrderId);
      await api(
        session,
        'POST',
        `/fulfillment/202309/packages/${encodeURIComponent(packageId)}/ship`,
        {},
        {
          handover_method: 'PICKUP',
          self_shipment: { tracking_number: shipment.trackingNo, shipping_provider_id: shipment.carrier },
        },
      );
    },
    async getLabel(session, platformOrderId) {
      const packageId = await packageOf(session, platformOrderId);
      const data = await api(
        session,
        'GET',
        `/fulfillment/202309/packages/${encodeURIComponent(packageId)}/shipping_documents`,
        { document_type: 'SHIPPING_LABEL', document_size: 'A6' },
      );
      return { format: 'pdf', url: asText(P, data.doc_url, 'doc_url') };
    },
  };
}

export const tiktokAdapter = createTiktokAdapter();
