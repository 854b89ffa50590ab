import { JobRunStatus, JobTriggerStatus } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { AppServices } from '../../services.ts';
import { jobHandlerNamed } from './registry.ts';

/** One run to execute: its record row and the job's settings. */
export interface RunRequest {
  recordId: number;
  jobId: string;
  /** '' for a manual run. */
  triggerId: string;
  jobType: string;
  fireTime: Date;
  properties: unknown;
  numRetries: number;
  retryTimeout: number;
}

export interface RunOutcome {
  status: number;
  attempts: number;
  error: string | null;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

const parseProperties = (value: unknown): Record<string, unknown> => {
  const v = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
};

/**
 * Runs a claimed fire: the handler, then up to `numRetries` more attempts after a failure,
 * waiting `retryTimeout` ms doubled each time (1×, 2×, 4×, …). The record row gets the attempt
 * count, the outcome, the duration and the last error; a failed fire counts against the
 * trigger's error limit (reached: the trigger panics and stops firing). Outside any
 * transaction: the handler opens its own (PGlite has one connection).
 */
export async function executeRun(
  services: AppServices,
  run: RunRequest,
  ctx: { instanceId: string; signal: AbortSignal; clock: () => Date; shutdown: AbortSignal },
): Promise<RunOutcome> {
  const started = performance.now();
  const definition = jobHandlerNamed(run.jobType);
  let outcome: RunOutcome;
  if (!definition) {
    outcome = { status: JobRunStatus.Failed, attempts: 1, error: `no handler registered as "${run.jobType}"` };
  } else {
    let attempt = 0;
    let error: string | null = null;
    const properties = parseProperties(run.properties);
    for (;;) {
      attempt++;
      try {
        await definition.handler({
          services,
          jobId: run.jobId,
          triggerId: run.triggerId,
          fireTime: run.fireTime,
          attempt,
          properties,
          instanceId: ctx.instanceId,
          signal: ctx.signal,
        });
        error = null;
        break;
      } catch (e) {
        error = String((e as Error)?.stack ?? e).slice(0, 4000);
      }
      if (ctx.signal.aborted || attempt > run.numRetries) break;
      await services.db.orm.execute(
        sql`update sys_job_trigger_record set attempt = ${attempt + 1} where id = ${run.recordId}`,
      );
      await sleep(run.retryTimeout * 2 ** (attempt - 1), ctx.signal);
      if (ctx.signal.aborted) break;
    }
    const status = ctx.signal.aborted
      ? ctx.shutdown.aborted
        ? JobRunStatus.Interrupted
        : JobRunStatus.Cancelled
      : error
        ? JobRunStatus.Failed
        : JobRunStatus.Succeeded;
    outcome = { status, attempts: attempt, error: error ?? (ctx.signal.aborted ? 'cancelled' : null) };
  }
  const duration = Math.round(performance.now() - started);
  await services.db.orm.execute(sql`update sys_job_trigger_record
      set status = ${outcome.status}, attempt = ${outcome.attempts}, error = ${outcome.error},
          finish_time = ${ctx.clock().toISOString()}::timestamptz, duration_ms = ${duration}
    where id = ${run.recordId}`);
  if (outcome.status === JobRunStatus.Failed && run.triggerId) {
    await services.db.orm.execute(sql`update sys_job_trigger
        set number_of_errors = number_of_errors + 1,
            status = case when max_number_of_errors > 0 and number_of_errors + 1 >= max_number_of_errors
                          then ${JobTriggerStatus.Panic} else status end,
            next_run_time = case when max_number_of_errors > 0 and number_of_errors + 1 >= max_number_of_errors
                                 then null else next_run_time end
      where job_id = ${run.jobId} and trigger_id = ${run.triggerId}`);
  }
  return outcome;
}
