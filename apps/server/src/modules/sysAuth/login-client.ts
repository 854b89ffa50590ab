import { ACCESS_TOKEN_HEADER, INVALID_TOKEN, REFRESH_TOKEN_HEADER } from '@printfloor/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeVisitLog } from '../../audit/audit-log.ts';
import { throttleIp } from '../../http/rate-limit.ts';
import type { AppServices } from '../../services.ts';
import type { LoginOutput, LoginRequestContext } from './service.ts';

/** HTTP → login service: the client's addresses and agent, and logs bound to this request. */
export function loginClient(ctx: {
  services: AppServices;
  req: FastifyRequest;
  reply: FastifyReply;
  ip: string;
}): LoginRequestContext {
  const { req, reply, services } = ctx;
  return {
    services,
    ip: ctx.ip,
    throttleIp: throttleIp(req),
    userAgent: String(req.headers['user-agent'] ?? ''),
    attribute(tenantId, user) {
      req.auditTenantId = tenantId;
      req.auditUser = user;
    },
    async visit(entry, status) {
      try {
        await writeVisitLog(services, req, { ...entry, status, elapsed: Math.round(reply.elapsedTime) });
      } catch (error) {
        req.log.error({ err: error }, 'visit log write failed');
      }
    },
  };
}

/** A login's token pair also as the `access-token` / `x-access-token` headers (admin-net-contract §3). */
export function sendTokens(reply: FastifyReply, pair: LoginOutput): void {
  reply.header(ACCESS_TOKEN_HEADER, pair.accessToken);
  reply.header(REFRESH_TOKEN_HEADER, pair.refreshToken);
}

/** After logout the stock client drops its token when told so by the header. */
export function sendLoggedOut(reply: FastifyReply): void {
  reply.header(ACCESS_TOKEN_HEADER, INVALID_TOKEN);
}
