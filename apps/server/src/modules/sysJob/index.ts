import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';
import type { ServerDomain } from '../domain.ts';
import { registerBuiltInJobs } from './builtin.ts';
import { registerSysJobRoutes } from './routes.ts';
import { createJobScheduler } from './scheduler.ts';

export { cleanCaptchas, cleanJobHistory, cleanSessions, deleteInBatches, retentionDays } from './builtin.ts';
export { jobCaller } from './caller.ts';
export { type JobContext, type JobDefinition, type JobHandler, registerJob } from './registry.ts';
export { createJobScheduler, JobScheduler, jobSchedulerOf, type SchedulerOptions } from './scheduler.ts';

registerBuiltInJobs();

/**
 * Scheduled jobs (issue 14): jobs, cron triggers, run history and the cluster of instances,
 * stored in PostgreSQL; one scheduler per instance claims each fire exactly once.
 * Other domains add jobs with `registerJob` (before the server is ready).
 */
export const sysJobDomain: ServerDomain = {
  name: 'sysJob',
  migrations: path.join(import.meta.dirname, 'migrations'),
  async registerRoutes(app: FastifyInstance, services: AppServices) {
    await registerSysJobRoutes(app, services);
    // An instance may serve requests only (config.jobScheduler off): the others run the jobs.
    if (!services.config.jobScheduler) return;
    // On ready: every domain had its chance to register jobs. On close (after the requests in
    // flight): stop firing, abort and wait for the runs in progress, leave the cluster — before
    // the database is closed.
    const scheduler = createJobScheduler(services);
    app.addHook('onReady', () => scheduler.start());
    app.addHook('onClose', () => scheduler.stop());
  },
};
