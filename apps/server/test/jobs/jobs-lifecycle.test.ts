import { JobRunStatus } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { jobSchedulerOf, registerJob } from '../../src/modules/sysJob/index.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/** The scheduler's life with the app: off on request, and a close that waits for the run in progress. */

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close().catch(() => undefined);
});

describe('job scheduler lifecycle', () => {
  it('can be turned off for a test server: no scheduler, no cluster row, runJob refused clearly', async () => {
    const server = await createTestServer({ jobScheduler: false });
    servers.push(server);
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

  it('app close waits for a run in progress, which finishes and is recorded before the database closes', async () => {
    let finished = false;
    registerJob({
      jobId: 'lifecycleSlowJob',
      description: 'test',
      defaultCron: '0 0 1 1 *',
      handler: async () => {
        await new Promise((r) => setTimeout(r, 400));
        finished = true;
      },
    });
    const server = await createTestServer();
    servers.push(server);
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
});
