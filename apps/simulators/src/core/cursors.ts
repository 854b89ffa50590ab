import { randomBytes } from 'node:crypto';
import type { SimClock } from './clock.ts';

interface CursorEntry {
  query: string;
  offset: number;
  issuedAt: number;
}

/**
 * Opaque page tokens (TikTok `next_page_token`, Amazon `NextToken`): the platform keeps where a
 * listing stopped and forgets it after a while, so a token that is too old is refused.
 */
export class CursorStore {
  private readonly entries = new Map<string, CursorEntry>();

  constructor(
    private readonly clock: SimClock,
    public ttlMs = 30 * 60_000,
  ) {}

  issue(query: string, offset: number): string {
    const token = randomBytes(12).toString('base64url');
    this.entries.set(token, { query, offset, issuedAt: this.clock.now() });
    return token;
  }

  /** The offset a token stands for; 'expired' when too old, 'unknown' when never issued for this query. */
  resolve(token: string, query: string): number | 'expired' | 'unknown' {
    const entry = this.entries.get(token);
    if (!entry || entry.query !== query) return 'unknown';
    if (entry.issuedAt + this.ttlMs <= this.clock.now()) return 'expired';
    return entry.offset;
  }

  /** Makes a token too old (the `expire_cursor` fault). */
  expire(token: string): void {
    const entry = this.entries.get(token);
    if (entry) entry.issuedAt = Number.NEGATIVE_INFINITY;
  }
}
