import { JobRunStatus, JobTriggerStatus } from '@printfloor/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobSchedulerOf, registerJob } from '../../src/modules/sysJob/index.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/** The sysJob endpoints (Admin.NET names), platform admins only, every input checked. */

let server: TestServer;
let admin: string;
const hits: string[] = [];
let releaseSlow = () => {};
const slowRun = new Promise<void>((resolve) => {
  releaseSlow = resolve;
});

beforeAll(async () => {
  registerJob({
    jobId: 'apiTestJob',
    description: 'test',
    defaultCron: '0 0 1 1 *',
    handler: async (ctx) => {
      hits.push(`${ctx.jobId}:${ctx.triggerId}`);
    },
  });
  registerJob({
    jobId: 'apiConcurrentJob',
    description: 'test',
    defaultCron: '0 0 1 1 *',
    concurrent: true,
    handler: async () => undefined,
  });
  registerJob({
    jobId: 'apiSlowJob',
    description: 'test',
    defaultCron: '0 0 1 1 *',
    handler: () => slowRun,
  });
  server = await createTestServer();
  admin = await server.tokenFor('superadmin', 'admin');
});

afterAll(async () => {
  await server?.close();
});

const post = (action: string, body: unknown, lang = 'en') =>
  server.call('POST', `/api/sysJob/${action}`, { token: admin, body, headers: { 'accept-language': lang } });

describe('sysJob API', () => {
  it('lists the built-in jobs with their default triggers', async () => {
    const res = await post('pageJobDetail', { page: 1, pageSize: 50 });
    expect(res.body.code).toBe(200);
    const items = (res.body.result as { items: { jobDetail: { jobId: string }; jobTriggers: unknown[] }[] }).items;
    const ids = items.map((i) => i.jobDetail.jobId);
    expect(ids).toEqual(expect.arrayContaining(['cleanCaptchas', 'cleanSessions', 'cleanImports', 'apiTestJob']));
    for (const i of items) expect(i.jobTriggers.length).toBe(1);
  });

  it('adds a job and a trigger, refusing bad input with the field named', async () => {
    expect((await post('addJobDetail', { jobId: 'j1', jobType: 'apiTestJob', description: 'one' })).body.code).toBe(
      200,
    );
    const dup = await post('addJobDetail', { jobId: 'j1', jobType: 'apiTestJob' });
    expect(dup.body.message).toMatch(/^\[D1101\]/);
    const unknown = await post('addJobDetail', { jobId: 'j2', jobType: 'nope' }, 'zh-CN');
    expect(unknown.body.message).toMatch(/^\[D1105\] 没有名为「nope」/);
    const badId = await post('addJobDetail', { jobId: 'a b', jobType: 'apiTestJob' });
    expect(badId.body.code).toBe(400);
    expect(JSON.parse(badId.body.message)).toHaveProperty('jobId');

    const badCron = await post('addJobTrigger', { jobId: 'j1', triggerId: 't1', args: '61 * * * *' });
    expect(badCron.body.code).toBe(400);
    expect(badCron.body.message).toMatch(/^\[D1102\] Invalid cron expression/);
    expect((badCron.body.extras as { fields: Record<string, string[]> }).fields.args).toBeDefined();
    const pt = await post('addJobTrigger', { jobId: 'j1', triggerId: 't1', args: 'nonsense' }, 'pt-BR');
    expect(pt.body.message).toMatch(/^\[D1102\] Expressão cron inválida/);
    const zone = await post('addJobTrigger', {
      jobId: 'j1',
      triggerId: 't1',
      args: '* * * * *',
      timeZone: 'Mars/Base',
    });
    expect(zone.body.message).toMatch(/^\[D1107\]/);
    const period = await post('addJobTrigger', {
      jobId: 'j1',
      triggerId: 't1',
      args: '* * * * *',
      startTime: '2030-01-02 00:00:00',
      endTime: '2030-01-01 00:00:00',
    });
    expect(period.body.message).toMatch(/^\[D1106\]/);
    const noJob = await post('addJobTrigger', { jobId: 'ghost', triggerId: 't1', args: '* * * * *' });
    expect(noJob.body.message).toMatch(/^\[D1100\]/);
    // Nothing half-written: the refused calls left no trigger.
    const list = await server.call('GET', '/api/sysJob/jobTriggerList', { token: admin, query: { jobId: 'j1' } });
    expect(list.body.result).toEqual([]);

    const ok = await post('addJobTrigger', { jobId: 'j1', triggerId: 't1', args: '0 9 * * 1-5' });
    expect(ok.body.code).toBe(200);
    const again = await post('addJobTrigger', { jobId: 'j1', triggerId: 't1', args: '0 9 * * 1-5' });
    expect(again.body.message).toMatch(/^\[D1104\]/);
    const triggers = await server.call('GET', '/api/sysJob/jobTriggerList', { token: admin, query: { jobId: 'j1' } });
    const [t1] = triggers.body.result as { status: number; nextRunTime: string; timeZone: string }[];
    expect(t1?.status).toBe(JobTriggerStatus.Ready);
    expect(t1?.nextRunTime).toMatch(/^\d{4}-\d{2}-\d{2} 09:00:00$/);
    expect(t1?.timeZone).toBe('Asia/Shanghai');
  });

  it('pauses, starts, updates and deletes', async () => {
    expect((await post('pauseTrigger', { jobId: 'j1', triggerId: 't1' })).body.code).toBe(200);
    let list = await server.call('GET', '/api/sysJob/jobTriggerList', { token: admin, query: { jobId: 'j1' } });
    expect((list.body.result as { status: number; nextRunTime: unknown }[])[0]).toMatchObject({
      status: JobTriggerStatus.Pause,
      nextRunTime: null,
    });
    expect((await post('startJob', { jobId: 'j1' })).body.code).toBe(200);
    expect((await post('updateJobTrigger', { jobId: 'j1', triggerId: 't1', args: '30 14 * * *' })).body.code).toBe(200);
    list = await server.call('GET', '/api/sysJob/jobTriggerList', { token: admin, query: { jobId: 'j1' } });
    expect((list.body.result as { status: number; nextRunTime: string }[])[0]?.nextRunTime).toMatch(/14:30:00$/);
    expect((await post('pauseAllJob', {})).body.code).toBe(200);
    expect((await post('startAllJob', {})).body.code).toBe(200);
    expect((await post('cancelSleep', {})).body.code).toBe(200);
    expect((await post('persistAll', {})).body.code).toBe(200);
    expect((await post('deleteJobTrigger', { jobId: 'j1', triggerId: 't1' })).body.code).toBe(200);
    expect((await post('deleteJobTrigger', { jobId: 'j1', triggerId: 't1' })).body.message).toMatch(/^\[D1103\]/);
    expect((await post('deleteJobDetail', { jobId: 'j1' })).body.code).toBe(200);
  });

  it('runs a job now and shows it in the history and the cluster view', async () => {
    const run = await post('runJob', { jobId: 'apiTestJob' });
    expect(run.body.code).toBe(200);
    await jobSchedulerOf(server.services)?.idle();
    expect(hits).toContain('apiTestJob:');
    const history = await post('pageJobTriggerRecord', { page: 1, pageSize: 10, jobId: 'apiTestJob' });
    const [record] = (history.body.result as { items: { status: number; manual: boolean; durationMs: number }[] })
      .items;
    expect(record).toMatchObject({ status: JobRunStatus.Succeeded, manual: true });
    expect(record?.durationMs).toBeGreaterThanOrEqual(0);
    const cluster = await server.call('GET', '/api/sysJob/jobClusterList', { token: admin });
    const rows = cluster.body.result as { clusterId: string; state: string; runs24h: number }[];
    const me = rows.find((r) => r.clusterId === jobSchedulerOf(server.services)?.instanceId);
    expect(me).toMatchObject({ state: 'live' });
    expect(me?.runs24h).toBeGreaterThanOrEqual(1);
  });

  it('never fails when two manual runs of a job land in the same millisecond: one runs, the other is refused', async () => {
    // Date frozen: both calls read the same instant, so both aim at the same (job, '', fire time) key.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    try {
      const answers = await Promise.all([
        post('runJob', { jobId: 'apiConcurrentJob' }, 'zh-CN'),
        post('runJob', { jobId: 'apiConcurrentJob' }, 'zh-CN'),
      ]);
      const codes = answers.map((a) => a.body.code).sort();
      expect(codes).toEqual([200, 400]);
      const refused = answers.find((a) => a.body.code === 400);
      expect(refused?.body.message).toMatch(/^\[D1110\] 作业「apiConcurrentJob」刚刚已被手动执行/);
    } finally {
      vi.useRealTimers();
    }
    await jobSchedulerOf(server.services)?.idle();
    const history = await post('pageJobTriggerRecord', { page: 1, pageSize: 10, jobId: 'apiConcurrentJob' });
    expect((history.body.result as { items: { status: number }[] }).items.map((r) => r.status)).toEqual([
      JobRunStatus.Succeeded,
    ]);
    // Later calls are distinct instants: both recorded.
    expect((await post('runJob', { jobId: 'apiConcurrentJob' })).body.code).toBe(200);
    await new Promise((r) => setTimeout(r, 2));
    expect((await post('runJob', { jobId: 'apiConcurrentJob' })).body.code).toBe(200);
    await jobSchedulerOf(server.services)?.idle();
    const after = await post('pageJobTriggerRecord', { page: 1, pageSize: 10, jobId: 'apiConcurrentJob' });
    expect((after.body.result as { total: number }).total).toBe(3);
  });

  it('refuses a manual run of a non-concurrent job while it runs, with a localized message', async () => {
    const [first, second] = await Promise.all([
      post('runJob', { jobId: 'apiSlowJob' }),
      post('runJob', { jobId: 'apiSlowJob' }, 'pt-BR'),
    ]);
    const answers = [first, second].map((a) => a?.body);
    expect(answers.filter((a) => a?.code === 200)).toHaveLength(1);
    const refused = answers.find((a) => a?.code === 400);
    expect(refused?.message).toMatch(/^\[D1109\] (A tarefa "apiSlowJob" está em execução|Job "apiSlowJob" is running)/);
    releaseSlow();
    await jobSchedulerOf(server.services)?.idle();
    expect((await post('runJob', { jobId: 'apiSlowJob' })).body.code).toBe(200);
    await jobSchedulerOf(server.services)?.idle();
  });

  it('is for platform administrators only', async () => {
    const factory = await server.tokenFor('factory', 'factory');
    const res = await server.call('POST', '/api/sysJob/pageJobDetail', { token: factory, body: {} });
    expect(res.body.code).toBe(403);
  });
});
