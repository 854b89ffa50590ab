/** The notice resource's server hooks (its transitions' guards), for the resource engine. */

/** One notice of the caller's tenant (the SignalR hub's PublicNotice payload). */
export { noticeDetail } from './service.ts';
export { sysNoticeHooks } from './transitions.ts';
