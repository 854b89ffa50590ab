import { ImportState, JobRunStatus } from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import type { AppServices } from '../../services.ts';
import { type JobContext, registerJob } from './registry.ts';

/** Rows per delete statement: each batch is its own short transaction, so no clean-up holds locks long. */
const BATCH = 1000;
/** At most this many batches per kind and run; the next run goes on with the rest. */
const MAX_BATCHES = 100;

/** Deletes in bounded batches until fewer than a batch are left; returns the rows deleted. */
async function deleteInBatches(services: AppServices, signal: AbortSignal, statement: (limit: number) => SQL) {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES && !signal.aborted; i++) {
    // Cross-tenant by nature: sessions and import runs of every tenant, as the owner.
    const [row] = await asPlatform(services.db, (tx) => queryRows<{ n: number }>(tx, statement(BATCH)));
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < BATCH) break;
  }
  return total;
}

const days = (ctx: JobContext, fallback: number) => {
  const v = Number(ctx.properties.days);
  return Number.isFinite(v) && v >= 0 ? v : fallback;
};

/** Expired captchas, SMS codes and QR-login tickets: dead the moment they expire. */
export async function cleanCaptchas(ctx: Pick<JobContext, 'services' | 'signal'>): Promise<number> {
  const { services, signal } = ctx;
  return (
    (await deleteInBatches(
      services,
      signal,
      (n) => sql`with gone as (delete from sys_captcha where id in (
        select id from sys_captcha where expires_at < now() limit ${n}) returning 1) select count(*)::int as n from gone`,
    )) +
    (await deleteInBatches(
      services,
      signal,
      (n) => sql`with gone as (delete from sys_sms_code where phone in (
        select phone from sys_sms_code where expires_at < now() - interval '1 day' limit ${n}) returning 1)
        select count(*)::int as n from gone`,
    )) +
    (await deleteInBatches(
      services,
      signal,
      (n) => sql`with gone as (delete from sys_qr_ticket where ticket_hash in (
        select ticket_hash from sys_qr_ticket where expires_at < now() - interval '10 minutes' limit ${n}) returning 1)
        select count(*)::int as n from gone`,
    ))
  );
}

/**
 * Sessions that can no longer be used: expired (the refresh token too) or revoked, kept `days`
 * (default 7) after that so "why was I logged out" can still be answered.
 */
export async function cleanSessions(ctx: Pick<JobContext, 'services' | 'signal' | 'properties'>): Promise<number> {
  const keep = days(ctx as JobContext, 7);
  return deleteInBatches(
    ctx.services,
    ctx.signal,
    (n) => sql`with gone as (delete from sys_session s where (s.tenant_id, s.id) in (
        select tenant_id, id from sys_session
         where expires_at < now() - make_interval(days => ${keep})
            or revoked_at < now() - make_interval(days => ${keep})
         limit ${n}) returning 1)
      select count(*)::int as n from gone`,
  );
}

/**
 * Order import runs (and their error rows, the "error file") finished more than `days`
 * (default 90) ago. Runs still queued or running are never touched.
 */
export async function cleanImports(ctx: Pick<JobContext, 'services' | 'signal' | 'properties'>): Promise<number> {
  const keep = days(ctx as JobContext, 90);
  const old = sql`r.state in (${ImportState.Completed}, ${ImportState.Failed}, ${ImportState.Interrupted})
    and coalesce(r.finish_time, r.start_time) < now() - make_interval(days => ${keep})`;
  const errors = await deleteInBatches(
    ctx.services,
    ctx.signal,
    (n) => sql`with gone as (delete from oms_import_error e where (e.tenant_id, e.id) in (
        select e2.tenant_id, e2.id from oms_import_error e2
          join oms_import_record r on r.tenant_id = e2.tenant_id and r.id = e2.record_id
         where ${old} limit ${n}) returning 1)
      select count(*)::int as n from gone`,
  );
  const records = await deleteInBatches(
    ctx.services,
    ctx.signal,
    (n) => sql`with gone as (delete from oms_import_record d where (d.tenant_id, d.id) in (
        select r.tenant_id, r.id from oms_import_record r
         where ${old}
           and not exists (select 1 from oms_import_error e where e.tenant_id = r.tenant_id and e.record_id = r.id)
         limit ${n}) returning 1)
      select count(*)::int as n from gone`,
  );
  return errors + records;
}

/** The job system's own history: finished runs older than `days` (default 30). */
export async function cleanJobHistory(ctx: Pick<JobContext, 'services' | 'signal' | 'properties'>): Promise<number> {
  const keep = days(ctx as JobContext, 30);
  return deleteInBatches(
    ctx.services,
    ctx.signal,
    (n) => sql`with gone as (delete from sys_job_trigger_record where id in (
        select id from sys_job_trigger_record
         where status <> ${JobRunStatus.Running} and start_time < now() - make_interval(days => ${keep})
         limit ${n}) returning 1)
      select count(*)::int as n from gone`,
  );
}

/** The platform's built-in jobs (inserted with their default trigger when missing). */
export function registerBuiltInJobs(): void {
  registerJob({
    jobId: 'cleanCaptchas',
    groupName: 'system',
    description: 'Deletes expired captchas, SMS codes and QR-login tickets',
    defaultCron: '*/10 * * * *',
    handler: cleanCaptchas,
  });
  registerJob({
    jobId: 'cleanSessions',
    groupName: 'system',
    description: 'Deletes sessions expired or revoked more than `days` (7) days ago',
    defaultCron: '30 3 * * *',
    properties: { days: 7 },
    handler: cleanSessions,
  });
  registerJob({
    jobId: 'cleanImports',
    groupName: 'system',
    description: 'Deletes order import runs and their error rows finished more than `days` (90) days ago',
    defaultCron: '0 4 * * *',
    properties: { days: 90 },
    handler: cleanImports,
  });
  registerJob({
    jobId: 'cleanJobHistory',
    groupName: 'system',
    description: 'Deletes job run history older than `days` (30) days',
    defaultCron: '15 4 * * *',
    properties: { days: 30 },
    handler: cleanJobHistory,
  });
}
