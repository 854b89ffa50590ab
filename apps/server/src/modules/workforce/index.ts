import path from 'node:path';
import { WORKFORCE_RESOURCES } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';
import type { ServerDomain } from '../domain.ts';
import { registerCalendarRoutes } from './calendar/routes.ts';

export { type FactoryDay, factoryDay, factoryDays } from './calendar/service.ts';

import { shiftPlanHooks, teamHooks } from './hooks.ts';
import { seedWorkforce } from './seed.ts';
import { registerTeamRoutes } from './team/routes.ts';

/** Workforce (issue 7): teams and members, shift plans, the calendar. */
export const workforceDomain: ServerDomain = {
  name: 'workforce',
  resources: WORKFORCE_RESOURCES,
  hooks: { team: teamHooks, shiftPlan: shiftPlanHooks },
  async registerRoutes(app: FastifyInstance, services: AppServices) {
    await registerTeamRoutes(app, services);
    await registerCalendarRoutes(app, services);
  },
  migrations: path.join(import.meta.dirname, 'migrations'),
  seed: seedWorkforce,
};
