/**
 * Faults a test switches on for the next calls. Transport faults (429, 500, slow, malformed JSON)
 * hit any API call; paging faults (a repeated page, an expired cursor) hit the next list call that
 * asks for a following page. Data faults (no address, an artwork URL that is not an image) are
 * orders added with `makeOrder(…, { noAddressRatio: 1 })` / `{ brokenArtwork: true }`.
 */
export type FaultKind = 'rate_limit' | 'server_error' | 'slow' | 'malformed_json' | 'repeat_page' | 'expire_cursor';

export interface FaultOptions {
  /** How many calls it hits (default 1). */
  times?: number;
  /** `slow`: how long the response is held (default 5 s). */
  delayMs?: number;
  /** `rate_limit`: the retry hint sent (default 2 s). */
  retryAfterS?: number;
}

interface Armed extends FaultOptions {
  kind: FaultKind;
  left: number;
}

export class Faults {
  private armed: Armed[] = [];

  inject(kind: FaultKind, options: FaultOptions = {}): void {
    this.armed.push({ kind, ...options, left: options.times ?? 1 });
  }

  /** Takes one shot of a transport fault, if one is armed. */
  takeTransport(): Armed | undefined {
    return this.take((a) => a.kind !== 'repeat_page' && a.kind !== 'expire_cursor');
  }

  /** Takes one shot of a paging fault of this kind, if armed. */
  takePaging(kind: 'repeat_page' | 'expire_cursor'): boolean {
    return this.take((a) => a.kind === kind) !== undefined;
  }

  clear(): void {
    this.armed = [];
  }

  private take(match: (a: Armed) => boolean): Armed | undefined {
    const found = this.armed.find(match);
    if (!found) return undefined;
    found.left -= 1;
    if (found.left <= 0) this.armed = this.armed.filter((a) => a !== found);
    return found;
  }
}
