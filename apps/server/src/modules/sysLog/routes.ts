import { idSchema, LOG_KIND_LIST, type LogKindInfo, pageInputSchema } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute, z } from '../../http/route.ts';
import { contentDisposition, XLSX_MIME } from '../../resources/xlsx.ts';
import type { AppServices } from '../../services.ts';
import { clearLogs, exportLogs, type LogFilters, logDetail, pageLogs } from './service.ts';

type PageFilters = LogFilters & { page: number; pageSize: number };

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const timeSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: 'invalidDateTime' }).regex(DATE_TIME, { error: 'invalidDateTime' }).optional(),
);

/** Filters of one log kind: the time range plus its searchable columns. */
function filterShape(kind: LogKindInfo): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = { startTime: timeSchema, endTime: timeSchema };
  for (const c of kind.columns) {
    if (!c.filter) continue;
    shape[c.key] =
      c.type === 'long' || c.type === 'int'
        ? z.preprocess(
            blankToUndefined,
            z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).optional(),
          )
        : z.preprocess(
            (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
            z.string({ error: 'notText' }).max(256, { error: 'tooLong' }).optional(),
          );
  }
  return shape;
}

/**
 * The visit, operation, exception and diff logs (admin-net-contract §10 sysLogVis, sysLogOp,
 * sysLogEx, sysLogDiff): page, detail, clear and — operation and exception logs — export.
 * Clearing is itself written to the operation log (every POST is), after the delete.
 */
export async function registerSysLogRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  for (const kind of LOG_KIND_LIST) {
    const base = `/api/${kind.service}`;
    const filters = filterShape(kind);
    const pageSchema = pageInputSchema.extend(filters);
    addRoute(app, services, {
      method: 'POST',
      url: `${base}/page`,
      summary: `${kind.title.en}: page, newest first; filters startTime, endTime and the searchable columns`,
      body: pageSchema,
      audit: false,
      handler: async (ctx) => pageLogs(services, ctx.auth, kind, ctx.body as PageFilters, ctx.timeZone),
    });
    addRoute(app, services, {
      method: 'GET',
      url: `${base}/detail`,
      summary: `${kind.title.en}: one entry with every column (null when unknown)`,
      query: z.object({ id: idSchema }),
      handler: async (ctx) => logDetail(services, ctx.auth, kind, ctx.query.id, ctx.timeZone),
    });
    addRoute(app, services, {
      method: 'POST',
      url: `${base}/clear`,
      summary: `${kind.title.en}: delete every entry the caller can see; returns the count`,
      handler: async (ctx) => clearLogs(services, ctx.auth, kind),
    });
    if (kind.exportable) {
      addRoute(app, services, {
        method: 'POST',
        url: `${base}/export`,
        summary: `${kind.title.en}: the filtered entries as xlsx (at most 50,000)`,
        body: z.looseObject({
          ...filters,
          field: z.string().max(64).nullish(),
          order: z.string().max(32).nullish(),
          descStr: z.string().max(32).nullish(),
        }),
        raw: true,
        handler: async (ctx) => {
          const buffer = await exportLogs(services, ctx.auth, kind, ctx.body, ctx.lang, ctx.timeZone);
          ctx.req.resultCode = 200;
          return ctx.reply
            .header('Content-Type', XLSX_MIME)
            .header('Content-Disposition', contentDisposition(`${kind.title[ctx.lang]}.xlsx`))
            .send(buffer);
        },
      });
    }
  }
}
