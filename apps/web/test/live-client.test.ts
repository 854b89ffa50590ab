import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, onLive, startLive, stopLive } from '../src/api/live.ts';
import { Tokens } from '../src/utils/storage.ts';

/** A stand-in transport recording what the client does (the server side is covered by the server and e2e suites). */
class FakeSocket {
  static all: FakeSocket[] = [];
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((c: { code: number }) => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
  receive(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

const jwt = (exp: number) => `x.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.y`;

describe('live channel client', () => {
  afterEach(() => {
    FakeSocket.all = [];
    vi.useRealTimers();
  });

  it('backs off from 1 s doubling to 30 s with jitter', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(8000);
    expect(backoffDelay(20, () => 0.5)).toBe(30_000);
    expect(backoffDelay(0, () => 0)).toBe(800);
  });

  it('authenticates with the token subprotocol, dispatches events, reconnects, and stops on force offline', async () => {
    vi.useFakeTimers();
    const token = jwt(Math.floor(Date.now() / 1000) + 3600);
    Tokens.set('factory', { accessToken: token, refreshToken: 'r' });
    const forced: string[] = [];
    const seen: string[] = [];
    const stopListening = onLive((e) => seen.push(e.type));
    const stop = startLive({
      area: 'factory',
      url: 'ws://test/api/ws',
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      onForceOffline: (reason) => forced.push(reason),
    });
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeSocket.all[0];
    expect(first?.protocols).toEqual(['pf.v1', `pf.token.${token}`]);
    first?.receive({ type: 'hello', connectionId: 'c1', sessionId: 1 });
    first?.receive({ type: 'notice', notice: { id: 1, title: 'T', type: 1, publicTime: null, publicUserName: null } });
    expect(seen).toEqual(['hello', 'notice']);

    first?.onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(FakeSocket.all).toHaveLength(2);

    FakeSocket.all[1]?.receive({ type: 'forceOffline', reason: 'forceOffline' });
    expect(forced).toEqual(['forceOffline']);
    FakeSocket.all[1]?.onclose?.({ code: 4001 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    stop();
    stopListening();
  });

  it('stopLive closes the open channels of the tab (logout) without reporting a forced end', async () => {
    vi.useFakeTimers();
    Tokens.set('factory', { accessToken: jwt(Math.floor(Date.now() / 1000) + 3600), refreshToken: 'r' });
    const forced: string[] = [];
    startLive({
      area: 'factory',
      url: 'ws://test/api/ws',
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      onForceOffline: (reason) => forced.push(reason),
    });
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.all[0];
    stopLive();
    expect(socket?.closed).toBe(true);
    socket?.onclose?.({ code: 4001 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(forced).toEqual([]);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
