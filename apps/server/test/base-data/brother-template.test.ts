import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { FACTORY_SETTINGS_IDS } from '../../src/modules/factorySettings/seed.ts';
import { SEED } from '../../src/seed/ids.ts';
import { factorySettingsSuite, fieldErrors } from './factory-settings-fixture.ts';

interface Template {
  id: number;
  code: string;
  name: string;
  imageWidth: number;
  imageHeight: number;
  zoom: number;
  offsetLeft: number;
  offsetTop: number;
  rgb: string;
  angle: number;
  isDefault: boolean;
  status: number;
  platen: number;
  inkMode: number;
  highlight: number | null;
  mask: number | null;
  choke: number | null;
  inkVolume: number | null;
  multiPass: boolean;
  uniDirectional: boolean;
}
interface Page<T> {
  total: number;
  items: T[];
}

const I = FACTORY_SETTINGS_IDS;

describe('Brother GTX templates', () => {
  const suite = factorySettingsSuite(['brotherTemplate']);

  const { call } = suite;
  const add = (body: unknown, token = suite.factory) => call<number>('POST', '/api/brotherTemplate/add', token, body);
  const detail = async (id: number, token = suite.factory) =>
    (await call<Template>('GET', `/api/brotherTemplate/detail?id=${id}`, token)).body.result;
  const base = { code: 'T-1', name: 'Test', imageWidth: 3000, imageHeight: 3500 };
  const defaults = async (tenantId: number = SEED.factory.tenantId) =>
    asPlatform(suite.server.db, (tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`select id from mes_brother_template where tenant_id = ${tenantId} and is_default and not is_delete`,
      ),
    ).then((rows) => rows.map((r) => Number(r.id)));

  it('seeds two templates, one of them the default', async () => {
    const { body } = await call<Page<Template>>('POST', '/api/brotherTemplate/page', suite.factory, {});
    expect(body.result.total).toBe(2);
    expect(await defaults()).toEqual([I.brotherDark]);
    expect(await detail(I.brotherDark)).toMatchObject({
      code: 'GTX-DARK',
      imageWidth: 3556,
      zoom: 100,
      rgb: '#FFFFFF',
      inkMode: 2,
      highlight: 5,
      mask: 3,
      choke: 2,
      inkVolume: null,
      isDefault: true,
    });
  });

  it('adds with the declared defaults', async () => {
    const { body } = await add(base);
    expect(body.code).toBe(200);
    expect(await detail(body.result)).toMatchObject({
      zoom: 100,
      offsetLeft: 0,
      offsetTop: 0,
      rgb: '#FFFFFF',
      angle: 0,
      isDefault: false,
      status: 1,
      platen: 0,
      inkMode: 2,
      multiPass: false,
      uniDirectional: false,
    });
  });

  it('validates every field', async () => {
    const errors = fieldErrors((await add({})).body);
    for (const key of ['code', 'name', 'imageWidth', 'imageHeight']) expect(errors[key]).toEqual(['is required']);
    const bad = async (extra: Record<string, unknown>) =>
      fieldErrors((await add({ ...base, code: 'X', ...extra })).body);
    expect((await bad({ imageWidth: 0 })).imageWidth).toEqual(['must be at least 1']);
    expect((await bad({ imageHeight: 10000 })).imageHeight).toEqual(['must be at most 9999']);
    expect((await bad({ zoom: 0 })).zoom).toEqual(['must be at least 1']);
    expect((await bad({ zoom: 401 })).zoom).toEqual(['must be at most 400']);
    expect((await bad({ offsetLeft: -1 })).offsetLeft).toEqual(['must be at least 0']);
    expect((await bad({ offsetTop: 1.5 })).offsetTop).toEqual(['must be a whole number']);
    for (const rgb of ['#FFF', 'FFFFFF', '#GGGGGG', 'red'])
      expect((await bad({ rgb })).rgb, rgb).toEqual(['has an invalid value']);
    expect((await bad({ angle: 45 })).angle).toEqual(['has an invalid value']);
    expect((await bad({ platen: 5 })).platen).toEqual(['has an invalid value']);
    expect((await bad({ inkMode: 4 })).inkMode).toEqual(['has an invalid value']);
    expect((await bad({ highlight: 10 })).highlight).toEqual(['must be at most 9']);
    expect((await bad({ mask: 0 })).mask).toEqual(['must be at least 1']);
    expect((await bad({ choke: 11 })).choke).toEqual(['must be at most 10']);
    expect((await bad({ inkMode: 0, inkVolume: 11 })).inkVolume).toEqual(['must be at most 10']);
    expect((await bad({ multiPass: 'maybe' })).multiPass).toEqual(['must be yes or no']);
    const dup = await add({ ...base, code: 'GTX-DARK' });
    expect(dup.body.message).toBe('[R0002] Code already exists');
  });

  it('refuses GTX settings that do not apply to the ink mode', async () => {
    const refused = async (extra: Record<string, unknown>) =>
      Object.keys(fieldErrors((await add({ ...base, code: 'INK', ...extra })).body));
    expect(await refused({ inkMode: 0, highlight: 3 })).toEqual(['highlight']);
    expect(await refused({ inkMode: 3, mask: 2 })).toEqual(['mask']);
    expect(await refused({ inkMode: 1, choke: 2 })).toEqual(['choke']);
    expect(await refused({ inkMode: 2, inkVolume: 5 })).toEqual(['inkVolume']);
    expect(await refused({ inkMode: 1, multiPass: true })).toEqual(['multiPass']);
    // Allowed combinations.
    expect((await add({ ...base, code: 'INK-W', inkMode: 1, highlight: 9, mask: 5 })).body.code).toBe(200);
    expect((await add({ ...base, code: 'INK-C', inkMode: 0, inkVolume: 10, multiPass: true })).body.code).toBe(200);
    expect(
      (await add({ ...base, code: 'INK-CW', inkMode: 2, choke: 0, highlight: 1, multiPass: true })).body.code,
    ).toBe(200);
  });

  it('on update: refuses a setting the stored ink mode excludes, clears stored settings when the ink mode changes', async () => {
    const { body } = await add({ ...base, code: 'UPD', inkMode: 2, highlight: 4, mask: 2, choke: 3, multiPass: true });
    const id = body.result;
    // The ink mode is stored as colour + white: ink volume does not apply.
    const refused = await call('POST', '/api/brotherTemplate/update', suite.factory, { id, inkVolume: 4 });
    expect(Object.keys(fieldErrors(refused.body))).toEqual(['inkVolume']);
    // Switching to colour only drops highlight, mask and choke, keeps multi-pass, and takes the new ink volume.
    const switched = await call('POST', '/api/brotherTemplate/update', suite.factory, { id, inkMode: 0, inkVolume: 4 });
    expect(switched.body.code).toBe(200);
    expect(await detail(id)).toMatchObject({
      inkMode: 0,
      highlight: null,
      mask: null,
      choke: null,
      inkVolume: 4,
      multiPass: true,
    });
    // White only: ink volume and multi-pass go.
    await call('POST', '/api/brotherTemplate/update', suite.factory, { id, inkMode: 1 });
    expect(await detail(id)).toMatchObject({ inkMode: 1, inkVolume: null, multiPass: false });
  });

  it('setDefault makes a template the only default of the tenant', async () => {
    const res = await call('POST', '/api/brotherTemplate/setDefault', suite.factory, { id: I.brotherLight });
    expect(res.body.code).toBe(200);
    expect(await defaults()).toEqual([I.brotherLight]);
    expect((await detail(I.brotherDark)).isDefault).toBe(false);
    // Unknown / missing ids.
    expect((await call('POST', '/api/brotherTemplate/setDefault', suite.factory, { id: 42 })).body.message).toContain(
      'R0001',
    );
    expect((await call('POST', '/api/brotherTemplate/setDefault', suite.factory, {})).body.code).toBe(400);
  });

  it('adding or editing a template as default clears the previous default', async () => {
    const { body } = await add({ ...base, code: 'DEF-NEW', isDefault: true });
    expect(await defaults()).toEqual([body.result]);
    await call('POST', '/api/brotherTemplate/update', suite.factory, { id: I.brotherDark, isDefault: true });
    expect(await defaults()).toEqual([I.brotherDark]);
  });

  it('refuses writers without the codes and keeps other tenants out', async () => {
    expect((await call('POST', '/api/brotherTemplate/page', suite.operator, {})).body.code).toBe(200);
    expect((await add({ ...base, code: 'OP' }, suite.operator)).body.code).toBe(403);
    expect(
      (await call('POST', '/api/brotherTemplate/setDefault', suite.operator, { id: I.brotherLight })).body.code,
    ).toBe(403);
    const page = await call<Page<Template>>('POST', '/api/brotherTemplate/page', suite.merchant, {});
    expect(page.body.result.total).toBe(0);
    expect(await detail(I.brotherDark, suite.merchant)).toBeNull();
    // setDefault on another tenant's id: not found, and the factory default is untouched.
    const other = await call('POST', '/api/brotherTemplate/setDefault', suite.merchant, { id: I.brotherLight });
    expect(other.body.message).toContain('R0001');
    expect(await defaults()).toEqual([I.brotherDark]);
    // The merchant's own default does not disturb the factory's.
    const own = await add({ ...base, code: 'M-1', isDefault: true }, suite.merchant);
    expect(own.body.code).toBe(200);
    expect(await defaults()).toEqual([I.brotherDark]);
    expect(await defaults(SEED.merchant.tenantId)).toEqual([own.body.result]);
  });
});
