import {
  addSchema,
  idListSchema,
  idSchema,
  listQuerySchema,
  normalizeInput,
  normalizeTransitionInput,
  pageSchema,
  type Resource,
  type ResourceAction,
  Status,
  sizeInfo,
  TRANSITION_SEARCH_MAX,
  transitionSchema,
  updateSchema,
} from '@printfloor/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth/context.ts';
import { BizError } from '../errors.ts';
import { addRoute, type HandlerContext } from '../http/route.ts';
import { PreSerialized } from '../http/serialize.ts';
import type { AppServices } from '../services.ts';
import { type ChoiceSource, readChoices } from './choices.ts';
import type { ResourceHooks } from './hooks/types.ts';
import { dictionaryMaps, importRows } from './import.ts';
import { IMPORT_MAX_BYTES, importGateOf } from './import-gate.ts';
import { runTransitionOnSearch } from './search-run.ts';
import type { RefResolver } from './sql.ts';
import { type Caller, ResourceStore, type Row } from './store.ts';
import { runTransition, runTransitionPerRow } from './transitions.ts';
import type { DocumentNumberer } from './types.ts';
import { buildWorkbook, contentDisposition, readWorkbook, XLSX_MIME } from './xlsx.ts';

type Ctx = HandlerContext<unknown, unknown, unknown, AuthContext>;

/** Request normalisers by "METHOD url", applied before the route wrapper validates (see registerResource). */
export type Normalizers = Map<string, (req: FastifyRequest) => void>;

/**
 * The engine's caller of a request (routes, and bespoke routes of domains that call the same services): from
 * the parts of any authenticated route's context, whatever its body, query and parameters.
 */
export function callerOf(
  ctx: Pick<Ctx, 'auth' | 'lang' | 'services' | 'traceId' | 'timeZone'> & { req: { url: string } },
): Caller {
  return {
    auth: ctx.auth,
    lang: ctx.lang,
    services: ctx.services,
    traceId: ctx.traceId,
    url: ctx.req.url,
    timeZone: ctx.timeZone,
  };
}

export const batchDeleteSchema = z.union([idListSchema, z.object({ ids: idListSchema })]);

/**
 * Registers the generated endpoints of one resource on `app` (routes /api/{name}/{action}):
 * page, list, detail, add, update, delete, batchDelete, setStatus, export, import, template —
 * those its `actions` allow. Every route is permission-checked (code {name}:{action}; template
 * uses {name}:import), validated with the schemas built from the declaration, tenant-scoped,
 * and — for POST — operation-logged; updates and deletes also write the diff log.
 */
export function registerResource(
  app: FastifyInstance,
  services: AppServices,
  resource: Resource,
  refs: RefResolver,
  normalizers: Normalizers,
  hooks: ResourceHooks = {},
  numberer?: DocumentNumberer,
  choices: ReadonlyMap<string, ChoiceSource> = new Map(),
): ResourceStore {
  const store = new ResourceStore(resource, refs, hooks, numberer).useTimeZone(services.config.timeZone);
  const base = `/api/${resource.name}`;
  // Bespoke actions are the domain's own routes (same URL and code): the engine leaves them out.
  const has = (a: ResourceAction) => resource.actions.includes(a) && !resource.bespoke.includes(a);
  const afterWrite = async (ctx: Ctx, action: string, ids: number[]) => {
    await hooks.afterWrite?.(callerOf(ctx), { action, ids });
  };
  const normalize = (method: string, url: string, part: 'body' | 'query', mode: 'write' | 'filter') => {
    normalizers.set(`${method} ${url}`, (req) => {
      if (part === 'body') req.body = normalizeInput(resource, req.body, mode);
      else req.query = normalizeInput(resource, req.query, mode);
    });
  };
  const title = resource.title.en;

  if (has('page')) {
    normalize('POST', `${base}/page`, 'body', 'filter');
    addRoute(app, services, {
      method: 'POST',
      url: `${base}/page`,
      platformOnly: resource.platformOnly,
      summary: `${title}: page`,
      body: pageSchema(resource),
      audit: false,
      // The store's rows are plain JSON (ResourceStore.output): serialized here in one native call
      // instead of by the reply serializer's replacer, which visited every value of every row.
      handler: async (ctx) =>
        new PreSerialized(JSON.stringify(await ctx.read((tx) => store.page(tx, callerOf(ctx), ctx.body as Row)))),
    });
  }

  if (has('page') && resource.tabs?.length) {
    normalize('POST', `${base}/tabCounts`, 'body', 'filter');
    addRoute(app, services, {
      method: 'POST',
      url: `${base}/tabCounts`,
      // The tabs are the page's: whoever may page the list may count its tabs.
      permission: resource.permissions.page,
      platformOnly: resource.platformOnly,
      summary: `${title}: row count of every tab under the page's filters ({all, ${resource.tabs.map((t) => t.key).join(', ')}})`,
      body: pageSchema(resource),
      audit: false,
      handler: async (ctx) => ctx.read((tx) => store.tabCounts(tx, callerOf(ctx), ctx.body as Row)),
    });
  }

  if (has('page') && choices.size) {
    const fields = [...choices.keys()] as [string, ...string[]];
    addRoute(app, services, {
      method: 'GET',
      url: `${base}/choices`,
      // The options of the page's own search: whoever may page the list may pick from them.
      permission: resource.permissions.page,
      platformOnly: resource.platformOnly,
      summary: `${title}: the options of a search select (field: ${fields.join(', ')}) as [{value, label}]`,
      query: z.object({ field: z.enum(fields) }),
      handler: async (ctx) =>
        ctx.read((tx) => readChoices(tx, callerOf(ctx), choices.get(ctx.query.field) as ChoiceSource)),
    });
  }

  if (has('list')) {
    normalize('GET', `${base}/list`, 'query', 'filter');
    addRoute(app, services, {
      method: 'GET',
      url: `${base}/list`,
      platformOnly: resource.platformOnly,
      summary: `${title}: list`,
      query: listQuerySchema(resource),
      handler: async (ctx) => ctx.read((tx) => store.all(tx, callerOf(ctx), ctx.query as Row)),
    });
  }

  if (has('detail')) {
    addRoute(app, services, {
      method: 'GET',
      url: `${base}/detail`,
      platformOnly: resource.platformOnly,
      summary: `${title}: detail`,
      query: z.object({ id: idSchema }),
      handler: async (ctx) => {
        const row = await ctx.read((tx) => store.detail(tx, callerOf(ctx), ctx.query.id));
        // An id the caller cannot see — unknown, deleted, another tenant's — is "record not found",
        // like update and delete; only the Admin.NET services' mirrors answer null (missingDetail).
        if (row === null && resource.missingDetail === 'notFound')
          throw new BizError(resource.notFoundError, undefined, 404);
        return row;
      },
    });
  }

  if (has('add')) {
    normalize('POST', `${base}/add`, 'body', 'write');
    addRoute(app, services, {
      method: 'POST',
      url: `${base}/add`,
      platformOnly: resource.platformOnly,
      summary: `${title}: add (returns the id)`,
      body: addSchema(resource),
      handler: async (ctx) => {
        const id = await ctx.tenant((tx) => store.add(tx, callerOf(ctx), ctx.body as Row));
        await afterWrite(ctx as Ctx, 'add', [id]);
        return id;
      },
    });
  }

  if (has('update')) {
    normalize('POST', `${base}/update`, 'body', 'write');
    addRoute(app, services, {
      method: 'POST',
      url: `${base}/update`,
      platformOnly: resource.platformOnly,
      summary: `${title}: update`,
      body: updateSchema(resource),
      handler: async (ctx) => {
        const body = ctx.body as Row;
        await ctx.tenant((tx) => store.update(tx, callerOf(ctx), body));
        await afterWrite(ctx as Ctx, 'update', [Number(body.id)]);
      },
    });
  }

  if (has('delete')) {
    addRoute(app, services, {
      method: 'POST',
      url: `${base}/delete`,
      platformOnly: resource.platformOnly,
      summary: `${title}: delete`,
      body: z.object({ id: idSchema }),
      handler: async (ctx) => {
        await ctx.tenant((tx) => store.remove(tx, callerOf(ctx), [ctx.body.id]));
        await afterWrite(ctx as Ctx, 'delete', [ctx.body.id]);
      },
    });
  }

  if (has('batchDelete')) {
    addRoute(app, services, {
      method: 'POST',
      url: `${base}/batchDelete`,
      platformOnly: resource.platformOnly,
      summary: `${title}: delete several (body = array of ids, or {ids})`,
      body: batchDeleteSchema,
      handler: async (ctx) => {
        const ids = Array.isArray(ctx.body) ? ctx.body : ctx.body.ids;
        const count = await ctx.tenant((tx) => store.remove(tx, callerOf(ctx), ids));
        await afterWrite(ctx as Ctx, 'delete', ids);
        return count;
      },
    });
  }

  if (has('setStatus') && resource.hasStatus) {
    addRoute(app, services, {
      method: 'POST',
      url: `${base}/setStatus`,
      platformOnly: resource.platformOnly,
      summary: `${title}: set status (1 enabled, 2 disabled)`,
      body: z.object({ id: idSchema, status: z.unknown() }),
      handler: async (ctx) => {
        const status = Number(ctx.body.status);
        if (status !== Status.Enable && status !== Status.Disable) throw new BizError('D3005');
        await ctx.tenant((tx) => store.setStatus(tx, callerOf(ctx), ctx.body.id, status));
        await afterWrite(ctx as Ctx, 'setStatus', [ctx.body.id]);
      },
    });
  }

  if (has('export')) {
    normalize('POST', `${base}/export`, 'body', 'filter');
    addRoute(app, services, {
      method: 'POST',
      url: `${base}/export`,
      platformOnly: resource.platformOnly,
      summary: `${title}: export the filtered rows as xlsx`,
      body: pageSchema(resource),
      raw: true,
      handler: async (ctx) => {
        const caller = callerOf(ctx);
        const { rows, labels } = await ctx.read(async (tx) => ({
          rows: await store.all(tx, caller, ctx.body as Row),
          labels: (await dictionaryMaps(tx, resource)).labels,
        }));
        const buffer = await buildWorkbook(resource, rows, ctx.lang, labels);
        ctx.req.resultCode = 200;
        return ctx.reply
          .header('Content-Type', XLSX_MIME)
          .header('Content-Disposition', contentDisposition(`${resource.title[ctx.lang]}.xlsx`))
          .send(buffer);
      },
    });
  }

  if (has('import')) {
    addRoute(app, services, {
      method: 'GET',
      url: `${base}/template`,
      platformOnly: resource.platformOnly,
      permission: resource.permissions.import,
      summary: `${title}: empty import template (xlsx)`,
      raw: true,
      handler: async (ctx) => {
        const buffer = await buildWorkbook(resource, [], ctx.lang, new Map());
        return ctx.reply
          .header('Content-Type', XLSX_MIME)
          .header('Content-Disposition', contentDisposition(`${resource.title[ctx.lang]}.xlsx`))
          .send(buffer);
      },
    });
    addRoute(app, services, {
      method: 'POST',
      url: `${base}/import`,
      platformOnly: resource.platformOnly,
      summary: `${title}: import an xlsx (multipart field "file"); returns {total, imported, failed, errors}`,
      handler: async (ctx) => {
        const req = ctx.req;
        if (!req.isMultipart()) throw new BizError('R0003');
        // In line before the upload is read: waiting imports hold no file in memory.
        const result = await importGateOf(services).run(ctx.auth.tenantId, async () => {
          const file = await req.file();
          if (!file) throw new BizError('R0003');
          const buffer = await file.toBuffer().catch((error: { code?: string }) => {
            if (error.code === 'FST_REQ_FILE_TOO_LARGE')
              throw new BizError('D8002', { max: sizeInfo(IMPORT_MAX_BYTES) });
            throw error;
          });
          if (!/\.xlsx$/i.test(file.filename) || buffer.length === 0) throw new BizError('R0005');
          const sheetRows = await readWorkbook(resource, buffer, resource.maxRows);
          return ctx.tenant((tx) => importRows(tx, callerOf(ctx), store, refs, sheetRows));
        });
        if (result.imported > 0) await afterWrite(ctx as Ctx, 'import', []);
        return result;
      },
    });
  }

  for (const transition of resource.transitionList) {
    const url = `${base}/${transition.name}`;
    normalizers.set(`POST ${url}`, (req) => {
      const body = normalizeTransitionInput(transition, req.body) as Row | undefined;
      // A whole search's filters are read as the page reads its own (keys any case, '' → none).
      if (transition.wholeSearch && body && typeof body === 'object' && body.search !== undefined)
        body.search = normalizeInput(resource, body.search, 'filter');
      req.body = body;
    });
    addRoute(app, services, {
      method: 'POST',
      url,
      permission: transition.permission,
      platformOnly: resource.platformOnly,
      summary: `${title}: ${transition.label.en} ({id${transition.batch ? '} or {ids' : ''}}${
        transition.inputList.length ? `, ${transition.inputList.map((f) => f.key).join(', ')}` : ''
      }) — from ${transition.from.join('/')} to ${transition.to}; event ${transition.eventType}${
        transition.perRow ? '; {ids} moves the rows it can and answers {count, refused}' : ''
      }${
        transition.wholeSearch
          ? `; {search: the page's filters, runId} runs on every matching row (≤ ${TRANSITION_SEARCH_MAX}) in chunks, with live events transitionProgress, and answers {total, count, refusedCount, reasons}`
          : ''
      }`,
      body: transitionSchema(transition, transition.wholeSearch ? pageSchema(resource) : undefined),
      handler: async (ctx) => {
        const { id, ids, search, runId, ...input } = ctx.body as Row & {
          id?: number;
          ids?: number[];
          search?: Row;
          runId?: string;
        };
        if (search && transition.wholeSearch) {
          return runTransitionOnSearch(
            {
              caller: callerOf(ctx),
              read: (fn) => ctx.read(fn),
              tenant: (fn) => ctx.tenant(fn),
              moved: (moved) => afterWrite(ctx as Ctx, transition.name, moved),
            },
            store,
            transition,
            search,
            input,
            {
              runId,
              chunkSize: services.config.transitionChunkSize,
              max: services.config.transitionSearchMax,
            },
          );
        }
        if (ids && transition.perRow) {
          const result = await ctx.tenant((tx) =>
            runTransitionPerRow(tx, callerOf(ctx), store, transition, ids, input),
          );
          const refused = new Set(result.refused.map((r) => r.id));
          const moved = [...new Set(ids)].filter((i) => !refused.has(i));
          if (moved.length) await afterWrite(ctx as Ctx, transition.name, moved);
          return result;
        }
        const targets = ids ?? [id as number];
        const count = await ctx.tenant((tx) => runTransition(tx, callerOf(ctx), store, transition, targets, input));
        await afterWrite(ctx as Ctx, transition.name, targets);
        return ids ? count : undefined;
      },
    });
  }

  return store;
}
