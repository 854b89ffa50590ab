import { idSchema } from '@printfloor/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mesBrotherTemplate as t } from '../../../db/schema/index.ts';
import { BizError } from '../../../errors.ts';
import { addRoute, z } from '../../../http/route.ts';
import { clearOtherDefaults } from '../../../resources/hooks/single-default.ts';
import type { AppServices } from '../../../services.ts';

/** brotherTemplate calls beyond the generated ones: setDefault. */
export async function registerBrotherTemplateRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/brotherTemplate/setDefault',
    body: z.object({ id: idSchema }),
    summary: "Makes the template the tenant's only default (one transaction)",
    handler: async ({ auth, body, tenant }) =>
      tenant(async (tx) => {
        const row = and(eq(t.tenantId, auth.tenantId), eq(t.id, body.id));
        const [found] = await tx
          .select({ id: t.id })
          .from(t)
          .where(and(row, eq(t.isDelete, false)));
        if (!found) throw new BizError('R0001');
        // Clear first, then set: the partial unique index allows one default at every moment.
        await clearOtherDefaults(tx, t, auth.tenantId, body.id);
        await tx
          .update(t)
          .set({
            isDefault: true,
            updateTime: sql`now()`,
            updateUserId: auth.userId,
            updateUserName: auth.realName || auth.account,
          })
          .where(row);
        return null;
      }),
  });
}
