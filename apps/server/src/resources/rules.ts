import type { Language, Resource } from '@printfloor/contract';
import { ValidationError } from '../errors.ts';
import { translateValidation } from '../http/i18n.ts';
import type { Row } from './types.ts';

/**
 * The declaration's cross-field rules on a partial update. The request schema checks a rule only
 * when the body carries all its fields, so `{id, safeStock}` is checked here against the stored
 * minimum and maximum (and `{id, netWeight}` against the stored gross weight). Rules none of whose
 * fields the update touches are left alone.
 */
export function checkRulesOnUpdate(resource: Resource, lang: Language, input: Row, before: Row): void {
  const merged: Row = { ...before };
  for (const [key, value] of Object.entries(input)) if (value !== undefined) merged[key] = value;
  const fields: Record<string, string[]> = {};
  for (const rule of resource.rules ?? []) {
    if (!rule.fields.some((f) => input[f] !== undefined)) continue;
    if (rule.fields.some((f) => merged[f] === null || merged[f] === undefined)) continue;
    if (rule.check(merged)) continue;
    fields[rule.path] = [...(fields[rule.path] ?? []), translateValidation(lang, rule.message)];
  }
  if (Object.keys(fields).length) throw new ValidationError(fields);
}
