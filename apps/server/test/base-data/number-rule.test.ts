import { NUMBER_TARGETS } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { nextNumber } from '../../src/modules/factorySettings/numberRule/service.ts';
import { FACTORY_SETTINGS_IDS } from '../../src/modules/factorySettings/seed.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { SETUP_TIMEOUT } from '../helpers/suite.ts';
import { factorySettingsSuite, fieldErrors } from './factory-settings-fixture.ts';

interface Rule {
  id: number;
  targetForm: number;
  prefix: string;
  timePart: number;
  serialDigits: number;
  status: number;
  tenantId: number;
}
interface Page<T> {
  total: number;
  items: T[];
}

const F: number = SEED.factory.tenantId;
const M: number = SEED.merchant.tenantId;
const WORK_ORDER_RULE = FACTORY_SETTINGS_IDS.numberRuleBase + 1;

describe('numbering rules: validation, generator, preview, tenancy', () => {
  const suite = factorySettingsSuite(['numberRule']);

  const { call } = suite;
  const add = (body: unknown, token = suite.factory) => call<number>('POST', '/api/numberRule/add', token, body);
  const update = (body: unknown) => call<null>('POST', '/api/numberRule/update', suite.factory, body);
  const take = (target: Parameters<typeof nextNumber>[2], now?: Date, tenantId = F) =>
    inTenant(suite.server.db, tenantId, (tx) => nextNumber(tx, tenantId, target, now));

  it('seeds one enabled rule per document for the factory tenant (WO + yyyyMMdd + 4)', async () => {
    const { body } = await call<Page<Rule>>('POST', '/api/numberRule/page', suite.factory, { pageSize: 50 });
    expect(body.code).toBe(200);
    expect(body.result.total).toBe(NUMBER_TARGETS.length);
    expect(body.result.items.find((r) => r.targetForm === 1)).toMatchObject({
      id: WORK_ORDER_RULE,
      prefix: 'WO',
      timePart: 3,
      serialDigits: 4,
      status: 1,
    });
  });

  describe('validation', () => {
    // The settlement rule is deleted first so that a valid body for it can be added.
    beforeAll(async () => {
      const del = await call('POST', '/api/numberRule/delete', suite.factory, {
        id: FACTORY_SETTINGS_IDS.numberRuleBase + 10,
      });
      expect(del.body.code).toBe(200);
    });
    const valid = { targetForm: 10, prefix: 'ST', timePart: 2, serialDigits: 5 };

    it('requires the target form, the prefix and the serial digits', async () => {
      const { body } = await add({});
      const errors = fieldErrors(body);
      expect(errors.targetForm).toEqual(['is required']);
      expect(errors.prefix).toEqual(['is required']);
      expect(errors.serialDigits).toBeUndefined(); // defaults to 4
      expect(fieldErrors((await add({ ...valid, serialDigits: null, prefix: '' })).body)).toMatchObject({
        prefix: ['is required'],
      });
    });

    it('refuses an unknown target form and time part', async () => {
      expect(fieldErrors((await add({ ...valid, targetForm: 99 })).body).targetForm).toEqual(['has an invalid value']);
      expect(fieldErrors((await add({ ...valid, timePart: 7 })).body).timePart).toEqual(['has an invalid value']);
    });

    it('accepts 1–8 letters or digits as prefix (2–4 suggested) and refuses anything else', async () => {
      expect(fieldErrors((await add({ ...valid, prefix: 'ABCDEFGHI' })).body).prefix).toEqual([
        'must be at most 8 characters',
      ]);
      expect(fieldErrors((await add({ ...valid, prefix: 'S-T' })).body).prefix).toEqual(['has an invalid value']);
      expect(fieldErrors((await add({ ...valid, prefix: 'S T' })).body).prefix).toEqual(['has an invalid value']);
    });

    it('wants the serial digits numeric, whole and greater than 0, at most 12', async () => {
      const msg = async (serialDigits: unknown) =>
        fieldErrors((await add({ ...valid, serialDigits })).body).serialDigits;
      expect(await msg(0)).toEqual(['must be greater than 0']);
      expect(await msg(-3)).toEqual(['must be greater than 0']);
      expect(await msg('abc')).toEqual(['must be a number']);
      expect(await msg(2.5)).toEqual(['must be a whole number']);
      expect(await msg(13)).toEqual(['must be at most 12']);
    });

    it('adds a valid rule and keeps one rule per document', async () => {
      const { body } = await add(valid);
      expect(body.code).toBe(200);
      const dup = await add({ ...valid, prefix: 'XX' });
      expect(dup.body.code).toBe(400);
      expect(dup.body.message).toBe('[R0002] Target form already exists');
      // An update to another document's target is refused the same way.
      const moved = await update({ id: body.result, targetForm: 1 });
      expect(moved.body.message).toBe('[R0002] Target form already exists');
    });
  });

  describe('generator', () => {
    const setRule = async (timePart: number, prefix = 'WO', serialDigits = 4) => {
      const { body } = await update({ id: WORK_ORDER_RULE, timePart, prefix, serialDigits });
      expect(body.code).toBe(200);
    };
    // 2031-03-04 23:30:15 UTC is 2031-03-05 07:30:15 in Asia/Shanghai (the tenant's zone).
    const clock = new Date('2031-03-04T23:30:15Z');

    it('formats each time part in the tenant zone, with the zero-padded serial', async () => {
      await setRule(1);
      expect(await take('workOrder', clock)).toBe('WO20310001');
      await setRule(2);
      expect(await take('workOrder', clock)).toBe('WO2031030001');
      await setRule(3);
      expect(await take('workOrder', clock)).toBe('WO203103050001');
      await setRule(4, 'W1', 6);
      expect(await take('workOrder', clock)).toBe('W120310305073015000001');
      // The stored value works too.
      expect(await take(1, clock)).toBe('W120310305073015000002');
    });

    it('counts up inside a period and restarts when the period changes', async () => {
      await setRule(3, 'WO', 4);
      const day = new Date('2031-06-01T02:00:00Z');
      expect(await take('workOrder', day)).toBe('WO203106010001');
      expect(await take('workOrder', day)).toBe('WO203106010002');
      expect(await take('workOrder', new Date('2031-06-01T15:59:59Z'))).toBe('WO203106010003'); // 23:59:59 local
      expect(await take('workOrder', new Date('2031-06-01T16:00:00Z'))).toBe('WO203106020001'); // next local day
      expect(await take('workOrder', day)).toBe('WO203106010004'); // the earlier period keeps its own counter
    });

    it('writes a serial beyond its digits in full rather than cutting it', async () => {
      await setRule(1, 'BIG', 1);
      const y = new Date('2040-01-01T00:00:00Z');
      const got: string[] = [];
      for (let i = 0; i < 11; i++) got.push(await take('workOrder', y));
      expect(got[0]).toBe('BIG20401');
      expect(got[9]).toBe('BIG204010');
      expect(new Set(got).size).toBe(11);
      await setRule(3, 'WO', 4);
    });

    it('rolls the serial back with the caller’s transaction', async () => {
      const day = new Date('2031-07-01T02:00:00Z');
      await expect(
        inTenant(suite.server.db, F, async (tx) => {
          await nextNumber(tx, F, 'workOrder', day);
          throw new Error('document write failed');
        }),
      ).rejects.toThrow('document write failed');
      expect(await take('workOrder', day)).toBe('WO203107010001');
    });

    it('answers N1001 when the document has no enabled rule', async () => {
      await expect(take('heatBatch', clock, M)).rejects.toMatchObject({ errorCode: 'N1001' });
      const disable = await call('POST', '/api/numberRule/setStatus', suite.factory, {
        id: FACTORY_SETTINGS_IDS.numberRuleBase + 8,
        status: 2,
      });
      expect(disable.body.code).toBe(200);
      await expect(take('heatBatch', clock)).rejects.toMatchObject({
        errorCode: 'N1001',
        params: { target: 'Heat-print batch' },
      });
      await call('POST', '/api/numberRule/setStatus', suite.factory, {
        id: FACTORY_SETTINGS_IDS.numberRuleBase + 8,
        status: 1,
      });
      expect(await take('heatBatch', clock)).toMatch(/^HB20310305\d{4}$/);
    });

    // PGlite has one connection, so there the 200 calls queue one behind the other: the test checks the
    // numbering, not the locking. On PostgreSQL they race over a pool of 5 (the two-instance test below too).
    it(
      process.env.PRINTFLOOR_TEST_DB === 'pg'
        ? 'hands out distinct numbers to 200 concurrent callers of one instance (PostgreSQL pool: real races)'
        : 'hands out distinct numbers to 200 callers of one instance (serialized by the single PGlite connection)',
      async () => {
        const day = new Date('2032-01-01T02:00:00Z');
        const got = await Promise.all(Array.from({ length: 200 }, () => take('batch', day)));
        expect(new Set(got).size).toBe(200);
        const serials = got.map((n) => Number(n.slice(-4))).sort((a, b) => a - b);
        expect(serials[0]).toBe(1);
        expect(serials[199]).toBe(200);
      },
      SETUP_TIMEOUT,
    );
  });

  describe('preview', () => {
    it('shows the next number without taking it', async () => {
      const first = await call<{ number: string; serial: number; ruleId: number }>(
        'GET',
        `/api/numberRule/preview?id=${FACTORY_SETTINGS_IDS.numberRuleBase + 9}`,
        suite.factory,
      );
      expect(first.body.code).toBe(200);
      expect(first.body.result.number).toMatch(/^SO\d{8}0001$/);
      const again = await call<{ number: string }>(
        'GET',
        `/api/numberRule/preview?id=${FACTORY_SETTINGS_IDS.numberRuleBase + 9}`,
        suite.factory,
      );
      expect(again.body.result.number).toBe(first.body.result.number);
      expect(await take('order')).toBe(first.body.result.number);
      const after = await call<{ serial: number }>(
        'GET',
        `/api/numberRule/preview?id=${FACTORY_SETTINGS_IDS.numberRuleBase + 9}`,
        suite.factory,
      );
      expect(after.body.result.serial).toBe(2);
    });

    it('validates the id and answers null for an unknown rule', async () => {
      expect((await call('GET', '/api/numberRule/preview', suite.factory)).body.code).toBe(400);
      expect((await call('GET', '/api/numberRule/preview?id=abc', suite.factory)).body.code).toBe(400);
      expect((await call('GET', '/api/numberRule/preview?id=99', suite.factory)).body.result).toBeNull();
    });
  });

  describe('permissions and tenancy', () => {
    it('lets a read-only user list but not write or preview', async () => {
      expect((await call('POST', '/api/numberRule/page', suite.operator, {})).body.code).toBe(200);
      expect((await add({ targetForm: 10, prefix: 'ZZ' }, suite.operator)).body.code).toBe(403);
      expect((await call('GET', `/api/numberRule/preview?id=${WORK_ORDER_RULE}`, suite.operator)).body.code).toBe(403);
    });

    it('shows another tenant none of the factory rules, and lets it keep its own', async () => {
      const page = await call<Page<Rule>>('POST', '/api/numberRule/page', suite.merchant, {});
      expect(page.body.code).toBe(200);
      expect(page.body.result.total).toBe(0);
      expect(
        (await call('GET', `/api/numberRule/detail?id=${WORK_ORDER_RULE}`, suite.merchant)).body.result,
      ).toBeNull();
      expect(
        (await call('GET', `/api/numberRule/preview?id=${WORK_ORDER_RULE}`, suite.merchant)).body.result,
      ).toBeNull();
      const upd = await call('POST', '/api/numberRule/update', suite.merchant, { id: WORK_ORDER_RULE, prefix: 'HACK' });
      expect(upd.body.message).toContain('R0001');
      // The merchant may use the same target for its own rule (unique per tenant).
      const own = await add({ targetForm: 1, prefix: 'MW', timePart: 3, serialDigits: 3 }, suite.merchant);
      expect(own.body.code).toBe(200);
      expect(await take('workOrder', new Date('2031-03-04T23:30:15Z'), M)).toBe('MW20310305001');
      const rows = await asPlatform(suite.server.db, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from mes_number_rule where prefix = 'HACK'`),
      );
      expect(rows[0]?.n).toBe(0);
    });
  });
});

/**
 * Two server instances (own pools, own caches) on one PostgreSQL database, each firing 200
 * concurrent nextNumber calls: 400 distinct numbers, serials 1…400.
 */
describe.runIf(process.env.PRINTFLOOR_TEST_DB === 'pg')('numbering under concurrency on two instances', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await createTestServer();
    b = await createTestServer({ sameDatabaseAs: a });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it(
    'never hands out the same number twice',
    async () => {
      const day = new Date('2033-05-05T05:00:00Z');
      const fire = (server: TestServer) =>
        Array.from({ length: 200 }, () => inTenant(server.db, F, (tx) => nextNumber(tx, F, 'workOrder', day)));
      const got = await Promise.all([...fire(a), ...fire(b)]);
      expect(got).toHaveLength(400);
      expect(new Set(got).size).toBe(400);
      const serials = got.map((n) => Number(n.slice(-4))).sort((x, y) => x - y);
      expect(serials[0]).toBe(1);
      expect(serials[399]).toBe(400);
      expect(got.every((n) => n.startsWith('WO20330505'))).toBe(true);
    },
    SETUP_TIMEOUT,
  );
});
