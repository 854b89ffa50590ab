/** What the org and role modules share with user management: scope checks and the diff log. */
export { type DiffCaller, dateTimeText, isTenantAdmin, numberIds, scopedOrgIds, writeDiff } from './shared.ts';
