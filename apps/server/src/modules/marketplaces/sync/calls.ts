import { PlatformError } from '../adapters/types.ts';

/** Tries a platform call again after a 5xx or a timeout at most this many times. */
export const SERVER_RETRIES = 3;
/** A 429 is waited out at most this many times per call. */
export const RATE_LIMIT_RETRIES = 8;
/** A Retry-After longer than this is capped (a run should not sleep for minutes). */
const MAX_WAIT_MS = 30_000;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export interface RetryOptions {
  /** Base of the exponential back-off after a 5xx or a timeout (ms). */
  backoffMs: number;
  /** The access token expired: refresh and try again (once per call). */
  onTokenExpired?: () => Promise<void>;
  /** Each retry, for the run's errors list. */
  onRetry?: (error: PlatformError, attempt: number) => void;
  signal?: AbortSignal;
}

/**
 * One platform call with the retries the adapters leave to their caller (docs/marketplaces.md,
 * PlatformError): a 429 is waited out for its Retry-After, a 5xx or timeout is tried again a few
 * times with back-off, an expired token is refreshed once. Anything else is thrown at once.
 */
export async function withRetries<T>(call: () => Promise<T>, options: RetryOptions): Promise<T> {
  let server = 0;
  let limited = 0;
  let refreshed = false;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof PlatformError) || options.signal?.aborted) throw error;
      if (error.kind === 'rate_limited' && limited < RATE_LIMIT_RETRIES) {
        limited += 1;
        options.onRetry?.(error, limited);
        await sleep(Math.min(error.retryAfterMs ?? options.backoffMs * 2 ** limited, MAX_WAIT_MS), options.signal);
      } else if ((error.kind === 'server' || error.kind === 'timeout') && server < SERVER_RETRIES) {
        server += 1;
        options.onRetry?.(error, server);
        await sleep(options.backoffMs * 2 ** (server - 1), options.signal);
      } else if (error.kind === 'token_expired' && options.onTokenExpired && !refreshed) {
        refreshed = true;
        await options.onTokenExpired();
      } else throw error;
    }
  }
}
