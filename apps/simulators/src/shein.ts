import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
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
 * SHEIN open platform as the adapter meets it (factory-domain §16.5): `{ code, msg, info }`
 * answers (code "0" = success), `x-lt-*` signed headers, 48-hour Asia/Shanghai windows and 30
 * orders a page. orderStatus values and error codes are the simulator's model (SHEIN does not
 * publish them openly): pending 1, to ship 2, shipped 3, delivered 4, cancelled 5.
 */
export const SHEIN_CODES = {
  badSignature: '20001',
  staleTimestamp: '20002',
  unknownKey: '20003',
  invalidTempToken: '20010',
  windowTooLarge: '30001',
  badParam: '30002',
  notFound: '30004',
  tooManyRequests: '42900',
  internal: '50000',
} as const;

const STATUS: Record<SimStatus, number> = {
  unpaid: 1,
  on_hold: 1,
  awaiting_shipment: 2,
  partially_shipped: 2,
  shipped: 3,
  delivered: 4,
  completed: 4,
  cancelled: 5,
};
const MAX_PAGE = 30;
const MAX_WINDOW_MS = 48 * 3600_000;
const SHANGHAI = 8 * 3600_000;

const fail = (code: string, msg: string): SimResponse => ({ json: { code, msg, info: null } });
const ok = (info: unknown): SimResponse => ({ json: { code: '0', msg: 'OK', info } });
const wall = (ms: number) => new Date(ms + SHANGHAI).toISOString().slice(0, 19).replace('T', ' ');
/** "yyyy-MM-dd HH:mm:ss" Asia/Shanghai → epoch ms, NaN when not that shape. */
const parseWall = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? Date.parse(`${value.replace(' ', 'T')}Z`) - SHANGHAI
    : Number.NaN;

/** The open keys this simulator handed out: openKeyId → secretKey. */
const keys = new WeakMap<Simulator, Map<string, string>>();

/** SHEIN's signature from its description, checked for the given id and secret. */
function signatureValid(req: SimRequest, id: string, secret: string): boolean {
  const signature = String(req.headers['x-lt-signature'] ?? '');
  const timestamp = String(req.headers['x-lt-timestamp'] ?? '');
  if (signature.length < 6) return false;
  const randomKey = signature.slice(0, 5);
  const hex = createHmac('sha256', secret + randomKey)
    .update(`${id}&${timestamp}&${req.path}`)
    .digest('hex');
  return signature.slice(5) === Buffer.from(hex).toString('base64');
}

function encryptSecretKey(secretKey: string, appSecret: string): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(appSecret, 'utf8').subarray(0, 16), iv);
  return Buffer.concat([iv, cipher.update(secretKey, 'utf8'), cipher.final()]).toString('base64');
}

function detail(view: SimOrderView, base: string) {
  const { order } = view;
  return {
    orderNo: order.id,
    orderStatus: statusIn(STATUS, view),
    orderTime: wall(order.createdAt),
    orderUpdateTime: wall(view.updatedAt),
    orderCurrency: order.currency,
    estimatedIncome: view.total,
    orderGoodsInfoList: order.lines.map((line) => ({
      goodsId: line.id,
      goodsSn: `${line.sku}-${line.color}-${line.size}`.replace(/\s+/g, ''),
      sellerSku: line.sku,
      goodsTitle: line.productName,
      skuAttribute: `Color:${line.color},Size:${line.size}`,
      goodsQuantity: line.quantity,
      sellerCurrencyPrice: line.unitPrice,
      ...(line.customized
        ? { customInfo: line.artwork.map((a) => ({ position: a.area, imageUrl: base + a.path })) }
        : {}),
    })),
  };
}

function address(view: SimOrderView) {
  const c = view.order.consignee;
  if (!c) return {};
  return {
    consignee: c.name,
    phone: c.phone,
    countryCode: c.country,
    province: c.province,
    city: c.city,
    district: c.district,
    address: c.address,
    address2: '',
    postcode: c.postcode,
  };
}

export const sheinLayer: PlatformLayer = {
  platform: 'shein',
  idPrefix: 'GSH',
  caller: (req) => String(req.headers['x-lt-openkeyid'] ?? req.headers['x-lt-appid'] ?? 'anonymous'),
  rateLimited: () => fail(SHEIN_CODES.tooManyRequests, 'Too many requests, please retry later'),
  serverError: () => ({ status: 500, ...fail(SHEIN_CODES.internal, 'System error') }),
  init: (sim) => keys.set(sim, new Map()),

  handle(req, sim) {
    const timestamp = Number(req.headers['x-lt-timestamp']);
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() - timestamp) > 5 * 60_000) {
      return fail(SHEIN_CODES.staleTimestamp, 'x-lt-timestamp is invalid or expired');
    }
    const body = parseJson(req.body);
    if (!body) return fail(SHEIN_CODES.badParam, 'Request body is not JSON');
    if (req.method === 'POST' && req.path === '/open-api/auth/get-by-token') {
      if (req.headers['x-lt-appid'] !== sim.appKey || !signatureValid(req, sim.appKey, sim.appSecret)) {
        return fail(SHEIN_CODES.badSignature, 'Signature verification failed');
      }
      if (!sim.tokens.exchange(String(body.tempToken ?? '')))
        return fail(SHEIN_CODES.invalidTempToken, 'tempToken is invalid or expired');
      const openKeyId = `OK${randomBytes(8).toString('hex').toUpperCase()}`;
      const secretKey = randomBytes(16).toString('hex');
      keys.get(sim)!.set(openKeyId, secretKey);
      return ok({
        openKeyId,
        secretKey: encryptSecretKey(secretKey, sim.appSecret),
        appid: sim.appKey,
        supplierId: 10086,
        state: '',
      });
    }
    const openKeyId = String(req.headers['x-lt-openkeyid'] ?? '');
    const secretKey = keys.get(sim)!.get(openKeyId);
    if (!secretKey) return fail(SHEIN_CODES.unknownKey, 'openKeyId does not exist or was revoked');
    if (!signatureValid(req, openKeyId, secretKey))
      return fail(SHEIN_CODES.badSignature, 'Signature verification failed');
    return route(req.path, body, sim);
  },
};

function route(path: string, body: Record<string, unknown>, sim: Simulator): SimResponse {
  const viewOf = (no: unknown) => {
    const order = sim.store.get(String(no));
    return order ? sim.store.view(order) : null;
  };
  switch (path) {
    case '/open-api/order/order-list': {
      const start = parseWall(body.startTime);
      const end = parseWall(body.endTime);
      const page = Number(body.page);
      const pageSize = Number(body.pageSize);
      if (body.queryType !== 1 && body.queryType !== 2) return fail(SHEIN_CODES.badParam, 'queryType must be 1 or 2');
      if (Number.isNaN(start) || Number.isNaN(end) || end <= start)
        return fail(SHEIN_CODES.badParam, 'startTime/endTime invalid');
      if (end - start > MAX_WINDOW_MS) return fail(SHEIN_CODES.windowTooLarge, 'The time span cannot exceed 48 hours');
      if (!Number.isInteger(page) || page < 1) return fail(SHEIN_CODES.badParam, 'page must be ≥ 1');
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE)
        return fail(SHEIN_CODES.badParam, `pageSize must be 1 to ${MAX_PAGE}`);
      const all = sim.store.query(body.queryType === 2 ? 'updated' : 'created', start, end);
      const served = page > 1 && sim.faults.takePaging('repeat_page') ? page - 1 : page;
      const { page: items } = slicePage(all, (served - 1) * pageSize, pageSize);
      return ok({
        count: all.length,
        orderList: items.map((v) => ({
          orderNo: v.order.id,
          orderStatus: statusIn(STATUS, v),
          orderUpdateTime: wall(v.updatedAt),
        })),
      });
    }
    case '/open-api/order/order-detail': {
      const list = Array.isArray(body.orderNoList) ? body.orderNoList : [];
      if (list.length === 0 || list.length > MAX_PAGE)
        return fail(SHEIN_CODES.badParam, `orderNoList: 1 to ${MAX_PAGE} orders`);
      return ok(
        list
          .map(viewOf)
          .filter((v): v is SimOrderView => v !== null)
          .map((v) => detail(v, sim.baseUrl)),
      );
    }
    case '/open-api/order/export-address': {
      const view = viewOf(body.orderNo);
      return view ? ok(address(view)) : fail(SHEIN_CODES.notFound, 'Order does not exist');
    }
    case '/open-api/order/upload-express-info': {
      const view = viewOf(body.orderNo);
      if (!view) return fail(SHEIN_CODES.notFound, 'Order does not exist');
      if (view.status !== 'awaiting_shipment' && view.status !== 'partially_shipped')
        return fail(SHEIN_CODES.badParam, 'Order cannot be shipped');
      if (!body.expressNo) return fail(SHEIN_CODES.badParam, 'expressNo is required');
      view.order.shipment = { carrier: String(body.expressCompany ?? ''), trackingNo: String(body.expressNo) };
      sim.store.change(view.order.id, 'shipped');
      return ok({});
    }
    case '/open-api/order/print-express-info': {
      const view = viewOf(body.orderNo);
      return view
        ? ok({ url: `${sim.baseUrl}/label/${view.order.id}.pdf` })
        : fail(SHEIN_CODES.notFound, 'Order does not exist');
    }
    default:
      return { status: 404, ...fail(SHEIN_CODES.notFound, `No API ${path}`) };
  }
}

export const startSheinSimulator = (options?: SimOptions) => startSimulator(sheinLayer, options);
