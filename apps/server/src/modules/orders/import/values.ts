/**
 * Cell values of a merchant's sheet as the order wants them. Dates come in many shapes; we read
 * the ones a spreadsheet or a person writes unambiguously and refuse the rest (a row error naming
 * the formats), rather than guess between day-first and month-first.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Wall-clock parts → 'YYYY-MM-DD HH:mm:ss', or null when they are not a real date and time. */
function wallClock(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): string | null {
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (
    y < 1900 ||
    y > 9999 ||
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

/** Days between Excel's epoch (1899-12-30, after its 1900 leap-year bug) and 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;

const FORMATS: readonly RegExp[] = [
  // 2026-03-01, 2026/3/1, 2026.03.01, with an optional time 14:30 or 14:30:05 (a T allowed)
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?Z?)?$/,
  // 2026年3月1日, with an optional 14:30 / 14时30分 / 14:30:05
  /^(\d{4})年(\d{1,2})月(\d{1,2})日\s*(?:(\d{1,2})[:：时時](\d{2})分?(?:[:：](\d{2})秒?)?)?$/,
];

/**
 * A date cell, an Excel serial number, or text in one of FORMATS → the wall-clock time as
 * 'YYYY-MM-DD HH:mm:ss' (read in the tenant's time zone when stored). Null: not a date.
 */
export function parseSheetDate(cell: unknown): string | null {
  if (cell instanceof Date) {
    // exceljs gives a spreadsheet date as the UTC instant of its wall-clock time.
    if (Number.isNaN(cell.getTime())) return null;
    return wallClock(
      cell.getUTCFullYear(),
      cell.getUTCMonth() + 1,
      cell.getUTCDate(),
      cell.getUTCHours(),
      cell.getUTCMinutes(),
      cell.getUTCSeconds(),
    );
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 1 || cell > 2_958_465) return null;
    return parseSheetDate(new Date(Math.round((cell - EXCEL_EPOCH_DAYS) * 86_400) * 1000));
  }
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  for (const format of FORMATS) {
    const m = format.exec(text);
    if (m)
      return wallClock(
        ...(m.slice(1, 7).map((v) => (v === undefined ? 0 : Number(v))) as [
          number,
          number,
          number,
          number,
          number,
          number,
        ]),
      );
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
