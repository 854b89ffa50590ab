/** The notice resource's server hooks (its transitions' guards), for the resource engine. */
export { sysNoticeHooks } from './transitions.ts';
