/**
 * JSON output rules of admin-net-contract §1.3: date-times as "yyyy-MM-dd HH:mm:ss"
 * in the configured zone (default Asia/Shanghai), nulls written, bigint as numbers.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(value: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    // sv-SE formats as "2026-11-21 21:40:22".
    f = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
    formatters.set(timeZone, f);
  }
  return f.format(value);
}

export function createSerializer(timeZone: string) {
  function replacer(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    if (raw instanceof Date) return Number.isNaN(raw.getTime()) ? null : formatDateTime(raw, timeZone);
    if (typeof value === 'bigint') return Number(value);
    return value;
  }
  return (payload: unknown) => JSON.stringify(payload, replacer);
}
