/** What the org and role modules share with user management: scope checks and the diff log. */

/** User management's services, for screens that manage a subset of the users (the merchant's accounts). */
export {
  addUser,
  deleteUsers,
  resetPassword,
  setUserStatus,
  type UserLimit,
  updateUser,
} from './service.ts';
export { type DiffCaller, dateTimeText, isTenantAdmin, numberIds, scopedOrgIds, writeDiff } from './shared.ts';
