import { createHmac } from 'node:crypto';
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
 * AliExpress IOP gateway as the adapter meets it (factory-domain §16.4): form-encoded calls to
 * /rest/auth/token/* (system) and /sync?method=… (business), HMAC-SHA256 signatures, errors as
 * `{ code, type, message, request_id }` (IOP's code names), results wrapped in
 * `<method>_response.result`. A cancelled order is FINISH with a cancel end reason.
 */
const STATUS: Record<SimStatus, string> = {
  unpaid: 'PLACE_ORDER_SUCCESS',
  on_hold: 'RISK_CONTROL',
  awaiting_shipment: 'WAIT_SELLER_SEND_GOODS',
  partially_shipped: 'SELLER_PART_SEND_GOODS',
  shipped: 'WAIT_BUYER_ACCEPT_GOODS',
  delivered: 'FUND_PROCESSING',
  completed: 'FINISH',
  cancelled: 'FINISH',
};
const MAX_PAGE = 50;
const CHINA = 8 * 3600_000;

const fail = (code: string, message: string, type = 'ISV'): SimResponse => ({
  json: { code, type, message, request_id: `sim${Date.now()}` },
});
const wall = (ms: number) => new Date(ms + CHINA).toISOString().slice(0, 19).replace('T', ' ');
const parseWall = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? Date.parse(`${value.replace(' ', 'T')}Z`) - CHINA
    : Number.NaN;
const wrap = (method: string, result: unknown): SimResponse => ({
  json: { [`${method.replace(/\./g, '_')}_response`]: { result }, request_id: `sim${Date.now()}` },
});

/** IOP's signature from its description: the API path (system calls only) + sorted name+value pairs. */
function signatureValid(form: URLSearchParams, secret: string, apiPath: string): boolean {
  let message = apiPath;
  for (const name of [...new Set(form.keys())].sort()) if (name !== 'sign') message += name + (form.get(name) ?? '');
  return form.get('sign') === createHmac('sha256', secret).update(message).digest('hex').toUpperCase();
}

function render(view: SimOrderView, base: string) {
  const { order } = view;
  const c = order.consignee;
  return {
    order_id: order.id,
    order_status: statusIn(STATUS, view),
    ...(view.status === 'cancelled' ? { end_reason: 'buyer_cancel_order' } : {}),
    gmt_create: wall(order.createdAt),
    gmt_update: wall(view.updatedAt),
    order_amount: { amount: view.total, currency_code: order.currency },
    ...(c
      ? {
          receipt_address: {
            contact_person: c.name,
            mobile_no: c.phone,
            country: c.country,
            province: c.province,
            city: c.city,
            district: c.district,
            detail_address: c.address,
            zip: c.postcode,
          },
        }
      : {}),
    product_list: {
      order_product_dto: order.lines.map((line) => ({
        child_id: line.id,
        product_id: 1005000000000 + line.sku.length,
        sku_code: line.sku,
        product_name: line.productName,
        sku_attr: `Color:${line.color};Size:${line.size}`,
        product_count: line.quantity,
        product_unit_price: { amount: line.unitPrice, currency_code: order.currency },
        ...(line.customized
          ? { customization_info: line.artwork.map((a) => ({ area: a.area, image_url: base + a.path })) }
          : {}),
      })),
    },
  };
}

export const aliexpressLayer: PlatformLayer = {
  platform: 'aliexpress',
  idPrefix: '8180',
  caller: (req) => new URLSearchParams(req.body).get('session') ?? 'anonymous',
  rateLimited: () => fail('ApiCallLimit', 'The request has exceeded the API call limit', 'ISP'),
  serverError: () => ({ status: 500, ...fail('ServiceUnavailable', 'The service is temporarily unavailable', 'ISP') }),

  handle(req, sim) {
    const form = new URLSearchParams(req.body);
    for (const [k, v] of req.query) form.set(k, v);
    if (form.get('app_key') !== sim.appKey) return fail('InvalidAppKey', 'The specified app key is invalid');
    const timestamp = Number(form.get('timestamp'));
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() - timestamp) > 7200_000)
      return fail('InvalidTimestamp', 'Timestamp is invalid');
    const system = req.path.startsWith('/rest/');
    if (!signatureValid(form, sim.appSecret, system ? req.path.slice('/rest'.length) : '')) {
      return fail('IncompleteSignature', 'The request signature does not conform to platform standards');
    }
    if (system) return tokenCall(req, form, sim);
    if (req.path !== '/sync') return { status: 404, ...fail('InvalidApi', `No API ${req.path}`) };
    const check = sim.tokens.check(form.get('session'));
    if (check !== 'ok') {
      return fail(
        'IllegalAccessToken',
        check === 'expired' ? 'The specified access token has expired' : 'The specified access token is invalid',
      );
    }
    return business(String(form.get('method')), form, sim);
  },
};

function tokenCall(req: SimRequest, form: URLSearchParams, sim: Simulator): SimResponse {
  const create = req.path === '/rest/auth/token/create';
  const granted = create
    ? sim.tokens.exchange(form.get('code') ?? '')
    : sim.tokens.renew(form.get('refresh_token') ?? '');
  if (!granted)
    return create
      ? fail('InvalidCode', 'The authorization code is invalid or expired')
      : fail('IllegalRefreshToken', 'The refresh token is invalid or expired');
  const now = sim.clock.now();
  return {
    json: {
      code: '0',
      access_token: granted.accessToken,
      refresh_token: granted.refreshToken,
      expires_in: Math.floor((granted.accessExpiresAt - now) / 1000),
      refresh_expires_in: Math.floor((granted.refreshExpiresAt - now) / 1000),
      seller_id: '2200000000001',
      account: 'sim-seller@example.com',
      request_id: `sim${Date.now()}`,
    },
  };
}

function business(method: string, form: URLSearchParams, sim: Simulator): SimResponse {
  const viewOf = (id: unknown) => {
    const order = sim.store.get(String(id));
    return order ? sim.store.view(order) : null;
  };
  switch (method) {
    case 'aliexpress.solution.order.get': {
      const p = parseJson(form.get('param0') ?? '');
      if (!p) return fail('InvalidParameter', 'param0 is not JSON');
      const byUpdate = p.modified_date_start !== undefined;
      const from = parseWall(byUpdate ? p.modified_date_start : p.create_date_start);
      const to = parseWall(byUpdate ? p.modified_date_end : p.create_date_end);
      const size = Number(p.page_size ?? 20);
      const page = Number(p.current_page ?? 1);
      if (Number.isNaN(from) || Number.isNaN(to)) return fail('MissingParameter', 'a date range is required');
      if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE)
        return fail('InvalidParameter', `page_size must be 1 to ${MAX_PAGE}`);
      if (!Number.isInteger(page) || page < 1) return fail('InvalidParameter', 'current_page must be ≥ 1');
      const all = sim.store.query(byUpdate ? 'updated' : 'created', from, to);
      const served = page > 1 && sim.faults.takePaging('repeat_page') ? page - 1 : page;
      const { page: items } = slicePage(all, (served - 1) * size, size);
      return wrap(method, {
        success: true,
        total_count: all.length,
        total_page: Math.ceil(all.length / size),
        current_page: page,
        page_size: size,
        target_list: { order_dto: items.map((v) => render(v, sim.baseUrl)) },
      });
    }
    case 'aliexpress.solution.order.info.get': {
      const view = viewOf(parseJson(form.get('param1') ?? '')?.order_id);
      return view
        ? wrap(method, { data: render(view, sim.baseUrl) })
        : fail('OrderNotFound', 'The order does not exist');
    }
    case 'aliexpress.solution.order.fulfill': {
      const view = viewOf(form.get('out_ref'));
      if (!view) return fail('OrderNotFound', 'The order does not exist');
      if (!form.get('logistics_no')) return fail('MissingParameter', 'logistics_no is required');
      if (view.status !== 'awaiting_shipment' && view.status !== 'partially_shipped')
        return fail('InvalidParameter', 'The order cannot be fulfilled in its status');
      view.order.shipment = { carrier: form.get('service_name') ?? '', trackingNo: form.get('logistics_no') ?? '' };
      sim.store.change(view.order.id, 'shipped');
      return wrap(method, { result_success: true });
    }
    default:
      return fail('InvalidApi', `No method ${method}`);
  }
}

export const startAliexpressSimulator = (options?: SimOptions) => startSimulator(aliexpressLayer, options);
