import { idSchema } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../../db/query.ts';
import { BizError } from '../../../http/errors.ts';
import { addRoute, z } from '../../../http/route.ts';
import type { AppServices } from '../../../services.ts';
import { clearOtherDefaults } from '../hooks.ts';

/** brotherTemplate calls beyond the generated ones: setDefault. */
export async function registerBrotherTemplateRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/brotherTemplate/setDefault',
    body: z.object({ id: idSchema }),
    summary: "Makes the template the tenant's only default (one transaction)",
    handler: async ({ auth, body, tenant }) =>
      tenant(async (tx) => {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`select id from mes_brother_template where tenant_id = ${auth.tenantId} and id = ${body.id} and not is_delete`,
        );
        if (!row) throw new BizError('R0001');
        // Clear first, then set: the partial unique index allows one default at every moment.
        await clearOtherDefaults(tx, 'mes_brother_template', auth.tenantId, body.id);
        await tx.execute(
          sql`update mes_brother_template
                 set is_default = true, update_time = now(), update_user_id = ${auth.userId},
                     update_user_name = ${auth.realName || auth.account}
               where tenant_id = ${auth.tenantId} and id = ${body.id}`,
        );
        return null;
      }),
  });
}
