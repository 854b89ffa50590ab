import type { AppServices } from '../../services.ts';

/** What a job handler receives for one run (one attempt of one fire). */
export interface JobContext {
  services: AppServices;
  jobId: string;
  /** '' for a manual run (runJob). */
  triggerId: string;
  /** The scheduled instant this run is for (a catch-up run keeps the missed instant). */
  fireTime: Date;
  /** 1 for the first attempt, then 2, 3, … for retries. */
  attempt: number;
  /** The job's `properties` JSON (settings an operator can edit on the job). */
  properties: Record<string, unknown>;
  /** The instance running it (sys_job_cluster.cluster_id). */
  instanceId: string;
  /** Aborted by cancelJob (on any instance) and by a shutdown: stop between batches. */
  signal: AbortSignal;
}

/** A handler: resolve to succeed (the return value is ignored), throw to fail (then retried). */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;

export interface JobDefinition {
  /** The job row's id, and the handler's name (job_type) unless `jobType` is given. */
  jobId: string;
  jobType?: string;
  groupName?: string;
  description: string;
  /** Cron of the default trigger created with the job (five fields, or six with seconds). */
  defaultCron: string;
  /** Zone the default cron is read in (default: the server's configured zone). */
  timeZone?: string;
  /** false: a fire while the job still runs is recorded as blocked (default false). */
  concurrent?: boolean;
  numRetries?: number;
  retryTimeout?: number;
  properties?: Record<string, unknown>;
  handler: JobHandler;
}

const definitions = new Map<string, JobDefinition>();

/**
 * Registers a job handler (call it at start, before the server is ready: a module's
 * registerRoutes or top level). The scheduler inserts the job and its default trigger when
 * they are missing and never overwrites an operator's edits. Registering one id twice replaces
 * the handler (tests re-register).
 */
export function registerJob(definition: JobDefinition): void {
  definitions.set(definition.jobType ?? definition.jobId, definition);
}

export function jobHandlerNamed(jobType: string): JobDefinition | undefined {
  return definitions.get(jobType);
}

export function registeredJobs(): JobDefinition[] {
  return [...definitions.values()];
}
