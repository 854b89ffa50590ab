import { type ZipLimits, zipEntryNames } from '@printfloor/contract';

/**
 * File types by content (magic bytes), not by the name the uploader chose. The
 * extension must agree with the content; a file whose content matches nothing
 * we allow (an .exe renamed .png, HTML, SVG…) is refused.
 */
export type FileKind = 'jpg' | 'png' | 'gif' | 'webp' | 'pdf' | 'docx' | 'xlsx' | 'zip' | 'csv' | 'txt';

interface KindInfo {
  mime: string;
  /** Extensions (lower case, with the dot) a file of this content may carry; the first is canonical. */
  suffixes: string[];
  image: boolean;
}

export const FILE_KINDS: Record<FileKind, KindInfo> = {
  jpg: { mime: 'image/jpeg', suffixes: ['.jpg', '.jpeg'], image: true },
  png: { mime: 'image/png', suffixes: ['.png'], image: true },
  gif: { mime: 'image/gif', suffixes: ['.gif'], image: true },
  webp: { mime: 'image/webp', suffixes: ['.webp'], image: true },
  pdf: { mime: 'application/pdf', suffixes: ['.pdf'], image: false },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    suffixes: ['.docx'],
    image: false,
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    suffixes: ['.xlsx'],
    image: false,
  },
  zip: { mime: 'application/zip', suffixes: ['.zip'], image: false },
  csv: { mime: 'text/csv; charset=utf-8', suffixes: ['.csv'], image: false },
  txt: { mime: 'text/plain; charset=utf-8', suffixes: ['.txt'], image: false },
};

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

/** Plain text: valid UTF-8 (BOM allowed), no NUL or other binary control bytes, not markup. */
function isPlainText(buf: Buffer): boolean {
  if (buf.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: binary control bytes are what we look for
  if (/[\x00-\x08\x0b\x0e-\x1f\x7f]/.test(text)) return false;
  // Markup would render as a page if a browser ever sniffed it: refuse it outright.
  if (/^\s*</.test(text.replace(/^\uFEFF/, ''))) return false;
  return true;
}

/** Reading the directory only to name the parts: no size bound (those apply to Office files, `checkUpload`). */
const ANY_SIZE: ZipLimits = {
  maxEntries: 0xfffe,
  maxEntryBytes: Number.POSITIVE_INFINITY,
  maxTotalBytes: Number.POSITIVE_INFINITY,
  maxRatio: Number.POSITIVE_INFINITY,
  ratioFloorBytes: 0,
};

/** The content kind of a zip: Office documents by the part names of its central directory (zip-guard). */
function zipKind(buf: Buffer): FileKind {
  const names = zipEntryNames(buf, ANY_SIZE) ?? [];
  if (names.includes('word/document.xml')) return 'docx';
  if (names.includes('xl/workbook.xml')) return 'xlsx';
  return 'zip';
}

/**
 * The kind of the content; null when it is none we accept. `suffix` (lower case, with dot)
 * only tells text apart (`.csv` vs `.txt`) — text has no magic bytes.
 */
export function sniffKind(buf: Buffer, suffix: string): FileKind | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38]) && (buf[4] === 0x37 || buf[4] === 0x39) && buf[5] === 0x61)
    return 'gif';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buf, [0x50, 0x4b, 0x05, 0x06])) return zipKind(buf);
  if (isPlainText(buf)) return suffix === '.csv' ? 'csv' : 'txt';
  return null;
}

export interface UploadPolicy {
  /** Kinds this call accepts. */
  kinds: readonly FileKind[];
  maxBytes: number;
}

const MB = 1024 * 1024;
/** The file manager (uploadFile, uploadFiles, uploadFileFromBase64): every allowed kind, 20 MB. */
export const GENERAL_POLICY: UploadPolicy = {
  kinds: ['jpg', 'png', 'gif', 'webp', 'pdf', 'docx', 'xlsx', 'zip', 'csv', 'txt'],
  maxBytes: 20 * MB,
};
/** Avatar and signature: jpg or png, 2 MB. */
export const AVATAR_POLICY: UploadPolicy = { kinds: ['jpg', 'png'], maxBytes: 2 * MB };
/** Order artwork (print images and mock-ups, uploadArtwork, any logged-in user): spec §5, jpg/png/gif/webp, 20 MB. */
export const ARTWORK_POLICY: UploadPolicy = { kinds: ['jpg', 'png', 'gif', 'webp'], maxBytes: 20 * MB };
/** Images of form fields (uploadImage, any logged-in user): jpg or png, 2 MB. */
export const IMAGE_POLICY: UploadPolicy = { kinds: ['jpg', 'png'], maxBytes: 2 * MB };
