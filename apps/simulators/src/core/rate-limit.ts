/**
 * A token bucket per caller (app key or access token), as the platforms limit per app and shop.
 * Uses the real clock: rate is about requests per wall-clock second, not about order data time.
 */
export interface RateLimitOptions {
  perSecond: number;
  burst: number;
}

export const DEFAULT_RATE: RateLimitOptions = { perSecond: 200, burst: 400 };

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(public options: RateLimitOptions = DEFAULT_RATE) {}

  /** 0 when the call may go ahead, otherwise the milliseconds until a token is free. */
  take(caller: string): number {
    const now = Date.now();
    const bucket = this.buckets.get(caller) ?? { tokens: this.options.burst, at: now };
    bucket.tokens = Math.min(this.options.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.options.perSecond);
    bucket.at = now;
    this.buckets.set(caller, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - bucket.tokens) / this.options.perSecond) * 1000);
  }

  reset(): void {
    this.buckets.clear();
  }
}
