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
    time: formatDateTime(new Date(), timeZone),
  };
}
