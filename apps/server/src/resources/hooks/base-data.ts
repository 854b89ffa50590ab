import { deviceResource, materialResource, type Resource } from '@printfloor/contract';
import { ValidationError } from '../../http/errors.ts';
import { translateValidation } from '../../http/i18n.ts';
import type { ResourceHooks } from './types.ts';

/**
 * The declaration's cross-field rules on a partial update: the request schema checks a rule only
 * when the body carries all its fields, so `{id, safeStock}` is checked here against the stored
 * minimum and maximum (and `{id, netWeight}` against the stored gross weight).
 */
export function crossFieldRulesOnUpdate(resource: Resource): ResourceHooks {
  return {
    async beforeWrite({ caller }, { action, values, before }) {
      if (action !== 'update' || !before) return;
      const merged: Record<string, unknown> = { ...before };
      for (const [key, value] of Object.entries(values)) if (value !== undefined) merged[key] = value;
      const fields: Record<string, string[]> = {};
      for (const rule of resource.rules ?? []) {
        if (!rule.fields.some((f) => values[f] !== undefined)) continue;
        if (rule.fields.some((f) => merged[f] === null || merged[f] === undefined)) continue;
        if (rule.check(merged)) continue;
        fields[rule.path] = [...(fields[rule.path] ?? []), translateValidation(caller.lang, rule.message)];
      }
      if (Object.keys(fields).length) throw new ValidationError(fields);
    },
  };
}

export const materialHooks = crossFieldRulesOnUpdate(materialResource);
export const deviceHooks = crossFieldRulesOnUpdate(deviceResource);
