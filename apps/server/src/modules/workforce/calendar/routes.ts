import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRoute } from '../../../http/route.ts';
import type { AppServices } from '../../../services.ts';
import { monthOf, setDay, teamPage } from './service.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string) => DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

const teamId = z.coerce
  .number({ error: 'required' })
  .int({ error: 'notInteger' })
  .positive({ error: 'invalidValue' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'invalidValue' });

const listQuery = z.object({
  teamId,
  month: z
    .string({ error: 'required' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalidDate' })
    .refine((v) => Number(v.slice(0, 4)) >= 1900 && Number(v.slice(0, 4)) <= 2999, { error: 'invalidDate' }),
});

const updateBody = z.object(
  {
    teamId,
    date: z.string({ error: 'required' }).refine(validDate, { error: 'invalidDate' }),
    /** 1 work, 2 rest, 3 holiday; null or 0 resets the day to the plan. */
    kind: z
      .number({ error: 'invalidValue' })
      .int({ error: 'invalidValue' })
      .min(0, { error: 'invalidValue' })
      .max(3, { error: 'invalidValue' })
      .nullable(),
  },
  { error: 'bodyRequired' },
);

const pageBody = z
  .object(
    {
      page: z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).min(1).default(1),
      pageSize: z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).min(1).max(1000).default(20),
      keyword: z.string({ error: 'invalidValue' }).trim().max(64, { error: 'tooLong|{"max":64}' }).nullish(),
    },
    { error: 'bodyRequired' },
  )
  .prefault({});

/** The workforce calendar (menu calendar): teams to choose, a team's month, per-day overrides. */
export async function registerCalendarRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/calendar/page',
    summary: 'Teams whose calendar can be opened (page)',
    body: pageBody,
    audit: false,
    handler: async (ctx) => ctx.tenant((tx) => teamPage(tx, ctx.auth.tenantId, ctx.body)),
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/calendar/list',
    summary: 'Every day of a month for a team: kind (1 work, 2 rest, 3 holiday), source and shift',
    query: listQuery,
    handler: async (ctx) => ctx.tenant((tx) => monthOf(tx, ctx.auth.tenantId, ctx.query.teamId, ctx.query.month)),
  });

  addRoute(app, services, {
    method: 'POST',
    url: '/api/calendar/update',
    summary: "Sets a team's day to work / rest / holiday, or (kind null) resets it to the plan",
    body: updateBody,
    handler: async (ctx) => ctx.tenant((tx) => setDay(tx, ctx.auth, ctx.body)),
  });
}
