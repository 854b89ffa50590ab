import { createHmac } from 'node:crypto';
import { callJson, urlOf } from './http.ts';
import { decimal, sumLines } from './money.ts';
import { checkNotRepeated, checkWindow, decodeCursor, encodeCursor, field, normalizeEach } from './paging.ts';
import { asArray, asNumber, asObject, asText, type Json, text, textOrNull } from './read.ts';
import { chinaWallTime, fromChinaWallTime } from './time.ts';
import type {
  AdapterLimits,
  AppConfig,
  Consignee,
  Credentials,
  MarketplaceAdapter,
  PlatformOrder,
  PlatformOrderLine,
  Session,
  StoreOrderStateValue,
} from './types.ts';
import { PlatformError } from './types.ts';

/**
 * AliExpress open platform, IOP gateway (factory-domain §16.4; live base URL e.g.
 * https://api-sg.aliexpress.com). System calls (/rest/auth/token/create, /refresh) sign
 * api path + sorted name+value pairs; business calls (/sync?method=…) sign the sorted pairs
 * alone; HMAC-SHA256 with the app secret, upper-case hex [exact variant unverified]. Orders via
 * aliexpress.solution.order.get by modification time, page by page (≤ 50). Times are taken as
 * China time [time zone unverified].
 */
const P = 'aliexpress' as const;

export const ALIEXPRESS_LIMITS: AdapterLimits = {
  // No documented window limit: the console's 7 days.
  maxWindowMs: 7 * 24 * 3600_000,
  lagMs: 5 * 60_000,
  maxPageSize: 50,
  timeField: 'updated',
};

export const ALIEXPRESS_STATUS: Record<string, StoreOrderStateValue> = {
  PLACE_ORDER_SUCCESS: 2, // placed, not paid
  WAIT_SELLER_EXAMINE_MONEY: 2, // payment being verified
  RISK_CONTROL: 1,
  IN_FROZEN: 1,
  IN_ISSUE: 1, // dispute open
  IN_CANCEL: 1, // buyer asked to cancel: the seller decides
  WAIT_SELLER_SEND_GOODS: 3,
  SELLER_PART_SEND_GOODS: 3,
  WAIT_BUYER_ACCEPT_GOODS: 4,
  FUND_PROCESSING: 4,
  FINISH: 4, // finished — cancelled when its end reason says so
};

/** IOP error codes → kinds (others are `refused`). */
export const ALIEXPRESS_ERRORS: Record<string, PlatformError['kind']> = {
  IncompleteSignature: 'signature',
  InvalidTimestamp: 'signature',
  InvalidAppKey: 'signature',
  InvalidCode: 'auth_invalid_code',
  IllegalAccessToken: 'token_invalid',
  IllegalRefreshToken: 'token_expired',
  ApiCallLimit: 'rate_limited',
  OrderNotFound: 'not_found',
  ServiceUnavailable: 'server',
};

/** sign = upper(hex(HMAC-SHA256(secret, [apiPath] + sorted name + value))). */
export function aliexpressSign(secret: string, params: Record<string, string>, apiPath = ''): string {
  const joined = Object.keys(params)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => k + params[k])
    .join('');
  return createHmac('sha256', secret)
    .update(apiPath + joined)
    .digest('hex')
    .toUpperCase();
}

async function call(app: AppConfig, path: string, params: Record<string, string>, system: boolean): Promise<Json> {
  const signed = { ...params, app_key: app.appKey, timestamp: String(Date.now()), sign_method: 'sha256' };
  const sign = aliexpressSign(app.appSecret, signed, system ? path.replace(/^\/rest/, '') : '');
  const answer = await callJson(P, app, {
    method: 'POST',
    url: urlOf(app.baseUrl, path),
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: new URLSearchParams({ ...signed, sign }).toString(),
  });
  const json = answer.json;
  const code = text(json.code);
  if (code && code !== '0') {
    const message = text(json.message) || code;
    let kind = ALIEXPRESS_ERRORS[code] ?? 'refused';
    if (code === 'IllegalAccessToken' && /expired/i.test(message)) kind = 'token_expired';
    throw new PlatformError(P, kind, `${params.method ?? path}: ${message}`, { platformCode: code });
  }
  return json;
}

/** A business method's result: `{ <method_with_underscores>_response: { result } }`. */
async function business(session: Session, method: string, params: Record<string, unknown>): Promise<Json> {
  const json = await call(
    session.app,
    '/sync',
    {
      method,
      session: session.credentials.accessToken,
      ...Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
      ),
    },
    false,
  );
  const response = asObject(P, json[`${method.replace(/\./g, '_')}_response`], `${method} response`);
  return asObject(P, response.result, `${method} result`);
}

async function token(app: AppConfig, path: string, params: Record<string, string>, previous?: Credentials) {
  const json = await call(app, path, params, true);
  const now = Date.now();
  return {
    accessToken: asText(P, json.access_token, 'access_token'),
    refreshToken: asText(P, json.refresh_token, 'refresh_token'),
    accessExpiresAt: now + asNumber(P, json.expires_in, 'expires_in') * 1000,
    refreshExpiresAt:
      json.refresh_expires_in === undefined
        ? null
        : now + asNumber(P, json.refresh_expires_in, 'refresh_expires_in') * 1000,
    extras: { ...previous?.extras, sellerId: text(json.seller_id), account: text(json.account) },
  } satisfies Credentials;
}

function toLines(items: unknown[]): PlatformOrderLine[] {
  return items.map((item) => {
    const i = asObject(P, item, 'order_product_dto');
    const attrs = Object.fromEntries(
      text(i.sku_attr)
        .split(';')
        .map((a) => a.split(':').map((s) => s.trim()))
        .filter((kv) => kv.length === 2),
    ) as Record<string, string>;
    const artwork = (Array.isArray(i.customization_info) ? (i.customization_info as Json[]) : []).map((c) => ({
      area: asText(P, c.area, 'customization_info.area'),
      url: asText(P, c.image_url, 'customization_info.image_url'),
    }));
    return {
      lineId: asText(P, i.child_id, 'child_id'),
      sku: text(i.sku_code) || asText(P, i.product_id, 'product_id'),
      productName: textOrNull(i.product_name),
      color: attrs.Color ?? null,
      size: attrs.Size ?? null,
      quantity: asNumber(P, i.product_count, 'product_count'),
      unitPrice: decimal(asObject(P, i.product_unit_price ?? {}, 'product_unit_price').amount),
      customized: artwork.length > 0,
      artwork,
    };
  });
}

function consignee(value: unknown): Consignee | null {
  if (!value || typeof value !== 'object') return null;
  const a = value as Json;
  if (!text(a.detail_address)) return null;
  return {
    name: text(a.contact_person),
    phone: text(a.mobile_no) || text(a.phone_number),
    country: text(a.country),
    province: text(a.province),
    city: text(a.city),
    district: text(a.district),
    address: [text(a.detail_address), text(a.address2)].filter(Boolean).join(' '),
    postcode: text(a.zip),
  };
}

function toOrder(raw: unknown): PlatformOrder {
  const o = asObject(P, raw, 'order_dto');
  const status = asText(P, o.order_status, 'order_status');
  const storeState = ALIEXPRESS_STATUS[status];
  if (!storeState) throw new PlatformError(P, 'malformed', `unknown order_status ${status}`);
  const products = asObject(P, o.product_list, 'product_list');
  const lines = toLines(asArray(P, products.order_product_dto, 'order_product_dto'));
  const amount = asObject(P, o.order_amount ?? {}, 'order_amount');
  return {
    platform: P,
    platformOrderId: asText(P, o.order_id, 'order_id'),
    platformStatus: status,
    storeState,
    cancelled: status === 'FINISH' && /cancel/i.test(text(o.end_reason)),
    createdAt: fromChinaWallTime(asText(P, o.gmt_create, 'gmt_create')),
    updatedAt: fromChinaWallTime(asText(P, o.gmt_update, 'gmt_update')),
    consignee: consignee(o.receipt_address),
    lines,
    currency: text(amount.currency_code) || 'USD',
    totals: {
      goods: sumLines(lines),
      shipping: '0.00',
      total: amount.amount === undefined ? sumLines(lines) : decimal(amount.amount),
    },
    raw,
  };
}

export function createAliexpressAdapter(limits: AdapterLimits = ALIEXPRESS_LIMITS): MarketplaceAdapter {
  const getOrder = async (session: Session, platformOrderId: string) => {
    const result = await business(session, 'aliexpress.solution.order.info.get', {
      param1: { order_id: platformOrderId },
    });
    return toOrder(result.data);
  };
  return {
    platform: P,
    limits,
    authorize: (app, code) => token(app, '/rest/auth/token/create', { code }),
    refresh: (app, credentials) =>
      token(app, '/rest/auth/token/refresh', { refresh_token: credentials.refreshToken }, credentials),
    async listOrders(session, window, cursor) {
      checkWindow(P, limits, window);
      const previous = decodeCursor(P, cursor);
      const page = previous ? Number(previous.p) : 1;
      const [start, end] =
        limits.timeField === 'updated'
          ? ['modified_date_start', 'modified_date_end']
          : ['create_date_start', 'create_date_end'];
      const result = await business(session, 'aliexpress.solution.order.get', {
        param0: {
          [start]: chinaWallTime(Math.floor(window.from / 1000) * 1000),
          [end]: chinaWallTime(Math.ceil(window.to / 1000) * 1000),
          page_size: limits.maxPageSize,
          current_page: page,
        },
      });
      const list = asObject(P, result.target_list ?? {}, 'target_list');
      const raws = asArray(P, list.order_dto ?? [], 'order_dto');
      const ids = raws.map((r) => String(field(r, 'order_id')));
      checkNotRepeated(P, previous, ids);
      const { orders, rejected } = await normalizeEach(raws, (r) => field(r, 'order_id'), toOrder);
      const totalPages = asNumber(P, result.total_page ?? 0, 'total_page');
      return { orders, rejected, next: page < totalPages && ids.length > 0 ? encodeCursor(page + 1, ids) : null };
    },
    getOrder,
    async confirmShipment(session, shipment) {
      await business(session, 'aliexpress.solution.order.fulfill', {
        service_name: shipment.carrier,
        out_ref: shipment.platformOrderId,
        send_type: 'all',
        logistics_no: shipment.trackingNo,
      });
    },
    async getLabel() {
      // AliExpress labels come from Cainiao's logistics API, not the order API of §16.4.
      throw new PlatformError(P, 'refused', 'AliExpress labels come from the Cainiao logistics API, not the order API');
    },
  };
}

export const aliexpressAdapter = createAliexpressAdapter();
