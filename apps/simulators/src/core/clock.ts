/**
 * The simulator's notion of "now" for data: order visibility (lag), token and cursor expiry.
 * Tests move it forward instead of sleeping. Request timestamps (Temu's ±300 s, TikTok's
 * `timestamp`) are checked against the real wall clock, because the adapter signs with the real
 * one; moving the data clock must not make every request stale.
 */
export class SimClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves data time forward (or back, with a negative value). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Sets data time to an absolute instant. */
  set(ms: number): void {
    this.offsetMs = ms - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
