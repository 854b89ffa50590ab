import type { FastifyInstance } from 'fastify';
import { userButtonCodes } from '../../auth/permissions.ts';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { overview, todo } from './service.ts';

/** Workbench and data screen figures of the caller's tenant (any logged-in user, reads only). */
export async function registerDashboardRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/dashboard/overview',
    access: 'login',
    audit: false,
    summary:
      "The caller's tenant in figures: users, roles, organisations, online sessions, logins per day, operations per hour, top routes, last login; production figures (available=false until the production issues); for factory and merchant tenants their workbench: master-data tiles the caller may open and (factory) today's shifts and next holiday",
    handler: async ({ auth, tenant, services: s }) => {
      const codes = await userButtonCodes(s, auth);
      return tenant((tx) => overview(tx, auth, s.config.timeZone, codes));
    },
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/dashboard/todo',
    access: 'login',
    audit: false,
    summary: "The caller's to-do items [{key, level, count, accounts, path}] derived from the data",
    handler: ({ auth, tenant }) => tenant((tx) => todo(tx, auth)),
  });
}
