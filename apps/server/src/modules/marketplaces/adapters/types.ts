/**
 * The marketplace adapter contract (factory-domain §16.8): one object per platform that speaks
 * that platform's authorization, signing, paging and status vocabulary and hands back orders in
 * one normalized shape. Adapters are stateless: every call gets the app configuration and the
 * shop's credentials, so the pull service decides where tokens live (encrypted at rest) and when
 * they are refreshed. Adapters never slice, retry or store — that is the pull service's work;
 * they tell it how (`limits`) and why a call failed (`PlatformError.kind`).
 */

/** Platform codes, as in the `platform` dictionary of shops (packages/contract orders/shop.ts). */
export type Platform = 'tiktok' | 'temu' | 'amazon' | 'aliexpress' | 'shein' | 'jushuitan' | 'eccang' | 'mabang';

/** Store-order states (packages/contract `StoreOrderState`): wait audit 1, wait pay 2, wait ship 3, closed 4. */
export type StoreOrderStateValue = 1 | 2 | 3 | 4;

/** The factory's registration with a platform. Pointing an adapter at the live platform is only a change here. */
export interface AppConfig {
  /** API base URL, e.g. `https://open-api.tiktokglobalshop.com` — or a local simulator. */
  baseUrl: string;
  /** Where authorization codes are exchanged, when the platform uses another host (TikTok, Amazon LWA). Default: baseUrl. */
  authUrl?: string;
  appKey: string;
  appSecret: string;
  /** Platform region or marketplace: TikTok region type, Temu gateway (US/EU/CN/GLOBAL), Amazon marketplace id. */
  region?: string;
  /** Per-request timeout in ms (default 15 000). */
  timeoutMs?: number;
}

/** What an authorization yields for one shop. Secrets: store encrypted, never return by an API. */
export interface Credentials {
  accessToken: string;
  /** Empty when the platform has no refresh (Temu's seller-centre token, SHEIN's key pair). */
  refreshToken: string;
  /** Epoch ms; null when the platform's token does not expire. */
  accessExpiresAt: number | null;
  refreshExpiresAt: number | null;
  /** Platform extras needed on each call: TikTok `shopCipher`, SHEIN `openKeyId`/`secretKey`, Amazon `sellerId`, … */
  extras: Record<string, string>;
}

/** A shop's live session with a platform: the app and the shop's credentials. */
export interface Session {
  app: AppConfig;
  credentials: Credentials;
}

/** A half-open time range [from, to) in epoch ms. */
export interface TimeWindow {
  from: number;
  to: number;
}

export interface AdapterLimits {
  /** Longest window one listOrders call accepts (Jushuitan 7 d, SHEIN 48 h); slice longer ranges. */
  maxWindowMs: number;
  /** How late the platform shows changes: overlap consecutive slices by this much. */
  lagMs: number;
  /** Largest page the platform serves; adapters ask for it. */
  maxPageSize: number;
  /** Which order time the window filters on. `updated` catches cancellations after creation. */
  timeField: 'created' | 'updated';
}

export type PrintAreaCode = 'front' | 'back' | 'left_sleeve' | 'right_sleeve' | (string & {});

export interface PlatformArtwork {
  area: PrintAreaCode;
  url: string;
}

export interface PlatformOrderLine {
  lineId: string;
  sku: string;
  productName: string | null;
  color: string | null;
  size: string | null;
  quantity: number;
  /** Decimal string ("12.99"): money never passes through a binary float here. */
  unitPrice: string;
  customized: boolean;
  artwork: PlatformArtwork[];
}

export interface Consignee {
  name: string;
  phone: string;
  country: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postcode: string;
}

/** One order in the normalized shape every adapter returns. */
export interface PlatformOrder {
  platform: Platform;
  platformOrderId: string;
  /** The platform's own status, as it sent it (a number is kept as its string). */
  platformStatus: string;
  storeState: StoreOrderStateValue;
  /** The buyer or platform cancelled it (then storeState is Closed); see §4.1 for what follows. */
  cancelled: boolean;
  /** Epoch ms. */
  createdAt: number;
  updatedAt: number;
  /** Null when the platform gave no address (yet): a fact to record, not an error. */
  consignee: Consignee | null;
  lines: PlatformOrderLine[];
  currency: string;
  /** Decimal strings. */
  totals: { goods: string; shipping: string; total: string };
  /** The platform's payload for this order, untouched. */
  raw: unknown;
}

/** An order of a page the adapter could not read (unknown status, a required field missing). */
export interface RejectedOrder {
  /** The platform's id when it could be read at all. */
  platformOrderId: string | null;
  /** Kind `malformed`, or `refused` for a refusal of this order alone (Temu: its address calls for today are used up). */
  error: PlatformError;
  /** The platform's payload for it, to keep with the error. */
  raw: unknown;
}

/** Our shop being authorized, to pick it among the shops an authorization covers (TikTok). */
export interface ShopHint {
  /** The shop's name in the console. */
  name?: string | null;
  /** The shop's account in the console: the platform's shop code or id, when the merchant gave it. */
  account?: string | null;
}

export interface OrderPage {
  orders: PlatformOrder[];
  /**
   * Orders of this page set aside because they cannot be read; the rest of the page is good.
   * Record each against the sync run and carry on (the next run sees them again).
   */
  rejected: RejectedOrder[];
  /** Opaque; pass it back for the next page. Null at the end of the window. */
  next: string | null;
}

export interface Shipment {
  platformOrderId: string;
  /** The platform's carrier code or name. */
  carrier: string;
  trackingNo: string;
}

export type Label =
  | { format: 'pdf' | 'zpl' | 'png'; url: string }
  | { format: 'pdf' | 'zpl' | 'png'; bytes: Uint8Array };

export interface MarketplaceAdapter {
  readonly platform: Platform;
  readonly limits: AdapterLimits;
  /**
   * Exchanges the code the merchant got from the platform for credentials. Invalid code:
   * `auth_invalid_code`. Where one authorization covers several shops (TikTok), `shop` says which
   * one the credentials are for.
   */
  authorize(app: AppConfig, code: string, shop?: ShopHint): Promise<Credentials>;
  /** New credentials before (or after) the access token expires. A dead refresh token: `token_expired`. */
  refresh(app: AppConfig, credentials: Credentials): Promise<Credentials>;
  /**
   * One page of the orders whose `limits.timeField` lies in `window`. Start with cursor null and
   * follow `next` to the end. A window over `limits.maxWindowMs` is refused (`window_too_large`).
   */
  listOrders(session: Session, window: TimeWindow, cursor: string | null): Promise<OrderPage>;
  /** One order by id; `not_found` when the platform does not know it. */
  getOrder(session: Session, platformOrderId: string): Promise<PlatformOrder>;
  confirmShipment(session: Session, shipment: Shipment): Promise<void>;
  getLabel(session: Session, platformOrderId: string): Promise<Label>;
}

/**
 * Why a platform call failed. `retryable` kinds (rate_limited, server, timeout) may be tried again
 * later (rate_limited after `retryAfterMs`); token_expired asks for `refresh` then a retry;
 * cursor_expired and page_repeated ask for the slice to be listed again from its start; the rest
 * are recorded and the run continues with the next slice or order.
 */
export type PlatformErrorKind =
  | 'auth_invalid_code'
  | 'token_expired'
  | 'token_invalid'
  | 'signature'
  | 'rate_limited'
  | 'server'
  | 'timeout'
  | 'malformed'
  | 'cursor_expired'
  | 'page_repeated'
  | 'window_too_large'
  | 'not_found'
  | 'refused';

export const RETRYABLE_KINDS: readonly PlatformErrorKind[] = ['rate_limited', 'server', 'timeout'];

export class PlatformError extends Error {
  override readonly name = 'PlatformError';

  constructor(
    readonly platform: Platform,
    readonly kind: PlatformErrorKind,
    message: string,
    readonly details: {
      /** The platform's own error code, as sent. */
      platformCode?: string;
      /** HTTP status of the answer, when there was one. */
      httpStatus?: number;
      retryAfterMs?: number;
      /** `authorize` refused because the authorization covers several shops and none was named: them, as "name (code)". */
      shops?: string[];
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }

  get retryable(): boolean {
    return RETRYABLE_KINDS.includes(this.kind);
  }

  get retryAfterMs(): number | undefined {
    return this.details.retryAfterMs;
  }
}

/**
 * Whether to refresh now: the access token expires within `marginMs` (default 30 minutes), so a
 * scheduled refresh runs before a pull meets `token_expired`. Tokens that do not expire never need it.
 */
export function needsRefresh(credentials: Credentials, now = Date.now(), marginMs = 30 * 60_000): boolean {
  return credentials.accessExpiresAt !== null && credentials.accessExpiresAt - now <= marginMs;
}
