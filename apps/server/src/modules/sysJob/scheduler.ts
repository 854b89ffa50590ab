import { JobRunStatus } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import type { AppServices } from '../../services.ts';
import { type ArmedTrigger, claimFire, nearestTriggers, STALE_SECONDS } from './claim.ts';
import { heartbeat, leaveCluster, newInstanceId } from './cluster.ts';
import { executeRun, type RunOutcome, type RunRequest } from './execute.ts';
import { jobHandlerNamed } from './registry.ts';
import { armTriggers, insertMissingJobs, otherInstanceLive } from './sync.ts';

/** Channel of the schedulers: 'changed' wakes them (a trigger was edited), 'cancel:<jobId>' aborts runs. */
export const JOB_CHANNEL = 'pf_job';

export interface SchedulerOptions {
  /** The time fires are compared with (tests inject one; the claim itself is the real SQL). */
  clock?: () => Date;
  instanceId?: string;
  /** Heartbeat period (default 10 s). */
  heartbeatMs?: number;
  /** Longest sleep between ticks, so a lost notice costs at most this (default 30 s). */
  maxSleepMs?: number;
  /** How long stop() lets runs in progress finish before aborting them (default 5 s). */
  stopGraceMs?: number;
  /** How long stop() waits, after the grace, for aborted runs and the database (default 10 s). */
  stopLimitMs?: number;
}

/** Triggers read per tick; when all are due the loop ticks again at once. */
const TICK_LIMIT = 50;

interface ActiveRun {
  jobId: string;
  controller: AbortController;
  done: Promise<RunOutcome>;
}

/**
 * One per server instance. Jobs are due work stored in PostgreSQL: the loop reads the armed
 * triggers nearest to firing (one statement), claims each due fire with one statement that
 * only one instance can win (claim.ts), runs what it won in the background and sleeps until the
 * next fire time, a notice on `pf_job` (an edit) or `maxSleepMs`, whichever comes first.
 */
export class JobScheduler {
  readonly instanceId: string;
  private readonly clock: () => Date;
  private readonly active = new Map<number, ActiveRun>();
  private readonly shutdown = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private beat: NodeJS.Timeout | null = null;
  /** The heartbeat in flight: stop waits for it, or it could mark the instance live again after leaving. */
  private beating: Promise<void> | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private ticking: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly services: AppServices,
    private readonly options: SchedulerOptions = {},
  ) {
    this.instanceId = options.instanceId ?? newInstanceId();
    this.clock = options.clock ?? (() => new Date());
  }

  /** Joins the cluster, inserts missing registered jobs, arms triggers, starts the loop. */
  async start(): Promise<void> {
    await this.prepare();
    this.stopListening = await this.services.db.listen(
      JOB_CHANNEL,
      (payload) => this.onNotice(payload),
      () => this.wake(),
    );
    this.beat = setInterval(() => {
      if (this.beating) return; // a slow database: never two beats at once
      this.beating = heartbeat(this.services.db.orm, this.instanceId)
        .catch(() => undefined)
        .finally(() => {
          this.beating = null;
        });
    }, this.options.heartbeatMs ?? 10_000);
    this.beat.unref();
    this.wake();
  }

  /** The start-up writes without the loop (tests drive `tick` themselves). */
  async prepare(): Promise<void> {
    await asPlatform(this.services.db, async (tx) => {
      // One start-up at a time: the check "is anyone else live" and this instance's first beat
      // are one step, so of two instances starting together exactly one is the installation's start.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pf_job_start'))`);
      const installationStart = !(await otherInstanceLive(tx, this.instanceId));
      await heartbeat(tx, this.instanceId);
      await insertMissingJobs(tx, this.services.config.timeZone, this.clock());
      await armTriggers(tx, this.clock(), installationStart);
    });
  }

  /**
   * Stops the loop (no new fire is claimed), lets the runs in progress finish for up to
   * `stopGraceMs`, then aborts the rest (their handlers see the signal; recorded as interrupted),
   * waits until every run has written its record and leaves the cluster — for at most
   * `stopLimitMs` more. The app's close awaits this before the database is closed, so no run that
   * heeds its signal writes to a closed database (one that does not finds it closed; its error is
   * caught with the run).
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.beat) clearInterval(this.beat);
    // A handler that ignores its signal, or a database that does not answer, must not hold the
    // server's close for ever: past the limit this instance leaves what is left. Its unfinished
    // records are marked interrupted by a live instance's next heartbeat (its beats have stopped).
    const grace = this.options.stopGraceMs ?? 5000;
    const winding = this.windDown(grace).catch(() => undefined);
    let limit: NodeJS.Timeout | undefined;
    await Promise.race([
      winding,
      new Promise<void>((resolve) => {
        limit = setTimeout(resolve, grace + (this.options.stopLimitMs ?? 10_000));
      }),
    ]);
    clearTimeout(limit);
  }

  /** stop()'s steps: no more beats or ticks, the grace for runs in progress, abort, leave the cluster. */
  private async windDown(graceMs: number): Promise<void> {
    await this.stopListening?.();
    await this.beating;
    await this.ticking;
    if (this.active.size) {
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        this.idle(),
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(grace);
    }
    this.shutdown.abort();
    for (const run of this.active.values()) run.controller.abort();
    await this.idle();
    await leaveCluster(this.services.db.orm, this.instanceId).catch(() => undefined);
  }

  /** Resolves when no run of this instance is in progress. */
  async idle(): Promise<void> {
    while (this.active.size) await Promise.allSettled([...this.active.values()].map((r) => r.done));
  }

  private onNotice(payload: string): void {
    if (payload.startsWith('cancel:')) this.cancelLocal(payload.slice('cancel:'.length));
    else this.wake();
  }

  /** Aborts this instance's runs of a job (cancelJob notifies every instance). */
  cancelLocal(jobId: string): number {
    let n = 0;
    for (const run of this.active.values()) {
      if (run.jobId === jobId) {
        run.controller.abort();
        n++;
      }
    }
    return n;
  }

  /** Ticks now (or once more after the tick in progress), then sleeps until the next fire. */
  wake(): void {
    if (this.stopped) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = (async () => {
      let sleepMs = this.options.maxSleepMs ?? 30_000;
      do {
        this.again = false;
        sleepMs = await this.tick().catch(() => 1000); // a failed tick (database restart) retries soon
      } while ((this.again || sleepMs === 0) && !this.stopped);
      if (this.stopped) return;
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => this.wake(), Math.min(sleepMs, this.options.maxSleepMs ?? 30_000));
      this.timer.unref();
    })().finally(() => {
      this.ticking = null;
    });
  }

  /**
   * One round: claims every due fire this instance wins and starts its run. Returns how long
   * the loop may sleep (0: more may be due at once).
   */
  async tick(): Promise<number> {
    const now = this.clock();
    const triggers = await nearestTriggers(this.services.db.orm, TICK_LIMIT);
    let wait = this.options.maxSleepMs ?? 30_000;
    for (const trigger of triggers) {
      const due = new Date(trigger.due);
      if (due > now) {
        wait = due.getTime() - now.getTime();
        break;
      }
      await this.fire(trigger, now);
    }
    return triggers.length === TICK_LIMIT && wait === (this.options.maxSleepMs ?? 30_000) ? 0 : wait;
  }

  private async fire(trigger: ArmedTrigger, now: Date): Promise<void> {
    const claim = await claimFire(this.services.db.orm, trigger, this.instanceId, now);
    if (!claim || claim.status !== JobRunStatus.Running) {
      if (claim) {
        await this.services.db.orm.execute(sql`update sys_job_trigger_record
            set finish_time = start_time, duration_ms = 0, error = 'the previous run of this job was still running'
          where id = ${claim.recordId}`);
      }
      return;
    }
    this.launch({
      recordId: claim.recordId,
      jobId: trigger.job_id,
      triggerId: trigger.trigger_id,
      jobType: trigger.job_type,
      fireTime: new Date(trigger.due),
      properties: trigger.properties,
      numRetries: Number(trigger.num_retries),
      retryTimeout: Number(trigger.retry_timeout),
    });
  }

  private launch(run: RunRequest): void {
    const controller = new AbortController();
    const done = executeRun(this.services, run, {
      instanceId: this.instanceId,
      signal: AbortSignal.any([controller.signal, this.shutdown.signal]),
      shutdown: this.shutdown.signal,
      clock: this.clock,
    })
      .catch((error) => ({ status: JobRunStatus.Failed, attempts: 0, error: String(error) }))
      .finally(() => this.active.delete(run.recordId));
    this.active.set(run.recordId, { jobId: run.jobId, controller, done });
  }

  /**
   * runJob: runs a job now on this instance, outside its schedule (the record's trigger is '').
   * Returns the record id (the run goes on after the call), or why it was refused: 'missing'
   * (no such job), 'running' (the job is not concurrent and a run of it is in progress on a live
   * instance) or 'duplicate' (another manual run of it was recorded for the same millisecond:
   * the fire key (job, trigger, fire time) is unique, and two clicks in one millisecond are one
   * intent). One transaction holding a lock per job, so two concurrent calls cannot both pass
   * the "running" check; the insert skips a conflict instead of failing, so no call ends in a 500.
   */
  async runNow(jobId: string): Promise<number | 'missing' | 'running' | 'duplicate'> {
    const fireTime = this.clock();
    const claimed = await asPlatform(this.services.db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pf_job_run:${jobId}`}))`);
      const [job] = await queryRows<{ job_type: string; properties: unknown; busy: boolean }>(
        tx,
        sql`select d.job_type, d.properties,
                   (not d.concurrent and exists (
                     select 1 from sys_job_trigger_record r join sys_job_cluster k on k.cluster_id = r.instance_id
                      where r.job_id = d.job_id and r.status = ${JobRunStatus.Running} and k.stop_time is null
                        and k.heartbeat_time > now() - make_interval(secs => ${STALE_SECONDS}))) as busy
              from sys_job_detail d where d.job_id = ${jobId}`,
      );
      if (!job) return 'missing' as const;
      if (job.busy) return 'running' as const;
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into sys_job_trigger_record (job_id, trigger_id, fire_time, instance_id, status, manual, start_time)
            values (${jobId}, '', ${fireTime.toISOString()}::timestamptz, ${this.instanceId}, ${JobRunStatus.Running}, true,
                    ${fireTime.toISOString()}::timestamptz)
            on conflict (job_id, trigger_id, fire_time) do nothing
            returning id::float8 as id`,
      );
      if (!row) return 'duplicate' as const;
      return { recordId: Number(row.id), job };
    });
    if (typeof claimed === 'string') return claimed;
    this.launch({
      recordId: claimed.recordId,
      jobId,
      triggerId: '',
      jobType: claimed.job.job_type,
      fireTime,
      properties: claimed.job.properties,
      numRetries: 0,
      retryTimeout: 0,
    });
    return claimed.recordId;
  }

  /** Whether this instance can run a job type (its handler is registered here). */
  static knows(jobType: string): boolean {
    return !!jobHandlerNamed(jobType);
  }
}

const schedulers = new WeakMap<AppServices, JobScheduler>();

/** The scheduler of a server (routes use it for runJob; tests drive it). */
export function jobSchedulerOf(services: AppServices): JobScheduler | undefined {
  return schedulers.get(services);
}

export function createJobScheduler(services: AppServices, options?: SchedulerOptions): JobScheduler {
  const scheduler = new JobScheduler(services, options);
  schedulers.set(services, scheduler);
  return scheduler;
}
