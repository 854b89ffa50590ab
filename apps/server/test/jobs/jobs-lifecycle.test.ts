import { JobRunStatus } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { JobScheduler, jobSchedulerOf, registerJob } from '../../src/modules/sysJob/index.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/** The scheduler's life with the app: off on request, and a close that waits for the run in progress. */

let quiet: TestServer;
let busy: TestServer;
let finished = false;
let runs = 0;

// Servers are built in the hook (its longer timeout): a shared machine makes a PGlite start slow.
beforeAll(async () => {
  registerJob({
    jobId: 'lifecycleSlowJob',
    description: 'test',
    defaultCron: '0 0 1 1 *',
    handler: async () => {
      await new Promise((r) => setTimeout(r, 400));
      finished = true;
    },
  });
  registerJob({
    jobId: 'onStartJob',
    description: 'test',
    defaultCron: '0 0 1 1 *',
    handler: async () => void runs++,
  });
  registerJob({
    jobId: 'lifecycleDeafJob',
    description: 'test',
    defaultCron: '0 0 1 1 *',
    // Ignores its signal: stop() must not wait for it beyond its limit.
    handler: () => new Promise((r) => setTimeout(r, 30_000).unref()),
  });
  quiet = await createTestServer({ jobScheduler: false });
  busy = await createTestServer();
});

afterAll(async () => {
  for (const s of [quiet, busy]) await s?.close().catch(() => undefined);
});

describe('job scheduler lifecycle', () => {
  it('can be turned off for a test server: no scheduler, no cluster row, runJob refused clearly', async () => {
    const server = quiet;
    expect(jobSchedulerOf(server.services)).toBeUndefined();
    const [row] = await queryRows<{ n: number }>(server.db.orm, sql`select count(*)::int as n from sys_job_cluster`);
    expect(row?.n).toBe(0);
    const admin = await server.tokenFor('superadmin', 'admin');
    const res = await server.call('POST', '/api/sysJob/runJob', {
      token: admin,
      body: { jobId: 'cleanCaptchas' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toMatch(/^\[D1111\] This server instance runs no job scheduler/);
  });

  it('fires run-on-start once per start of the installation, not once per instance start', async () => {
    const server = quiet;
    await server.db.orm.execute(sql`insert into sys_job_detail (job_id, job_type) values ('onStartJob', 'onStartJob')`);
    await server.db.orm.execute(sql`insert into sys_job_trigger (trigger_id, job_id, args, time_zone, run_on_start, next_run_time)
      values ('t', 'onStartJob', '0 0 1 1 *', 'UTC', true, now() + interval '30 days')`);
    const startOne = async (id: string) => {
      const s = new JobScheduler(server.services, { instanceId: id });
      await s.prepare();
      await s.tick();
      await s.idle();
      return s;
    };
    // The first instance starts the installation: one run.
    const first = await startOne('on-start-1');
    expect(runs).toBe(1);
    // A second instance joins while the first is live: no run.
    const second = await startOne('on-start-2');
    expect(runs).toBe(1);
    await first.stop();
    await second.stop();
    // Everything was down; the next start is the installation's again: one more run.
    const third = await startOne('on-start-3');
    expect(runs).toBe(2);
    await third.stop();
  });

  it('app close waits for a run in progress, which finishes and is recorded before the database closes', async () => {
    const server = busy;
    const scheduler = jobSchedulerOf(server.services);
    const recordId = await scheduler?.runNow('lifecycleSlowJob');
    expect(typeof recordId).toBe('number');
    await server.app.close();
    expect(finished).toBe(true);
    const [record] = await queryRows<{ status: number; duration_ms: number }>(
      server.db.orm,
      sql`select status, duration_ms from sys_job_trigger_record where id = ${recordId as number}`,
    );
    expect(record?.status).toBe(JobRunStatus.Succeeded);
    expect(Number(record?.duration_ms)).toBeGreaterThanOrEqual(350);
    const [me] = await queryRows<{ stopped: boolean }>(
      server.db.orm,
      sql`select stop_time is not null as stopped from sys_job_cluster where cluster_id = ${scheduler?.instanceId ?? ''}`,
    );
    expect(me?.stopped).toBe(true);
  });

  it('stop does not wait past its limit for a run that ignores its signal', async () => {
    const scheduler = new JobScheduler(quiet.services, { stopGraceMs: 100, stopLimitMs: 300 });
    await scheduler.prepare();
    expect(typeof (await scheduler.runNow('lifecycleDeafJob'))).toBe('number');
    const started = Date.now();
    await scheduler.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
