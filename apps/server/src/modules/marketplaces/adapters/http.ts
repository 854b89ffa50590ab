import { type AppConfig, type Platform, PlatformError } from './types.ts';

export interface HttpCall {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Sent as is; set the content type in headers. */
  body?: string;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (objects only; platforms answer with an object envelope). */
  json: Record<string, unknown>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * One HTTP call with the global fetch and a timeout. Transport failures become PlatformErrors
 * here, the same for every platform: no answer in time → timeout; connection refused/reset →
 * server (retryable); 429 → rate_limited with the Retry-After hint; 5xx → server; a body that is
 * not a JSON object → malformed. A 4xx with a JSON body is returned: its meaning is the platform's.
 */
export async function callJson(platform: Platform, app: AppConfig, call: HttpCall): Promise<HttpAnswer> {
  let response: Response;
  try {
    response = await fetch(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: AbortSignal.timeout(app.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new PlatformError(platform, 'timeout', `no answer within ${app.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`, {
        cause: error,
      });
    }
    throw new PlatformError(platform, 'server', `cannot reach ${new URL(call.url).host}`, { cause: error });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: string }).name;
    const kind = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'server';
    throw new PlatformError(platform, kind, 'the answer was cut off', { cause: error, httpStatus: response.status });
  }
  if (response.status === 429) {
    throw new PlatformError(platform, 'rate_limited', 'too many requests', {
      httpStatus: 429,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    });
  }
  if (response.status >= 500) {
    throw new PlatformError(platform, 'server', `platform error HTTP ${response.status}`, {
      httpStatus: response.status,
    });
  }
  let json: unknown;
  // "204 No Content" and empty 2xx answers (Amazon's shipment confirmation) carry nothing to read.
  if (response.ok && text.trim() === '') return { status: response.status, headers: response.headers, json: {} };
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new PlatformError(platform, 'malformed', `the answer is not JSON (HTTP ${response.status})`, {
      httpStatus: response.status,
      cause: error,
    });
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new PlatformError(platform, 'malformed', 'the answer is not a JSON object', { httpStatus: response.status });
  }
  return { status: response.status, headers: response.headers, json: json as Record<string, unknown> };
}

/** Retry-After in seconds or as an HTTP date; 1 s when absent or unreadable. */
export function retryAfterMs(value: string | null): number {
  if (!value) return 1000;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : 1000;
}

/** Joins a base URL (which may carry a path prefix) and an API path. */
export function urlOf(base: string, path: string, query?: Record<string, string>): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  if (query) for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}
