import fastifyWebsocket from '@fastify/websocket';
import { LIVE_CLOSE, LIVE_PATH, LIVE_TOKEN_PROTOCOL_PREFIX } from '@printfloor/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../../auth/authenticate.ts';
import type { AuthContext } from '../../auth/context.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppServices } from '../../services.ts';
import { createLiveHub } from './hub.ts';

/** The access token of an upgrade request: `?token=` or the subprotocol `pf.token.<jwt>`. */
export function liveToken(req: FastifyRequest): string | null {
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (typeof query.token === 'string' && query.token) return query.token;
  const header = req.headers['sec-websocket-protocol'];
  const offered = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((p) => p.trim());
  const carrier = offered.find((p) => p.startsWith(LIVE_TOKEN_PROTOCOL_PREFIX));
  return carrier ? carrier.slice(LIVE_TOKEN_PROTOCOL_PREFIX.length) : null;
}

/** The same session check as every API call (authenticate.ts): a revoked session is refused. */
export async function authenticateToken(services: AppServices, token: string | null): Promise<AuthContext | null> {
  if (!token) return null;
  const fake = { headers: { authorization: `Bearer ${token}` } } as unknown as FastifyRequest;
  try {
    return await authenticate(services, fake, {} as FastifyReply);
  } catch {
    return null;
  }
}

/** For the route catalogue: the socket needs a live session (checked in the handler). */
const LIVE_CONFIG = { printfloor: { access: 'login' as const } };

/**
 * GET /api/ws: the live channel. The socket is accepted, then authenticated; a bad or
 * expired token is closed with 4401 (the console refreshes its token and reconnects).
 */
export async function registerLiveRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const hub = createLiveHub(services);
  await hub.start();
  app.addHook('onClose', () => hub.close());
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  app.get(LIVE_PATH, { websocket: true, schema: { hide: true }, config: LIVE_CONFIG }, async (socket, req) => {
    // Clients only listen; anything they send is ignored.
    socket.on('message', () => undefined);
    const auth = await authenticateToken(services, liveToken(req));
    if (!auth) {
      socket.close(LIVE_CLOSE.unauthorized, 'unauthorized');
      return;
    }
    const userAgent = String(req.headers['user-agent'] ?? '');
    await hub.attach(socket, auth, { ip: clientIp(req), userAgent }).catch(() => {
      socket.close(1011, 'error');
    });
  });
}
