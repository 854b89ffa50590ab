import { describe, expect, it } from 'vitest';
import {
  ADMIN_MISC_RESOURCES,
  addSchema,
  BASE_DATA_RESOURCES,
  EVENT_RESOURCES,
  FACTORY_SETTINGS_RESOURCES,
  materialResource,
  NOTICE_RESOURCES,
  NUMBER_TARGETS,
  PRODUCTION_DATA_RESOURCES,
  productResource,
  SYSTEM_RESOURCES,
  updateSchema,
  WORKFORCE_RESOURCES,
} from '../src/index.ts';

const RESOURCES = [
  ...ADMIN_MISC_RESOURCES,
  ...BASE_DATA_RESOURCES,
  ...EVENT_RESOURCES,
  ...FACTORY_SETTINGS_RESOURCES,
  ...NOTICE_RESOURCES,
  ...PRODUCTION_DATA_RESOURCES,
  ...SYSTEM_RESOURCES,
  ...WORKFORCE_RESOURCES,
];

describe('numbered codes (FieldDef.numbered)', () => {
  it('every numbered field names a numbering target', () => {
    const keys = new Set<string>(NUMBER_TARGETS.map((t) => t.key));
    const numbered = RESOURCES.flatMap((r) => r.fieldList.filter((f) => f.numbered).map((f) => [r.name, f.numbered]));
    expect(numbered).toEqual(
      expect.arrayContaining([
        ['product', 'product'],
        ['material', 'material'],
      ]),
    );
    for (const [, target] of numbered) expect(keys.has(target as string), String(target)).toBe(true);
  });

  it('may be left empty on add (the server numbers it) but not emptied on update', () => {
    for (const r of [productResource, materialResource]) {
      const add = addSchema(r).safeParse({});
      const codeIssues = add.success ? [] : add.error.issues.filter((i) => i.path[0] === 'code');
      expect(codeIssues, r.name).toEqual([]);
      const update = updateSchema(r).safeParse({ id: 1, code: '' });
      expect(update.success, r.name).toBe(false);
      if (!update.success) expect(update.error.issues.some((i) => i.path[0] === 'code')).toBe(true);
    }
  });
});
