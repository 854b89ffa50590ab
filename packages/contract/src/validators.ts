import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js/max';

/**
 * Client helpers of spec §5 with the rules of shell-reference §14 ("our rule" column).
 * Boolean checks take the whole string; sanitisers take what was typed and return the
 * cleaned string. Shared by the console's forms and the resource layer's named validators.
 */

/** Mainland mobile: `1[3-9]` followed by 9 digits. */
export function verifyPhone(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/**
 * Any phone number of its own country, by libphonenumber's full metadata (mobile or landline):
 * a number with `+` and a country code is checked for that country, a number without one for
 * `defaultRegion` (mainland China). Only digits, spaces, `-`, `.`, `()` and a leading `+` are allowed
 * (the library would otherwise pick a number out of surrounding text).
 */
export function verifyPhoneNumber(value: string, defaultRegion: CountryCode = 'CN'): boolean {
  if (!/^\+?[\d\s().-]{4,}$/.test(value)) return false;
  return isValidPhoneNumber(value, defaultRegion);
}

/** Landline: area code `0` + 2–3 digits, `-`, local number of 7–8 digits. */
export function verifyTelPhone(value: string): boolean {
  return /^0\d{2,3}-\d{7,8}$/.test(value);
}

/** Account name: a letter first, then letters, digits or underscore; 5–16 characters. */
export function verifyAccount(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]{4,15}$/.test(value);
}

/** Password: 6–16 characters of any kind. */
export function verifyPassword(value: string): boolean {
  const length = [...value].length;
  return length >= 6 && length <= 16;
}

/** Strong password: 6–16 from letters, digits and `!@#$%^&.*`, with at least one of each class. */
export function verifyPasswordPowerful(value: string): boolean {
  return /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^&.*])[A-Za-z\d!@#$%^&.*]{6,16}$/.test(value);
}

export type PasswordStrength = '' | '弱' | '中' | '强';

/** Weak (弱): one class of letters/digits/symbols; medium (中): two; strong (强): three. Length 6–16, else ''. */
export function verifyPasswordStrength(value: string): PasswordStrength {
  if (!/^[A-Za-z\d!@#$%^&.*]{6,16}$/.test(value)) return '';
  const classes = [/[A-Za-z]/, /\d/, /[!@#$%^&.*]/].filter((re) => re.test(value)).length;
  return classes >= 3 ? '强' : classes === 2 ? '中' : '弱';
}

/** Dotted IPv4, each part 0–255 without leading zeros. */
export function verifyIPAddress(value: string): boolean {
  const part = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
  return new RegExp(`^${part}(\\.${part}){3}$`).test(value);
}

/** E-mail: local part (dotted atoms or quoted) @ bracketed IPv4 or domain labels with a TLD of ≥ 2 letters. */
export function verifyEmail(value: string): boolean {
  return /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/.test(
    value,
  );
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * Mainland 18-character ID: shape of the original rule, plus a real calendar date not in the
 * future and the GB 11643 (ISO 7064 MOD 11-2) check character (X case-insensitive).
 */
export function verifyIdCard(value: string, today: Date = new Date()): boolean {
  const m = /^[1-9]\d{5}((?:18|19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * (ID_WEIGHTS[i] as number);
  return ID_CHECK[sum % 11] === value[17]?.toUpperCase();
}

/** Chinese name: 1–6 Han characters, optionally 1–2 more parts joined by `·`, each 1–6. */
export function verifyFullName(value: string): boolean {
  return /^\p{Script=Han}{1,6}(·\p{Script=Han}{1,6}){0,2}$/u.test(value);
}

/** Postcode: exactly 6 digits (Inner Mongolia codes start with 0). */
export function verifyPostalCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** URL by the URL parser: http, https or ftp (http/https only with `httpOnly`), with a host. Private hosts allowed. */
export function verifyUrl(value: string, options: { httpOnly?: boolean } = {}): boolean {
  if (!value || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const schemes = options.httpOnly ? ['http:', 'https:'] : ['http:', 'https:', 'ftp:'];
  return schemes.includes(url.protocol) && url.hostname.length > 0;
}

/** Plate number: province + letter + new-energy or ordinary format (shell-reference §14). */
export function verifyCarNum(value: string): boolean {
  const province = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领]';
  const newEnergy = `${province}[A-HJ-NP-Z](([0-9]{5}[DF])|([DF][A-HJ-NP-Z0-9][0-9]{4}))`;
  const ordinary = `${province}[A-HJ-NP-Z][A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]`;
  return new RegExp(`^((${newEnergy})|(${ordinary}))$`).test(value);
}

// ───────────── sanitisers ─────────────

/** Amount: digits and one dot, no leading dot, "00" → "0", at most 2 decimals, no negatives. */
export function verifyNumberIntegerAndFloat(value: string): string {
  let v = value.trim().replace(/[^\d.]/g, '');
  v = v.replace(/^\./, '');
  v = v.replace(/^0+(\d)/, '$1');
  const dot = v.indexOf('.');
  if (dot >= 0) v = v.slice(0, dot + 1) + v.slice(dot + 1).replace(/\./g, '');
  v = v.replace(/^(\d+)\.(\d{0,2}).*$/, '$1.$2');
  return v;
}

/** Percentage (integer): digits only, no leading zeros, anything above 100 becomes "100". */
export function verifyNumberPercentage(value: string): string {
  let v = value.trim().replace(/\D/g, '');
  v = v.replace(/^0+(\d)/, '$1');
  if (v !== '' && Number(v) > 100) v = '100';
  return v;
}

/** Percentage with up to 2 decimals: the amount sanitiser, then anything above 100 becomes "100". */
export function verifyNumberPercentageFloat(value: string): string {
  let v = verifyNumberIntegerAndFloat(value);
  if (v !== '' && Number.parseFloat(v) >= 100) v = '100';
  return v;
}

/** Positive integer: drops everything but digits, a leading run of zeros becomes "0". */
export function verifiyNumberInteger(value: string): string {
  let v = value.trim().replace(/\D/g, '');
  v = v.replace(/^0+(\d*)$/, (_all, rest: string) => (rest === '' ? '0' : rest));
  return v;
}
/** Correctly spelled alias of verifiyNumberInteger. */
export const verifyNumberInteger = verifiyNumberInteger;

/** Removes Han characters and whitespace. */
export function verifyCnAndSpace(value: string): string {
  return value.replace(/\p{Script=Han}/gu, '').replace(/\s/g, '');
}

/** Removes Latin letters, then trims. */
export function verifyEnAndSpace(value: string): string {
  return value.replace(/[A-Za-z]/g, '').trim();
}

/** Trims the ends only (despite its name). */
export function verifyAndSpace(value: string): string {
  return value.trim();
}

/** Amount with thousands commas in the integer part ("1234567.5" → "1,234,567.5"). */
export function verifyNumberComma(value: string): string {
  const v = verifyNumberIntegerAndFloat(value);
  const [int = '', dec] = v.split('.');
  const withCommas = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return dec === undefined ? withCommas : `${withCommas}.${dec}`;
}

/** Splits text into parts, marking case-insensitive matches of `search` (escaped) for highlighted rendering. */
export function verifyTextColor(text: string, search: string): { text: string; match: boolean }[] {
  if (!search) return [{ text, match: false }];
  const re = new RegExp(`(${search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi');
  return text
    .split(re)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: part.toLowerCase() === search.toLowerCase() }));
}

const CN_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const CN_UNITS = ['', '拾', '佰', '仟'];
const CN_SECTIONS = ['', '万', '亿', '万亿'];

/** Number → Chinese financial capitals (…亿…万…元角分; 整 when there are no jiao/fen). */
export function verifyNumberCnUppercase(value: number | string): string {
  const num = typeof value === 'number' ? value : Number.parseFloat(String(value).replace(/,/g, ''));
  if (!Number.isFinite(num) || num < 0) return '';
  const cents = Math.round(num * 100);
  const integer = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  let intText = '';
  if (integer === 0) intText = '';
  else {
    const digits = String(integer);
    const sections: string[] = [];
    for (let end = digits.length; end > 0; end -= 4) sections.unshift(digits.slice(Math.max(0, end - 4), end));
    let zeroPending = false;
    sections.forEach((section, si) => {
      const sectionIndex = sections.length - 1 - si;
      let sectionText = '';
      const padded = section.padStart(4, '0');
      for (let i = 0; i < 4; i++) {
        const d = Number(padded[i]);
        if (d === 0) {
          if (sectionText !== '' || intText !== '') zeroPending = true;
        } else {
          if (zeroPending) sectionText += '零';
          zeroPending = false;
          sectionText += (CN_DIGITS[d] as string) + (CN_UNITS[3 - i] as string);
        }
      }
      if (sectionText !== '') intText += sectionText + (CN_SECTIONS[sectionIndex] as string);
    });
    intText += '元';
  }
  if (jiao === 0 && fen === 0) return integer === 0 ? '零元整' : `${intText}整`;
  let decText = '';
  if (jiao > 0) decText += `${CN_DIGITS[jiao]}角`;
  else if (integer > 0) decText += '零';
  if (fen > 0) decText += `${CN_DIGITS[fen]}分`;
  return intText + decText;
}
