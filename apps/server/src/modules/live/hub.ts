import { randomUUID } from 'node:crypto';
import { LIVE_CLOSE, LIVE_LIMITS, type LiveEvent } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { parseUserAgent } from '../../audit/user-agent.ts';
import type { AuthContext } from '../../auth/context.ts';
import { asPlatform, inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import type { AppServices } from '../../services.ts';
import { LIVE_CHANNEL, type LiveMessage, publishLive } from './publish.ts';

const HEARTBEAT_MS = 30_000;
/** Rows not refreshed for this long belong to a vanished instance. */
export const ONLINE_STALE_SECONDS = 90;

/**
 * What the hub needs of a socket: the console's WebSocket (GET /api/ws), or an adapter that
 * speaks another protocol over one (the SignalR hub of Admin.NET clients, signalr.ts).
 */
export interface LiveSocket {
  readonly readyState: number;
  readonly OPEN: number;
  /** One LiveEvent as JSON. */
  send(text: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'close' | 'error', listener: () => void): unknown;
}

interface Connection {
  id: string;
  socket: LiveSocket;
  auth: AuthContext;
}

/**
 * The sockets of this instance. Events arrive through PostgreSQL NOTIFY (publish.ts), so
 * whichever instance wrote the change, the instance that holds the socket delivers it.
 * Connections are recorded in sys_online_user (the online-users page).
 */
export class LiveHub {
  readonly instanceId = randomUUID();
  private readonly connections = new Map<string, Connection>();
  private stopListening: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly services: AppServices) {}

  async start(): Promise<void> {
    this.stopListening = await this.services.db.listen(
      LIVE_CHANNEL,
      (payload) => this.dispatch(payload),
      () => undefined,
    );
    this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    for (const c of this.connections.values()) c.socket.terminate();
    this.connections.clear();
    await this.stopListening?.();
    this.stopListening = null;
    // Our rows go with us (another instance would age them out otherwise).
    await asPlatform(this.services.db, (tx) =>
      tx.execute(sql`delete from sys_online_user where instance_id = ${this.instanceId}`),
    ).catch(() => undefined);
  }

  /** Number of sockets this instance holds (tests, health). */
  get size(): number {
    return this.connections.size;
  }

  /** Takes over an authenticated socket: records it, says hello, forgets it on close. */
  async attach(
    socket: LiveSocket,
    auth: AuthContext,
    meta: { ip: string; userAgent: string; connectionId?: string },
  ): Promise<void> {
    const id = meta.connectionId ?? randomUUID().replace(/-/g, '');
    const connection: Connection = { id, socket, auth };
    this.connections.set(id, connection);
    this.enforceLimits(auth);
    const { browser, os } = parseUserAgent(meta.userAgent);
    socket.on('close', () => {
      this.connections.delete(id);
      if (this.closed) return;
      void inTenant(this.services.db, auth.tenantId, async (tx) => {
        await tx.execute(sql`delete from sys_online_user where tenant_id = ${auth.tenantId} and connection_id = ${id}`);
        await publishLive(tx, onlineChanged(auth.tenantId, { realName: auth.realName, online: false }));
      }).catch(() => undefined);
    });
    socket.on('error', () => undefined);
    await inTenant(this.services.db, auth.tenantId, async (tx) => {
      await tx.execute(sql`insert into sys_online_user
          (tenant_id, connection_id, instance_id, session_id, user_id, user_name, real_name, area, ip, browser, os)
        values (${auth.tenantId}, ${id}, ${this.instanceId}, ${auth.sessionId}, ${auth.userId}, ${auth.account},
                ${auth.realName}, ${auth.area}, ${meta.ip}, ${browser}, ${os})`);
      await publishLive(tx, onlineChanged(auth.tenantId, { realName: auth.realName, online: true }));
    });
    // Closed while we were recording it: the close handler may have run before the insert.
    if (socket.readyState !== socket.OPEN) {
      await inTenant(this.services.db, auth.tenantId, (tx) =>
        tx.execute(sql`delete from sys_online_user where tenant_id = ${auth.tenantId} and connection_id = ${id}`),
      ).catch(() => undefined);
      return;
    }
    send(socket, { type: 'hello', connectionId: id, sessionId: auth.sessionId });
  }

  /**
   * At most LIVE_LIMITS sockets per session and per user on this instance: each one costs an
   * online-user row and a broadcast to the tenant and the platform, so one login must not open
   * hundreds. The oldest go (the map keeps insertion order), closed with 4008 and the reason.
   */
  private enforceLimits(auth: AuthContext): void {
    const same = [...this.connections.values()].filter((c) => c.auth.tenantId === auth.tenantId);
    const bySession = same.filter((c) => c.auth.sessionId === auth.sessionId);
    for (const c of bySession.slice(0, Math.max(0, bySession.length - LIVE_LIMITS.perSession)))
      this.evict(c, 'session');
    const byUser = same.filter((c) => c.auth.userId === auth.userId && this.connections.has(c.id));
    for (const c of byUser.slice(0, Math.max(0, byUser.length - LIVE_LIMITS.perUser))) this.evict(c, 'user');
  }

  private evict(c: Connection, reason: 'session' | 'user'): void {
    this.connections.delete(c.id);
    c.socket.close(LIVE_CLOSE.tooManySockets, reason);
  }

  private dispatch(payload: string): void {
    let message: LiveMessage;
    try {
      message = JSON.parse(payload) as LiveMessage;
    } catch {
      return;
    }
    for (const c of this.connections.values()) {
      if (!matches(c.auth, message)) continue;
      send(c.socket, message.event);
      if (message.close) {
        this.connections.delete(c.id);
        c.socket.close(LIVE_CLOSE.forceOffline, message.event.type);
      }
    }
  }

  private async heartbeat(): Promise<void> {
    if (this.closed) return;
    // Cross-tenant by nature: this instance's connections of every tenant.
    await asPlatform(this.services.db, async (tx) => {
      await tx.execute(sql`update sys_online_user set last_seen = now() where instance_id = ${this.instanceId}`);
      await queryRows(
        tx,
        sql`delete from sys_online_user
             where last_seen < now() - make_interval(secs => ${ONLINE_STALE_SECONDS}) returning id`,
      );
    }).catch(() => undefined);
  }
}

function matches(auth: AuthContext, m: LiveMessage): boolean {
  const tenantOk = m.tenantIds.includes(auth.tenantId) || (m.platform === true && auth.tenantKind === 'system');
  if (!tenantOk) return false;
  if (m.userIds && !m.userIds.includes(auth.userId)) return false;
  if (m.sessionIds && !m.sessionIds.includes(auth.sessionId)) return false;
  return true;
}

function send(socket: LiveSocket, event: LiveEvent): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

/** Who sees the online list of a tenant: its own users and the platform. `change`: who came or went. */
export function onlineChanged(tenantId: number, change?: { realName: string | null; online: boolean }): LiveMessage {
  return { tenantIds: [tenantId], platform: true, event: { type: 'onlineUsers', tenantId, ...change } };
}

const hubs = new WeakMap<AppServices, LiveHub>();

/** The hub of a server (created by the live routes). */
export function liveHubOf(services: AppServices): LiveHub | undefined {
  return hubs.get(services);
}

export function createLiveHub(services: AppServices): LiveHub {
  const hub = new LiveHub(services);
  hubs.set(services, hub);
  return hub;
}
