import {
  cronProblem,
  isTimeZone,
  type JobClusterRow,
  type JobDetailOutput,
  type JobDetailPageInput,
  type JobDetailRow,
  type JobDetailValues,
  type JobTriggerRecordPageInput,
  type JobTriggerRecordRow,
  type JobTriggerRow,
  JobTriggerStatus,
  type JobTriggerValues,
  nextFireAfter,
  pageResult,
} from '@printfloor/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { sysJobDetail as d, sysJobTrigger as t } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { STALE_SECONDS } from './claim.ts';
import { jobHandlerNamed, registeredJobs } from './registry.ts';
import { JOB_CHANNEL, jobSchedulerOf } from './scheduler.ts';

/** Wakes every instance's scheduler at commit: it sleeps until the next fire it knew of. */
const notifyChanged = (tx: Executor) => tx.execute(sql`select pg_notify(${JOB_CHANNEL}, 'changed')`);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function triggerRow(r: typeof t.$inferSelect): JobTriggerRow {
  const { updateTime, createTime: _created, assemblyName: _assembly, resetOnlyOnce: _reset, ...rest } = r;
  return { ...rest, updatedTime: updateTime };
}

function detailRow(r: typeof d.$inferSelect): JobDetailRow {
  return {
    id: r.id,
    jobId: r.jobId,
    groupName: r.groupName,
    jobType: r.jobType,
    description: r.description,
    concurrent: r.concurrent,
    properties: JSON.stringify(r.properties ?? {}),
    createType: r.createType,
    handlerRegistered: !!jobHandlerNamed(r.jobType),
    updatedTime: r.updateTime,
  };
}

/** POST sysJob/pageJobDetail: jobs with their triggers (Admin.NET's JobDetailOutput). */
export async function pageJobDetails(services: AppServices, input: JobDetailPageInput) {
  const where: SQL[] = [];
  if (input.jobId) where.push(sql`${d.jobId} ilike ${`%${escapeLike(input.jobId)}%`}`);
  if (input.groupName) where.push(sql`${d.groupName} ilike ${`%${escapeLike(input.groupName)}%`}`);
  if (input.description) where.push(sql`${d.description} ilike ${`%${escapeLike(input.description)}%`}`);
  const cond = where.length ? and(...where) : undefined;
  return asPlatform(services.db, async (tx) => {
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(d).where(cond);
    const jobs = await tx
      .select()
      .from(d)
      .where(cond)
      .orderBy(asc(d.groupName), asc(d.jobId))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize);
    const triggers = jobs.length
      ? await tx
          .select()
          .from(t)
          .where(
            inArray(
              t.jobId,
              jobs.map((j) => j.jobId),
            ),
          )
          .orderBy(asc(t.triggerId))
      : [];
    const items: JobDetailOutput[] = jobs.map((j) => ({
      jobDetail: detailRow(j),
      jobTriggers: triggers.filter((x) => x.jobId === j.jobId).map(triggerRow),
    }));
    return pageResult(items, Number(count?.n ?? 0), input.page, input.pageSize);
  });
}

function requireHandler(jobType: string): void {
  if (jobHandlerNamed(jobType)) return;
  const known = registeredJobs()
    .map((j) => j.jobType ?? j.jobId)
    .join(', ');
  throw new BizError('D1105', { jobType, known }, 400, 'jobType');
}

async function requireJob(tx: Tx, jobId: string) {
  const [job] = await tx.select().from(d).where(eq(d.jobId, jobId));
  if (!job) throw new BizError('D1100', { jobId }, 400, 'jobId');
  return job;
}

/** POST sysJob/addJobDetail: a job runs a handler registered by code (job_type). */
export async function addJobDetail(services: AppServices, input: JobDetailValues): Promise<number> {
  requireHandler(input.jobType);
  return asPlatform(services.db, async (tx) => {
    const [row] = await tx
      .insert(d)
      .values({
        jobId: input.jobId,
        groupName: input.groupName,
        jobType: input.jobType,
        description: input.description,
        concurrent: input.concurrent,
        properties: input.properties,
      })
      .onConflictDoNothing()
      .returning({ id: d.id });
    if (!row) throw new BizError('D1101', { jobId: input.jobId }, 400, 'jobId');
    return row.id;
  });
}

export async function updateJobDetail(services: AppServices, input: JobDetailValues): Promise<void> {
  requireHandler(input.jobType);
  await asPlatform(services.db, async (tx) => {
    await requireJob(tx, input.jobId);
    await tx
      .update(d)
      .set({
        groupName: input.groupName,
        jobType: input.jobType,
        description: input.description,
        concurrent: input.concurrent,
        properties: input.properties,
        updateTime: sql`now()`,
      })
      .where(eq(d.jobId, input.jobId));
    await notifyChanged(tx);
  });
}

/** Deletes the job and its triggers (cascade); its run history stays until it is pruned. */
export async function deleteJobDetail(services: AppServices, jobId: string): Promise<void> {
  await asPlatform(services.db, async (tx) => {
    await requireJob(tx, jobId);
    await tx.delete(d).where(eq(d.jobId, jobId));
    await notifyChanged(tx);
  });
}

export async function jobTriggerList(services: AppServices, jobId: string): Promise<JobTriggerRow[]> {
  return asPlatform(services.db, async (tx) => {
    await requireJob(tx, jobId);
    return (await tx.select().from(t).where(eq(t.jobId, jobId)).orderBy(asc(t.triggerId))).map(triggerRow);
  });
}

/** Reads "yyyy-MM-dd HH:mm:ss" texts in a zone as instants (PostgreSQL does the zone arithmetic). */
async function instants(tx: Tx, zone: string, start: string | null, end: string | null) {
  const [row] = await queryRows<{ s: Date | null; e: Date | null }>(
    tx,
    sql`select (${start}::timestamp at time zone ${zone}) as s, (${end}::timestamp at time zone ${zone}) as e`,
  );
  const asDate = (v: Date | string | null | undefined) => (v == null ? null : new Date(v));
  return { start: asDate(row?.s), end: asDate(row?.e) };
}

/**
 * Checks a trigger's input (cron, zone, period) and computes its first fire: refused with the
 * field named, before anything is written.
 */
async function triggerValues(tx: Tx, input: JobTriggerValues, callerZone: string) {
  const timeZone = input.timeZone ?? callerZone;
  if (!isTimeZone(timeZone)) throw new BizError('D1107', { timeZone }, 400, 'timeZone');
  const problem = cronProblem(input.args, timeZone);
  if (problem) throw new BizError('D1102', { detail: problem }, 400, 'args');
  const { start, end } = await instants(tx, callerZone, input.startTime, input.endTime);
  if (start && end && end <= start) throw new BizError('D1106', undefined, 400, 'endTime');
  const now = new Date();
  const from = start && start > now ? new Date(start.getTime() - 1) : now;
  const next = nextFireAfter(input.args, timeZone, from);
  if (!next || (end && next > end)) throw new BizError('D1108', { args: input.args }, 400, 'args');
  return {
    args: input.args,
    timeZone,
    description: input.description,
    startTime: start,
    endTime: end,
    maxNumberOfRuns: input.maxNumberOfRuns,
    maxNumberOfErrors: input.maxNumberOfErrors,
    numRetries: input.numRetries,
    retryTimeout: input.retryTimeout,
    startNow: input.startNow,
    runOnStart: input.runOnStart,
    nextRunTime: input.startNow ? next : null,
    status: input.startNow ? JobTriggerStatus.Ready : JobTriggerStatus.Pause,
  };
}

export async function addJobTrigger(services: AppServices, input: JobTriggerValues, zone: string): Promise<number> {
  return asPlatform(services.db, async (tx) => {
    await requireJob(tx, input.jobId);
    const values = await triggerValues(tx, input, zone);
    const [row] = await tx
      .insert(t)
      .values({ jobId: input.jobId, triggerId: input.triggerId, ...values })
      .onConflictDoNothing()
      .returning({ id: t.id });
    if (!row) throw new BizError('D1104', { jobId: input.jobId, triggerId: input.triggerId }, 400, 'triggerId');
    await notifyChanged(tx);
    return row.id;
  });
}

/** Saves a trigger; its schedule starts again from now (counters are kept, errors reset). */
export async function updateJobTrigger(services: AppServices, input: JobTriggerValues, zone: string): Promise<void> {
  await asPlatform(services.db, async (tx) => {
    await requireTrigger(tx, input.jobId, input.triggerId);
    const values = await triggerValues(tx, input, zone);
    await tx
      .update(t)
      .set({ ...values, numberOfErrors: 0, updateTime: sql`now()` })
      .where(and(eq(t.jobId, input.jobId), eq(t.triggerId, input.triggerId)));
    await notifyChanged(tx);
  });
}

async function requireTrigger(tx: Tx, jobId: string, triggerId: string) {
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.jobId, jobId), eq(t.triggerId, triggerId)));
  if (!row) throw new BizError('D1103', { triggerId }, 400, 'triggerId');
  return row;
}

export async function deleteJobTrigger(services: AppServices, jobId: string, triggerId: string): Promise<void> {
  await asPlatform(services.db, async (tx) => {
    await requireTrigger(tx, jobId, triggerId);
    await tx.delete(t).where(and(eq(t.jobId, jobId), eq(t.triggerId, triggerId)));
    await notifyChanged(tx);
  });
}

/** Pauses triggers (all, a job's, or one): they keep their settings and stop firing. */
export async function pauseTriggers(services: AppServices, which: { jobId?: string; triggerId?: string }) {
  await asPlatform(services.db, async (tx) => {
    if (which.jobId) await requireJob(tx, which.jobId);
    if (which.jobId && which.triggerId) await requireTrigger(tx, which.jobId, which.triggerId);
    await tx
      .update(t)
      .set({ status: JobTriggerStatus.Pause, nextRunTime: null, updateTime: sql`now()` })
      .where(
        and(
          which.jobId ? eq(t.jobId, which.jobId) : undefined,
          which.triggerId ? eq(t.triggerId, which.triggerId) : undefined,
        ),
      );
    await notifyChanged(tx);
  });
}

/**
 * Starts triggers (all, a job's, or one), also archived or panicked ones (their error count
 * restarts): the next fire is the first after now, so a pause is not made up for.
 */
export async function startTriggers(services: AppServices, which: { jobId?: string; triggerId?: string }) {
  await asPlatform(services.db, async (tx) => {
    if (which.jobId) await requireJob(tx, which.jobId);
    if (which.jobId && which.triggerId) await requireTrigger(tx, which.jobId, which.triggerId);
    const rows = await tx
      .select({ id: t.id, args: t.args, timeZone: t.timeZone, startTime: t.startTime, endTime: t.endTime })
      .from(t)
      .where(
        and(
          which.jobId ? eq(t.jobId, which.jobId) : undefined,
          which.triggerId ? eq(t.triggerId, which.triggerId) : undefined,
        ),
      );
    const now = new Date();
    for (const r of rows) {
      const from = r.startTime && r.startTime > now ? new Date(r.startTime.getTime() - 1) : now;
      let next: Date | null = null;
      try {
        next = nextFireAfter(r.args, r.timeZone, from);
      } catch {
        /* archived */
      }
      const live = next && !(r.endTime && next > r.endTime);
      await tx
        .update(t)
        .set({
          status: live ? JobTriggerStatus.Ready : JobTriggerStatus.Archived,
          nextRunTime: live ? next : null,
          numberOfErrors: 0,
          updateTime: sql`now()`,
        })
        .where(eq(t.id, r.id));
    }
    await notifyChanged(tx);
  });
}

/** cancelJob: aborts the job's runs in progress on every instance (handlers see their signal). */
export async function cancelJob(services: AppServices, jobId: string): Promise<void> {
  await asPlatform(services.db, async (tx) => {
    await requireJob(tx, jobId);
    await tx.execute(sql`select pg_notify(${JOB_CHANNEL}, ${`cancel:${jobId}`})`);
  });
}

/** runJob: runs the job now on the instance that answers; the run is recorded with trigger ''. */
export async function runJob(services: AppServices, jobId: string): Promise<number> {
  const scheduler = jobSchedulerOf(services);
  if (!scheduler) throw new BizError('D1111');
  const id = await scheduler.runNow(jobId);
  if (id === 'missing') throw new BizError('D1100', { jobId }, 400, 'jobId');
  if (id === 'running') throw new BizError('D1109', { jobId }, 400, 'jobId');
  if (id === 'duplicate') throw new BizError('D1110', { jobId }, 400, 'jobId');
  return id;
}

/** cancelSleep: wakes every scheduler now (Admin.NET: cancel the scheduler's sleep). */
export async function cancelSleep(services: AppServices): Promise<void> {
  await notifyChanged(services.db.orm);
}

export async function pageJobTriggerRecords(services: AppServices, input: JobTriggerRecordPageInput) {
  const where: SQL[] = [sql`true`];
  if (input.jobId) where.push(sql`job_id = ${input.jobId}`);
  if (input.triggerId) where.push(sql`trigger_id = ${input.triggerId}`);
  if (input.status != null) where.push(sql`status = ${input.status}`);
  const cond = sql.join(where, sql` and `);
  const [count] = await queryRows<{ n: number }>(
    services.db.orm,
    sql`select count(*)::int as n from sys_job_trigger_record where ${cond}`,
  );
  const rows = await queryRows<Record<string, unknown>>(
    services.db.orm,
    sql`select id::float8 as id, job_id, trigger_id, fire_time, instance_id, status, attempt, manual,
               start_time, finish_time, duration_ms, error
          from sys_job_trigger_record where ${cond}
         order by start_time desc, id desc
         limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  const items: JobTriggerRecordRow[] = rows.map((r) => ({
    id: Number(r.id),
    jobId: String(r.job_id),
    triggerId: String(r.trigger_id),
    fireTime: date(r.fire_time) as Date,
    instanceId: String(r.instance_id),
    status: Number(r.status),
    attempt: Number(r.attempt),
    manual: r.manual === true,
    startTime: date(r.start_time) as Date,
    finishTime: date(r.finish_time),
    durationMs: r.duration_ms == null ? null : Number(r.duration_ms),
    error: (r.error as string | null) ?? null,
  }));
  return pageResult(items, Number(count?.n ?? 0), input.page, input.pageSize);
}

/** GET sysJob/jobClusterList: every instance with its heartbeat and what it ran lately. */
export async function jobClusterList(services: AppServices): Promise<JobClusterRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    services.db.orm,
    sql`select k.cluster_id, k.host, k.pid, k.start_time, k.heartbeat_time, k.stop_time,
               case when k.stop_time is not null then 'stopped'
                    when k.heartbeat_time < now() - make_interval(secs => ${STALE_SECONDS}) then 'stale'
                    else 'live' end as state,
               (select count(*)::int from sys_job_trigger_record r
                 where r.instance_id = k.cluster_id and r.start_time > now() - interval '1 day') as runs_24h,
               (select count(*)::int from sys_job_trigger_record r
                 where r.instance_id = k.cluster_id and r.status = 0) as running,
               (select max(r.start_time) from sys_job_trigger_record r where r.instance_id = k.cluster_id) as last_run_time
          from sys_job_cluster k
         order by k.stop_time is not null, k.heartbeat_time desc`,
  );
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return rows.map((r) => ({
    clusterId: String(r.cluster_id),
    host: String(r.host),
    pid: Number(r.pid),
    startTime: date(r.start_time) as Date,
    heartbeatTime: date(r.heartbeat_time) as Date,
    stopTime: date(r.stop_time),
    state: r.state as JobClusterRow['state'],
    runs24h: Number(r.runs_24h),
    running: Number(r.running),
    lastRunTime: date(r.last_run_time),
  }));
}
