import { createHash } from 'node:crypto';
import { callJson, urlOf } from './http.ts';
import { decimal, sumLines } from './money.ts';
import { checkNotRepeated, checkWindow, decodeCursor, encodeCursor, field, normalizeEach } from './paging.ts';
import { asArray, asNumber, asObject, asText, type Json, text, textOrNull } from './read.ts';
import { chinaWallTime as chinaTime, fromChinaWallTime as fromChina } from './time.ts';
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
 * Jushuitan (聚水潭) open platform, the domestic ERP (factory-domain §16.6). Form-encoded POSTs
 * with `app_key, access_token, timestamp, charset, version, biz` (the business JSON) and a lower-
 * case MD5 `sign` over the secret and the sorted name+value pairs [exact variant unverified].
 * Authorization code → access and refresh tokens (/openWeb/auth/…). Orders are queried by
 * modification time, at most 7 days a call (the origin of the spec's 7-day limit), paged by
 * page_index with `has_next`. The order id is Jushuitan's internal `o_id` (the shop's own order
 * number `so_id` may repeat across shops); both stay in the raw payload.
 */
const P = 'jushuitan' as const;

export const JUSHUITAN_LIMITS: AdapterLimits = {
  maxWindowMs: 7 * 24 * 3600_000,
  lagMs: 5 * 60_000,
  maxPageSize: 50,
  timeField: 'updated',
};

/** Jushuitan order status → store-order state. */
export const JUSHUITAN_STATUS: Record<string, StoreOrderStateValue> = {
  WaitPay: 2,
  WaitConfirm: 1, // 待审核
  WaitFConfirm: 1, // 待财审
  Question: 1, // 异常: held for a person to look at
  Delivering: 3, // 发货中
  WaitOuterSent: 3, // 等供销商发货
  Sent: 4,
  Cancelled: 4,
  Merged: 4, // merged into another order, which carries on
  Split: 4, // split into other orders, which carry on
};

/** Jushuitan's answer codes the adapter tells apart (the simulator's model; others are `refused`). */
export const JUSHUITAN_ERRORS: Record<number, PlatformError['kind']> = {
  100: 'signature',
  101: 'signature', // timestamp too far off
  110: 'token_invalid',
  111: 'token_expired',
  120: 'auth_invalid_code',
  121: 'token_expired', // refresh token no longer valid: re-authorize
  150: 'rate_limited',
  201: 'window_too_large',
  500: 'server',
};

/** sign = lower(MD5(secret + sorted name + value, without `sign`)). */
export function jushuitanSign(secret: string, params: Record<string, string>): string {
  const joined = Object.keys(params)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => k + params[k])
    .join('');
  return createHash('md5')
    .update(secret + joined)
    .digest('hex');
}

async function post(app: AppConfig, base: string, path: string, params: Record<string, string>): Promise<Json> {
  const signed = {
    ...params,
    app_key: app.appKey,
    timestamp: String(Math.floor(Date.now() / 1000)),
    charset: 'utf-8',
  };
  const body = new URLSearchParams({ ...signed, sign: jushuitanSign(app.appSecret, signed) });
  const answer = await callJson(P, app, {
    method: 'POST',
    url: urlOf(base, path),
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: body.toString(),
  });
  const code = Number(answer.json.code);
  if (code === 0) return asObject(P, answer.json.data ?? {}, `${path}: data`);
  throw new PlatformError(P, JUSHUITAN_ERRORS[code] ?? 'refused', `${path}: ${text(answer.json.msg) || 'refused'}`, {
    platformCode: String(answer.json.code),
  });
}

const api = (session: Session, path: string, biz: unknown) =>
  post(session.app, session.app.baseUrl, path, {
    access_token: session.credentials.accessToken,
    version: '2',
    biz: JSON.stringify(biz),
  });

async function grant(app: AppConfig, path: string, params: Record<string, string>, previous?: Credentials) {
  const data = await post(app, app.authUrl ?? app.baseUrl, path, params);
  const now = Date.now();
  return {
    accessToken: asText(P, data.access_token, 'access_token'),
    refreshToken: asText(P, data.refresh_token, 'refresh_token'),
    accessExpiresAt: now + asNumber(P, data.expires_in, 'expires_in') * 1000,
    refreshExpiresAt:
      data.refresh_expires_in === undefined
        ? null
        : now + asNumber(P, data.refresh_expires_in, 'refresh_expires_in') * 1000,
    extras: { ...previous?.extras, scope: text(data.scope) },
  } satisfies Credentials;
}

function toLines(items: unknown[]): PlatformOrderLine[] {
  return items.map((item) => {
    const i = asObject(P, item, 'order item');
    const [color, size] = text(i.properties_value)
      .split(';')
      .map((s) => s.trim());
    const artwork = (Array.isArray(i.print_areas) ? (i.print_areas as Json[]) : []).map((a) => ({
      area: asText(P, a.area, 'print_areas.area'),
      url: asText(P, a.url, 'print_areas.url'),
    }));
    return {
      lineId: asText(P, i.oi_id, 'oi_id'),
      sku: asText(P, i.sku_id, 'sku_id'),
      productName: textOrNull(i.name),
      color: color || null,
      size: size || null,
      quantity: asNumber(P, i.qty, 'qty'),
      unitPrice: decimal(i.price),
      customized: artwork.length > 0,
      artwork,
    };
  });
}

function consignee(o: Json): Consignee | null {
  if (!text(o.receiver_address)) return null;
  return {
    name: text(o.receiver_name),
    phone: text(o.receiver_mobile) || text(o.receiver_phone),
    country: text(o.receiver_country) || 'CN',
    province: text(o.receiver_state),
    city: text(o.receiver_city),
    district: text(o.receiver_district),
    address: text(o.receiver_address),
    postcode: text(o.receiver_zip),
  };
}

function toOrder(raw: unknown): PlatformOrder {
  const o = asObject(P, raw, 'order');
  const status = asText(P, o.status, 'status');
  const storeState = JUSHUITAN_STATUS[status];
  if (!storeState) throw new PlatformError(P, 'malformed', `unknown order status ${status}`);
  const lines = toLines(asArray(P, o.items, 'items'));
  const goods = sumLines(lines);
  const shipping = decimal(o.freight);
  return {
    platform: P,
    platformOrderId: asText(P, o.o_id, 'o_id'),
    platformStatus: status,
    storeState,
    cancelled: status === 'Cancelled',
    createdAt: fromChina(asText(P, o.order_date, 'order_date')),
    updatedAt: fromChina(asText(P, o.modified, 'modified')),
    consignee: consignee(o),
    lines,
    currency: text(o.currency) || 'CNY',
    totals: { goods, shipping, total: o.pay_amount === undefined ? goods : decimal(o.pay_amount) },
    raw,
  };
}

export function createJushuitanAdapter(limits: AdapterLimits = JUSHUITAN_LIMITS): MarketplaceAdapter {
  return {
    platform: P,
    limits,
    authorize: (app, code) => grant(app, '/openWeb/auth/accessToken', { grant_type: 'authorization_code', code }),
    refresh: (app, credentials) =>
      grant(
        app,
        '/openWeb/auth/refreshToken',
        { grant_type: 'refresh_token', refresh_token: credentials.refreshToken, scope: 'all' },
        credentials,
      ),
    async listOrders(session, window, cursor) {
      checkWindow(P, limits, window);
      const previous = decodeCursor(P, cursor);
      const pageIndex = previous ? Number(previous.p) : 1;
      const data = await api(session, '/open/orders/single/query', {
        modified_begin: chinaTime(Math.floor(window.from / 1000) * 1000),
        modified_end: chinaTime(Math.ceil(window.to / 1000) * 1000),
        page_index: pageIndex,
        page_size: limits.maxPageSize,
      });
      const raws = asArray(P, data.orders ?? [], 'orders');
      const ids = raws.map((r) => String(field(r, 'o_id')));
      checkNotRepeated(P, previous, ids);
      const { orders, rejected } = await normalizeEach(raws, (r) => field(r, 'o_id'), toOrder);
      return {
        orders,
        rejected,
        next: data.has_next === true && ids.length > 0 ? encodeCursor(pageIndex + 1, ids) : null,
      };
    },
    async getOrder(session, platformOrderId) {
      const data = await api(session, '/open/orders/single/query', {
        o_ids: [Number(platformOrderId)],
        page_index: 1,
        page_size: 1,
      });
      const [order] = asArray(P, data.orders ?? [], 'orders');
      if (!order) throw new PlatformError(P, 'not_found', `order ${platformOrderId} not found`);
      return toOrder(order);
    },
    async confirmShipment(session, shipment) {
      await api(session, '/open/orders/sent/upload', {
        items: [{ o_id: Number(shipment.platformOrderId), lc_id: shipment.carrier, l_id: shipment.trackingNo }],
      });
    },
    async getLabel() {
      // An ERP prints labels itself from the carrier's waybill; §16.6 names no label call.
      throw new PlatformError(P, 'refused', 'Jushuitan has no label API: labels come from the carrier');
    },
  };
}

export const jushuitanAdapter = createJushuitanAdapter();
