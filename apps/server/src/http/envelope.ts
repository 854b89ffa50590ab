import type { Envelope } from '@printfloor/contract';
import { formatDateTime } from './serialize.ts';

/** Builds the unified response (admin-net-contract §1.1). */
export function envelope<T>(
  code: number,
  result: T,
  message = '',
  timeZone = 'Asia/Shanghai',
  extras: unknown = null,
): Envelope<T> {
  return {
    code,
    type: code === 200 ? 'success' : 'error',
    message,
    result,
    extras,
    time: now(timeZone),
  };
}

/** The envelope's time changes once a second: formatted once a second per zone, not per answer. */
const clock = new Map<string, { second: number; text: string }>();

function now(timeZone: string): string {
  const ms = Date.now();
  const second = Math.floor(ms / 1000);
  const last = clock.get(timeZone);
  if (last?.second === second) return last.text;
  const text = formatDateTime(new Date(second * 1000), timeZone);
  clock.set(timeZone, { second, text });
  return text;
}
