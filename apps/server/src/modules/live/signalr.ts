import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { type Language, type LiveEvent, parseLiveEvent } from '@printfloor/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthContext } from '../../auth/context.ts';
import { AuthError, BizError } from '../../errors.ts';
import { clientIp } from '../../http/client-ip.ts';
import { errorText, statusText } from '../../http/i18n.ts';
import type { AppServices } from '../../services.ts';
import { type LiveSocket, liveHubOf } from './hub.ts';
import { authenticateToken } from './routes.ts';

/**
 * ASP.NET Core SignalR, as much of it as Admin.NET clients use: negotiate (version 0 and 1), the
 * WebSocket transport and the JSON hub protocol — records end with 0x1E; the client opens with the
 * handshake `{"protocol":"json","version":1}`, answered `{}`; then invocations (type 1), completions
 * (3), pings (6) and close (7). Streaming (2, 4, 5), long polling, server-sent events and the
 * MessagePack protocol are not offered: negotiate announces WebSockets only.
 *
 * A hub connection is one more socket of the live hub (hub.ts): the events our console gets on
 * /api/ws come from the same PostgreSQL NOTIFY on every instance, and `SignalRHub.events` turns
 * each into the hub's client-method invocations.
 */
const RS = '\u001e';
const MessageType = { Invocation: 1, Completion: 3, Ping: 6, Close: 7 } as const;
/** ASP.NET Core's default KeepAliveInterval. */
const PING_MS = 15_000;
/** A connection that has not completed its handshake by then is dropped (ASP.NET: 15 s). */
const HANDSHAKE_MS = 15_000;
/** How long a negotiated connection id waits for its WebSocket. */
const NEGOTIATION_MS = 60_000;

export interface HubInvocation {
  target: string;
  arguments: unknown[];
}

/** The caller of a hub method: who, and the language of its upgrade request. */
export interface HubCaller {
  auth: AuthContext;
  lang: Language;
}

/** A hub: the client methods it calls for a live event, and the server methods clients may invoke. */
export interface SignalRHub {
  path: string;
  /** Invocations for one live event (empty: the event means nothing to these clients). */
  events(event: LiveEvent, auth: AuthContext): Promise<HubInvocation[]> | HubInvocation[];
  /** Server methods by name; a thrown error goes back to the caller as the completion's error. */
  methods: Record<string, (caller: HubCaller, args: unknown[]) => Promise<unknown>>;
}

/** An error as the text of a completion, in the caller's language like the API's messages. */
function errorMessage(error: unknown, lang: Language): string {
  if (error instanceof BizError) return errorText(lang, error.errorCode, error.params);
  if (error instanceof AuthError) return statusText(lang, error.status);
  return error instanceof Error ? error.message : String(error);
}

/** The access token as Admin.NET's client sends it (`?access_token=`), or a bearer header. */
function hubToken(req: FastifyRequest): string | null {
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (typeof query.access_token === 'string' && query.access_token) return query.access_token;
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

function frame(message: unknown): string {
  return JSON.stringify(message) + RS;
}

/**
 * One SignalR connection over a WebSocket, seen by the live hub as a socket of LiveEvents:
 * `send` receives an event as JSON and invokes the matching client methods.
 */
class HubConnection extends EventEmitter implements LiveSocket {
  readonly OPEN = 1;
  private ping: NodeJS.Timeout | null = null;
  private outbox: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    private readonly hub: SignalRHub,
    private readonly caller: HubCaller,
    private readonly log: FastifyRequest['log'],
  ) {
    super();
    ws.on('close', () => {
      if (this.ping) clearInterval(this.ping);
      this.emit('close');
    });
    ws.on('error', () => this.emit('error'));
  }

  get readyState(): number {
    return this.ws.readyState;
  }

  /** Starts the keep-alive pings and serves the client's invocations. */
  open(): void {
    this.ping = setInterval(() => this.write({ type: MessageType.Ping }), PING_MS);
    this.ping.unref();
    this.ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      for (const record of String(data).split(RS)) if (record) void this.receive(record);
    });
  }

  send(text: string): void {
    const event = parseLiveEvent(text);
    if (!event) return;
    this.inOrder(async () => {
      for (const call of await this.hub.events(event, this.caller.auth)) {
        this.write({ type: MessageType.Invocation, ...call });
      }
    });
  }

  /** The live hub ends the connection (force offline): a close message that forbids reconnecting. */
  close(_code?: number, reason?: string): void {
    this.inOrder(() => {
      this.write({ type: MessageType.Close, error: reason ?? null, allowReconnect: false });
      this.ws.close(1000);
    });
  }

  /** Events may need a query to translate (hub.events): they still leave in the order they came. */
  private inOrder(step: () => unknown): void {
    this.outbox = this.outbox.then(step).catch((err: unknown) => this.log.warn({ err }, 'signalr event not delivered'));
  }

  terminate(): void {
    this.ws.terminate();
  }

  private write(message: unknown): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame(message));
  }

  private async receive(record: string): Promise<void> {
    let message: { type?: unknown; invocationId?: unknown; target?: unknown; arguments?: unknown };
    try {
      message = JSON.parse(record);
    } catch {
      return;
    }
    if (message.type === MessageType.Close) {
      this.ws.close(1000);
      return;
    }
    if (message.type !== MessageType.Invocation || typeof message.target !== 'string') return;
    const invocationId = typeof message.invocationId === 'string' ? message.invocationId : null;
    // Method names are matched ignoring case, as ASP.NET Core does.
    const name = Object.keys(this.hub.methods).find((m) => m.toLowerCase() === String(message.target).toLowerCase());
    const method = name ? this.hub.methods[name] : undefined;
    const args = Array.isArray(message.arguments) ? message.arguments : [];
    try {
      if (!method) throw new Error(`Method '${message.target}' does not exist.`);
      const result = await method(this.caller, args);
      if (invocationId) this.write({ type: MessageType.Completion, invocationId, result: result ?? null });
    } catch (error) {
      const text = errorMessage(error, this.caller.lang);
      if (invocationId) this.write({ type: MessageType.Completion, invocationId, error: text });
    }
  }
}

/**
 * Registers `POST {path}/negotiate` and the WebSocket endpoint `GET {path}` of a hub. Both are
 * authenticated like every API call (a revoked session is refused) with the token of
 * `?access_token=` or the bearer header; a refused upgrade answers HTTP 401 like ASP.NET does.
 */
/** For the route catalogue (http/route.ts): both routes need a live session. */
const LOGIN_ONLY = { printfloor: { access: 'login' as const } };

export function registerSignalRHub(app: FastifyInstance, services: AppServices, hub: SignalRHub): void {
  const live = liveHubOf(services);
  if (!live) throw new Error('the live hub is registered first (live/routes.ts)');
  /** Negotiated connection ids waiting for their socket on this instance (token → id). */
  const negotiated = new Map<string, { connectionId: string; expires: number }>();
  const newId = () => randomBytes(16).toString('base64url');

  const refuse = (reply: FastifyReply) =>
    reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');

  app.post(`${hub.path}/negotiate`, { schema: { hide: true }, config: LOGIN_ONLY }, async (req, reply) => {
    const auth = await authenticateToken(services, hubToken(req));
    if (!auth) return refuse(reply);
    const now = Date.now();
    for (const [token, entry] of negotiated) if (entry.expires < now) negotiated.delete(token);
    const connectionId = newId();
    const connectionToken = newId();
    negotiated.set(connectionToken, { connectionId, expires: now + NEGOTIATION_MS });
    const version = Number((req.query as Record<string, unknown>).negotiateVersion ?? 0) >= 1 ? 1 : 0;
    return reply.type('application/json').send(
      JSON.stringify({
        negotiateVersion: version,
        connectionId,
        ...(version >= 1 ? { connectionToken } : {}),
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
      }),
    );
  });

  const authOf = new WeakMap<FastifyRequest, AuthContext>();
  app.get(
    hub.path,
    {
      websocket: true,
      schema: { hide: true },
      config: LOGIN_ONLY,
      preValidation: async (req, reply) => {
        const auth = await authenticateToken(services, hubToken(req));
        if (!auth) return refuse(reply);
        authOf.set(req, auth);
      },
    },
    (socket, req) => {
      const auth = authOf.get(req);
      if (!auth) return socket.close(1008, 'unauthorized');
      // Version 1 sends the connection token as `id`, version 0 the connection id itself.
      const id = String((req.query as Record<string, unknown>).id ?? '');
      const entry = negotiated.get(id);
      negotiated.delete(id);
      const connectionId = entry?.connectionId ?? newId();
      const connection = new HubConnection(socket, hub, { auth, lang: req.lang }, req.log);
      const timer = setTimeout(() => socket.close(1002, 'handshake'), HANDSHAKE_MS);
      socket.once('message', (data) => {
        clearTimeout(timer);
        const [handshake = '', ...rest] = String(data).split(RS);
        let request: { protocol?: unknown; version?: unknown } = {};
        try {
          request = JSON.parse(handshake);
        } catch {
          // answered below
        }
        if (request.protocol !== 'json' || request.version !== 1) {
          socket.send(frame({ error: `The protocol '${String(request.protocol)}' is not supported.` }));
          socket.close(1002, 'protocol');
          return;
        }
        socket.send(frame({}));
        connection.open();
        // Records that arrived in the same frame as the handshake.
        for (const record of rest) if (record) socket.emit('message', Buffer.from(record + RS), false);
        const meta = { ip: clientIp(req), userAgent: String(req.headers['user-agent'] ?? ''), connectionId };
        live.attach(connection, auth, meta).catch(() => socket.close(1011, 'error'));
      });
    },
  );
}
