/**
 * Names that come from users: the original file name (shown and used for downloads only)
 * and the logical folder (`path` query). Neither ever becomes part of a storage key.
 */
export const MAX_FILE_NAME = 100;

/** Splits a user's file name into a safe base name and a lower-case suffix (with the dot, or ''). */
export function sanitizeFileName(raw: string): { name: string; suffix: string } {
  // Only the last path segment counts (both separators: browsers on Windows send full paths).
  let base = String(raw ?? '')
    .split(/[\\/]/)
    .pop() as string;
  base = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
    .replace(/[\x00-\x1f\x7f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_');
  while (base.includes('..')) base = base.replace(/\.\.+/g, '.');
  base = base.trim().replace(/^[.\s]+|[.\s]+$/g, '');
  const dot = base.lastIndexOf('.');
  let name = dot > 0 ? base.slice(0, dot) : base;
  let suffix = dot > 0 ? base.slice(dot).toLowerCase() : '';
  if (!/^\.[a-z0-9]{1,8}$/.test(suffix)) {
    if (suffix) name = base;
    suffix = '';
  }
  name = Array.from(name.trim()).slice(0, MAX_FILE_NAME).join('').trim();
  return { name: name || 'file', suffix };
}

/** A new display name for rename: sanitised; the stored suffix typed again at the end is dropped. */
export function sanitizeRename(raw: string, suffix: string): string {
  const { name, suffix: typed } = sanitizeFileName(raw);
  if (!typed || typed === suffix) return name;
  return Array.from(`${name}${typed}`).slice(0, MAX_FILE_NAME).join('');
}

/** Logical folder: letters, digits, `_`, `-`, separated by single `/`; no `..`, no leading slash. */
export const FOLDER_PATTERN = /^[A-Za-z0-9_-]{1,32}(\/[A-Za-z0-9_-]{1,32}){0,4}$/;

export { sizeInfo } from '@printfloor/contract';
export { contentDisposition } from '../../http/content-disposition.ts';
