import { createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { callJson, urlOf } from './http.ts';
import { decimal, sumLines } from './money.ts';
import { checkNotRepeated, checkWindow, decodeCursor, encodeCursor, field, normalizeEach } from './paging.ts';
import { asArray, asNumber, asObject, asText, type Json, text, textOrNull } from './read.ts';
import { fromChinaWallTime as fromShanghai, chinaWallTime as shanghaiTime } from './time.ts';
import type {
  AdapterLimits,
  AppConfig,
  Consignee,
  MarketplaceAdapter,
  PlatformOrder,
  PlatformOrderLine,
  Session,
  StoreOrderStateValue,
} from './types.ts';
import { PlatformError } from './types.ts';

/**
 * SHEIN open platform (factory-domain §16.5). Authorization turns the temporary token SHEIN
 * redirects with into an `openKeyId` and an encrypted `secretKey` (/open-api/auth/get-by-token,
 * signed with the app's id and secret); every later call is signed with that pair in the
 * `x-lt-*` headers. The pair does not expire, so `refresh` returns it unchanged. Orders are listed
 * by update time over at most 48 hours of Asia/Shanghai wall time, 30 a page, then read in detail
 * and their addresses one by one.
 */
const P = 'shein' as const;

export const SHEIN_LIMITS: AdapterLimits = {
  maxWindowMs: 48 * 3600_000,
  lagMs: 5 * 60_000,
  maxPageSize: 30,
  timeField: 'updated',
};

/** Numeric orderStatus → store-order state. The values are not published: [unverified] model. */
export const SHEIN_STATUS: Record<string, StoreOrderStateValue> = {
  '1': 1, // pending
  '2': 3, // to be shipped
  '3': 4, // shipped
  '4': 4, // delivered
  '5': 4, // cancelled
  '6': 4, // refunded after delivery
};
const CANCELLED = new Set(['5']);

/** SHEIN's answer codes the adapter tells apart (the simulator's model; others are `refused`). */
export const SHEIN_ERRORS: Record<string, PlatformError['kind']> = {
  '20001': 'signature',
  '20002': 'signature', // timestamp too old
  '20003': 'token_invalid',
  '20010': 'auth_invalid_code',
  '30001': 'window_too_large',
  '30004': 'not_found',
  '42900': 'rate_limited',
  '50000': 'server',
};

/** randomKey(5) + base64(hex(HMAC-SHA256(key = secret + randomKey, openKeyId&timestamp&path))). */
export function sheinSign(id: string, secret: string, timestamp: string, path: string, randomKey?: string): string {
  const key = randomKey ?? randomBytes(8).toString('base64url').slice(0, 5);
  const hex = createHmac('sha256', secret + key)
    .update(`${id}&${timestamp}&${path}`)
    .digest('hex');
  return key + Buffer.from(hex).toString('base64');
}

/** The `secretKey` SHEIN returns, encrypted with the app secret: AES-128-CBC, IV in front [unverified variant]. */
export function decryptSecretKey(encrypted: string, appSecret: string): string {
  const bytes = Buffer.from(encrypted, 'base64');
  const decipher = createDecipheriv(
    'aes-128-cbc',
    Buffer.from(appSecret, 'utf8').subarray(0, 16),
    bytes.subarray(0, 16),
  );
  return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8');
}

/** Epoch ms → SHEIN's "yyyy-MM-dd HH:mm:ss" in Asia/Shanghai, and back. */
export { chinaWallTime as shanghaiTime, fromChinaWallTime as fromShanghai } from './time.ts';

async function post(app: AppConfig, path: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  const answer = await callJson(P, app, {
    method: 'POST',
    url: urlOf(app.baseUrl, path),
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const code = text(answer.json.code);
  if (code === '0') return answer.json.info ?? {};
  throw new PlatformError(P, SHEIN_ERRORS[code] ?? 'refused', `${path}: ${text(answer.json.msg) || 'refused'}`, {
    platformCode: code,
  });
}

function api(session: Session, path: string, body: unknown): Promise<unknown> {
  const { credentials } = session;
  const timestamp = String(Date.now());
  const secretKey = credentials.extras.secretKey ?? '';
  return post(
    session.app,
    path,
    {
      'x-lt-openKeyId': credentials.accessToken,
      'x-lt-timestamp': timestamp,
      'x-lt-signature': sheinSign(credentials.accessToken, secretKey, timestamp, path),
    },
    body,
  );
}

function toLines(items: unknown[]): PlatformOrderLine[] {
  return items.map((item) => {
    const g = asObject(P, item, 'orderGoodsInfoList item');
    const attrs = Object.fromEntries(
      text(g.skuAttribute)
        .split(',')
        .map((a) => a.split(':').map((s) => s.trim()))
        .filter((kv) => kv.length === 2),
    ) as Record<string, string>;
    const artwork = (Array.isArray(g.customInfo) ? (g.customInfo as Json[]) : []).map((c) => ({
      area: asText(P, c.position, 'customInfo.position'),
      url: asText(P, c.imageUrl, 'customInfo.imageUrl'),
    }));
    return {
      lineId: asText(P, g.goodsId, 'goodsId'),
      sku: text(g.sellerSku) || asText(P, g.goodsSn, 'goodsSn'),
      productName: textOrNull(g.goodsTitle),
      color: attrs.Color ?? null,
      size: attrs.Size ?? null,
      quantity: asNumber(P, g.goodsQuantity ?? 1, 'goodsQuantity'),
      unitPrice: decimal(g.sellerCurrencyPrice),
      customized: artwork.length > 0,
      artwork,
    };
  });
}

function consignee(info: unknown): Consignee | null {
  if (!info || typeof info !== 'object') return null;
  const a = info as Json;
  if (!text(a.address)) return null;
  return {
    name: text(a.consignee),
    phone: text(a.phone),
    country: text(a.countryCode),
    province: text(a.province),
    city: text(a.city),
    district: text(a.district),
    address: [text(a.address), text(a.address2)].filter(Boolean).join(' '),
    postcode: text(a.postcode),
  };
}

function toOrder(detail: unknown, address: unknown): PlatformOrder {
  const d = asObject(P, detail, 'order detail');
  const status = asText(P, d.orderStatus, 'orderStatus');
  const storeState = SHEIN_STATUS[status];
  if (!storeState) throw new PlatformError(P, 'malformed', `unknown orderStatus ${status}`);
  const lines = toLines(asArray(P, d.orderGoodsInfoList, 'orderGoodsInfoList'));
  const goods = sumLines(lines);
  return {
    platform: P,
    platformOrderId: asText(P, d.orderNo, 'orderNo'),
    platformStatus: status,
    storeState,
    cancelled: CANCELLED.has(status),
    createdAt: fromShanghai(asText(P, d.orderTime, 'orderTime')),
    updatedAt: fromShanghai(asText(P, d.orderUpdateTime, 'orderUpdateTime')),
    consignee: consignee(address),
    lines,
    currency: text(d.orderCurrency) || 'USD',
    totals: { goods, shipping: '0.00', total: d.estimatedIncome === undefined ? goods : decimal(d.estimatedIncome) },
    raw: { detail: d, address: address ?? null },
  };
}

/** Details for a page of order numbers (one call), then each address (export-address, one per order). */
async function details(session: Session, orderNos: string[]) {
  if (orderNos.length === 0) return { orders: [], rejected: [] };
  const list = asArray(
    P,
    await api(session, '/open-api/order/order-detail', { orderNoList: orderNos }),
    'order details',
  );
  return normalizeEach(
    list,
    (d) => field(d, 'orderNo'),
    async (d) => {
      const orderNo = asText(P, asObject(P, d, 'order detail').orderNo, 'orderNo');
      return toOrder(d, await api(session, '/open-api/order/export-address', { orderNo }));
    },
  );
}

export function createSheinAdapter(limits: AdapterLimits = SHEIN_LIMITS): MarketplaceAdapter {
  return {
    platform: P,
    limits,
    async authorize(app, code) {
      const timestamp = String(Date.now());
      const path = '/open-api/auth/get-by-token';
      const info = asObject(
        P,
        await post(
          app,
          path,
          {
            'x-lt-appid': app.appKey,
            'x-lt-timestamp': timestamp,
            'x-lt-signature': sheinSign(app.appKey, app.appSecret, timestamp, path),
          },
          { tempToken: code },
        ),
        'authorization',
      );
      let secretKey: string;
      try {
        secretKey = decryptSecretKey(asText(P, info.secretKey, 'secretKey'), app.appSecret);
      } catch (error) {
        if (error instanceof PlatformError) throw error;
        throw new PlatformError(P, 'malformed', 'secretKey cannot be decrypted with the app secret', { cause: error });
      }
      return {
        accessToken: asText(P, info.openKeyId, 'openKeyId'),
        refreshToken: '',
        accessExpiresAt: null,
        refreshExpiresAt: null,
        extras: { secretKey, supplierId: text(info.supplierId) },
      };
    },
    // The key pair lives until the seller revokes it; nothing to renew.
    refresh: async (_app, credentials) => credentials,
    async listOrders(session, window, cursor) {
      checkWindow(P, limits, window);
      const previous = decodeCursor(P, cursor);
      const page = previous ? Number(previous.p) : 1;
      const info = asObject(
        P,
        await api(session, '/open-api/order/order-list', {
          queryType: limits.timeField === 'updated' ? 2 : 1,
          startTime: shanghaiTime(Math.floor(window.from / 1000) * 1000),
          endTime: shanghaiTime(Math.ceil(window.to / 1000) * 1000),
          page,
          pageSize: limits.maxPageSize,
        }),
        'order list',
      );
      const ids = asArray(P, info.orderList ?? [], 'orderList').map((o) =>
        asText(P, asObject(P, o, 'orderList item').orderNo, 'orderNo'),
      );
      checkNotRepeated(P, previous, ids);
      const { orders, rejected } = await details(session, ids);
      const more = page * limits.maxPageSize < asNumber(P, info.count ?? 0, 'count') && ids.length > 0;
      return { orders, rejected, next: more ? encodeCursor(page + 1, ids) : null };
    },
    async getOrder(session, platformOrderId) {
      const { orders, rejected } = await details(session, [platformOrderId]);
      if (rejected.length) throw rejected[0].error;
      const [order] = orders;
      if (!order) throw new PlatformError(P, 'not_found', `order ${platformOrderId} not found`);
      return order;
    },
    async confirmShipment(session, shipment) {
      await api(session, '/open-api/order/upload-express-info', {
        orderNo: shipment.platformOrderId,
        expressCompany: shipment.carrier,
        expressNo: shipment.trackingNo,
      });
    },
    async getLabel(session, platformOrderId) {
      const info = asObject(
        P,
        await api(session, '/open-api/order/print-express-info', { orderNo: platformOrderId }),
        'label',
      );
      return { format: 'pdf', url: asText(P, info.url, 'label url') };
    },
  };
}

export const sheinAdapter = createSheinAdapter();
