/** The live channel's public surface: publishing events and the online-user change signal. */
export { ONLINE_STALE_SECONDS, onlineChanged } from './hub.ts';
export { publishLive } from './publish.ts';
