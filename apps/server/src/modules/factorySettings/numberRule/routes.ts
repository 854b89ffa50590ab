import { idSchema } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute, z } from '../../../http/route.ts';
import type { AppServices } from '../../../services.ts';
import { previewNumber } from './service.ts';

/** numberRule calls beyond the generated ones: preview (the next number, not taken). */
export async function registerNumberRuleRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/numberRule/preview',
    query: z.object({ id: idSchema }),
    summary:
      'The next number of a rule, without taking it: {ruleId, targetForm, period, serial, number}; null if unknown',
    handler: async ({ auth, query, tenant }) => tenant((tx) => previewNumber(tx, auth.tenantId, query.id)),
  });
}
