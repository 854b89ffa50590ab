import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { listOwnRoles } from './service.ts';

/** sysRole list: the roles the console loads before routing (the rest of sysRole is issue 4). */
export async function registerSysRoleRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysRole/list',
    access: 'login',
    audit: false,
    summary: "The caller's roles [{id, name, code}] (tenant admins: every role of the tenant)",
    handler: ({ auth, tenant }) => tenant((tx) => listOwnRoles(tx, auth)),
  });
}
