import type { z } from 'zod';
import type { LocalizedText } from './i18n/labels.ts';
import type { Language } from './languages.ts';

/** A problem of a JSON document (a form design, a print template): where (`fields.1.label.en`, `/` = the whole) and what, in the caller's language. */
export interface JsonDocumentIssue {
  path: string;
  detail: string;
}

/** Messages of a document's problems; `notJson` and `unknownKey` (the fallback for an issue without one of these keys) are required. */
export type DocumentProblems = Record<'notJson' | 'unknownKey', LocalizedText> & Record<string, LocalizedText>;

/** The first issue of a failed parse as a path and the message its key names (zod issues carry the problem key as message). */
export function documentIssueOf(
  issues: readonly z.core.$ZodIssue[],
  problems: DocumentProblems,
  lang: Language,
): JsonDocumentIssue {
  const issue = issues[0] as z.core.$ZodIssue;
  const text = Object.hasOwn(problems, issue.message) ? problems[issue.message] : problems.unknownKey;
  return { path: issue.path.map(String).join('.') || '/', detail: (text as LocalizedText)[lang] };
}

/**
 * Parses a document from its JSON text (or an already parsed value) with its schema: the value, or
 * its first problem in `lang`. One rule for every JSON document the designers save.
 */
export function parseJsonDocument<T>(
  input: unknown,
  schema: z.ZodType,
  problems: DocumentProblems,
  lang: Language,
): { ok: true; value: T } | { ok: false; issue: JsonDocumentIssue } {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, issue: { path: '/', detail: problems.notJson[lang] } };
    }
  }
  const r = schema.safeParse(value);
  return r.success
    ? { ok: true, value: r.data as T }
    : { ok: false, issue: documentIssueOf(r.error.issues, problems, lang) };
}
