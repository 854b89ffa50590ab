import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { globalTable, ts } from './columns.ts';

/** Drizzle mirror of modules/sysJob/migrations/0020_jobs.sql (checked by test/platform/schema.test.ts). */

export const sysJobDetail = globalTable('sys_job_detail', {
  jobId: text('job_id').notNull().unique(),
  groupName: text('group_name').notNull().default('default'),
  jobType: text('job_type').notNull(),
  assemblyName: text('assembly_name'),
  description: text('description'),
  concurrent: boolean('concurrent').notNull().default(true),
  includeAnnotation: boolean('include_annotation').notNull().default(false),
  properties: jsonb('properties').notNull().default({}),
  createType: integer('create_type').notNull().default(0),
  scriptCode: text('script_code'),
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time'),
});

export const sysJobTrigger = globalTable('sys_job_trigger', {
  triggerId: text('trigger_id').notNull(),
  jobId: text('job_id').notNull(),
  triggerType: text('trigger_type').notNull().default('cron'),
  assemblyName: text('assembly_name'),
  args: text('args').notNull(),
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  description: text('description'),
  status: integer('status').notNull().default(1),
  startTime: ts('start_time'),
  endTime: ts('end_time'),
  lastRunTime: ts('last_run_time'),
  nextRunTime: ts('next_run_time'),
  numberOfRuns: integer('number_of_runs').notNull().default(0),
  maxNumberOfRuns: integer('max_number_of_runs').notNull().default(0),
  numberOfErrors: integer('number_of_errors').notNull().default(0),
  maxNumberOfErrors: integer('max_number_of_errors').notNull().default(0),
  numRetries: integer('num_retries').notNull().default(0),
  retryTimeout: integer('retry_timeout').notNull().default(1000),
  startNow: boolean('start_now').notNull().default(true),
  runOnStart: boolean('run_on_start').notNull().default(false),
  resetOnlyOnce: boolean('reset_only_once').notNull().default(true),
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time'),
});

export const sysJobTriggerRecord = globalTable('sys_job_trigger_record', {
  jobId: text('job_id').notNull(),
  triggerId: text('trigger_id').notNull(),
  fireTime: ts('fire_time').notNull(),
  instanceId: text('instance_id').notNull(),
  status: integer('status').notNull().default(0),
  attempt: integer('attempt').notNull().default(1),
  manual: boolean('manual').notNull().default(false),
  startTime: ts('start_time').notNull().defaultNow(),
  finishTime: ts('finish_time'),
  durationMs: integer('duration_ms'),
  error: text('error'),
  createTime: ts('create_time').notNull().defaultNow(),
});

export const sysJobCluster = pgTable('sys_job_cluster', {
  clusterId: text('cluster_id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startTime: ts('start_time').notNull().defaultNow(),
  heartbeatTime: ts('heartbeat_time').notNull().defaultNow(),
  stopTime: ts('stop_time'),
});
