import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BizError } from '../../errors.ts';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { columnList, databaseList, dbTypeList, indexList, policyList, tableList } from './catalogue.ts';

const byTable = z.object({ tableName: z.string().min(1).max(128), configId: z.string().optional() });

/** Admin.NET's schema-changing calls: here the schema changes only through migrations (Z1007). */
const SCHEMA_WRITES = [
  'addTable',
  'updateTable',
  'deleteTable',
  'addColumn',
  'updateColumn',
  'deleteColumn',
  'createEntity',
  'createSeedData',
] as const;

/**
 * sysDatabase (admin-net-contract §10): the tables of the database, read-only, for platform
 * developers. indexList and policyList are ours: PostgreSQL's indexes and row-level security.
 */
export async function registerSysDatabaseRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const read = { method: 'GET', platformOnly: true, audit: false } as const;
  addRoute(app, services, {
    ...read,
    url: '/api/sysDatabase/list',
    summary: 'The database connections (one: every tenant shares it)',
    handler: async () => databaseList(services),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysDatabase/dbTypeList',
    summary: 'Database types (PostgreSQL)',
    handler: async () => dbTypeList(),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysDatabase/tableList',
    query: z.object({ configId: z.string().optional() }),
    summary: 'Tables with comment, TENANT/GLOBAL marking, row-level security, policy count and row estimate',
    handler: async () => tableList(services),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysDatabase/columnList',
    query: byTable,
    summary: 'Columns of a table {tableName}: type, nullability, default, primary key, comment',
    handler: async ({ query }) => columnList(services, query.tableName),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysDatabase/indexList',
    query: byTable,
    summary: 'Indexes of a table {tableName} with their definition',
    handler: async ({ query }) => indexList(services, query.tableName),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysDatabase/policyList',
    query: byTable,
    summary: 'Row-level-security policies of a table {tableName}',
    handler: async ({ query }) => policyList(services, query.tableName),
  });
  for (const action of SCHEMA_WRITES) {
    addRoute(app, services, {
      method: 'POST',
      url: `/api/sysDatabase/${action}`,
      platformOnly: true,
      summary: 'Refused (Z1007): the schema is changed through migrations',
      handler: async () => {
        throw new BizError('Z1007');
      },
    });
  }
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysDatabase/backupDatabase',
    platformOnly: true,
    summary: 'Refused (Z1008): back up with pg_dump or a copy of the PGlite data directory',
    handler: async () => {
      throw new BizError('Z1008');
    },
  });
}
