import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRoute } from '../../../http/route.ts';
import type { AppServices } from '../../../services.ts';
import { setMembers, tenantUsers } from './service.ts';

const id = z.coerce
  .number({ error: 'idRequired' })
  .int({ error: 'idRequired' })
  .positive({ error: 'idRequired' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'idRequired' });

const setMembersBody = z.object(
  {
    id,
    userIds: z
      .array(
        z.coerce
          .number({ error: 'notNumber' })
          .int({ error: 'notInteger' })
          .positive({ error: 'invalidValue' })
          .max(Number.MAX_SAFE_INTEGER, { error: 'invalidValue' }),
        { error: 'invalidValue' },
      )
      .max(1000, { error: 'invalidValue' }),
  },
  { error: 'bodyRequired' },
);

const userListQuery = z.object({
  teamId: z.coerce
    .number({ error: 'notNumber' })
    .int({ error: 'notInteger' })
    .min(0, { error: 'invalidValue' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'invalidValue' })
    .nullish(),
});

/** Team calls beyond the generated resource ones: members and the users to pick them from. */
export async function registerTeamRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/team/setMembers',
    summary: "Replaces a team's members by the given users of the caller's tenant",
    body: setMembersBody,
    handler: async (ctx) => ctx.tenant((tx) => setMembers(tx, ctx.auth, ctx.lang, ctx.body)),
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/team/userList',
    summary: "The tenant's users, each flagged when a member of `teamId`",
    query: userListQuery,
    handler: async (ctx) => ctx.tenant((tx) => tenantUsers(tx, ctx.auth.tenantId, ctx.query.teamId)),
  });
}
