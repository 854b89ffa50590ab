import { createHash } from 'node:crypto';
import {
  type PlatformLayer,
  parseJson,
  type SimOptions,
  type SimResponse,
  type Simulator,
  slicePage,
  startSimulator,
} from './core/server.ts';
import { type SimOrderView, type SimStatus, statusIn } from './core/store.ts';

/**
 * Temu partner API (semi-managed) as the adapter meets it (factory-domain §16.2): everything is
 * POST /openapi/router with the method in `type`, answered `{ success, errorCode, errorMsg, result }`.
 * The error numbers are the simulator's model of Temu's; the seller's access token is the
 * authorization (no OAuth code): `sim.tokens.issueAccessToken()` hands one out, and the demo code
 * is one that lasts a year.
 */
export const TEMU_CODES = {
  badSign: 7000015,
  staleTimestamp: 7000006,
  tokenInvalid: 7000018,
  tokenExpired: 7000019,
  tooManyRequests: 7000020,
  badParam: 2000000,
  notFound: 3000001,
  /** The order's address was asked for more often today than the platform allows (a model code). */
  addressDailyLimit: 3000020,
  internal: 5000000,
} as const;

/** bg.order.shippinginfo.get answers this often per parent order per day (factory-domain §16: 6). */
export const TEMU_ADDRESS_CALLS_PER_DAY = 6;
const DAY_MS = 86400_000;
/** China time: the platform's day starts at midnight UTC+8. */
const CHINA_OFFSET_MS = 8 * 3600_000;
/** Address calls answered per simulator, by `<parent order>:<China day>` (refused ones do not count). */
const addressCalls = new WeakMap<Simulator, Map<string, number>>();

const STATUS: Record<SimStatus, number> = {
  unpaid: 1,
  on_hold: 1,
  awaiting_shipment: 2,
  partially_shipped: 41,
  shipped: 4,
  delivered: 5,
  completed: 5,
  cancelled: 3,
};
const MAX_PAGE = 100;

const fail = (errorCode: number, errorMsg: string): SimResponse => ({
  json: { success: false, errorCode, errorMsg, result: null },
});
const ok = (result: unknown): SimResponse => ({ json: { success: true, errorCode: 1000000, errorMsg: '', result } });

/** Temu's signature from its description: upper-case MD5 of secret + sorted name+value pairs + secret. */
function expectedSign(secret: string, params: Record<string, unknown>): string {
  let joined = '';
  for (const name of Object.keys(params).sort()) {
    if (name === 'sign') continue;
    const value = params[name];
    if (value === undefined || value === null) continue;
    joined += name + (typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return createHash('md5').update(`${secret}${joined}${secret}`).digest('hex').toUpperCase();
}

function pageItem(view: SimOrderView, base: string) {
  const { order } = view;
  return {
    parentOrderMap: {
      parentOrderSn: order.id,
      parentOrderStatus: statusIn(STATUS, view),
      parentOrderTime: Math.floor(order.createdAt / 1000),
      updateTime: Math.floor(view.updatedAt / 1000),
      expectShipLatestTime: Math.floor(order.createdAt / 1000) + 3 * 86400,
      regionId: 211,
      currency: order.currency,
    },
    orderList: order.lines.map((line) => ({
      orderSn: line.id,
      goodsId: 600000 + line.sku.length,
      skuId: `${line.sku}-${line.color}-${line.size}`.replace(/\s+/g, ''),
      extCode: line.sku,
      goodsName: line.productName,
      spec: `Color: ${line.color}; Size: ${line.size}`,
      quantity: line.quantity,
      originalOrderQuantity: line.quantity,
      goodsPrice: line.unitPrice,
      ...(line.customized
        ? {
            productType: 'customized_products',
            customizedProducts: line.artwork.map((a) => ({ printArea: a.area, previewUrl: base + a.path })),
          }
        : {}),
    })),
  };
}

function shippingInfo(view: SimOrderView) {
  const c = view.order.consignee;
  if (!c) return {};
  return {
    receiptName: c.name,
    mobile: c.phone,
    regionName1: c.country,
    regionName2: c.province,
    regionName3: c.city,
    regionName4: c.district,
    addressLine1: c.address,
    addressLine2: '',
    postCode: c.postcode,
  };
}

export const temuLayer: PlatformLayer = {
  platform: 'temu',
  idPrefix: 'PO-211-',
  caller: (req) => String(parseJson(req.body)?.access_token ?? 'anonymous'),
  rateLimited: () => fail(TEMU_CODES.tooManyRequests, 'Request too frequent'),
  serverError: () => ({ status: 502, ...fail(TEMU_CODES.internal, 'System busy') }),
  init: (sim) => {
    sim.tokens.issueAccessToken(sim.demoCode, 365 * 86400_000);
  },

  handle(req, sim) {
    if (req.method !== 'POST' || req.path !== '/openapi/router')
      return { status: 404, ...fail(TEMU_CODES.notFound, 'No such gateway path') };
    const params = parseJson(req.body);
    if (!params) return fail(TEMU_CODES.badParam, 'Request body is not JSON');
    if (params.app_key !== sim.appKey) return fail(TEMU_CODES.badSign, 'app_key does not exist');
    const timestamp = Number(params.timestamp);
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) {
      return fail(TEMU_CODES.staleTimestamp, 'timestamp is outside ±300 seconds');
    }
    if (params.sign !== expectedSign(sim.appSecret, params)) return fail(TEMU_CODES.badSign, 'sign check failed');
    const token = String(params.access_token ?? '');
    const check = sim.tokens.check(token);
    if (check === 'invalid') return fail(TEMU_CODES.tokenInvalid, 'access_token is invalid');
    if (check === 'expired') return fail(TEMU_CODES.tokenExpired, 'access_token has expired');
    return route(String(params.type), params, sim, token);
  },
};

function route(type: string, params: Record<string, unknown>, sim: Simulator, token: string): SimResponse {
  const viewOf = (sn: unknown) => {
    const order = sim.store.get(String(sn));
    return order ? sim.store.view(order) : null;
  };
  switch (type) {
    case 'bg.open.accesstoken.info.get':
      return ok({
        expiredTime: Math.floor((sim.tokens.expiresAt(token) ?? 0) / 1000),
        mallId: 634418210000001,
        apiScopeList: ['bg.order.list.v2.get', 'bg.order.shippinginfo.get', 'bg.logistics.shipment.confirm'],
      });
    case 'bg.order.list.v2.get': {
      const pageNumber = Number(params.pageNumber);
      const pageSize = Number(params.pageSize);
      if (!Number.isInteger(pageNumber) || pageNumber < 1) return fail(TEMU_CODES.badParam, 'pageNumber must be ≥ 1');
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE) {
        return fail(TEMU_CODES.badParam, `pageSize must be 1 to ${MAX_PAGE}`);
      }
      const byUpdate = params.updateAtStart !== undefined || params.updateAtEnd !== undefined;
      const [start, end] = byUpdate
        ? [params.updateAtStart, params.updateAtEnd]
        : [params.createAfter, params.createBefore];
      if ((start === undefined) !== (end === undefined))
        return fail(TEMU_CODES.badParam, 'time parameters go in pairs');
      const all = sim.store.query(
        byUpdate ? 'updated' : 'created',
        start === undefined ? 0 : Number(start) * 1000,
        end === undefined ? Number.MAX_SAFE_INTEGER : Number(end) * 1000,
      );
      const servedPage = pageNumber > 1 && sim.faults.takePaging('repeat_page') ? pageNumber - 1 : pageNumber;
      const { page } = slicePage(all, (servedPage - 1) * pageSize, pageSize);
      return ok({ totalItemNum: all.length, pageItems: page.map((v) => pageItem(v, sim.baseUrl)) });
    }
    case 'bg.order.detail.v2.get': {
      const view = viewOf(params.parentOrderSn);
      return view ? ok(pageItem(view, sim.baseUrl)) : fail(TEMU_CODES.notFound, 'parent order not found');
    }
    case 'bg.order.shippinginfo.get': {
      const view = viewOf(params.parentOrderSn);
      if (!view) return fail(TEMU_CODES.notFound, 'parent order not found');
      let calls = addressCalls.get(sim);
      if (!calls) {
        calls = new Map();
        addressCalls.set(sim, calls);
      }
      const key = `${view.order.id}:${Math.floor((sim.clock.now() + CHINA_OFFSET_MS) / DAY_MS)}`;
      const used = calls.get(key) ?? 0;
      if (used >= TEMU_ADDRESS_CALLS_PER_DAY)
        return fail(
          TEMU_CODES.addressDailyLimit,
          `the receiver information of this order can be queried ${TEMU_ADDRESS_CALLS_PER_DAY} times a day`,
        );
      calls.set(key, used + 1);
      return ok(shippingInfo(view));
    }
    case 'bg.logistics.shipment.confirm': {
      const view = viewOf(params.parentOrderSn);
      if (!view) return fail(TEMU_CODES.notFound, 'parent order not found');
      if (view.status !== 'awaiting_shipment' && view.status !== 'partially_shipped') {
        return fail(TEMU_CODES.badParam, `order status ${statusIn(STATUS, view)} cannot ship`);
      }
      const pkg = (params.packageList as { trackingNumber?: string; carrierName?: string }[] | undefined)?.[0];
      if (!pkg?.trackingNumber) return fail(TEMU_CODES.badParam, 'packageList[0].trackingNumber is required');
      view.order.shipment = { carrier: pkg.carrierName ?? '', trackingNo: pkg.trackingNumber };
      sim.store.change(view.order.id, 'shipped');
      return ok({});
    }
    case 'bg.logistics.shipment.document.get': {
      const view = viewOf(params.parentOrderSn);
      return view
        ? ok({ url: `${sim.baseUrl}/label/${view.order.id}.pdf` })
        : fail(TEMU_CODES.notFound, 'parent order not found');
    }
    default:
      return fail(TEMU_CODES.badParam, `type ${type} is not supported`);
  }
}

export const startTemuSimulator = (options?: SimOptions) => startSimulator(temuLayer, options);
