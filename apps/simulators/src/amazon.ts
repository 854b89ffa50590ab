import { randomBytes } from 'node:crypto';
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
 * Amazon SP-API Orders v0 with Login with Amazon on one port (factory-domain §16.3): LWA's
 * `{ error, error_description }` answers, SP-API's `{ errors: [{ code, message, details }] }` with
 * the HTTP status, restricted data tokens for shipping addresses, `NextToken` paging, and the
 * rule that `LastUpdatedBefore` / `CreatedBefore` be at least 2 minutes in the past. Its lag is
 * Amazon's ~2 minutes (90–120 s) unless configured.
 */
const STATUS: Record<SimStatus, string> = {
  unpaid: 'Pending',
  on_hold: 'PendingAvailability',
  awaiting_shipment: 'Unshipped',
  partially_shipped: 'PartiallyShipped',
  shipped: 'Shipped',
  delivered: 'Shipped',
  completed: 'Shipped',
  cancelled: 'Canceled',
};
const MARKETPLACE = 'ATVPDKIKX0DER';
const MAX_PAGE = 100;
const TWO_MINUTES = 2 * 60_000;

const errors = (status: number, code: string, message: string, details = ''): SimResponse => ({
  status,
  json: { errors: [{ code, message, ...(details ? { details } : {}) }] },
});
const lwaError = (status: number, error: string, description: string): SimResponse => ({
  status,
  json: { error, error_description: description },
});

/** Restricted data tokens handed out: token → expiry (data clock). */
const rdts = new WeakMap<Simulator, Map<string, number>>();
/** NextToken → the query it continues (NextToken alone carries the filters). */
const nextTokens = new WeakMap<Simulator, Map<string, string>>();

function render(view: SimOrderView, withAddress: boolean) {
  const { order } = view;
  const c = order.consignee;
  return {
    AmazonOrderId: order.id,
    PurchaseDate: new Date(order.createdAt).toISOString(),
    LastUpdateDate: new Date(view.updatedAt).toISOString(),
    OrderStatus: statusIn(STATUS, view),
    FulfillmentChannel: 'MFN',
    SalesChannel: 'Amazon.com',
    OrderTotal: { CurrencyCode: order.currency, Amount: view.total },
    NumberOfItemsShipped: 0,
    NumberOfItemsUnshipped: order.lines.reduce((n, l) => n + l.quantity, 0),
    MarketplaceId: MARKETPLACE,
    IsPremiumOrder: false,
    ...(withAddress && c
      ? {
          ShippingAddress: {
            Name: c.name,
            Phone: c.phone,
            AddressLine1: c.address,
            City: c.city,
            County: c.district,
            StateOrRegion: c.province,
            PostalCode: c.postcode,
            CountryCode: c.country,
          },
          BuyerInfo: { BuyerName: c.name },
        }
      : {}),
  };
}

function items(view: SimOrderView, base: string) {
  return view.order.lines.map((line) => ({
    ASIN: `B0${line.sku.replace(/\W/g, '').slice(0, 8).padEnd(8, 'X')}`,
    OrderItemId: line.id.replace(/\D/g, ''),
    SellerSKU: line.sku,
    Title: `${line.productName} (${line.color}, ${line.size})`,
    QuantityOrdered: line.quantity,
    QuantityShipped: 0,
    ItemPrice: { CurrencyCode: view.order.currency, Amount: (Number(line.unitPrice) * line.quantity).toFixed(2) },
    ...(line.customized
      ? {
          BuyerInfo: {
            BuyerCustomizedInfo: {
              CustomizedURL: line.artwork[0].path.startsWith('/artwork/broken/')
                ? `${base}${line.artwork[0].path}`
                : `${base}/custom/${line.id}.zip?areas=${line.artwork.map((a) => a.area).join(',')}`,
            },
          },
        }
      : {}),
  }));
}

export const amazonLayer: PlatformLayer = {
  platform: 'amazon',
  idPrefix: '113-',
  caller: (req) => String(req.headers['x-amz-access-token'] ?? 'anonymous'),
  rateLimited: () => errors(429, 'QuotaExceeded', 'You exceeded your quota for the requested resource.'),
  serverError: () => errors(500, 'InternalFailure', 'We encountered an internal error. Please try again.'),
  init: (sim) => {
    rdts.set(sim, new Map());
    nextTokens.set(sim, new Map());
  },

  handle(req, sim) {
    if (req.method === 'POST' && req.path === '/auth/o2/token') return lwa(req, sim);
    const token = String(req.headers['x-amz-access-token'] ?? '');
    const rdtExpiry = rdts.get(sim)!.get(token);
    const isRdt = rdtExpiry !== undefined;
    const check = isRdt ? (rdtExpiry > sim.clock.now() ? 'ok' : 'expired') : sim.tokens.check(token);
    if (check !== 'ok') {
      return errors(
        403,
        'Unauthorized',
        'Access to requested resource is denied.',
        check === 'expired'
          ? 'The access token you provided has expired.'
          : 'The access token you provided is revoked, malformed or invalid.',
      );
    }
    if (req.method === 'POST' && req.path === '/tokens/2021-03-01/restrictedDataToken') {
      if (isRdt) return errors(400, 'InvalidInput', 'A restricted data token cannot create another');
      const rdt = `Atz.sprdt|${randomBytes(12).toString('hex')}`;
      rdts.get(sim)!.set(rdt, Math.min(sim.clock.now() + 3600_000, sim.tokens.expiresAt(token) ?? 0));
      return { json: { restrictedDataToken: rdt, expiresIn: 3600 } };
    }
    if (req.method === 'GET' && req.path === '/orders/v0/orders') return list(req, sim, isRdt);
    const one = /^\/orders\/v0\/orders\/([^/]+)(\/orderItems|\/shipmentConfirmation)?$/.exec(req.path);
    if (one) {
      const order = sim.store.get(decodeURIComponent(one[1]));
      const view = order ? sim.store.view(order) : null;
      if (!order || !view) return errors(404, 'NotFound', 'The requested order was not found.');
      if (!one[2] && req.method === 'GET') return { json: { payload: render(view, isRdt) } };
      if (one[2] === '/orderItems' && req.method === 'GET') {
        return { json: { payload: { AmazonOrderId: order.id, OrderItems: items(view, sim.baseUrl) } } };
      }
      if (one[2] === '/shipmentConfirmation' && req.method === 'POST') {
        const detail = parseJson(req.body)?.packageDetail as
          | { trackingNumber?: string; carrierCode?: string }
          | undefined;
        if (!detail?.trackingNumber) return errors(400, 'InvalidInput', 'packageDetail.trackingNumber is required');
        if (view.status !== 'awaiting_shipment' && view.status !== 'partially_shipped') {
          return errors(400, 'InvalidInput', `Order status ${statusIn(STATUS, view)} cannot be confirmed`);
        }
        order.shipment = { carrier: detail.carrierCode ?? '', trackingNo: detail.trackingNumber };
        sim.store.change(order.id, 'shipped');
        return { status: 204, raw: '' };
      }
    }
    return errors(404, 'NotFound', `No resource ${req.method} ${req.path}`);
  },
};

function lwa(req: SimRequest, sim: Simulator): SimResponse {
  const form = new URLSearchParams(req.body);
  if (form.get('client_id') !== sim.appKey || form.get('client_secret') !== sim.appSecret) {
    return lwaError(401, 'invalid_client', 'Client authentication failed');
  }
  const grantType = form.get('grant_type');
  const granted =
    grantType === 'authorization_code'
      ? sim.tokens.exchange(form.get('code') ?? '')
      : grantType === 'refresh_token'
        ? sim.tokens.renew(form.get('refresh_token') ?? '')
        : null;
  if (!granted)
    return lwaError(
      400,
      'invalid_grant',
      `The request has an invalid grant parameter : ${grantType === 'refresh_token' ? 'refresh_token' : 'code'}`,
    );
  return {
    json: {
      access_token: granted.accessToken,
      refresh_token: granted.refreshToken,
      token_type: 'bearer',
      expires_in: Math.floor((granted.accessExpiresAt - sim.clock.now()) / 1000),
    },
  };
}

function list(req: SimRequest, sim: Simulator, withAddress: boolean): SimResponse {
  const q = req.query;
  if (!q.get('MarketplaceIds')) return errors(400, 'InvalidInput', 'MarketplaceIds is required');
  const nextToken = q.get('NextToken');
  let field: 'created' | 'updated';
  let from: number;
  let to: number;
  let size: number;
  let offset = 0;
  let queryKey: string;
  const latest = sim.clock.now() - TWO_MINUTES;
  if (nextToken) {
    if (q.get('LastUpdatedAfter') || q.get('CreatedAfter'))
      return errors(400, 'InvalidInput', 'NextToken cannot be combined with other filters');
    if (sim.faults.takePaging('expire_cursor')) sim.cursors.expire(nextToken);
    const stored = nextTokens.get(sim)!.get(nextToken);
    const resolved = stored ? sim.cursors.resolve(nextToken, stored) : 'unknown';
    if (!stored || typeof resolved !== 'number')
      return errors(400, 'InvalidInput', 'Invalid NextToken: expired or unknown');
    ({ field, from, to, size } = JSON.parse(stored) as {
      field: 'created' | 'updated';
      from: number;
      to: number;
      size: number;
    });
    offset = resolved;
    queryKey = stored;
  } else {
    const after = q.get('LastUpdatedAfter') ?? q.get('CreatedAfter');
    if (!after) return errors(400, 'InvalidInput', 'Either CreatedAfter or LastUpdatedAfter must be specified');
    field = q.get('LastUpdatedAfter') ? 'updated' : 'created';
    from = Date.parse(after);
    const before = q.get(field === 'updated' ? 'LastUpdatedBefore' : 'CreatedBefore');
    to = before ? Date.parse(before) : latest;
    if (Number.isNaN(from) || Number.isNaN(to)) return errors(400, 'InvalidInput', 'Dates must be ISO 8601');
    if (to > latest)
      return errors(
        400,
        'InvalidInput',
        `${field === 'updated' ? 'LastUpdatedBefore' : 'CreatedBefore'} must be at least 2 minutes before the request`,
      );
    size = Number(q.get('MaxResultsPerPage') ?? MAX_PAGE);
    if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE)
      return errors(400, 'InvalidInput', `MaxResultsPerPage must be 1 to ${MAX_PAGE}`);
    queryKey = JSON.stringify({ field, from, to, size });
  }
  const all = sim.store.query(field, from, to);
  if (nextToken && sim.faults.takePaging('repeat_page')) {
    const again = slicePage(all, Math.max(0, offset - size), size);
    return { json: { payload: { Orders: again.page.map((v) => render(v, withAddress)), NextToken: nextToken } } };
  }
  const { page, next } = slicePage(all, offset, size);
  let token: string | undefined;
  if (next !== null) {
    token = sim.cursors.issue(queryKey, next);
    nextTokens.get(sim)!.set(token, queryKey);
  }
  return {
    json: {
      payload: {
        Orders: page.map((v) => render(v, withAddress)),
        ...(token ? { NextToken: token } : {}),
        LastUpdatedBefore: new Date(to).toISOString(),
      },
    },
  };
}

export const startAmazonSimulator = (options?: SimOptions) =>
  startSimulator(amazonLayer, { lag: { minMs: 90_000, maxMs: 120_000 }, ...options });
