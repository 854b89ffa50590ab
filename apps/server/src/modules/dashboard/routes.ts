import { boardRangeSchema } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { userButtonCodes } from '../../auth/permissions.ts';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { productionBoard } from './board.ts';
import { overview, todo } from './service.ts';

/** The report pages that show the production board (menus report/dataBoard, report/productionOverview). */
export const BOARD_REPORTS = ['dataBoard', 'productionOverview'] as const;

/** Workbench and data screen figures of the caller's tenant (any logged-in user, reads only). */
export async function registerDashboardRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/dashboard/overview',
    access: 'login',
    audit: false,
    summary:
      "The caller's tenant in figures: users, roles, organisations, online sessions, logins per day, operations per hour, top routes, last login; production figures (a factory's from its floor; available=false elsewhere); for factory and merchant tenants their workbench: master-data tiles the caller may open and (factory) today's shifts and next holiday",
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
  const board = (summary: string, extra: { access: 'login' } | { permission: string }, url: string) =>
    addRoute(app, services, {
      method: 'GET',
      url,
      ...extra,
      audit: false,
      query: boardRangeSchema,
      summary,
      handler: async ({ auth, query, read, services: s }) => {
        const codes = await userButtonCodes(s, auth);
        return read((tx) => productionBoard(tx, auth, s.config.timeZone, codes, query));
      },
    });
  const figures =
    'production board for a range of its calendar (from, to: yyyy-MM-dd, default today, at most 92 days): WIP by process, late pieces, defect rate by defect item, printer utilisation, output by process per hour (one day) or day, finished pieces, orders and logins per day';
  // The workbench, data screen and visualisation boards (any logged-in user, like the overview).
  board(`The caller's tenant's ${figures}`, { access: 'login' }, '/api/dashboard/production');
  // The report pages read the same figures under their own button codes.
  for (const name of BOARD_REPORTS) {
    board(`Report page ${name}: the ${figures}`, { permission: `${name}:list` }, `/api/${name}/list`);
  }
}
