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
 * Jushuitan open platform as the adapter meets it (factory-domain §16.6): form-encoded POSTs,
 * answers `{ code, msg, data }` (code 0 = success), a 7-day limit on the modified range, pages with
 * `has_next`. Error numbers are the simulator's model of Jushuitan's.
 */
export const JUSHUITAN_CODES = {
  badSign: 100,
  staleTimestamp: 101,
  tokenInvalid: 110,
  tokenExpired: 111,
  badCode: 120,
  badRefresh: 121,
  tooManyRequests: 150,
  badParam: 200,
  windowTooLarge: 201,
  internal: 500,
} as const;

const STATUS: Record<SimStatus, string> = {
  unpaid: 'WaitPay',
  on_hold: 'WaitConfirm',
  awaiting_shipment: 'Delivering',
  partially_shipped: 'Delivering',
  shipped: 'Sent',
  delivered: 'Sent',
  completed: 'Sent',
  cancelled: 'Cancelled',
};
const MAX_PAGE = 50;
const MAX_WINDOW_MS = 7 * 24 * 3600_000;
const CHINA = 8 * 3600_000;

const fail = (code: number, msg: string): SimResponse => ({ json: { code, msg, data: null } });
const ok = (data: unknown): SimResponse => ({ json: { code: 0, msg: '执行成功', data } });
const wall = (ms: number) => new Date(ms + CHINA).toISOString().slice(0, 19).replace('T', ' ');
const parseWall = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? Date.parse(`${value.replace(' ', 'T')}Z`) - CHINA
    : Number.NaN;

/** Jushuitan's signature from its description: lower-case MD5 of secret + sorted name+value pairs. */
function expectedSign(secret: string, form: URLSearchParams): string {
  let joined = secret;
  for (const name of [...new Set(form.keys())].sort()) if (name !== 'sign') joined += name + (form.get(name) ?? '');
  return createHash('md5').update(joined).digest('hex');
}

function render(view: SimOrderView, base: string) {
  const { order } = view;
  const c = order.consignee;
  return {
    o_id: Number(order.id),
    so_id: `SO${order.id}`,
    shop_id: 10001,
    status: statusIn(STATUS, view),
    order_date: wall(order.createdAt),
    modified: wall(view.updatedAt),
    currency: order.currency,
    pay_amount: view.total,
    freight: '0.00',
    ...(c
      ? {
          receiver_name: c.name,
          receiver_mobile: c.phone,
          receiver_country: c.country,
          receiver_state: c.province,
          receiver_city: c.city,
          receiver_district: c.district,
          receiver_address: c.address,
          receiver_zip: c.postcode,
        }
      : {}),
    items: order.lines.map((line) => ({
      oi_id: line.id,
      sku_id: line.sku,
      name: line.productName,
      properties_value: `${line.color};${line.size}`,
      qty: line.quantity,
      price: line.unitPrice,
      ...(line.customized ? { print_areas: line.artwork.map((a) => ({ area: a.area, url: base + a.path })) } : {}),
    })),
  };
}

export const jushuitanLayer: PlatformLayer = {
  platform: 'jushuitan',
  idPrefix: '3',
  caller: (req) => new URLSearchParams(req.body).get('access_token') ?? 'anonymous',
  rateLimited: () => fail(JUSHUITAN_CODES.tooManyRequests, '接口调用频率超限'),
  serverError: () => ({ status: 500, ...fail(JUSHUITAN_CODES.internal, '系统繁忙') }),

  handle(req, sim) {
    if (req.method !== 'POST') return { status: 405, ...fail(JUSHUITAN_CODES.badParam, 'POST only') };
    const form = new URLSearchParams(req.body);
    if (form.get('app_key') !== sim.appKey) return fail(JUSHUITAN_CODES.badSign, 'app_key 不存在');
    const timestamp = Number(form.get('timestamp'));
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 600) {
      return fail(JUSHUITAN_CODES.staleTimestamp, 'timestamp 已过期');
    }
    if (form.get('sign') !== expectedSign(sim.appSecret, form)) return fail(JUSHUITAN_CODES.badSign, '签名错误');

    if (req.path === '/openWeb/auth/accessToken' || req.path === '/openWeb/auth/refreshToken') {
      const granted =
        req.path === '/openWeb/auth/accessToken'
          ? sim.tokens.exchange(form.get('code') ?? '')
          : sim.tokens.renew(form.get('refresh_token') ?? '');
      if (!granted) {
        return req.path === '/openWeb/auth/accessToken'
          ? fail(JUSHUITAN_CODES.badCode, '授权码无效或已过期')
          : fail(JUSHUITAN_CODES.badRefresh, 'refresh_token 无效或已过期');
      }
      const now = sim.clock.now();
      return ok({
        access_token: granted.accessToken,
        expires_in: Math.floor((granted.accessExpiresAt - now) / 1000),
        refresh_token: granted.refreshToken,
        refresh_expires_in: Math.floor((granted.refreshExpiresAt - now) / 1000),
        scope: 'all',
      });
    }
    const check = sim.tokens.check(form.get('access_token'));
    if (check === 'invalid') return fail(JUSHUITAN_CODES.tokenInvalid, 'access_token 无效');
    if (check === 'expired') return fail(JUSHUITAN_CODES.tokenExpired, 'access_token 已过期');
    const biz = parseJson(form.get('biz') ?? '');
    if (!biz) return fail(JUSHUITAN_CODES.badParam, 'biz 不是合法的 JSON');
    if (req.path === '/open/orders/single/query') return query(biz, sim);
    if (req.path === '/open/orders/sent/upload') {
      const item = (biz.items as { o_id?: number; lc_id?: string; l_id?: string }[] | undefined)?.[0];
      const order = item ? sim.store.get(String(item.o_id)) : undefined;
      const view = order ? sim.store.view(order) : null;
      if (!order || !view) return fail(JUSHUITAN_CODES.badParam, '订单不存在');
      if (!item?.l_id) return fail(JUSHUITAN_CODES.badParam, 'l_id 必填');
      if (view.status !== 'awaiting_shipment' && view.status !== 'partially_shipped')
        return fail(JUSHUITAN_CODES.badParam, '订单状态不允许发货');
      order.shipment = { carrier: item.lc_id ?? '', trackingNo: item.l_id };
      sim.store.change(order.id, 'shipped');
      return ok({ datas: [{ o_id: item.o_id, issuccess: true }] });
    }
    return { status: 404, ...fail(JUSHUITAN_CODES.badParam, `接口不存在 ${req.path}`) };
  },
};

function query(biz: Record<string, unknown>, sim: Simulator): SimResponse {
  const pageIndex = Number(biz.page_index ?? 1);
  const pageSize = Number(biz.page_size ?? 30);
  if (!Number.isInteger(pageIndex) || pageIndex < 1) return fail(JUSHUITAN_CODES.badParam, 'page_index 必须 ≥ 1');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE)
    return fail(JUSHUITAN_CODES.badParam, `page_size 最大 ${MAX_PAGE}`);
  let all: SimOrderView[];
  if (Array.isArray(biz.o_ids)) {
    all = biz.o_ids
      .map((id) => sim.store.get(String(id)))
      .map((o) => (o ? sim.store.view(o) : null))
      .filter((v): v is SimOrderView => v !== null);
  } else {
    const begin = parseWall(biz.modified_begin);
    const end = parseWall(biz.modified_end);
    if (Number.isNaN(begin) || Number.isNaN(end) || end <= begin)
      return fail(JUSHUITAN_CODES.badParam, 'modified_begin / modified_end 必填');
    if (end - begin > MAX_WINDOW_MS) return fail(JUSHUITAN_CODES.windowTooLarge, '修改时间跨度不能超过 7 天');
    all = sim.store.query('updated', begin, end);
  }
  const served = pageIndex > 1 && sim.faults.takePaging('repeat_page') ? pageIndex - 1 : pageIndex;
  const { page, next } = slicePage(all, (served - 1) * pageSize, pageSize);
  return ok({
    page_index: pageIndex,
    page_size: pageSize,
    data_count: all.length,
    page_count: Math.ceil(all.length / pageSize),
    has_next: next !== null,
    orders: page.map((v) => render(v, sim.baseUrl)),
  });
}

export const startJushuitanSimulator = (options?: SimOptions) => startSimulator(jushuitanLayer, options);
