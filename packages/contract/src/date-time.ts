/**
 * Every numeric part of an instant (year four digits, the rest two) on a 24-hour clock: the
 * options behind the "yyyy-MM-dd HH:mm:ss" texts of the API (admin-net-contract §1.3) and the
 * clocks of the console.
 */
export const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "yyyy-MM-dd HH:mm:ss" of an instant in an IANA zone (one formatter per zone, kept). */
export function zonedDateTimeText(value: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    // sv-SE formats as "2026-11-21 21:40:22".
    f = new Intl.DateTimeFormat('sv-SE', { ...DATE_TIME_PARTS, timeZone });
    formatters.set(timeZone, f);
  }
  return f.format(value);
}
