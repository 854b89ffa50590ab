import { idSchema, onlineUserPageSchema } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { forceOffline, pageOnlineUsers } from './service.ts';

/** Online users (menu sysOnlineUser): who holds a live-channel connection now, and force offline. */
export async function registerSysOnlineUserRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysOnlineUser/page',
    body: onlineUserPageSchema,
    audit: false,
    summary: 'Connected users of the tenant (platform: every tenant), newest first',
    handler: ({ auth, body }) => pageOnlineUsers(services, auth, body),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysOnlineUser/forceOffline',
    // Admin.NET posts the whole SysOnlineUser row: only its id matters.
    body: z.looseObject({ id: idSchema }),
    summary: 'Ends the session of a connection and logs its browser out',
    handler: ({ auth, body }) => forceOffline(services, auth, { id: body.id }),
  });
}
