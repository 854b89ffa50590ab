import { DateOrder } from '@printfloor/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

/**
 * Cell values of a merchant's sheet as the order wants them. Dates come in every shape Excel writes
 * or shows: date cells (a Date from exceljs, or the serial number), and text as Excel displays a
 * date — 2026-11-03, 2026/11/03 14:30, 2026年11月3日, 3-Nov-2026, 3-Nov-26, Nov 3, 2026,
 * 03/11/2026 … A text is read by dayjs (customParseFormat, strict: the text must be the format to
 * the letter, so 2026-02-30 or 25:00 is refused) after small clean-ups (one space, single digits
 * padded, month names capitalized, 上午/下午 as AM/PM) — except the year-first numbers most sheets
 * use (YEAR_FIRST), read by a fast path of their own and checked the same way. Whether 03/11/2026 is the 3rd of November or
 * March the 11th is the template's date order; without one, a date that reads both ways is
 * reported with both readings rather than guessed.
 */

/** What a cell reads as: the wall-clock time 'YYYY-MM-DD HH:mm:ss', two readings to choose from, or not a date. */
export type DateReading = { at: string } | { ambiguous: { dayFirst: string; monthFirst: string } } | null;

type DateOrderValue = (typeof DateOrder)[keyof typeof DateOrder];

const OUT = 'YYYY-MM-DD HH:mm:ss';

/** Days between Excel's epoch (1899-12-30, after its 1900 leap-year bug) and 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;

/** dayjs.utc with a locale and strict mode (the plugin takes them; its typing does not say so). */
const strictUtc = dayjs.utc as unknown as (text: string, format: string, locale: string, strict: true) => dayjs.Dayjs;

/** The text in `format` exactly (strict), read as wall-clock time; null when it is not that, or not a real date. */
function strict(text: string, format: string, locale = 'en'): string | null {
  const d = strictUtc(text, format, locale, true);
  if (!d.isValid() || d.year() < 1900) return null;
  return d.format(OUT);
}

const WEEKDAY =
  /^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|(?:segunda|terça|terca|quarta|quinta|sexta)(?:-feira)?|sábado|sabado|domingo)\.?,?\s+/i;
const WEEKDAY_ZH = /\s*[(（]?(?:星期|周|週|礼拜|禮拜)[一二三四五六日天][)）]?\s*/;
const MERIDIEM = /(上午|下午|am|pm|a\.m\.|p\.m\.)\s*(\d{1,2}:\d{2}(?::\d{2})?)/i;

/** The clean-ups before a text is matched: what people and spreadsheets vary that is not the date. */
function normalize(cell: string): string {
  let text = cell.normalize('NFKC').trim().replace(WEEKDAY, '').replace(WEEKDAY_ZH, ' ').trim();
  // 2026-11-03T14:30:00.000Z: the wall clock as written (an ISO text from a script or an API).
  text = text
    .replace(/^(\d{4}-\d{1,2}-\d{1,2})T(\d)/, '$1 $2')
    .replace(/(\d:\d{2}:\d{2})\.\d+Z?$|(\d:\d{2})Z$/, '$1$2');
  // 14时30分05秒 → 14:30:05
  text = text.replace(/(\d{1,2})\s*[时時点點]\s*(\d{1,2})\s*分(?:\s*(\d{1,2})\s*秒)?/, (_m, h, m, s) =>
    s === undefined ? `${h}:${m}` : `${h}:${m}:${s}`,
  );
  text = text.replace(/日(?=\s*\d)/, '日 ');
  // 上午 9:05 / 9:05 下午 / 9:05 pm → 9:05 AM / PM, after the time.
  text = text.replace(MERIDIEM, '$2 $1');
  text = text.replace(/\s*(上午|a\.m\.|am)$/i, ' AM').replace(/\s*(下午|p\.m\.|pm)$/i, ' PM');
  text = text.replace(/,(?=\S)/g, ', ').replace(/\s+/g, ' ');
  return text.replace(/(?<!\d)(\d)(?!\d)/g, '0$1');
}

const one = (at: string | null): DateReading => (at ? { at } : null);

/**
 * The shape most sheets use — year first in numbers, 2026-11-03 / 2026/11/3 14:30 / 2026.11.03
 * 14:30:05 — read without dayjs: its strict parse costs ~17 µs a cell (~0.9 s of a 50,000-row
 * import, bench:orders), this ~0.3 µs. Checked the same way: a real date and time or nothing.
 */
const YEAR_FIRST = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?Z?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Wall-clock parts → 'YYYY-MM-DD HH:mm:ss', or null when they are not a real date and time. */
function wallClock(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): string | null {
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (
    y < 1900 ||
    at.getUTCFullYear() !== y ||
    at.getUTCMonth() !== mo - 1 ||
    at.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    s > 59
  )
    return null;
  return `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

const TIME = /^(.*?)(?: (\d{2}:\d{2})(:\d{2})?(?: (AM|PM))?)?$/;

/**
 * A date cell, an Excel serial number, or text as Excel writes or shows a date → its wall-clock
 * time (read in the tenant's time zone when stored); `order` decides day/month/year against
 * month/day/year (DateOrder), and without it a text that reads both ways is `ambiguous`.
 */
export function readSheetDate(cell: unknown, order: DateOrderValue | null = null): DateReading {
  if (cell instanceof Date) {
    // exceljs gives a spreadsheet date as the UTC instant of its wall-clock time.
    if (Number.isNaN(cell.getTime())) return null;
    const d = dayjs.utc(cell);
    return d.year() < 1900 || d.year() > 9999 ? null : { at: d.format(OUT) };
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell > 2_958_465) return null;
    return readSheetDate(new Date(Math.round((cell - EXCEL_EPOCH_DAYS) * 86_400) * 1000));
  }
  if (typeof cell !== 'string') return null;
  const iso = YEAR_FIRST.exec(cell.trim());
  if (iso) {
    const [, y, , mo, d, h, mi, sec] = iso.map((v) => (v === undefined ? 0 : Number(v)));
    return one(wallClock(y as number, mo as number, d as number, h, mi, sec));
  }
  const key = `${order ?? 0}${cell}`;
  let found = cache.get(key);
  if (found === undefined) {
    if (cache.size >= CACHE_SIZE) cache.clear();
    found = readText(normalize(cell), order);
    cache.set(key, found);
  }
  return found;
}

/**
 * Texts read by dayjs, by template order and text: a day's orders share their date-only text
 * (3-Nov-2026), each read once instead of ~20 µs a cell; bounded, cleared when full.
 */
const cache = new Map<string, DateReading>();
const CACHE_SIZE = 4096;

/** A cleaned-up text (normalize) in one of the shapes dayjs reads. */
function readText(text: string, order: DateOrderValue | null): DateReading {
  const [, datePart = '', hm, sec, meridiem] = TIME.exec(text) ?? [];
  // The time's format from its shape: 14:30, 14:30:05, 02:30 PM, 02:30:05 PM.
  const time = hm === undefined ? '' : ` ${meridiem ? 'hh' : 'HH'}:mm${sec ? ':ss' : ''}${meridiem ? ' A' : ''}`;

  // Year first: 2026-11-03, 2026/11/03, 2026.11.03
  const ymd = /^\d{4}([-/.])\d{2}\1\d{2}$/.exec(datePart);
  if (ymd) return one(strict(text, `YYYY${ymd[1]}MM${ymd[1]}DD${time}`));
  // 2026年11月03日
  if (/^\d{4}年\d{2}月\d{2}日$/.test(datePart)) return one(strict(text, `YYYY[年]MM[月]DD[日]${time}`));
  // Day and month in numbers, the year last: 03/11/2026, 03.11.26, 03-11-2026 — the template's order decides.
  const numeric = /^\d{2}([-/.])\d{2}\1(\d{2}|\d{4})$/.exec(datePart);
  if (numeric) {
    const [, s, year] = numeric;
    const y = year?.length === 4 ? 'YYYY' : 'YY';
    const dayFirst = order === DateOrder.MonthFirst ? null : strict(text, `DD${s}MM${s}${y}${time}`);
    const monthFirst = order === DateOrder.DayFirst ? null : strict(text, `MM${s}DD${s}${y}${time}`);
    if (dayFirst && monthFirst && dayFirst !== monthFirst) return { ambiguous: { dayFirst, monthFirst } };
    return one(dayFirst ?? monthFirst);
  }
  // Chinese Excel's d-mmm-yy: 3-11月-26
  const zhMonth = /^\d{2}-\d{2}月-(\d{2}|\d{4})$/.exec(datePart);
  if (zhMonth) return one(strict(text, `DD-MM[月]-${zhMonth[1]?.length === 4 ? 'YYYY' : 'YY'}${time}`));
  return monthName(datePart, time, text);
}

/**
 * A date with its month in words, English or Portuguese: 03-Nov-2026, 03-Nov-26, 03 November 2026,
 * Nov 03, 2026, November 03, 2026, 03/nov/2026, 03 de novembro de 2026 — with or without a time.
 */
function monthName(datePart: string, time: string, text: string): DateReading {
  const pt = / de /i.test(datePart);
  const date = pt ? datePart.replace(/ de /gi, ' ') : datePart;
  const rest = text.slice(datePart.length);
  const m = /^(?:(\d{2})([- /.])([^\d\s,./-]+)\2(\d{4}|\d{2})|([^\d\s,./-]+) (\d{2}), (\d{4}|\d{2}))$/u.exec(date);
  if (!m) return null;
  const [, d1, sep, word1, y1, word2, d2, y2] = m;
  const word = (word1 ?? word2) as string;
  const year = (y1 ?? y2) as string;
  const y = year.length === 4 ? 'YYYY' : 'YY';
  for (const [locale, cased] of [
    ['en', word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()],
    ['pt-br', word.toLowerCase()],
  ] as const)
    for (const month of word.length <= 3 ? ['MMM'] : ['MMMM', 'MMM']) {
      const candidate = d1 !== undefined ? `${d1}${sep}${cased}${sep}${year}${rest}` : `${cased} ${d2}, ${year}${rest}`;
      const format = d1 !== undefined ? `DD${sep}${month}${sep}${y}${time}` : `${month} DD, ${y}${time}`;
      const at = strict(candidate, format, locale);
      if (at) return { at };
    }
  return null;
}

/**
 * A number cell, or text like "12.50", "1,234.50", "¥12.50", "US$ 12", "12,50" (a lone comma with
 * two decimals is a decimal comma) → the number. Null: not a number.
 */
export function parseSheetNumber(cell: unknown): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  let text = cell.trim().replace(/^[^\d\-+.,]*?(?=[-+]?[\d.,])/, '');
  text = text.replace(/\s+/g, '');
  if (/^[-+]?\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.');
  else text = text.replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}
