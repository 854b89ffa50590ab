import type { ContractDomain } from '../domain.ts';
import { SYS_JOB_ERRORS } from './errors.ts';

export * from './cron.ts';
export * from './errors.ts';
export * from './schemas.ts';

/** Scheduled jobs (issue 14): schemas, cron helpers shared with the console, error group D1100. */
export const sysJobContract = {
  name: 'sysJob',
  resources: [],
  errors: SYS_JOB_ERRORS,
  // The menu titles sysJob and sysJobDashboard are the platform's (constants/menu-titles.ts).
  menuTitles: {},
  buttonTitles: {},
} as const satisfies ContractDomain;
