import { callJson, type HttpAnswer, urlOf } from './http.ts';
import { decimal, fromMinor, sumLines, toMinor } from './money.ts';
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
 * Amazon Selling Partner API, Orders v0 (factory-domain §16.3). Login with Amazon (`authUrl`,
 * live https://api.amazon.com): the Seller Central consent's `spapi_oauth_code` → refresh token,
 * and a refresh token → a one-hour access token, sent in `x-amz-access-token` (AWS SigV4 is no
 * longer required, so there is no request signature; a wrong client secret is refused at LWA).
 * Shipping addresses are personal data: each page is read with a restricted data token (RDT)
 * made for getOrders with `shippingAddress`. Paging by `NextToken`; data lags about 2 minutes.
 */
const P = 'amazon' as const;
const US_MARKETPLACE = 'ATVPDKIKX0DER';
const LAG_MS = 2 * 60_000;

export const AMAZON_LIMITS: AdapterLimits = {
  // No window limit on getOrders; the console's 7 days.
  maxWindowMs: 7 * 24 * 3600_000,
  lagMs: LAG_MS,
  maxPageSize: 100,
  timeField: 'updated',
};

export const AMAZON_STATUS: Record<string, StoreOrderStateValue> = {
  PendingAvailability: 2, // pre-order: payment not yet authorised
  Pending: 2,
  Unshipped: 3,
  PartiallyShipped: 3,
  Shipped: 4,
  InvoiceUnconfirmed: 4, // shipped; the invoice is not confirmed yet (Brazil)
  Canceled: 4,
  Unfulfillable: 4,
};

/** SP-API's `{ errors: [{ code, message, details }] }` and LWA's `{ error, error_description }` → kinds. */
function refusal(answer: HttpAnswer, what: string): PlatformError {
  const json = answer.json;
  if (typeof json.error === 'string') {
    const kind =
      json.error === 'invalid_grant' ? 'auth_invalid_code' : json.error === 'invalid_client' ? 'signature' : 'refused';
    return new PlatformError(P, kind, `${what}: ${text(json.error_description) || json.error}`, {
      platformCode: json.error,
      httpStatus: answer.status,
    });
  }
  const first = (Array.isArray(json.errors) ? (json.errors[0] as Json) : undefined) ?? {};
  const code = text(first.code);
  const message = `${text(first.message)} ${text(first.details)}`.trim();
  let kind: PlatformError['kind'] = 'refused';
  if (code === 'Unauthorized' || answer.status === 403)
    kind = /expired/i.test(message) ? 'token_expired' : 'token_invalid';
  else if (code === 'InvalidInput' && /NextToken/i.test(message)) kind = 'cursor_expired';
  else if (code === 'NotFound' || answer.status === 404) kind = 'not_found';
  else if (code === 'QuotaExceeded') kind = 'rate_limited';
  return new PlatformError(P, kind, `${what}: ${message || code || 'refused'}`, {
    platformCode: code,
    httpStatus: answer.status,
  });
}

async function lwa(app: AppConfig, form: Record<string, string>, previous?: Credentials): Promise<Credentials> {
  const answer = await callJson(P, app, {
    method: 'POST',
    url: urlOf(app.authUrl ?? app.baseUrl, '/auth/o2/token'),
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: new URLSearchParams({ ...form, client_id: app.appKey, client_secret: app.appSecret }).toString(),
  });
  if (answer.status !== 200) {
    const error = refusal(answer, 'LWA token');
    // A refresh token LWA no longer accepts means the seller must consent again.
    if (form.grant_type === 'refresh_token' && error.kind === 'auth_invalid_code') {
      throw new PlatformError(P, 'token_expired', error.message, error.details);
    }
    throw error;
  }
  const json = answer.json;
  return {
    accessToken: asText(P, json.access_token, 'access_token'),
    refreshToken: text(json.refresh_token) || (previous?.refreshToken ?? ''),
    accessExpiresAt: Date.now() + asNumber(P, json.expires_in, 'expires_in') * 1000,
    // LWA refresh tokens do not expire (they can be revoked).
    refreshExpiresAt: null,
    extras: { ...previous?.extras, marketplaceId: app.region || previous?.extras.marketplaceId || US_MARKETPLACE },
  };
}

async function api(
  session: Session,
  method: 'GET' | 'POST',
  path: string,
  query: Record<string, string> = {},
  body?: unknown,
  token = session.credentials.accessToken,
): Promise<Json> {
  const answer = await callJson(P, session.app, {
    method,
    url: urlOf(session.app.baseUrl, path, query),
    headers: {
      'x-amz-access-token': token,
      'x-amz-date': new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (answer.status >= 400) throw refusal(answer, `${method} ${path}`);
  return answer.json;
}

/** A restricted data token for reading orders with their shipping address (one per page). */
async function rdt(session: Session, path: string): Promise<string> {
  const json = await api(
    session,
    'POST',
    '/tokens/2021-03-01/restrictedDataToken',
    {},
    {
      restrictedResources: [{ method: 'GET', path, dataElements: ['shippingAddress', 'buyerInfo'] }],
    },
  );
  return asText(P, json.restrictedDataToken, 'restrictedDataToken');
}

function consignee(value: unknown, buyer: unknown): Consignee | null {
  if (!value || typeof value !== 'object') return null;
  const a = value as Json;
  const address = [text(a.AddressLine1), text(a.AddressLine2), text(a.AddressLine3)].filter(Boolean).join(' ');
  if (!address) return null;
  return {
    name: text(a.Name) || text((buyer as Json | undefined)?.BuyerName),
    phone: text(a.Phone),
    country: text(a.CountryCode),
    province: text(a.StateOrRegion),
    city: text(a.City),
    district: text(a.County) || text(a.District),
    address,
    postcode: text(a.PostalCode),
  };
}

function toLines(items: unknown[]): PlatformOrderLine[] {
  return items.map((item) => {
    const i = asObject(P, item, 'order item');
    const custom = asObject(
      P,
      asObject(P, i.BuyerInfo ?? {}, 'BuyerInfo').BuyerCustomizedInfo ?? {},
      'BuyerCustomizedInfo',
    );
    const zip = text(custom.CustomizedURL);
    const quantity = asNumber(P, i.QuantityOrdered, 'QuantityOrdered');
    // ItemPrice is the price of the whole line (unit price × quantity).
    const linePrice = asObject(P, i.ItemPrice ?? {}, 'ItemPrice');
    const unitMinor = toMinor(decimal(linePrice.Amount)) / BigInt(Math.max(1, quantity));
    const [color, size] =
      text(i.Title)
        .match(/\(([^)]*)\)$/)?.[1]
        .split(',')
        .map((s) => s.trim()) ?? [];
    return {
      lineId: asText(P, i.OrderItemId, 'OrderItemId'),
      sku: asText(P, i.SellerSKU, 'SellerSKU'),
      productName: textOrNull(i.Title),
      color: color ?? null,
      size: size ?? null,
      quantity,
      unitPrice: fromMinor(unitMinor),
      customized: zip !== '',
      // Amazon Custom sends one ZIP (customisation JSON + images), not an image per print area:
      // the pull service unpacks it (area `amazon_custom_zip`).
      artwork: zip ? [{ area: 'amazon_custom_zip', url: zip }] : [],
    };
  });
}

async function toOrder(session: Session, raw: unknown): Promise<PlatformOrder> {
  const o = asObject(P, raw, 'order');
  const id = asText(P, o.AmazonOrderId, 'AmazonOrderId');
  const status = asText(P, o.OrderStatus, 'OrderStatus');
  const storeState = AMAZON_STATUS[status];
  if (!storeState) throw new PlatformError(P, 'malformed', `unknown OrderStatus ${status}`);
  const itemsJson = await api(session, 'GET', `/orders/v0/orders/${encodeURIComponent(id)}/orderItems`);
  const items = asArray(P, asObject(P, itemsJson.payload, 'payload').OrderItems, 'OrderItems');
  const lines = toLines(items);
  const total = asObject(P, o.OrderTotal ?? {}, 'OrderTotal');
  return {
    platform: P,
    platformOrderId: id,
    platformStatus: status,
    storeState,
    cancelled: status === 'Canceled',
    createdAt: Date.parse(asText(P, o.PurchaseDate, 'PurchaseDate')),
    updatedAt: Date.parse(asText(P, o.LastUpdateDate, 'LastUpdateDate')),
    consignee: consignee(o.ShippingAddress, o.BuyerInfo),
    lines,
    currency: text(total.CurrencyCode) || 'USD',
    totals: {
      goods: sumLines(lines),
      shipping: '0.00',
      total: total.Amount === undefined ? sumLines(lines) : decimal(total.Amount),
    },
    raw: { order: o, items },
  };
}

export function createAmazonAdapter(limits: AdapterLimits = AMAZON_LIMITS): MarketplaceAdapter {
  const getOrder = async (session: Session, platformOrderId: string) => {
    const path = `/orders/v0/orders/${encodeURIComponent(platformOrderId)}`;
    const json = await api(session, 'GET', path, {}, undefined, await rdt(session, path));
    return toOrder(session, json.payload);
  };
  return {
    platform: P,
    limits,
    authorize: (app, code) => lwa(app, { grant_type: 'authorization_code', code }),
    refresh: (app, credentials) =>
      lwa(app, { grant_type: 'refresh_token', refresh_token: credentials.refreshToken }, credentials),
    async listOrders(session, window, cursor) {
      checkWindow(P, limits, window);
      const previous = decodeCursor(P, cursor);
      const marketplace = session.credentials.extras.marketplaceId || US_MARKETPLACE;
      let query: Record<string, string>;
      if (previous) {
        // NextToken carries the filters; sending them again is refused.
        query = { MarketplaceIds: marketplace, NextToken: String(previous.p) };
      } else {
        query = {
          MarketplaceIds: marketplace,
          [limits.timeField === 'updated' ? 'LastUpdatedAfter' : 'CreatedAfter']: new Date(window.from).toISOString(),
          MaxResultsPerPage: String(limits.maxPageSize),
        };
        // Amazon refuses a "before" later than 2 minutes ago; left out it means "up to then".
        if (window.to <= Date.now() - LAG_MS) {
          query[limits.timeField === 'updated' ? 'LastUpdatedBefore' : 'CreatedBefore'] = new Date(
            window.to,
          ).toISOString();
        }
      }
      const token = await rdt(session, '/orders/v0/orders');
      const json = await api(session, 'GET', '/orders/v0/orders', query, undefined, token);
      const payload = asObject(P, json.payload, 'payload');
      const raws = asArray(P, payload.Orders ?? [], 'Orders');
      const ids = raws.map((r) => String(field(r, 'AmazonOrderId')));
      checkNotRepeated(P, previous, ids);
      const nextToken = text(payload.NextToken);
      if (previous && nextToken === previous.p)
        throw new PlatformError(P, 'page_repeated', 'NextToken did not advance');
      // Items are one call per order, a few at a time.
      const page = await normalizeEach(
        raws,
        (r) => field(r, 'AmazonOrderId'),
        (r) => toOrder(session, r),
        4,
      );
      // Without a "before" Amazon answers up to 2 minutes ago: keep the window's promise.
      const time = limits.timeField === 'updated' ? 'updatedAt' : 'createdAt';
      const orders = page.orders.filter((o) => o[time] >= window.from && o[time] < window.to);
      return { orders, rejected: page.rejected, next: nextToken ? encodeCursor(nextToken, ids) : null };
    },
    getOrder,
    async confirmShipment(session, shipment) {
      const order = await getOrder(session, shipment.platformOrderId);
      await api(
        session,
        'POST',
        `/orders/v0/orders/${encodeURIComponent(shipment.platformOrderId)}/shipmentConfirmation`,
        {},
        {
          marketplaceId: session.credentials.extras.marketplaceId || US_MARKETPLACE,
          packageDetail: {
            packageReferenceId: '1',
            carrierCode: shipment.carrier,
            trackingNumber: shipment.trackingNo,
            shipDate: new Date().toISOString(),
            orderItems: order.lines.map((l) => ({ orderItemId: l.lineId, quantity: l.quantity })),
          },
        },
      );
    },
    async getLabel() {
      // Seller-fulfilled labels are bought through Merchant Fulfillment / Buy Shipping, not Orders.
      throw new PlatformError(
        P,
        'refused',
        'Amazon labels come from Merchant Fulfillment (Buy Shipping), not the Orders API',
      );
    },
  };
}

export const amazonAdapter = createAmazonAdapter();
