import {
  jobDetailInputSchema,
  jobDetailPageSchema,
  jobIdInputSchema,
  jobTriggerInputSchema,
  jobTriggerKeySchema,
  jobTriggerListSchema,
  jobTriggerRecordPageSchema,
} from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import * as jobs from './service.ts';

const none = z.looseObject({});

/**
 * Scheduled jobs (menu sysJob, Admin.NET's SysJobService): platform administrators only. Every
 * write is one transaction and wakes the schedulers of every instance.
 */
export async function registerSysJobRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const route = (
    method: 'GET' | 'POST',
    action: string,
    summary: string,
    options: Pick<Parameters<typeof addRoute>[2], 'body' | 'query' | 'audit'>,
    handler: Parameters<typeof addRoute>[2]['handler'],
  ) =>
    addRoute(app, services, {
      method,
      url: `/api/sysJob/${action}`,
      platformOnly: true,
      summary,
      ...options,
      handler,
    } as Parameters<typeof addRoute>[2]);

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/pageJobDetail',
    platformOnly: true,
    audit: false,
    body: jobDetailPageSchema,
    summary: 'Jobs with their triggers',
    handler: ({ body }) => jobs.pageJobDetails(services, body),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/addJobDetail',
    platformOnly: true,
    body: jobDetailInputSchema,
    summary: 'Adds a job running a registered handler (jobType)',
    handler: ({ body }) => jobs.addJobDetail(services, body),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/updateJobDetail',
    platformOnly: true,
    body: jobDetailInputSchema,
    summary: 'Saves a job',
    handler: ({ body }) => jobs.updateJobDetail(services, body),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/deleteJobDetail',
    platformOnly: true,
    body: jobIdInputSchema,
    summary: 'Deletes a job and its triggers',
    handler: ({ body }) => jobs.deleteJobDetail(services, body.jobId),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysJob/jobTriggerList',
    platformOnly: true,
    audit: false,
    query: jobTriggerListSchema,
    summary: "A job's triggers",
    handler: ({ query }) => jobs.jobTriggerList(services, query.jobId),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/addJobTrigger',
    platformOnly: true,
    body: jobTriggerInputSchema,
    summary: 'Adds a cron trigger (args) to a job; a bad expression is refused',
    handler: ({ body, timeZone }) => jobs.addJobTrigger(services, body, timeZone),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/updateJobTrigger',
    platformOnly: true,
    body: jobTriggerInputSchema,
    summary: 'Saves a trigger; its schedule restarts from now',
    handler: ({ body, timeZone }) => jobs.updateJobTrigger(services, body, timeZone),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/deleteJobTrigger',
    platformOnly: true,
    body: jobTriggerKeySchema,
    summary: 'Deletes a trigger',
    handler: ({ body }) => jobs.deleteJobTrigger(services, body.jobId, body.triggerId),
  });
  route('POST', 'pauseAllJob', 'Pauses every trigger', { body: none }, () => jobs.pauseTriggers(services, {}));
  route('POST', 'startAllJob', 'Starts every trigger', { body: none }, () => jobs.startTriggers(services, {}));
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/pauseJob',
    platformOnly: true,
    body: jobIdInputSchema,
    summary: "Pauses a job's triggers",
    handler: ({ body }) => jobs.pauseTriggers(services, { jobId: body.jobId }),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/startJob',
    platformOnly: true,
    body: jobIdInputSchema,
    summary: "Starts a job's triggers from now",
    handler: ({ body }) => jobs.startTriggers(services, { jobId: body.jobId }),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/cancelJob',
    platformOnly: true,
    body: jobIdInputSchema,
    summary: "Aborts the job's runs in progress on every instance",
    handler: ({ body }) => jobs.cancelJob(services, body.jobId),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/runJob',
    platformOnly: true,
    body: jobIdInputSchema,
    summary: 'Runs a job now (returns the run record id)',
    handler: ({ body }) => jobs.runJob(services, body.jobId),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/pauseTrigger',
    platformOnly: true,
    body: jobTriggerKeySchema,
    summary: 'Pauses one trigger',
    handler: ({ body }) => jobs.pauseTriggers(services, body),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/startTrigger',
    platformOnly: true,
    body: jobTriggerKeySchema,
    summary: 'Starts one trigger from now',
    handler: ({ body }) => jobs.startTriggers(services, body),
  });
  route('POST', 'cancelSleep', 'Wakes every scheduler now', { body: none }, () => jobs.cancelSleep(services));
  // Admin.NET keeps its schedule in memory and writes it on persistAll; ours is always in the database.
  route('POST', 'persistAll', 'Nothing to do: the schedule is always persisted', { body: none }, async () => undefined);
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysJob/jobClusterList',
    platformOnly: true,
    audit: false,
    summary: 'Server instances with their heartbeat and recent runs',
    handler: () => jobs.jobClusterList(services),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysJob/pageJobTriggerRecord',
    platformOnly: true,
    audit: false,
    body: jobTriggerRecordPageSchema,
    summary: 'Run history, newest first',
    handler: ({ body }) => jobs.pageJobTriggerRecords(services, body),
  });
}
