import type { ImportProgress } from './orders/import.ts';
import type { SyncProgress } from './orders/sync.ts';
import type { TransitionProgress } from './resources/define.ts';

/**
 * The live channel: one WebSocket per console tab (`GET /api/ws`), carrying typed events
 * from the server. Authentication: the access token as the query parameter `token`, or as
 * the second subprotocol `pf.token.<jwt>` next to `pf.v1` (keeps the token out of URLs).
 */
export const LIVE_PATH = '/api/ws';
export const LIVE_PROTOCOL = 'pf.v1';
export const LIVE_TOKEN_PROTOCOL_PREFIX = 'pf.token.';

/** Close codes the server uses (4000–4999 are application codes). */
export const LIVE_CLOSE = {
  /** The token was missing, invalid or expired: refresh it and reconnect. */
  unauthorized: 4401,
  /** The session was ended (force offline, tenant disabled): log out, do not reconnect. */
  forceOffline: 4001,
  /**
   * Too many sockets: the session or the user opened more than `LIVE_LIMITS` allows and this,
   * the oldest, was closed (reason `session` or `user`). Do not reconnect — that would only close
   * the next oldest in turn.
   */
  tooManySockets: 4008,
} as const;

/** Sockets one instance keeps per session (≈ browser tabs of one login) and per user (all their sessions). */
export const LIVE_LIMITS = { perSession: 10, perUser: 30 } as const;

/** A notice just published to the tenant (the bell shows it without a reload). */
export interface LiveNoticeSummary {
  id: number;
  title: string;
  type: number;
  publicTime: string | null;
  publicUserName: string | null;
}

export type LiveEvent =
  /** First message after the connection is accepted. */
  | { type: 'hello'; connectionId: string; sessionId: number }
  | { type: 'notice'; notice: LiveNoticeSummary }
  /** A notice was withdrawn, or the user read one (other tabs refresh their bell). */
  | { type: 'noticeChanged'; noticeId: number }
  /** The session ended on the server (force offline, tenant disabled, logout, password changed or
   *  reset, user disabled or deleted, single login); the console says so and goes to the login page. */
  | { type: 'forceOffline'; reason: 'forceOffline' | 'tenantDisabled' | 'sessionEnded' }
  /** Someone of the tenant connected or disconnected (the online-users page refreshes); who, when known. */
  | { type: 'onlineUsers'; tenantId: number; realName?: string | null; online?: boolean }
  /** An order import of this user moved on (at least once a second while it runs; orders/import.ts). */
  | ({ type: 'importProgress' } & ImportProgress)
  /** A marketplace pull of the tenant moved on (Order sync; orders/sync.ts). */
  | ({ type: 'syncProgress' } & SyncProgress)
  /** A transition run on a whole search by this user moved on (after each chunk; resources/define.ts). */
  | ({ type: 'transitionProgress' } & TransitionProgress);

export type LiveEventType = LiveEvent['type'];

export function parseLiveEvent(text: string): LiveEvent | null {
  try {
    const value = JSON.parse(text) as { type?: unknown };
    return value && typeof value.type === 'string' ? (value as LiveEvent) : null;
  } catch {
    return null;
  }
}
