import { zonedDateTimeText } from '@printfloor/contract';

/**
 * JSON output rules of admin-net-contract §1.3: date-times as "yyyy-MM-dd HH:mm:ss"
 * in the configured zone (default Asia/Shanghai), nulls written, bigint as numbers.
 * Date-times are written by the contract's `zonedDateTimeText`, which the console shares.
 */
export const formatDateTime = zonedDateTimeText;

/**
 * A result already turned into JSON (by `createSerializer`), for hot cached answers such as
 * userInfo: the envelope is then built by concatenation instead of walking the object again.
 */
export class PreSerialized {
  constructor(readonly json: string) {}
}

export function createSerializer(timeZone: string) {
  function replacer(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : formatDateTime(raw, timeZone);
    if (typeof value === 'bigint') return Number(value);
    return value;
  }
  const serialize = (payload: unknown): string => {
    const envelope = payload as { result?: unknown } | null;
    if (envelope && typeof envelope === 'object' && envelope.result instanceof PreSerialized) {
      const { result, ...rest } = envelope;
      const head = JSON.stringify(rest, replacer);
      return `${head.slice(0, -1)},"result":${(result as PreSerialized).json}}`;
    }
    return JSON.stringify(payload, replacer);
  };
  return serialize;
}

const serializers = new Map<string, (payload: unknown) => string>();

/** The reply serializer of a zone (one per zone, created on first use). */
export function serializerFor(timeZone: string): (payload: unknown) => string {
  let s = serializers.get(timeZone);
  if (!s) {
    s = createSerializer(timeZone);
    serializers.set(timeZone, s);
  }
  return s;
}
