import { DATE_TIME_PARTS } from '@printfloor/contract';

/** "HH:mm:ss" and "yyyy-MM-dd" of an instant in an IANA zone (the tenant's), in the browser's zone when unknown. */
export function clockParts(date: Date, timeZone?: string | null): { date: string; time: string } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { ...DATE_TIME_PARTS, timeZone: timeZone || undefined }).formatToParts(
      date,
    );
  } catch {
    parts = new Intl.DateTimeFormat('en-US', DATE_TIME_PARTS).formatToParts(date);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}:${get('second')}`,
  };
}

/** Integer with thousands separators in the UI language. */
export function formatCount(value: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(value);
}
