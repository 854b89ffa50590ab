import { JobRunStatus, JobTriggerStatus, nextFireAfter } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** An armed trigger as the tick reads it, with its job's settings. */
export interface ArmedTrigger {
  id: number;
  job_id: string;
  trigger_id: string;
  args: string;
  time_zone: string;
  /** ISO text: the claim compares it exactly, so it never passes through a lossy conversion. */
  due: string;
  num_retries: number;
  retry_timeout: number;
  job_type: string;
  concurrent: boolean;
  properties: unknown;
}

/** A run this instance won: its record row and what to run. */
export interface ClaimedFire extends ArmedTrigger {
  record_id: number;
  fireTime: Date;
}

/** How long a cluster row may go without a heartbeat before its instance counts as gone. */
export const STALE_SECONDS = 30;

/**
 * The tick's one statement: the armed triggers nearest to firing, due or not (the first one
 * not due yet tells the loop how long it may sleep). `next_run_time` is written only from
 * JavaScript dates (whole milliseconds), so the text read here matches it exactly in the claim.
 */
export async function nearestTriggers(ex: Executor, limit: number): Promise<ArmedTrigger[]> {
  return queryRows<ArmedTrigger>(
    ex,
    sql`select t.id::float8 as id, t.job_id, t.trigger_id, t.args, t.time_zone,
               to_char(t.next_run_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as due,
               t.num_retries, t.retry_timeout, d.job_type, d.concurrent, d.properties
          from sys_job_trigger t join sys_job_detail d on d.job_id = t.job_id
         where t.status = ${JobTriggerStatus.Ready} and t.next_run_time is not null
         order by t.next_run_time
         limit ${limit}`,
  );
}

/**
 * The fire after a due one. A trigger that was due long ago (every instance was down) fires
 * once for the missed time and then continues from now: one catch-up, not one per missed fire.
 */
export function nextAfterDue(trigger: Pick<ArmedTrigger, 'args' | 'time_zone'>, due: Date, now: Date): Date | null {
  try {
    return nextFireAfter(trigger.args, trigger.time_zone, due > now ? due : now);
  } catch {
    return null; // an expression that no longer parses archives the trigger rather than looping
  }
}

/**
 * Claims one fire for this instance, or returns null when another instance claimed it first.
 * One statement: the trigger moves on only `where next_run_time = <due>` (of two instances
 * reading the same due row, the second finds it changed and updates nothing), and the run row
 * is inserted from the update's result, unique on (job, trigger, fire time). The trigger is
 * archived when it reached its run limit or end time. A job that is not concurrent and still
 * running on a live instance gets a "blocked" row instead of a run.
 */
export async function claimFire(
  ex: Executor,
  trigger: ArmedTrigger,
  instanceId: string,
  now: Date,
): Promise<{ recordId: number; status: number } | null> {
  const due = new Date(trigger.due);
  const next = nextAfterDue(trigger, due, now);
  const nextText = next ? next.toISOString() : null;
  const [row] = await queryRows<{ id: number; status: number }>(
    ex,
    sql`with claimed as (
          update sys_job_trigger t
             set next_run_time = case when a.archive then null else ${nextText}::timestamptz end,
                 status = case when a.archive then ${JobTriggerStatus.Archived}::int else t.status end,
                 last_run_time = ${trigger.due}::timestamptz,
                 number_of_runs = t.number_of_runs + 1
            from (select id, (${nextText}::timestamptz is null
                              or (max_number_of_runs > 0 and number_of_runs + 1 >= max_number_of_runs)
                              or (end_time is not null and ${nextText}::timestamptz > end_time)) as archive
                    from sys_job_trigger where id = ${trigger.id}) a
           where t.id = a.id and t.status = ${JobTriggerStatus.Ready}
             and t.next_run_time = ${trigger.due}::timestamptz
          returning t.job_id, t.trigger_id)
        insert into sys_job_trigger_record (job_id, trigger_id, fire_time, instance_id, status, start_time)
        select c.job_id, c.trigger_id, ${trigger.due}::timestamptz, ${instanceId},
               case when ${!trigger.concurrent}::boolean and exists (
                      select 1 from sys_job_trigger_record r join sys_job_cluster k on k.cluster_id = r.instance_id
                       where r.job_id = c.job_id and r.status = ${JobRunStatus.Running} and k.stop_time is null
                         and k.heartbeat_time > now() - make_interval(secs => ${STALE_SECONDS}))
                    then ${JobRunStatus.Blocked}::int else ${JobRunStatus.Running}::int end,
               ${now.toISOString()}::timestamptz
          from claimed c
        on conflict (job_id, trigger_id, fire_time) do nothing
        returning id::float8 as id, status`,
  );
  return row ? { recordId: Number(row.id), status: Number(row.status) } : null;
}
