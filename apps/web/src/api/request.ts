import {
  ACCESS_TOKEN_HEADER,
  INVALID_TOKEN,
  MENU_TITLE_HEADER,
  MENU_TITLE_KEYS,
  REFRESH_TOKEN_HEADER,
} from '@printfloor/contract';
import { useThemeConfig } from '../stores/themeConfig.ts';
import { type Area, currentArea } from '../utils/area.ts';
import { FAREWELL_KEY, isTokenExpired, Session, Tokens } from '../utils/storage.ts';

/**
 * The console's HTTP client: every rule of spec §7/§8 and admin-net-contract §2.2/§2.3.
 * The transport is `fetch`; tests exercise it against a real HTTP server.
 */

export type Toast = (text: string) => void;

export interface RequestDeps {
  /** Prefix for relative URLs ('' in the browser: same origin or the Vite proxy). */
  baseURL: string;
  fetch: typeof fetch;
  /** Error toast (antd message, wired by the App). */
  toast: Toast;
  /** Page reload after the session was cleared. */
  reload: () => void;
  /** Text of the network-error toast (translated by the App). */
  networkErrorText: () => string;
  timeoutMs: number;
}

const deps: RequestDeps = {
  baseURL: '',
  fetch: (...args) => globalThis.fetch(...args),
  toast: (text) => console.error(text),
  reload: () => window.location.reload(),
  networkErrorText: () => 'Network Error',
  timeoutMs: 50_000,
};

export function configureRequest(patch: Partial<RequestDeps>): void {
  Object.assign(deps, patch);
  reloading = false;
}

export interface RequestOptions {
  url: string;
  method?: 'GET' | 'POST';
  /** Query values (`key[sub]` for one nesting level). */
  params?: Record<string, unknown>;
  /** JSON body; for GET it is turned into the query string like the stock client. */
  data?: unknown;
  headers?: Record<string, string>;
  /**
   * `json` (default) reads the envelope; `blob`/`text` pass the body through; `download` resolves
   * with the Response of a file (headers readable) and reads a JSON body as an envelope (errors toast).
   */
  responseType?: 'json' | 'blob' | 'text' | 'download';
  /** Area whose tokens are used; defaults to the area of the current URL. */
  area?: Area;
  /** Skip the error toast for body codes other than 200 and HTTP statuses ≥ 400 (the promise still rejects). */
  silent?: boolean;
  /** This call's own time limit (a long server-side run, e.g. a transition on a whole search). */
  timeoutMs?: number;
}

export class RequestError extends Error {
  readonly status?: number;
  readonly code?: number;
  readonly errors?: unknown;
  readonly body?: unknown;
  /**
   * Set by a form that showed the refusal's `extras.fields` on its fields (`takeFieldErrors`):
   * the toast of such a refusal waits until the caller's catch ran and is skipped then.
   */
  shownOnFields = false;
  constructor(message: string, extra: { status?: number; code?: number; errors?: unknown; body?: unknown } = {}) {
    super(message);
    this.name = 'RequestError';
    this.status = extra.status;
    this.code = extra.code;
    this.errors = extra.errors;
    this.body = extra.body;
  }
}

/** GET object → query string: empty values skipped, one nesting level written as `key[sub]`. */
export function toQueryString(params: Record<string, unknown> | undefined | null): string {
  if (!params) return '';
  const parts: string[] = [];
  const isEmpty = (v: unknown) => v === null || v === undefined || v === '';
  for (const [key, value] of Object.entries(params)) {
    if (isEmpty(value)) continue;
    if (typeof value === 'object' && !(value instanceof Date)) {
      for (const [sub, subValue] of Object.entries(value as Record<string, unknown>)) {
        if (isEmpty(subValue)) continue;
        parts.push(`${encodeURIComponent(`${key}[${sub}]`)}=${encodeURIComponent(String(subValue))}`);
      }
    } else {
      const text = value instanceof Date ? value.toISOString() : String(value);
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
    }
  }
  return parts.join('&');
}

let reloading = false;

/**
 * Clears the area's tokens and tab storage and reloads the page (HTTP 401, body 401, invalid_token). With a
 * `farewell` (the message key of why the server ended the session), the login page the reload lands on says why.
 */
export function clearSessionAndReload(area: Area, farewell?: string): void {
  Tokens.clear(area);
  Session.clearArea(area);
  if (farewell) Session.set(area, FAREWELL_KEY, farewell);
  // Once: the old document keeps running until the new one commits, and a second reload (a call
  // failing with 401 meanwhile, logout) would abort the first. Tests reset it with configureRequest.
  if (reloading) return;
  reloading = true;
  deps.reload();
}

/** Why the area's last session ended (a message key), read once: the next load of the login page shows nothing. */
export function takeFarewell(area: Area): string | null {
  const farewell = Session.get<string>(area, FAREWELL_KEY);
  Session.remove(area, FAREWELL_KEY);
  return typeof farewell === 'string' && farewell ? farewell : null;
}

function languageHeader(): string {
  return useThemeConfig.getState().themeConfig.globalI18n;
}

function stringifyMessage(message: unknown): string {
  if (typeof message === 'string') return message;
  if (message === null || message === undefined) return 'Request Error.';
  try {
    return JSON.stringify(message);
  } catch {
    return String(message);
  }
}

/** `extras.fields` of an envelope (field → messages), or null. */
function fieldMessages(extras: unknown): Record<string, string[]> | null {
  const fields = extras && typeof extras === 'object' ? (extras as { fields?: unknown }).fields : null;
  return fields && typeof fields === 'object' && Object.keys(fields).length
    ? (fields as Record<string, string[]>)
    : null;
}

/**
 * The per-field messages of a refused write (`extras.fields`: validation failures, and business
 * refusals that name their field, e.g. a duplicate code), or null. `bound` are the keys the
 * caller can show; when any is among them the error is marked as shown and its toast skipped.
 */
export function takeFieldErrors(error: unknown, bound?: (key: string) => boolean): Record<string, string[]> | null {
  if (!(error instanceof RequestError)) return null;
  const fields = fieldMessages((error.body as { extras?: unknown } | undefined)?.extras);
  if (fields && (!bound || Object.keys(fields).some(bound))) error.shownOnFields = true;
  return fields;
}

/** Sends one call; resolves with `result` of an enveloped success, or the body when it has no `code`. */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  const area = options.area ?? currentArea();
  const method = options.method ?? (options.data !== undefined ? 'POST' : 'GET');
  let url = deps.baseURL + options.url;
  const queryObject =
    method === 'GET' && options.data && typeof options.data === 'object'
      ? { ...(options.data as Record<string, unknown>), ...options.params }
      : options.params;
  const query = toQueryString(queryObject);
  if (query) url += (url.includes('?') ? '&' : '?') + query;

  // Menu titles as keys: the console translates them itself (MENU_TITLE_HEADER).
  const headers: Record<string, string> = {
    'Accept-Language': languageHeader(),
    [MENU_TITLE_HEADER]: MENU_TITLE_KEYS,
    ...options.headers,
  };
  const tokens = Tokens.get(area);
  // A refusal of a signed-in caller's request ends their session: the login page then says it expired.
  const heldToken = !!tokens?.accessToken;
  if (tokens?.accessToken) {
    headers.Authorization = `Bearer ${tokens.accessToken}`;
    if (tokens.refreshToken && isTokenExpired(tokens.accessToken)) {
      headers['X-Authorization'] = `Bearer ${tokens.refreshToken}`;
    }
  }
  let body: BodyInit | undefined;
  if (method === 'POST' && options.data !== undefined) {
    if (options.data instanceof FormData || options.data instanceof URLSearchParams) {
      body = options.data;
    } else {
      headers['Content-Type'] = 'application/json;charset=utf-8';
      body = JSON.stringify(options.data);
    }
  }

  let response: Response;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? deps.timeoutMs);
  try {
    response = await deps.fetch(url, { method, headers, body, signal: controller.signal });
  } catch (cause) {
    clearTimeout(timer);
    const text = deps.networkErrorText();
    deps.toast(text);
    throw new RequestError(text, { body: cause });
  }
  clearTimeout(timer);

  // 1. HTTP 401 → clear and reload.
  if (response.status === 401) {
    clearSessionAndReload(area, heldToken ? 'expired' : undefined);
    throw new RequestError(response.statusText || 'Unauthorized', { status: 401 });
  }
  // 2. HTTP status ≥ 400 → error with the status text.
  if (response.status >= 400) {
    const text = response.statusText || 'Request Error.';
    if (!options.silent) deps.toast(text);
    throw new RequestError(text, { status: response.status });
  }

  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (options.responseType === 'download' && !/json/i.test(response.headers.get('content-type') ?? '')) {
    return response as T;
  }
  if (options.responseType === 'text') return (await response.text()) as T;

  const raw = await response.text();
  let payload: unknown = raw;
  if (raw !== '') {
    try {
      payload = JSON.parse(raw);
    } catch {
      payload = raw;
    }
  }
  const envelope = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;

  // 3. `errors` field → throw with it.
  if (envelope && envelope.errors !== undefined && envelope.errors !== null) {
    throw new RequestError(stringifyMessage(envelope.errors), { errors: envelope.errors, body: payload });
  }
  // 4. Header access-token = invalid_token → clear and reload.
  const accessHeader = response.headers.get(ACCESS_TOKEN_HEADER);
  const refreshHeader = response.headers.get(REFRESH_TOKEN_HEADER);
  if (accessHeader === INVALID_TOKEN) {
    clearSessionAndReload(area, heldToken ? 'expired' : undefined);
    throw new RequestError(INVALID_TOKEN, { status: response.status, body: payload });
  }
  // 5. A new token pair replaces the stored pair.
  if (accessHeader && refreshHeader) Tokens.set(area, { accessToken: accessHeader, refreshToken: refreshHeader });

  // 6. Body code.
  if (!envelope || !('code' in envelope)) return payload as T;
  const code = envelope.code;
  if (code === 401) {
    clearSessionAndReload(area, heldToken ? 'expired' : undefined);
    throw new RequestError(stringifyMessage(envelope.message), { code: 401, body: payload });
  }
  if (code !== 200) {
    const text = stringifyMessage(envelope.message);
    const error = new RequestError(text, { code: typeof code === 'number' ? code : undefined, body: payload });
    const fields = fieldMessages(envelope.extras);
    if (options.silent) throw error;
    if (!fields) deps.toast(text);
    // A refusal naming fields: toasted (its sentences, not the JSON) only when no form showed it on them.
    else
      setTimeout(() => {
        if (!error.shownOnFields) deps.toast(/^\[\w+\] /.test(text) ? text : Object.values(fields).flat().join('；'));
      }, 0);
    throw error;
  }
  return envelope.result as T;
}

export const http = {
  get<T = unknown>(url: string, params?: Record<string, unknown>, extra: Partial<RequestOptions> = {}): Promise<T> {
    return request<T>({ ...extra, url, method: 'GET', params });
  },
  post<T = unknown>(url: string, data?: unknown, extra: Partial<RequestOptions> = {}): Promise<T> {
    return request<T>({ ...extra, url, method: 'POST', data: data ?? {} });
  },
};
