import { JobRunStatus, JobTriggerStatus } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobScheduler, registerJob } from '../../src/modules/sysJob/index.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { insertJob, records, trigger } from './helpers.ts';

/**
 * The scheduler against the real claim SQL, with an injected clock: fires far in the future
 * (2035) so the servers' own real-time schedulers never find them due.
 */

const isPg = process.env.PRINTFLOOR_TEST_DB === 'pg';
const T0 = Date.parse('2035-01-01T00:00:00Z');
let a: TestServer;
let b: TestServer | undefined;
const handled: string[] = [];
let flaky = 0;

beforeAll(async () => {
  registerJob({
    jobId: 'onceJob',
    description: 'counts its runs',
    defaultCron: '0 0 1 1 *',
    handler: async (ctx) => {
      handled.push(`${ctx.jobId}:${ctx.instanceId}@${ctx.fireTime.getTime()}`);
    },
  });
  registerJob({
    jobId: 'flakyJob',
    description: 'fails twice, then works',
    defaultCron: '0 0 1 1 *',
    handler: async () => {
      flaky++;
      if (flaky < 3) throw new Error(`flaky failure ${flaky}`);
    },
  });
  registerJob({
    jobId: 'brokenJob',
    description: 'always fails',
    defaultCron: '0 0 1 1 *',
    handler: async () => {
      throw new Error('broken on purpose');
    },
  });
  a = await createTestServer();
  if (isPg) b = await createTestServer({ sameDatabaseAs: a });
  // The clock of these tests is in 2035: every default trigger would be due. Only the tests' own fire.
  await a.db.orm.execute(sql`delete from sys_job_trigger`);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

const schedulerOn = (server: TestServer, instanceId: string, clock: { now: number }) =>
  new JobScheduler(server.services, { instanceId, clock: () => new Date(clock.now) });

describe('job scheduler', () => {
  it.runIf(isPg)(
    'runs each fire exactly once with two instances on one database: 100 fires, 100 runs',
    async () => {
      await insertJob(a, { jobId: 'once100', jobType: 'onceJob', args: '* * * * * *', next: new Date(T0) });
      const clock = { now: T0 };
      const sa = schedulerOn(a, 'instance-A', clock);
      const sb = schedulerOn(b as TestServer, 'instance-B', clock);
      await Promise.all([sa.prepare(), sb.prepare()]);
      for (let i = 0; i < 100; i++) {
        clock.now = T0 + i * 1000;
        // Both instances find the same fire due at the same moment and race for it.
        await Promise.all([sa.tick(), sb.tick()]);
      }
      await Promise.all([sa.idle(), sb.idle()]);
      const rows = await records(a, 'once100');
      expect(rows).toHaveLength(100);
      expect(rows.map((r) => r.fire_ms)).toEqual(Array.from({ length: 100 }, (_, i) => T0 + i * 1000));
      expect(rows.every((r) => r.status === JobRunStatus.Succeeded)).toBe(true);
      const once = handled.filter((h) => h.startsWith('once100:'));
      expect(once).toHaveLength(100);
      expect(new Set(once.map((h) => h.split('@')[1])).size).toBe(100);
      const byA = rows.filter((r) => r.instance_id === 'instance-A').length;
      console.info(`two instances: A ran ${byA}, B ran ${100 - byA} of 100 fires`);
      expect((await trigger(a, 'once100'))?.number_of_runs).toBe(100);
      await Promise.all([sa.stop(), sb.stop()]);
    },
    60_000,
  );

  it('runs a fire missed while every instance was down once on start, not once per missed fire', async () => {
    const due = T0 + 86_400_000;
    await insertJob(a, { jobId: 'catchUp', jobType: 'onceJob', args: '* * * * *', next: new Date(due) });
    // Three and a half hours later: 210 fires were missed.
    const clock = { now: due + 3.5 * 3_600_000 };
    const first = schedulerOn(a, 'restarted-1', clock);
    await first.prepare();
    await first.tick();
    await first.tick();
    await first.idle();
    let rows = await records(a, 'catchUp');
    expect(rows.map((r) => r.fire_ms)).toEqual([due]);
    expect((await trigger(a, 'catchUp'))?.next_ms).toBe(due + 3.5 * 3_600_000 + 60_000);
    await first.stop();
    // Another instance starting at the same moment finds nothing left to catch up.
    const second = schedulerOn(b ?? a, 'restarted-2', clock);
    await second.prepare();
    await second.tick();
    await second.idle();
    rows = await records(a, 'catchUp');
    expect(rows).toHaveLength(1);
    await second.stop();
  });

  it('retries a failed run with backoff and records the attempts', async () => {
    const due = T0 + 2 * 86_400_000;
    await insertJob(a, {
      jobId: 'flaky',
      jobType: 'flakyJob',
      args: '* * * * *',
      next: new Date(due),
      trigger: { numRetries: 2, retryTimeout: 20 },
    });
    const s = schedulerOn(a, 'retrying', { now: due });
    const started = Date.now();
    await s.tick();
    await s.idle();
    expect(Date.now() - started).toBeGreaterThanOrEqual(20 + 40); // 20 ms, then 40 ms
    const [row] = await records(a, 'flaky');
    expect(row).toMatchObject({ status: JobRunStatus.Succeeded, attempt: 3, error: null });
    expect(flaky).toBe(3);
    await s.stop();
  });

  it('gives up after the retries, counts errors and panics at the error limit', async () => {
    const due = T0 + 3 * 86_400_000;
    await insertJob(a, {
      jobId: 'broken',
      jobType: 'brokenJob',
      args: '* * * * *',
      next: new Date(due),
      trigger: { numRetries: 1, retryTimeout: 5, maxNumberOfErrors: 2 },
    });
    const clock = { now: due };
    const s = schedulerOn(a, 'failing', clock);
    await s.tick();
    await s.idle();
    clock.now = due + 60_000;
    await s.tick();
    await s.idle();
    clock.now = due + 120_000;
    await s.tick();
    await s.idle();
    const rows = await records(a, 'broken');
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r).toMatchObject({ status: JobRunStatus.Failed, attempt: 2 });
      expect(r.error).toContain('broken on purpose');
    }
    expect(await trigger(a, 'broken')).toMatchObject({
      status: JobTriggerStatus.Panic,
      next_ms: null,
      number_of_errors: 2,
    });
    await s.stop();
  });

  it('archives a trigger at its run limit', async () => {
    const due = T0 + 4 * 86_400_000;
    await insertJob(a, {
      jobId: 'limited',
      jobType: 'onceJob',
      args: '* * * * * *',
      next: new Date(due),
      trigger: { maxNumberOfRuns: 3 },
    });
    const clock = { now: due };
    const s = schedulerOn(a, 'limited', clock);
    for (let i = 0; i < 6; i++) {
      clock.now = due + i * 1000;
      await s.tick();
    }
    await s.idle();
    expect(await records(a, 'limited')).toHaveLength(3);
    expect(await trigger(a, 'limited')).toMatchObject({ status: JobTriggerStatus.Archived, next_ms: null });
    await s.stop();
  });
});
