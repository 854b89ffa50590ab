import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { FACTORY_SETTINGS_IDS } from '../../src/modules/factorySettings/seed.ts';
import { factorySettingsSuite, fieldErrors } from './factory-settings-fixture.ts';

interface Setting {
  id: number;
  name: string;
  copies: number;
  passes: number;
  marginTop: number;
  direction: number;
  speed: number;
  mirror: boolean;
  skipWhite: boolean;
  colourBar: boolean;
  layoutRows: number;
  layoutColumns: number;
  rowGap: number;
  columnGap: number;
  isDefault: boolean;
  status: number;
}

describe('heat (DTF) print settings', () => {
  const suite = factorySettingsSuite(['heatPrintSetting']);

  const { call } = suite;
  const add = (body: unknown, token = suite.factory) => call<number>('POST', '/api/heatPrintSetting/add', token, body);
  const detail = async (id: number, token = suite.factory) =>
    (await call<Setting>('GET', `/api/heatPrintSetting/detail?id=${id}`, token)).body.result;
  const defaults = () =>
    asPlatform(suite.server.db, (tx) =>
      queryRows<{ id: number; tenant_id: number }>(
        tx,
        sql`select id, tenant_id from mes_heat_print_setting where is_default and not is_delete order by tenant_id`,
      ),
    ).then((rows) => rows.map((r) => Number(r.id)));

  it('seeds a default setting and adds with the declared defaults', async () => {
    expect(await detail(FACTORY_SETTINGS_IDS.heatPrint)).toMatchObject({ name: 'DTF 60 cm 卷材', isDefault: true });
    const { body } = await add({ name: 'Plain' });
    expect(body.code).toBe(200);
    expect(await detail(body.result)).toMatchObject({
      copies: 1,
      passes: 4,
      marginTop: 0,
      direction: 2,
      speed: 2,
      mirror: true,
      skipWhite: false,
      colourBar: false,
      layoutRows: 1,
      layoutColumns: 1,
      rowGap: 0,
      columnGap: 0,
      isDefault: false,
      status: 1,
    });
  });

  it('validates every field', async () => {
    expect(fieldErrors((await add({})).body).name).toEqual(['is required']);
    const bad = async (extra: Record<string, unknown>) => fieldErrors((await add({ name: 'x', ...extra })).body);
    expect((await bad({ copies: 0 })).copies).toEqual(['must be at least 1']);
    expect((await bad({ copies: 1000 })).copies).toEqual(['must be at most 999']);
    expect((await bad({ passes: 17 })).passes).toEqual(['must be at most 16']);
    expect((await bad({ passes: 0 })).passes).toEqual(['must be at least 1']);
    for (const key of ['marginTop', 'marginBottom', 'marginLeft', 'marginRight', 'rowGap', 'columnGap'])
      expect((await bad({ [key]: -0.5 }))[key], key).toEqual(['must be at least 0']);
    expect((await bad({ marginTop: 1.25 })).marginTop).toEqual(['may have at most 1 decimals']);
    expect((await bad({ direction: 3 })).direction).toEqual(['has an invalid value']);
    expect((await bad({ speed: 0 })).speed).toEqual(['has an invalid value']);
    expect((await bad({ layoutRows: 0 })).layoutRows).toEqual(['must be at least 1']);
    expect((await bad({ layoutColumns: 0 })).layoutColumns).toEqual(['must be at least 1']);
    expect((await bad({ mirror: 'perhaps' })).mirror).toEqual(['must be yes or no']);
    expect((await bad({ copies: 'abc' })).copies).toEqual(['must be a number']);
  });

  it('keeps one default per tenant', async () => {
    const { body } = await add({ name: 'New default', isDefault: true, marginTop: 2.5 });
    expect(await defaults()).toEqual([body.result]);
    expect((await detail(body.result)).marginTop).toBe(2.5);
    await call('POST', '/api/heatPrintSetting/update', suite.factory, {
      id: FACTORY_SETTINGS_IDS.heatPrint,
      isDefault: true,
    });
    expect(await defaults()).toEqual([FACTORY_SETTINGS_IDS.heatPrint]);
  });

  it('refuses writers without the codes and keeps other tenants out', async () => {
    expect((await call('POST', '/api/heatPrintSetting/page', suite.operator, {})).body.code).toBe(200);
    expect((await add({ name: 'op' }, suite.operator)).body.code).toBe(403);
    expect(
      (await call<{ total: number }>('POST', '/api/heatPrintSetting/page', suite.merchant, {})).body.result.total,
    ).toBe(0);
    expect(await detail(FACTORY_SETTINGS_IDS.heatPrint, suite.merchant)).toBeNull();
    const own = await add({ name: 'Merchant default', isDefault: true }, suite.merchant);
    expect(own.body.code).toBe(200);
    // Both tenants keep their own default.
    expect((await defaults()).sort()).toEqual([FACTORY_SETTINGS_IDS.heatPrint, own.body.result].sort());
  });
});
