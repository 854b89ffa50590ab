import type { FastifyInstance } from 'fastify';
import { addRoute, z } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { constData, listConstClasses } from './service.ts';

const typeNameSchema = z.object({
  typeName: z
    .string({ error: 'typeNameRequired' })
    .trim()
    .min(1, { error: 'typeNameRequired' })
    .max(128, { error: 'tooLong|{"max":128}' }),
});

/** sysConst list and data/{typeName} (login required: admin-net-contract §15 row 6). */
export async function registerSysConstRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysConst/list',
    access: 'login',
    audit: false,
    summary: 'Every constant class as {name, code, data: {result: [...]}}',
    handler: async ({ lang }) => listConstClasses(lang),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysConst/data/:typeName',
    access: 'login',
    audit: false,
    params: typeNameSchema,
    summary: 'The constants of one class: [{name, code, data: null}]',
    handler: async ({ params }) => constData(params.typeName),
  });
  // Without the path segment: same call, typeName from the query, so a missing name
  // gets the required-parameter message (spec §5) rather than a 404.
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysConst/data',
    access: 'login',
    audit: false,
    query: typeNameSchema,
    summary: 'The constants of one class (typeName in the query)',
    handler: async ({ query }) => constData(query.typeName),
  });
}
