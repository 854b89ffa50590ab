import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { CUT_OFF_JOB, latestCutOff } from '../../src/modules/production/batching/cut-off.ts';
import { dateIn, wallTime } from '../../src/modules/production/schedule/time.ts';
import { jobHandlerNamed } from '../../src/modules/sysJob/registry.ts';
import { SEED } from '../../src/seed/ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Row } from './floor.ts';

/**
 * Cut-off release by the scheduled job (issue 15): the factory's general settings name its cut-off
 * times; the registered job `batchCutOff` releases the partial batches (as *Release now*) at a
 * cut-off, not before, and a second run of the same cut-off releases nothing.
 */

const T = SEED.factory.tenantId;
const MINUTE = 60_000;

describe('production: batch cut-off job', () => {
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    {
      // The test fires the job itself at chosen instants; the scheduler would fire it on the real clock.
      server: { jobScheduler: false },
      setup: (server) => mapSkus(server, [{ skuCode: 'CUT-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]),
    },
  );
  const { factory, ok, orderOf, workOrdersOf, passedOrder } = floorCalls(suite);
  // Registered by the production domain when the server registers its routes.
  const job = () => jobHandlerNamed(CUT_OFF_JOB);
  const run = (at: number) =>
    job()?.handler({
      services: suite.server.services,
      jobId: CUT_OFF_JOB,
      triggerId: 't',
      fireTime: new Date(at),
      attempt: 1,
      properties: {},
      instanceId: 'test',
      signal: new AbortController().signal,
    }) as Promise<{ tenantId: number; batches: number; pieces: number }[]>;

  it('the latest cut-off at or before an instant, in the zone, across midnight', () => {
    const tz = 'Asia/Shanghai';
    const noon = wallTime('2026-03-10', '12:00', tz);
    expect(latestCutOff(['12:00', '17:30'], tz, noon)).toBe(noon);
    expect(latestCutOff(['12:00', '17:30'], tz, noon - 1)).toBe(wallTime('2026-03-09', '17:30', tz));
    expect(latestCutOff(['12:00', '17:30'], tz, noon + 5 * 3_600_000)).toBe(noon);
    expect(latestCutOff([], tz, noon)).toBeNull();
  });

  it('refuses a cut-off list that is not HH:mm times', async () => {
    const bad = await factory().post('/api/generalSetting/update', { batchCutOffTimes: '12:00, 25:00' });
    expect(bad.body.code).not.toBe(200);
  });

  it('releases the partial batches at the cut-off, not before, and once', async () => {
    expect(job()).toBeDefined();
    await ok('factory', '/api/batchStrategy/add', {
      code: 'S-CUT',
      name: 'Cut-off DTG',
      printKind: 1,
      slots: 500,
      mixedSku: true,
      releasePartial: true,
      orderNo: 0,
    });
    const id = await passedOrder([['CUT-DTG-M', 3]]);
    const [wo] = await workOrdersOf(String((await orderOf(id)).orderCode));
    await ok('factory', '/api/workOrder/release', { id: wo?.id });
    const pieces = async () =>
      (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(wo?.id) })).body.result;
    // Not full: Auto-batch leaves them waiting.
    await ok('factory', '/api/batch/autoBatch', {});
    expect((await pieces()).every((p) => !p.batchNo)).toBe(true);

    // A cut-off a few minutes from now, in the factory's zone.
    const tz = 'Asia/Shanghai';
    const cut = Math.ceil((Date.now() + 3 * MINUTE) / MINUTE) * MINUTE;
    const hhmm = new Date(cut + 8 * 3_600_000).toISOString().slice(11, 16);
    expect(wallTime(dateIn(cut, tz), hhmm, tz)).toBe(cut);
    await ok('factory', '/api/generalSetting/update', { batchCutOffTimes: `06:00, ${hhmm}` });

    // A minute before: nothing (yesterday's cut-off passed before the times were set).
    expect(await run(cut - MINUTE)).toEqual([]);
    expect((await pieces()).every((p) => !p.batchNo)).toBe(true);

    // At the cut-off: the partial batch is made and the cut-off recorded.
    const first = await run(cut);
    const mine = first.find((r) => r.tenantId === T);
    expect(mine?.batches).toBeGreaterThanOrEqual(1);
    expect(mine?.pieces).toBeGreaterThanOrEqual(3);
    const batched = await pieces();
    expect(batched.every((p) => p.batchNo)).toBe(true);
    const batchNo = batched[0]?.batchNo;
    const [batch] = (await factory().post<{ items: Row[] }>('/api/batch/page', { batchNo, pageSize: 5 })).body.result
      .items;
    expect(batch?.createUserName).toBe('Batch cut-off job');

    // Again, at the cut-off or after it: nothing more, the same record.
    expect(await run(cut)).toEqual([]);
    expect(await run(cut + 2 * MINUTE)).toEqual([]);
    const records = await inTenant(suite.server.db, T, (tx) =>
      queryRows<{ cutoff: string; batches: number; pieces: number }>(
        tx,
        sql`select cutoff_time::text as cutoff, batches, pieces from pro_batch_cutoff where tenant_id = ${T}`,
      ),
    );
    expect(records).toHaveLength(1);
    expect(Date.parse(String(records[0]?.cutoff))).toBe(cut);
    expect(records[0]).toMatchObject({ batches: mine?.batches, pieces: mine?.pieces });
  });
});
