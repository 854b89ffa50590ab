import {
  codeGenConfigUpdateSchema,
  codeGenInputSchema,
  codeGenPageSchema,
  codeGenUpdateSchema,
  idInputSchema,
  idSchema,
} from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { z } from 'zod';
import { addRoute } from '../../http/route.ts';
import { contentDisposition } from '../../resources/xlsx.ts';
import type { AppServices } from '../../services.ts';
import type { ServerDomain } from '../domain.ts';
import { columnList, databaseList, tableList } from '../sysDatabase/index.ts';
import { writeLocal } from './local.ts';
import {
  addCodeGen,
  codeGenDetail,
  columnConfigDetail,
  columnConfigs,
  deleteCodeGen,
  pageCodeGen,
  previewCodeGen,
  updateCodeGen,
  updateColumnConfigs,
} from './service.ts';

const byId = z.object({ id: idSchema });

/**
 * sysCodeGen and sysCodeGenConfig (admin-net-contract §10), platform developers only: records,
 * column configs, the catalogue pickers, and the generated files — previewed (`preview`, under
 * the `detail` code), downloaded as a zip (`download`, same code) or written into a development
 * checkout (`runLocal`).
 */
export async function registerSysCodeGenRoutes(
  app: FastifyInstance,
  services: AppServices,
  domains: readonly ServerDomain[],
): Promise<void> {
  const read = { method: 'GET', platformOnly: true, audit: false } as const;
  const write = { method: 'POST', platformOnly: true } as const;
  addRoute(app, services, {
    ...write,
    url: '/api/sysCodeGen/page',
    body: codeGenPageSchema,
    audit: false,
    summary: 'Code-gen records, newest first {tableName?, resourceName?}',
    handler: async ({ body }) => pageCodeGen(services, body),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysCodeGen/detail',
    query: byId,
    summary: 'A code-gen record with its column configs',
    handler: async ({ query }) => codeGenDetail(services, query.id),
  });
  addRoute(app, services, {
    ...write,
    url: '/api/sysCodeGen/add',
    body: codeGenInputSchema,
    summary: 'Adds a record: typed columns, or (none given) the columns of the existing table',
    handler: async ({ body, auth }) => addCodeGen(services, auth, body),
  });
  addRoute(app, services, {
    ...write,
    url: '/api/sysCodeGen/update',
    body: codeGenUpdateSchema,
    summary: 'Updates a record (columns replaced when given, re-read when the table changed)',
    handler: async ({ body, auth }) => updateCodeGen(services, auth, body),
  });
  addRoute(app, services, {
    ...write,
    url: '/api/sysCodeGen/delete',
    body: idInputSchema,
    summary: 'Deletes a record and its column configs',
    handler: async ({ body }) => deleteCodeGen(services, body.id),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysCodeGen/databaseList',
    summary: 'The database (one: every tenant shares it)',
    handler: async () => databaseList(services),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysCodeGen/tableList',
    query: z.object({ configId: z.string().max(32).optional() }),
    summary: 'The tables to pick from (the catalogue of sysDatabase)',
    handler: async () => tableList(services),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysCodeGen/columnListByTableName',
    query: z.object({ tableName: z.string().min(1).max(128), configId: z.string().max(32).optional() }),
    summary: 'The columns of a table {tableName}',
    handler: async ({ query }) => columnList(services, query.tableName),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysCodeGen/applicationNamespaces',
    summary: 'The domains generated files can go to (the server modules)',
    handler: async () => domains.map((d) => d.name),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysCodeGen/preview',
    permission: 'sysCodeGen:detail',
    query: byId,
    summary: 'The generated files of a record {path, language, content}',
    handler: async ({ query }) => previewCodeGen(services, query.id),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysCodeGen/download',
    permission: 'sysCodeGen:detail',
    raw: true,
    query: byId,
    summary: 'The generated files of a record as a zip (paths from the repository root)',
    handler: async ({ query, reply }) => {
      const { resourceName } = await codeGenDetail(services, query.id);
      const files = await previewCodeGen(services, query.id);
      const zip = zipSync(Object.fromEntries(files.map((f) => [f.path, strToU8(f.content)])));
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition(`${resourceName}.zip`))
        .send(Buffer.from(zip));
    },
  });
  addRoute(app, services, {
    ...write,
    url: '/api/sysCodeGen/runLocal',
    body: idInputSchema,
    summary: 'Writes the generated files into the working tree (development only, never over a file; D1203, D1204)',
    handler: async ({ body }) => writeLocal(services, await previewCodeGen(services, body.id)),
  });

  addRoute(app, services, {
    ...read,
    url: '/api/sysCodeGenConfig/list',
    query: z.object({ codeGenId: idSchema }),
    summary: 'The column configs of a record',
    handler: async ({ query }) => columnConfigs(services, query.codeGenId),
  });
  addRoute(app, services, {
    ...read,
    url: '/api/sysCodeGenConfig/detail',
    query: byId,
    summary: 'One column config',
    handler: async ({ query }) => columnConfigDetail(services, query.id),
  });
  addRoute(app, services, {
    ...write,
    url: '/api/sysCodeGenConfig/update',
    body: codeGenConfigUpdateSchema,
    summary: "Replaces a record's column configs",
    handler: async ({ body }) => updateColumnConfigs(services, body.codeGenId, body.columns),
  });
}
