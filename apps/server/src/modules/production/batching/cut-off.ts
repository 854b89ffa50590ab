import { generalSettings, isTimeZone, PrintKind, parseCutOffTimes } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { asPlatform, inTenant } from '../../../db/context.ts';
import { queryRows } from '../../../db/query.ts';
import { type JobContext, jobCaller, registerJob } from '../../sysJob/index.ts';
import { addDays, dateIn, wallTime } from '../schedule/time.ts';
import { autoBatch } from './auto-batch.ts';

/** The job's id (sys_job_detail) and the name it acts under in batches and logs. */
export const CUT_OFF_JOB = 'batchCutOff';
const JOB_NAME = 'Batch cut-off job';

/**
 * The latest cut-off instant at or before `at` among the wall-clock `times` (HH:mm) in zone `tz`
 * (today's or yesterday's in that zone), or null when there are none.
 */
export function latestCutOff(times: readonly string[], tz: string, at: number): number | null {
  const today = dateIn(at, tz);
  let best: number | null = null;
  for (const date of [addDays(today, -1), today])
    for (const time of times) {
      const instant = wallTime(date, time, tz);
      if (instant <= at && (best === null || instant > best)) best = instant;
    }
  return best;
}

export interface CutOffRelease {
  tenantId: number;
  cutOff: string;
  batches: number;
  pieces: number;
}

/**
 * One run of the cut-off job for the instant `at` (the fire time): for every factory whose general
 * settings name cut-off times, the latest cut-off at or before `at` — if it is later than the setting's
 * last change and not released yet — releases what *Release now* would (auto-batch of DTG and heat
 * work, partial batches included) and records the cut-off (pro_batch_cutoff), in one transaction.
 * The record's unique (tenant, instant) makes the work idempotent: a second run, on this or another
 * instance, inserts nothing and releases nothing.
 */
export async function releaseAtCutOff(
  ctx: Pick<JobContext, 'services' | 'signal'> & { fireTime: Date },
): Promise<CutOffRelease[]> {
  const at = ctx.fireTime.getTime();
  const factories = await asPlatform(ctx.services.db, (tx) =>
    queryRows<{ tenant_id: string; value: unknown; since: number; time_zone: string }>(
      tx,
      sql`select s.tenant_id::text, s.value, (extract(epoch from s.update_time) * 1000)::float8 as since, t.time_zone
            from mes_tenant_setting s join sys_tenant t on t.id = s.tenant_id
           where s.group_code = ${generalSettings.name} and s.key = 'batchCutOffTimes'
             and t.is_factory and t.status = 1 and not t.is_delete
           order by s.tenant_id`,
    ),
  );
  const released: CutOffRelease[] = [];
  for (const f of factories) {
    if (ctx.signal.aborted) break;
    const times = parseCutOffTimes(f.value);
    if (!times?.length) continue;
    const tz = isTimeZone(f.time_zone) ? f.time_zone : 'Asia/Shanghai';
    const cutOff = latestCutOff(times, tz, at);
    // A cut-off that passed before the times were set is not owed (setting 12:00 at 14:00 waits for tomorrow).
    if (cutOff === null || cutOff <= Number(f.since)) continue;
    const tenantId = Number(f.tenant_id);
    const caller = jobCaller(ctx.services, tenantId, JOB_NAME, 'factory');
    const done = await inTenant(ctx.services.db, tenantId, async (tx) => {
      const [mark] = await queryRows<{ id: string }>(
        tx,
        sql`insert into pro_batch_cutoff (tenant_id, cutoff_time) values (${tenantId}, ${new Date(cutOff).toISOString()}::timestamptz)
            on conflict (tenant_id, cutoff_time) do nothing returning id::text`,
      );
      if (!mark) return null;
      let batches = 0;
      let pieces = 0;
      for (const printKind of [PrintKind.Dtg, PrintKind.Heat]) {
        const r = await autoBatch(tx, caller, { printKind, releasePartial: true });
        batches += r.batches;
        pieces += r.pieces;
      }
      await tx.execute(
        sql`update pro_batch_cutoff set batches = ${batches}, pieces = ${pieces} where tenant_id = ${tenantId} and id = ${mark.id}::bigint`,
      );
      return { tenantId, cutOff: new Date(cutOff).toISOString(), batches, pieces };
    });
    if (done) released.push(done);
  }
  return released;
}

/** Registers the job (from the production domain's registration): every minute, so a cut-off fires on its minute. */
export function registerCutOffJob(): void {
  registerJob({
    jobId: CUT_OFF_JOB,
    groupName: 'production',
    description:
      "Releases partial batches (as Release now) at each factory's batch cut-off times (General settings), once per cut-off",
    defaultCron: '* * * * *',
    concurrent: false,
    handler: releaseAtCutOff,
  });
}
