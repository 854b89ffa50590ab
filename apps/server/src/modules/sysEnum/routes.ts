import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { enumDataList, enumTypeList } from './catalogue.ts';

/** sysEnum (admin-net-contract §10): the contract's enums for the tools screen. */
export async function registerSysEnumRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysEnum/enumTypeList',
    audit: false,
    summary: 'The enum types, described in the caller language',
    handler: async ({ lang }) => enumTypeList(lang),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysEnum/enumDataList',
    query: z.object({ enumName: z.string().min(1).max(100) }),
    audit: false,
    summary: 'The values of the enum {enumName}',
    handler: async ({ query }) => enumDataList(query.enumName),
  });
}
