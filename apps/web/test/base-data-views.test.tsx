import { BASE_DATA_RESOURCES, listFields, type Resource, shopAuthorizationResource } from '@printfloor/contract';
import { screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { resolveView, viewRegistry } from '../src/router/viewRegistry.ts';
import { fetchStub, grant, inEnglish, ok, renderAt } from './helpers.tsx';

/** One list row with a recognisable name (and code) per resource. */
function row(resource: Resource) {
  return {
    id: 7,
    name: `Row of ${resource.name}`,
    code: `${resource.name.toUpperCase()}-01`,
    status: 1,
    createTime: '2026-01-02 10:00:00',
  };
}

inEnglish({ emptyDictionaries: true });

describe('base data views (menu components /base/<name>/index)', () => {
  // The factory's store authorization is an orders declaration shown under Base data.
  for (const resource of [...BASE_DATA_RESOURCES, shopAuthorizationResource]) {
    const component = `/base/${resource.name}/index`;

    it(`${component} exists and renders the ${resource.name} resource page`, async () => {
      const view = resolveView(component, viewRegistry);
      expect(view?.kind, component).toBe('view');
      if (view?.kind !== 'view') throw new Error(`${component} is not a view`);
      expect(view.key).toBe(component);
      const mod = await view.load();

      grant(Object.values(resource.permissions));
      const stub = fetchStub({
        [`POST /api/${resource.name}/page`]: () =>
          ok({
            page: 1,
            pageSize: 20,
            total: 1,
            totalPages: 1,
            items: [row(resource)],
            hasPrevPage: false,
            hasNextPage: false,
          }),
      });
      renderAt(`/admin${component.replace('/index', '')}`, createElement(mod.default));

      await screen.findByText(`Row of ${resource.name}`);
      expect(stub.paths()).toContain(`POST /api/${resource.name}/page`);
      expect(screen.getAllByText(resource.title.en).length).toBeGreaterThan(0);
      const headers = [...document.querySelectorAll('th')].map((h) => h.textContent ?? '');
      for (const field of listFields(resource).slice(0, 3)) {
        expect(
          headers.some((h) => h.includes(field.label.en)),
          `${resource.name}.${field.key}`,
        ).toBe(true);
      }
    });
  }
});
