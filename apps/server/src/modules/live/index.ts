/** The live channel's public surface: publishing events, the online-user change signal, SignalR hubs. */
export { ONLINE_STALE_SECONDS, onlineChanged } from './hub.ts';
export { publishLive } from './publish.ts';
export { type HubCaller, type HubInvocation, registerSignalRHub, type SignalRHub } from './signalr.ts';
