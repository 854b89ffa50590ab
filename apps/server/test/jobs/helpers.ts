import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/query.ts';
import type { TestServer } from '../helpers/server.ts';

/** A job and one cron trigger written straight into the tables (what the endpoints would write). */
export async function insertJob(
  server: TestServer,
  job: {
    jobId: string;
    jobType?: string;
    args: string;
    next: Date;
    concurrent?: boolean;
    trigger?: Partial<TriggerSettings>;
  },
): Promise<void> {
  const t = { numRetries: 0, retryTimeout: 1000, maxNumberOfRuns: 0, maxNumberOfErrors: 0, ...job.trigger };
  await server.db.orm.execute(sql`insert into sys_job_detail (job_id, job_type, concurrent)
    values (${job.jobId}, ${job.jobType ?? job.jobId}, ${job.concurrent ?? true})`);
  await server.db.orm.execute(sql`insert into sys_job_trigger (trigger_id, job_id, args, time_zone, next_run_time,
      num_retries, retry_timeout, max_number_of_runs, max_number_of_errors)
    values ('t', ${job.jobId}, ${job.args}, 'UTC', ${job.next.toISOString()}::timestamptz,
      ${t.numRetries}, ${t.retryTimeout}, ${t.maxNumberOfRuns}, ${t.maxNumberOfErrors})`);
}

interface TriggerSettings {
  numRetries: number;
  retryTimeout: number;
  maxNumberOfRuns: number;
  maxNumberOfErrors: number;
}

export interface RecordRow {
  fire_ms: number;
  instance_id: string;
  status: number;
  attempt: number;
  error: string | null;
}

export async function records(server: TestServer, jobId: string): Promise<RecordRow[]> {
  return queryRows<RecordRow>(
    server.db.orm,
    sql`select (extract(epoch from fire_time) * 1000)::float8 as fire_ms, instance_id, status, attempt, error
          from sys_job_trigger_record where job_id = ${jobId} order by fire_time, id`,
  );
}

export async function trigger(server: TestServer, jobId: string) {
  const [row] = await queryRows<{
    status: number;
    next_ms: number | null;
    number_of_runs: number;
    number_of_errors: number;
  }>(
    server.db.orm,
    sql`select status, (extract(epoch from next_run_time) * 1000)::float8 as next_ms, number_of_runs, number_of_errors
          from sys_job_trigger where job_id = ${jobId}`,
  );
  return row;
}
