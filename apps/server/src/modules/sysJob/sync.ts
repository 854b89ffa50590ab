import { JobTriggerStatus, nextFireAfter } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { registeredJobs } from './registry.ts';

/**
 * Inserts every registered job that has no row yet, with its default trigger. Existing jobs are
 * left as the operator edited them (a deleted default trigger is not brought back).
 */
export async function insertMissingJobs(ex: Executor, defaultZone: string, now: Date): Promise<string[]> {
  const added: string[] = [];
  for (const job of registeredJobs()) {
    const [row] = await queryRows<{ job_id: string }>(
      ex,
      sql`insert into sys_job_detail (job_id, group_name, job_type, description, concurrent, properties, create_type)
          values (${job.jobId}, ${job.groupName ?? 'default'}, ${job.jobType ?? job.jobId}, ${job.description},
                  ${job.concurrent ?? false}, ${JSON.stringify(job.properties ?? {})}::jsonb, 0)
          on conflict (job_id) do nothing
          returning job_id`,
    );
    if (!row) continue;
    const zone = job.timeZone ?? defaultZone;
    const next = nextFireAfter(job.defaultCron, zone, now);
    await ex.execute(sql`insert into sys_job_trigger (trigger_id, job_id, args, time_zone, description,
          num_retries, retry_timeout, next_run_time)
        values (${`${job.jobId}.default`}, ${job.jobId}, ${job.defaultCron}, ${zone}, ${job.description},
                ${job.numRetries ?? 0}, ${job.retryTimeout ?? 1000}, ${next ? next.toISOString() : null}::timestamptz)
        on conflict (job_id, trigger_id) do nothing`);
    added.push(job.jobId);
  }
  return added;
}

/**
 * At start: triggers with run-on-start fire now (one fire, claimed like any other), and armed
 * triggers without a next fire time (written by hand) get one.
 */
export async function armTriggers(ex: Executor, now: Date): Promise<void> {
  await ex.execute(sql`update sys_job_trigger set next_run_time = ${now.toISOString()}::timestamptz
    where status = ${JobTriggerStatus.Ready} and run_on_start
      and (next_run_time is null or next_run_time > ${now.toISOString()}::timestamptz)`);
  const unarmed = await queryRows<{ id: number; args: string; time_zone: string }>(
    ex,
    sql`select id::float8 as id, args, time_zone from sys_job_trigger
         where status = ${JobTriggerStatus.Ready} and next_run_time is null`,
  );
  for (const t of unarmed) {
    let next: Date | null = null;
    try {
      next = nextFireAfter(t.args, t.time_zone, now);
    } catch {
      /* archived below */
    }
    await ex.execute(sql`update sys_job_trigger
        set next_run_time = ${next ? next.toISOString() : null}::timestamptz,
            status = ${next ? JobTriggerStatus.Ready : JobTriggerStatus.Archived}
      where id = ${t.id} and next_run_time is null`);
  }
}
