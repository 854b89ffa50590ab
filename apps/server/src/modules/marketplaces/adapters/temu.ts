import { createHash } from 'node:crypto';
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
  StoreOrderStateValue,
} from './types.ts';
import { PlatformError } from './types.ts';

/**
 * Temu partner API, semi-managed shops (factory-domain §16.2). One router path per regional
 * gateway (`baseUrl`: CN openapi.kuajingmaihuo.com, US openapi-b-us.temu.com, EU, Global) and the
 * method in `type`. There is no OAuth code: the seller copies an access token per mall from the
 * Seller Center; authorizing checks it with `bg.open.accesstoken.info.get`, and "refreshing" only
 * re-reads its expiry (an expired one needs a new token from the seller).
 */
const P = 'temu' as const;

export const TEMU_LIMITS: AdapterLimits = {
  // No documented window limit: the console's 7 days (spec §5).
  maxWindowMs: 7 * 24 * 3600_000,
  lagMs: 5 * 60_000,
  maxPageSize: 100,
  timeField: 'updated',
};

/** Parent order status (numeric) → store-order state. */
export const TEMU_STATUS: Record<string, StoreOrderStateValue> = {
  '1': 1, // PENDING: inside the buyer's cancel window / risk review
  '2': 3, // UN_SHIPPING
  '3': 4, // CANCELED
  '4': 4, // SHIPPED
  '5': 4, // RECEIPTED
  '41': 3, // partially shipped
  '51': 4, // partially received
};

/** Temu's error codes the adapter tells apart (model of Temu's numbering; others are `refused`). */
export const TEMU_ERRORS: Record<number, PlatformError['kind']> = {
  7000015: 'signature',
  7000006: 'signature', // timestamp outside ±300 s
  7000018: 'token_invalid',
  7000019: 'token_expired',
  7000020: 'rate_limited',
  3000001: 'not_found',
  /** The order's address was read too often today (6 a day per order): that order waits for tomorrow. */
  3000020: 'refused',
  5000000: 'server',
};
const ADDRESS_DAILY_LIMIT = '3000020';

/** sign = upper(MD5(secret + ASCII-sorted name + value + secret)); objects are JSON text. */
export function temuSign(secret: string, params: Record<string, unknown>): string {
  const body = Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== null)
    .sort()
    .map((k) => k + (typeof params[k] === 'object' ? JSON.stringify(params[k]) : String(params[k])))
    .join('');
  return createHash('md5')
    .update(secret + body + secret)
    .digest('hex')
    .toUpperCase();
}

async function call(
  app: AppConfig,
  accessToken: string,
  type: string,
  business: Record<string, unknown>,
): Promise<Json> {
  const params: Record<string, unknown> = {
    ...business,
    type,
    app_key: app.appKey,
    access_token: accessToken,
    timestamp: Math.floor(Date.now() / 1000),
    data_type: 'JSON',
    version: 'V1',
  };
  params.sign = temuSign(app.appSecret, params);
  const answer = await callJson(P, app, {
    method: 'POST',
    url: urlOf(app.baseUrl, '/openapi/router'),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  const json = answer.json;
  if (json.success === true) return asObject(P, json.result ?? {}, `${type}: result`);
  const code = Number(json.errorCode);
  throw new PlatformError(P, TEMU_ERRORS[code] ?? 'refused', `${type}: ${text(json.errorMsg) || 'refused'}`, {
    platformCode: String(json.errorCode),
  });
}

function toLines(items: unknown[]): PlatformOrderLine[] {
  return items.map((item) => {
    const i = asObject(P, item, 'orderList item');
    const spec = Object.fromEntries(
      text(i.spec)
        .split(';')
        .map((part) => part.split(':').map((s) => s.trim()))
        .filter((kv) => kv.length === 2),
    ) as Record<string, string>;
    const custom = Array.isArray(i.customizedProducts) ? (i.customizedProducts as Json[]) : [];
    const artwork = custom.map((c) => ({
      area: asText(P, c.printArea, 'customizedProducts.printArea'),
      url: asText(P, c.previewUrl, 'customizedProducts.previewUrl'),
    }));
    return {
      lineId: asText(P, i.orderSn, 'orderSn'),
      sku: text(i.extCode) || asText(P, i.skuId, 'skuId'),
      productName: textOrNull(i.goodsName),
      color: spec.Color ?? null,
      size: spec.Size ?? null,
      quantity: asNumber(P, i.quantity, 'quantity'),
      unitPrice: decimal(i.goodsPrice),
      customized: artwork.length > 0,
      artwork,
    };
  });
}

function consignee(info: Json | null): Consignee | null {
  if (!info || !text(info.addressLine1)) return null;
  return {
    name: text(info.receiptName),
    phone: text(info.mobile),
    country: text(info.regionName1),
    province: text(info.regionName2),
    city: text(info.regionName3),
    district: text(info.regionName4),
    address: [text(info.addressLine1), text(info.addressLine2)].filter(Boolean).join(' '),
    postcode: text(info.postCode),
  };
}

function toOrder(item: unknown, address: Json | null): PlatformOrder {
  const entry = asObject(P, item, 'page item');
  const parent = asObject(P, entry.parentOrderMap, 'parentOrderMap');
  const status = asText(P, parent.parentOrderStatus, 'parentOrderStatus');
  const storeState = TEMU_STATUS[status];
  if (!storeState) throw new PlatformError(P, 'malformed', `unknown parent order status ${status}`);
  const lines = toLines(asArray(P, entry.orderList, 'orderList'));
  const goods = sumLines(lines);
  return {
    platform: P,
    platformOrderId: asText(P, parent.parentOrderSn, 'parentOrderSn'),
    platformStatus: status,
    storeState,
    cancelled: status === '3',
    createdAt: asNumber(P, parent.parentOrderTime, 'parentOrderTime') * 1000,
    updatedAt: asNumber(P, parent.updateTime, 'updateTime') * 1000,
    consignee: consignee(address),
    lines,
    currency: text(parent.currency) || 'USD',
    totals: { goods, shipping: '0.00', total: goods },
    raw: address ? { ...entry, shippingInfo: address } : entry,
  };
}

/**
 * Addresses already read, so the same order listed again does not spend one of its 6 daily address
 * calls: overlapping slices, a re-pull, and the runs that re-list a day behind a rejected order would
 * otherwise use them up by midday. An entry is the address of one parent order at one update time,
 * for one authorization (gateway, mall and a hash of its token: never shared between shops or
 * tenants); an order the platform changes has a new update time and is read again. Entries live
 * `ttlMs` (a day) and the oldest go past `max`; it is memory of this instance only, a restart reads
 * again. Empty answers (no address yet) are not kept.
 */
export class TemuAddressCache {
  private readonly entries = new Map<string, { info: Json; at: number }>();

  constructor(
    readonly max = 20_000,
    readonly ttlMs = 24 * 3600_000,
    private readonly now: () => number = Date.now,
  ) {}

  static key(session: Session, parentOrderSn: string, updateTime: string): string {
    const token = createHash('sha256').update(session.credentials.accessToken).digest('hex').slice(0, 16);
    const mall = text(session.credentials.extras.mallId);
    return `${session.app.baseUrl}|${mall}|${token}|${parentOrderSn}|${updateTime}`;
  }

  get(key: string): Json | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.info;
  }

  set(key: string, info: Json): void {
    this.entries.delete(key);
    this.entries.set(key, { info, at: this.now() });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The address is its own call per parent order (bg.order.shippinginfo.get, 6 a day per order):
 * the adapter asks once per listed order and update time (`TemuAddressCache`), a few at a time. An
 * order the platform gives no address for yet gets consignee null. An order whose address calls for
 * today are used up is rejected (kind `refused`, not stored without its address): the rest of the
 * page goes on and the pull service's resume point stays before it, so a later run reads it whole.
 */
function withAddresses(session: Session, items: unknown[], cache: TemuAddressCache) {
  return normalizeEach(
    items,
    (item) => field(item, 'parentOrderMap', 'parentOrderSn'),
    async (item) => {
      const parent = asObject(P, asObject(P, item, 'page item').parentOrderMap, 'parentOrderMap');
      const parentOrderSn = asText(P, parent.parentOrderSn, 'parentOrderSn');
      const key = TemuAddressCache.key(session, parentOrderSn, text(parent.updateTime));
      let info = cache.get(key);
      if (!info) {
        info = await call(session.app, session.credentials.accessToken, 'bg.order.shippinginfo.get', {
          parentOrderSn,
        });
        if (Object.keys(info).length) cache.set(key, info);
      }
      return toOrder(item, Object.keys(info).length ? info : null);
    },
    4,
    (error) => error.details.platformCode === ADDRESS_DAILY_LIMIT,
  );
}

async function tokenInfo(app: AppConfig, token: string, previous?: Credentials): Promise<Credentials> {
  const info = await call(app, token, 'bg.open.accesstoken.info.get', {});
  return {
    accessToken: token,
    refreshToken: '',
    accessExpiresAt: info.expiredTime === undefined ? null : asNumber(P, info.expiredTime, 'expiredTime') * 1000,
    refreshExpiresAt: null,
    extras: {
      ...previous?.extras,
      mallId: text(info.mallId),
      scopes: Array.isArray(info.apiScopeList) ? info.apiScopeList.join(',') : '',
    },
  };
}

/** `addresses`: the instance's address cache (a test passes its own, or a fresh adapter has a fresh one). */
export function createTemuAdapter(
  limits: AdapterLimits = TEMU_LIMITS,
  addresses = new TemuAddressCache(),
): MarketplaceAdapter {
  const getOrder = async (session: Session, platformOrderId: string) => {
    const detail = await call(session.app, session.credentials.accessToken, 'bg.order.detail.v2.get', {
      parentOrderSn: platformOrderId,
    });
    const { orders, rejected } = await withAddresses(session, [detail], addresses);
    if (rejected.length) throw rejected[0].error;
    return orders[0];
  };
  return {
    platform: P,
    limits,
    async authorize(app, code) {
      try {
        return await tokenInfo(app, code);
      } catch (error) {
        // The "code" is the seller's token: an unknown or dead one is an invalid authorization code.
        if (error instanceof PlatformError && (error.kind === 'token_invalid' || error.kind === 'token_expired')) {
          throw new PlatformError(
            P,
            'auth_invalid_code',
            'invalid authorization code (Temu access token)',
            error.details,
          );
        }
        throw error;
      }
    },
    refresh: (app, credentials) => tokenInfo(app, credentials.accessToken, credentials),
    async listOrders(session, window, cursor) {
      checkWindow(P, limits, window);
      const previous = decodeCursor(P, cursor);
      const pageNumber = previous ? Number(previous.p) : 1;
      const range =
        limits.timeField === 'updated'
          ? { updateAtStart: Math.floor(window.from / 1000), updateAtEnd: Math.ceil(window.to / 1000) }
          : { createAfter: Math.floor(window.from / 1000), createBefore: Math.ceil(window.to / 1000) };
      const result = await call(session.app, session.credentials.accessToken, 'bg.order.list.v2.get', {
        pageNumber,
        pageSize: limits.maxPageSize,
        ...range,
      });
      const items = asArray(P, result.pageItems ?? [], 'pageItems');
      const ids = items.map((i) => String(field(i, 'parentOrderMap', 'parentOrderSn')));
      checkNotRepeated(P, previous, ids);
      const { orders, rejected } = await withAddresses(session, items, addresses);
      const total = asNumber(P, result.totalItemNum ?? 0, 'totalItemNum');
      const more = pageNumber * limits.maxPageSize < total && items.length > 0;
      return { orders, rejected, next: more ? encodeCursor(pageNumber + 1, ids) : null };
    },
    getOrder,
    async confirmShipment(session, shipment) {
      await call(session.app, session.credentials.accessToken, 'bg.logistics.shipment.confirm', {
        sendType: 0, // one package per parent order
        parentOrderSn: shipment.platformOrderId,
        packageList: [{ trackingNumber: shipment.trackingNo, carrierName: shipment.carrier }],
      });
    },
    async getLabel(session, platformOrderId) {
      const result = await call(session.app, session.credentials.accessToken, 'bg.logistics.shipment.document.get', {
        parentOrderSn: platformOrderId,
        documentType: 'SHIPPING_LABEL_PDF',
      });
      return { format: 'pdf', url: asText(P, result.url, 'document url') };
    },
  };
}

export const temuAdapter = createTemuAdapter();
