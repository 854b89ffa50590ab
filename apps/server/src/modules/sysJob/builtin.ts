import { JobRunStatus } from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import type { AppServices } from '../../services.ts';
import { type JobContext, registerJob } from './registry.ts';

/** Rows per delete statement: each batch is its own short transaction, so no clean-up holds locks long. */
const BATCH = 1000;
/** At most this many batches per kind and run; the next run goes on with the rest. */
const MAX_BATCHES = 100;

/**
 * Deletes in bounded batches until fewer than a batch are left; returns the rows deleted. Shared
 * with the domains' own clean-up jobs (each domain deletes its own tables). `statement(limit)`
 * must answer one row `{ n }`: the rows it deleted.
 */
export async function deleteInBatches(services: AppServices, signal: AbortSignal, statement: (limit: number) => SQL) {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES && !signal.aborted; i++) {
    // Cross-tenant by nature: rows of every tenant, as the owner.
    const [row] = await asPlatform(services.db, (tx) => queryRows<{ n: number }>(tx, statement(BATCH)));
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < BATCH) break;
  }
  return total;
}

/** The `days` a clean-up job keeps (its editable property), or the default when unset or invalid. */
export function retentionDays(properties: Record<string, unknown>, fallback: number): number {
  const v = Number(properties.days);
  return Number.isFinite(v) && v >= 0 ? v : fallback;
}

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
  const keep = retentionDays(ctx.properties, 7);
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

/** The job system's own history: finished runs older than `days` (default 30). */
export async function cleanJobHistory(ctx: Pick<JobContext, 'services' | 'signal' | 'properties'>): Promise<number> {
  const keep = retentionDays(ctx.properties, 30);
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

/**
 * The platform's built-in jobs (inserted with their default trigger when missing). Domains register
 * their own clean-ups (orders: cleanImports, modules/orders/import/cleanup.ts).
 */
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
    jobId: 'cleanJobHistory',
    groupName: 'system',
    description: 'Deletes job run history older than `days` (30) days',
    defaultCron: '15 4 * * *',
    properties: { days: 30 },
    handler: cleanJobHistory,
  });
}
