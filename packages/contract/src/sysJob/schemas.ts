import { z } from 'zod';
import { optText, pageInputSchema, reqText } from '../schemas/common.ts';

/** Sundial's TriggerStatus values the platform uses (admin-net-contract §9.2 SysJobTrigger.status). */
export const JobTriggerStatus = { Ready: 1, Pause: 3, Archived: 6, Panic: 7 } as const;
export type JobTriggerStatus = (typeof JobTriggerStatus)[keyof typeof JobTriggerStatus];

/** How a run (a row of the trigger record) ended. */
export const JobRunStatus = { Running: 0, Succeeded: 1, Failed: 2, Blocked: 3, Cancelled: 4, Interrupted: 5 } as const;
export type JobRunStatus = (typeof JobRunStatus)[keyof typeof JobRunStatus];

/** Admin.NET's JobCreateTypeEnum: built in (a handler registered by code), script, HTTP. */
export const JobCreateType = { BuiltIn: 0, Script: 1, Http: 2 } as const;

/** Job and trigger ids: what an operator types, kept to a safe alphabet. */
const idText = (max: number) => reqText(max).regex(/^[A-Za-z0-9_.:-]+$/, { error: 'invalidValue' });
const count = (max: number) =>
  z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(0).max(max);
/** "yyyy-MM-dd HH:mm:ss" in the caller's zone (or blank). */
const dateTimeText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, { error: 'invalidValue' })
  .nullish()
  .or(z.literal('').transform(() => null))
  .transform((v) => (v ? v : null));

export const jobDetailPageSchema = pageInputSchema.extend({
  jobId: optText(64),
  groupName: optText(64),
  description: optText(200),
});
export type JobDetailPageInput = z.output<typeof jobDetailPageSchema>;

export const jobDetailInputSchema = z.looseObject({
  jobId: idText(64),
  groupName: optText(64).transform((v) => v ?? 'default'),
  jobType: reqText(128),
  description: optText(200),
  concurrent: z.boolean().default(true),
  properties: z
    .union([z.record(z.string(), z.unknown()), z.string().trim().max(4000)])
    .nullish()
    .transform((v, ctx) => {
      if (v == null || v === '') return {};
      if (typeof v !== 'string') return v;
      try {
        const parsed: unknown = JSON.parse(v);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
      } catch {
        /* refused below */
      }
      ctx.addIssue({ code: 'custom', message: 'invalidValue' });
      return z.NEVER;
    }),
});
export type JobDetailInput = z.input<typeof jobDetailInputSchema>;
export type JobDetailValues = z.output<typeof jobDetailInputSchema>;

export const jobIdInputSchema = z.looseObject({ jobId: idText(64) });
export const jobTriggerKeySchema = z.looseObject({ jobId: idText(64), triggerId: idText(64) });
export const jobTriggerListSchema = z.looseObject({ jobId: idText(64) });

export const jobTriggerInputSchema = z.looseObject({
  jobId: idText(64),
  triggerId: idText(64),
  args: reqText(120),
  description: optText(200),
  timeZone: optText(64),
  startTime: dateTimeText,
  endTime: dateTimeText,
  maxNumberOfRuns: count(1_000_000_000).default(0),
  maxNumberOfErrors: count(1_000_000_000).default(0),
  numRetries: count(10).default(0),
  retryTimeout: count(3_600_000).default(1000),
  startNow: z.boolean().default(true),
  runOnStart: z.boolean().default(false),
});
export type JobTriggerInput = z.input<typeof jobTriggerInputSchema>;
export type JobTriggerValues = z.output<typeof jobTriggerInputSchema>;

export const jobTriggerRecordPageSchema = pageInputSchema.extend({
  jobId: optText(64),
  triggerId: optText(64),
  status: z.coerce.number().int().min(0).max(5).nullish(),
});
export type JobTriggerRecordPageInput = z.output<typeof jobTriggerRecordPageSchema>;

/** GET sysJob/cronPreview: the next fires of an expression (the editor's preview). */
export const cronPreviewSchema = z.looseObject({
  args: reqText(120),
  timeZone: optText(64),
  count: z.coerce.number().int().min(1).max(20).default(5),
});

export interface JobTriggerRow {
  id: number;
  triggerId: string;
  jobId: string;
  triggerType: string;
  args: string;
  timeZone: string;
  description: string | null;
  status: number;
  startTime: Date | string | null;
  endTime: Date | string | null;
  lastRunTime: Date | string | null;
  nextRunTime: Date | string | null;
  numberOfRuns: number;
  maxNumberOfRuns: number;
  numberOfErrors: number;
  maxNumberOfErrors: number;
  numRetries: number;
  retryTimeout: number;
  startNow: boolean;
  runOnStart: boolean;
  updatedTime: Date | string | null;
}

export interface JobDetailRow {
  id: number;
  jobId: string;
  groupName: string;
  jobType: string;
  description: string | null;
  concurrent: boolean;
  properties: string;
  createType: number;
  /** Whether a handler of jobType is registered on the answering instance. */
  handlerRegistered: boolean;
  updatedTime: Date | string | null;
}

/** pageJobDetail: Admin.NET's JobDetailOutput, a job with its triggers. */
export interface JobDetailOutput {
  jobDetail: JobDetailRow;
  jobTriggers: JobTriggerRow[];
}

export interface JobTriggerRecordRow {
  id: number;
  jobId: string;
  triggerId: string;
  fireTime: Date | string;
  instanceId: string;
  status: number;
  attempt: number;
  manual: boolean;
  startTime: Date | string;
  finishTime: Date | string | null;
  durationMs: number | null;
  error: string | null;
}

export interface JobClusterRow {
  clusterId: string;
  host: string;
  pid: number;
  startTime: Date | string;
  heartbeatTime: Date | string;
  stopTime: Date | string | null;
  /** 'live' | 'stale' (no heartbeat for a while) | 'stopped' (closed cleanly). */
  state: 'live' | 'stale' | 'stopped';
  /** Runs this instance started in the last 24 hours, and how many of them are running now. */
  runs24h: number;
  running: number;
  lastRunTime: Date | string | null;
}

export interface CronPreview {
  args: string;
  timeZone: string;
  /** "yyyy-MM-dd HH:mm:ss" in timeZone. */
  nextTimes: string[];
}
