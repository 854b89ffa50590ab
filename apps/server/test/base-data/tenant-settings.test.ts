import { zonedDateTimeText } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { FACTORY_SETTINGS_IDS } from '../../src/modules/factorySettings/seed.ts';
import { SEED } from '../../src/seed/ids.ts';
import { factorySettingsSuite, fieldErrors } from './factory-settings-fixture.ts';

const GROUPS = ['timeZoneSetting', 'generalSetting', 'merchantSetting', 'heatBatchSetting'];

describe('tenant settings screens', () => {
  const suite = factorySettingsSuite([...GROUPS, 'numberRule']);

  const { call } = suite;
  const detail = async <T = Record<string, unknown>>(group: string, token = suite.factory) =>
    (await call<T>('GET', `/api/${group}/detail`, token)).body;
  const update = (group: string, body: unknown, token = suite.factory) =>
    call<null>('POST', `/api/${group}/update`, token, body);

  it('answers the declared defaults under saved values', async () => {
    expect((await detail('generalSetting')).result).toEqual({
      companyName: 'PrintFloor 演示工厂',
      contactPhone: '13810000001',
      defaultCourier: '顺丰速运',
      autoAuditOrders: false,
      orderReviewRequired: true,
      lowStockAlert: true,
      labelSize: 2,
      batchCutOffTimes: null,
      otherPrinterScan: 1,
    });
    expect((await detail('merchantSetting')).result).toEqual({
      defaultShippingMode: 1,
      allowNegativeBalance: false,
      settlementPeriod: 2,
      orderPullIntervalMinutes: 30,
    });
    expect((await detail('heatBatchSetting')).result).toEqual({
      maxPiecesPerBatch: 150,
      maxSheetLengthMm: 10000,
      rollWidthMm: 558.8,
      qrSizeMm: 15,
      gapMm: 5,
      groupBy: 1,
    });
    expect((await detail('timeZoneSetting')).result).toEqual({ timeZone: 'Asia/Shanghai' });
  });

  it('saves a subset of keys (keys any case, form strings converted) and keeps the rest', async () => {
    const res = await update('generalSetting', { CompanyName: 'Acme Prints', autoAuditOrders: 'true', labelSize: '4' });
    expect(res.body.code).toBe(200);
    expect((await detail('generalSetting')).result).toMatchObject({
      companyName: 'Acme Prints',
      contactPhone: '13810000001',
      autoAuditOrders: true,
      labelSize: 4,
    });
    // An optional text back to empty.
    await update('generalSetting', { defaultCourier: '' });
    expect((await detail<{ defaultCourier: unknown }>('generalSetting')).result.defaultCourier).toBeNull();
    await update('merchantSetting', { settlementPeriod: 1, orderPullIntervalMinutes: 5, allowNegativeBalance: true });
    expect((await detail('merchantSetting')).result).toEqual({
      defaultShippingMode: 1,
      allowNegativeBalance: true,
      settlementPeriod: 1,
      orderPullIntervalMinutes: 5,
    });
    await update('heatBatchSetting', { gapMm: 2.5, groupBy: 3 });
    expect((await detail('heatBatchSetting')).result).toMatchObject({ gapMm: 2.5, groupBy: 3 });
  });

  it('validates every key by its declaration', async () => {
    const errs = async (group: string, body: unknown) => fieldErrors((await update(group, body)).body);
    expect((await errs('generalSetting', { companyName: 'x'.repeat(65) })).companyName).toEqual([
      'must be at most 64 characters',
    ]);
    expect((await errs('generalSetting', { lowStockAlert: 'sometimes' })).lowStockAlert).toEqual(['must be yes or no']);
    expect((await errs('generalSetting', { labelSize: 9 })).labelSize).toEqual(['has an invalid value']);
    expect((await errs('generalSetting', { labelSize: null })).labelSize).toEqual(['is required']);
    expect((await errs('merchantSetting', { orderPullIntervalMinutes: 4 })).orderPullIntervalMinutes).toEqual([
      'must be at least 5',
    ]);
    expect((await errs('merchantSetting', { settlementPeriod: 3 })).settlementPeriod).toEqual(['has an invalid value']);
    expect((await errs('merchantSetting', { defaultShippingMode: 'abc' })).defaultShippingMode).toEqual([
      'must be a number',
    ]);
    expect((await errs('heatBatchSetting', { maxPiecesPerBatch: 0 })).maxPiecesPerBatch).toEqual([
      'must be at least 1',
    ]);
    expect((await errs('heatBatchSetting', { maxSheetLengthMm: 99 })).maxSheetLengthMm).toEqual([
      'must be at least 100',
    ]);
    expect((await errs('heatBatchSetting', { gapMm: -1 })).gapMm).toEqual(['must be at least 0']);
    expect((await errs('heatBatchSetting', { groupBy: 4 })).groupBy).toEqual(['has an invalid value']);
    expect((await errs('timeZoneSetting', { timeZone: 'Mars/Olympus' })).timeZone).toEqual(['has an invalid value']);
    expect((await errs('timeZoneSetting', { timeZone: '' })).timeZone).toEqual(['is required']);
    // Nonsense bodies: a 400, never a 500.
    for (const body of ['text', [1, 2], 42]) expect((await update('generalSetting', body)).body.code).toBe(400);
    // Nothing of the refused writes was stored.
    expect((await detail<{ labelSize: number }>('generalSetting')).result.labelSize).toBe(4);
  });

  it('needs the codes: a read-only user reads, cannot save', async () => {
    expect((await detail('generalSetting', suite.operator)).code).toBe(200);
    expect((await update('generalSetting', { companyName: 'Op' }, suite.operator)).body.code).toBe(403);
    expect((await update('timeZoneSetting', { timeZone: 'UTC' }, suite.operator)).body.code).toBe(403);
    const warehouse = await suite.server.tokenFor('warehouse', 'factory');
    expect((await detail('generalSetting', warehouse)).code).toBe(403);
  });

  it('keeps each tenant’s settings apart', async () => {
    expect((await detail<{ companyName: unknown }>('generalSetting', suite.merchant)).result.companyName).toBeNull();
    await update('generalSetting', { companyName: 'Merchant Co' }, suite.merchant);
    expect((await detail<{ companyName: unknown }>('generalSetting', suite.merchant)).result.companyName).toBe(
      'Merchant Co',
    );
    expect((await detail<{ companyName: unknown }>('generalSetting')).result.companyName).toBe('Acme Prints');
  });

  it('writes the operation log for a save', async () => {
    const count = async () =>
      (
        await asPlatform(suite.server.db, (tx) =>
          queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from sys_log_op
                 where tenant_id = ${SEED.factory.tenantId} and request_url like '%/api/generalSetting/update%'`,
          ),
        )
      )[0]?.n ?? 0;
    // The operation log is written after the response.
    for (let i = 0; i < 40 && (await count()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await count()).toBeGreaterThan(0);
  });

  describe('time zone', () => {
    const rawCreateTime = async () => {
      const [row] = await asPlatform(suite.server.db, (tx) =>
        queryRows<{ t: string }>(
          tx,
          sql`select to_char(create_time at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as t from mes_number_rule
               where tenant_id = ${SEED.factory.tenantId} and id = ${FACTORY_SETTINGS_IDS.numberRuleBase + 1}`,
        ),
      );
      return new Date(`${row?.t.replace(' ', 'T')}Z`);
    };
    const shown = zonedDateTimeText;
    const ruleCreateTime = async (token: string) =>
      (
        await call<{ createTime: string }>(
          'GET',
          `/api/numberRule/detail?id=${FACTORY_SETTINGS_IDS.numberRuleBase + 1}`,
          token,
        )
      ).body.result.createTime;

    it('writes API date-times in the tenant’s zone after it changes; other tenants keep theirs', async () => {
      const created = await rawCreateTime();
      expect(await ruleCreateTime(suite.factory)).toBe(shown(created, 'Asia/Shanghai'));
      const saved = await update('timeZoneSetting', { timeZone: 'America/Sao_Paulo' });
      expect(saved.body.code).toBe(200);
      expect((await detail('timeZoneSetting')).result).toEqual({ timeZone: 'America/Sao_Paulo' });
      // One source of truth: the tenant row.
      const [tenant] = await asPlatform(suite.server.db, (tx) =>
        queryRows<{ time_zone: string }>(tx, sql`select time_zone from sys_tenant where id = ${SEED.factory.tenantId}`),
      );
      expect(tenant?.time_zone).toBe('America/Sao_Paulo');
      // Resource rows (formatted by the database) and the envelope time follow the new zone.
      const createTime = await ruleCreateTime(suite.factory);
      expect(createTime).toBe(shown(created, 'America/Sao_Paulo'));
      expect(createTime).not.toBe(shown(created, 'Asia/Shanghai'));
      const env = await call<unknown>('GET', '/api/generalSetting/detail', suite.factory);
      const envTime = new Date(`${env.body.time.replace(' ', 'T')}-03:00`).getTime();
      expect(Math.abs(envTime - Date.now())).toBeLessThan(60_000);
      // userInfo reports the zone, and its date-times (lastLoginTime) are written in it.
      const info = await call<{ timeZone: string }>('GET', '/api/sysAuth/userInfo', suite.factory);
      expect(info.body.result.timeZone).toBe('America/Sao_Paulo');
      // The merchant tenant is unaffected.
      expect((await detail('timeZoneSetting', suite.merchant)).result).toEqual({ timeZone: 'Asia/Shanghai' });
      const mEnv = await call<unknown>('GET', '/api/generalSetting/detail', suite.merchant);
      const mTime = new Date(`${mEnv.body.time.replace(' ', 'T')}+08:00`).getTime();
      expect(Math.abs(mTime - Date.now())).toBeLessThan(60_000);
      const mInfo = await call<{ timeZone: string }>('GET', '/api/sysAuth/userInfo', suite.merchant);
      expect(mInfo.body.result.timeZone).toBe('Asia/Shanghai');
    });

    it('dates document numbers in the tenant’s zone', async () => {
      const { inTenant } = await import('../../src/db/context.ts');
      const { nextNumber } = await import('../../src/modules/factorySettings/numberRule/service.ts');
      const F = SEED.factory.tenantId;
      // 02:00 UTC on 2034-02-02 is still 2034-02-01 in São Paulo (UTC-3).
      const n = await inTenant(suite.server.db, F, (tx) =>
        nextNumber(tx, F, 'workOrder', new Date('2034-02-02T02:00:00Z')),
      );
      expect(n).toBe('WO203402010001');
      await update('timeZoneSetting', { timeZone: 'Asia/Shanghai' });
      expect(await ruleCreateTime(suite.factory)).toBe(shown(await rawCreateTime(), 'Asia/Shanghai'));
    });
  });
});
