import { createHash, createHmac, randomBytes } from 'node:crypto';
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
  Platform,
  PlatformOrder,
  PlatformOrderLine,
  StoreOrderStateValue,
} from './types.ts';
import { PlatformError } from './types.ts';

/**
 * Generic "ERP pull" adapter, used for EcCang (易仓) and Mabang (马帮). No public API reference
 * was found for either (factory-domain §16.7), so this speaks one documented protocol of our own
 * (docs/marketplaces.md, "Generic ERP pull"): JSON over HTTPS, HMAC-SHA256 request signatures in
 * `x-*` headers, code → bearer tokens with refresh, orders by update time ≤ 7 days, page/size ≤ 100
 * with `has_more`. Once the official documentation is obtained, each platform gets its own
 * adapter behind the same interface; the pull service does not change.
 */
export type ErpPlatform = Extract<Platform, 'eccang' | 'mabang'>;

export const ERP_LIMITS: AdapterLimits = {
  maxWindowMs: 7 * 24 * 3600_000,
  lagMs: 5 * 60_000,
  maxPageSize: 100,
  timeField: 'updated',
};

export const ERP_STATUS: Record<string, StoreOrderStateValue> = {
  pending_review: 1,
  unpaid: 2,
  to_ship: 3,
  partially_shipped: 3,
  shipped: 4,
  completed: 4,
  cancelled: 4,
};

export const ERP_ERRORS: Record<number, PlatformError['kind']> = {
  40001: 'auth_invalid_code',
  40002: 'token_expired', // refresh token dead: authorize again
  40101: 'signature',
  40102: 'token_invalid',
  40103: 'token_expired',
  40003: 'window_too_large',
  40004: 'cursor_expired',
  40400: 'not_found',
  42900: 'rate_limited',
  50000: 'server',
};

/** x-signature = hex(HMAC-SHA256(secret, METHOD \n path \n timestamp \n nonce \n hex(SHA-256(body)))). */
export function erpSign(
  secret: string,
  method: string,
  path: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  const bodyHash = createHash('sha256').update(body).digest('hex');
  return createHmac('sha256', secret).update(`${method}\n${path}\n${timestamp}\n${nonce}\n${bodyHash}`).digest('hex');
}

export function createErpAdapter(platform: ErpPlatform, limits: AdapterLimits = ERP_LIMITS): MarketplaceAdapter {
  const P = platform;

  const request = async (app: AppConfig, method: 'GET' | 'POST', path: string, body: unknown, token?: string) => {
    const bodyText = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Date.now());
    const nonce = randomBytes(8).toString('hex');
    const answer = await callJson(P, app, {
      method,
      url: urlOf(app.baseUrl, path),
      headers: {
        'x-app-key': app.appKey,
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-signature': erpSign(app.appSecret, method, path, timestamp, nonce, bodyText),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : bodyText,
    });
    const code = Number(answer.json.code);
    if (code === 0) return answer.json.data ?? {};
    throw new PlatformError(P, ERP_ERRORS[code] ?? 'refused', `${path}: ${text(answer.json.message) || 'refused'}`, {
      platformCode: String(answer.json.code),
      httpStatus: answer.status,
    });
  };

  const token = async (app: AppConfig, body: Record<string, string>, previous?: Credentials): Promise<Credentials> => {
    const data = asObject(P, await request(app, 'POST', '/oauth/token', body), 'token');
    const now = Date.now();
    return {
      accessToken: asText(P, data.access_token, 'access_token'),
      refreshToken: asText(P, data.refresh_token, 'refresh_token'),
      accessExpiresAt: now + asNumber(P, data.expires_in, 'expires_in') * 1000,
      refreshExpiresAt:
        data.refresh_expires_in === undefined
          ? null
          : now + asNumber(P, data.refresh_expires_in, 'refresh_expires_in') * 1000,
      extras: { ...previous?.extras, account: text(data.account) },
    };
  };

  const toLines = (items: unknown[]): PlatformOrderLine[] =>
    items.map((item) => {
      const i = asObject(P, item, 'item');
      const artwork = (Array.isArray(i.print_areas) ? (i.print_areas as Json[]) : []).map((a) => ({
        area: asText(P, a.area, 'print_areas.area'),
        url: asText(P, a.url, 'print_areas.url'),
      }));
      return {
        lineId: asText(P, i.item_id, 'item_id'),
        sku: asText(P, i.sku, 'sku'),
        productName: textOrNull(i.title),
        color: textOrNull(i.color),
        size: textOrNull(i.size),
        quantity: asNumber(P, i.quantity, 'quantity'),
        unitPrice: decimal(i.unit_price),
        customized: artwork.length > 0,
        artwork,
      };
    });

  const consignee = (value: unknown): Consignee | null => {
    if (!value || typeof value !== 'object') return null;
    const r = value as Json;
    if (!text(r.address)) return null;
    return {
      name: text(r.name),
      phone: text(r.phone),
      country: text(r.country),
      province: text(r.province),
      city: text(r.city),
      district: text(r.district),
      address: text(r.address),
      postcode: text(r.postcode),
    };
  };

  const toOrder = (raw: unknown): PlatformOrder => {
    const o = asObject(P, raw, 'order');
    const status = asText(P, o.status, 'status');
    const storeState = ERP_STATUS[status];
    if (!storeState) throw new PlatformError(P, 'malformed', `unknown status ${status}`);
    const lines = toLines(asArray(P, o.items, 'items'));
    const goods = sumLines(lines);
    return {
      platform: P,
      platformOrderId: asText(P, o.order_no, 'order_no'),
      platformStatus: status,
      storeState,
      cancelled: status === 'cancelled',
      createdAt: Date.parse(asText(P, o.created_at, 'created_at')),
      updatedAt: Date.parse(asText(P, o.updated_at, 'updated_at')),
      consignee: consignee(o.receiver),
      lines,
      currency: text(o.currency) || 'USD',
      totals: {
        goods,
        shipping: decimal(o.shipping_fee),
        total: o.total_amount === undefined ? goods : decimal(o.total_amount),
      },
      raw,
    };
  };

  const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

  return {
    platform: P,
    limits,
    authorize: (app, code) => token(app, { grant_type: 'authorization_code', code }),
    refresh: (app, credentials) =>
      token(app, { grant_type: 'refresh_token', refresh_token: credentials.refreshToken }, credentials),
    async listOrders(session, window, cursor) {
      checkWindow(P, limits, window);
      const previous = decodeCursor(P, cursor);
      const page = previous ? Number(previous.p) : 1;
      const [from, to] =
        limits.timeField === 'updated' ? ['updated_from', 'updated_to'] : ['created_from', 'created_to'];
      const data = asObject(
        P,
        await request(
          session.app,
          'POST',
          '/orders/query',
          {
            [from]: new Date(window.from).toISOString(),
            [to]: new Date(window.to).toISOString(),
            page,
            page_size: limits.maxPageSize,
          },
          session.credentials.accessToken,
        ),
        'orders page',
      );
      const raws = asArray(P, data.list ?? [], 'list');
      const ids = raws.map((r) => String(field(r, 'order_no')));
      checkNotRepeated(P, previous, ids);
      const { orders, rejected } = await normalizeEach(raws, (r) => field(r, 'order_no'), toOrder);
      return { orders, rejected, next: data.has_more === true && ids.length > 0 ? encodeCursor(page + 1, ids) : null };
    },
    async getOrder(session, platformOrderId) {
      return toOrder(
        await request(session.app, 'GET', orderPath(platformOrderId), undefined, session.credentials.accessToken),
      );
    },
    async confirmShipment(session, shipment) {
      await request(
        session.app,
        'POST',
        `${orderPath(shipment.platformOrderId)}/ship`,
        { carrier: shipment.carrier, tracking_no: shipment.trackingNo },
        session.credentials.accessToken,
      );
    },
    async getLabel(session, platformOrderId) {
      const data = asObject(
        P,
        await request(
          session.app,
          'GET',
          `${orderPath(platformOrderId)}/label`,
          undefined,
          session.credentials.accessToken,
        ),
        'label',
      );
      const format = text(data.format) === 'zpl' ? 'zpl' : 'pdf';
      return { format, url: asText(P, data.url, 'label url') };
    },
  };
}

export const eccangAdapter = createErpAdapter('eccang');
export const mabangAdapter = createErpAdapter('mabang');
