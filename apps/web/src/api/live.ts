import {
  LIVE_CLOSE,
  LIVE_PATH,
  LIVE_PROTOCOL,
  LIVE_TOKEN_PROTOCOL_PREFIX,
  type LiveEvent,
  parseLiveEvent,
} from '@printfloor/contract';
import type { Area } from '../utils/area.ts';
import { isTokenExpired, Tokens } from '../utils/storage.ts';
import { http } from './request.ts';

/**
 * The console's end of the live channel (`GET /api/ws`): one socket per tab, opened after
 * login by the layout, authenticated with the area's access token as a subprotocol (kept
 * out of URLs and logs), reconnected with exponential backoff and jitter. An expired token
 * is refreshed through an ordinary API call first (the request layer swaps the pair).
 */

export type LiveListener = (event: LiveEvent) => void;

const listeners = new Set<LiveListener>();

/** Subscribes to every event of the channel; returns the unsubscribe. */
export function onLive(listener: LiveListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: LiveEvent): void {
  for (const l of [...listeners]) {
    try {
      l(event);
    } catch (error) {
      console.error(error);
    }
  }
}

export interface LiveOptions {
  area: Area;
  /** The session was ended on the server (force offline, tenant disabled). */
  onForceOffline: (reason: string) => void;
  /** For tests: the WebSocket constructor and the base URL. */
  WebSocketImpl?: typeof WebSocket;
  url?: string;
}

const MIN_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** The retry delay after `attempt` failures: doubling from 1 s to 30 s, ±20 % jitter. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${LIVE_PATH}`;
}

/** The stop functions of the channels open in this tab. */
const running = new Set<() => void>();

/** Closes every channel of this tab (logout: our own session end is not news to us). */
export function stopLive(): void {
  for (const stop of [...running]) stop();
}

/** Opens the channel and keeps it open; returns the stop function. */
export function startLive(options: LiveOptions): () => void {
  const Impl = options.WebSocketImpl ?? globalThis.WebSocket;
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const schedule = () => {
    if (stopped) return;
    const delay = backoffDelay(attempt);
    attempt += 1;
    timer = setTimeout(() => void open(), delay);
  };

  const freshToken = async (): Promise<string | null> => {
    let tokens = Tokens.get(options.area);
    if (!tokens?.accessToken) return null;
    if (isTokenExpired(tokens.accessToken)) {
      // Any authenticated call refreshes the pair silently (or ends the session).
      await http.get('/api/sysAuth/userInfo', undefined, { area: options.area, silent: true }).catch(() => undefined);
      tokens = Tokens.get(options.area);
    }
    return tokens?.accessToken ?? null;
  };

  const open = async () => {
    if (stopped) return;
    const token = await freshToken();
    if (stopped) return;
    if (!token) return schedule();
    let ws: WebSocket;
    try {
      ws = new Impl(options.url ?? defaultUrl(), [LIVE_PROTOCOL, `${LIVE_TOKEN_PROTOCOL_PREFIX}${token}`]);
    } catch {
      return schedule();
    }
    socket = ws;
    ws.onmessage = (message) => {
      const event = parseLiveEvent(String(message.data));
      if (!event) return;
      if (event.type === 'hello') attempt = 0;
      if (event.type === 'forceOffline') {
        stopped = true;
        options.onForceOffline(event.reason);
      }
      emit(event);
    };
    ws.onclose = (close) => {
      if (socket === ws) socket = null;
      if (stopped) return;
      if (close.code === LIVE_CLOSE.forceOffline) {
        stopped = true;
        options.onForceOffline('forceOffline');
        return;
      }
      // Closed as the oldest of too many sockets of this login: reconnecting would close the next one.
      if (close.code === LIVE_CLOSE.tooManySockets) {
        stopped = true;
        return;
      }
      schedule();
    };
  };

  void open();
  const stop = () => {
    running.delete(stop);
    stopped = true;
    if (timer) clearTimeout(timer);
    socket?.close(1000, 'bye');
    socket = null;
  };
  running.add(stop);
  return stop;
}
