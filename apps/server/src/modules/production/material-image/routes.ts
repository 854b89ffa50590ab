import {
  idSchema,
  type Language,
  type MaterialImageDetail,
  type MaterialImageOrder,
  materialImageExportSchema,
  materialImagePageSchema,
  type PageResult,
} from '@printfloor/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { addRoute } from '../../../http/route.ts';
import { contentDisposition, XLSX_MIME } from '../../../resources/xlsx.ts';
import type { AppServices } from '../../../services.ts';
import { pickingPdf } from './pdf.ts';
import { materialDetails, materialOrders, materialXlsx } from './picking.ts';

const NAME = 'materialImage';

/** The material detail image (menu materialImage): work orders, their picking lines with pictures, xlsx. */
export function registerMaterialImageRoutes(app: FastifyInstance, services: AppServices): void {
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${NAME}/page`,
    permission: `${NAME}:page`,
    summary: 'Material detail image: the work orders (not cancelled) to pick blanks and materials for',
    body: materialImagePageSchema,
    handler: async (ctx): Promise<PageResult<MaterialImageOrder>> =>
      ctx.read((tx) => materialOrders(tx, ctx.auth.tenantId, ctx.body)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: `/api/${NAME}/detail`,
    permission: `${NAME}:detail`,
    summary: 'Material detail image: what to pick for one work order (the blank and the BOM materials) with pictures',
    query: z.object({ id: idSchema }),
    handler: async (ctx): Promise<MaterialImageDetail> => {
      const [detail] = await ctx.read((tx) => materialDetails(tx, ctx.auth.tenantId, [ctx.query.id]));
      return detail as MaterialImageDetail;
    },
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${NAME}/details`,
    permission: `${NAME}:detail`,
    summary: 'Material detail image: the picking lines of several work orders (the print-friendly picking aid)',
    body: materialImageExportSchema,
    handler: async (ctx): Promise<MaterialImageDetail[]> =>
      ctx.read((tx) => materialDetails(tx, ctx.auth.tenantId, ctx.body.ids)),
  });
  // The picking list as a PDF rendered on the server (the console's Print): GET for a link, POST for a selection.
  // The lines are read in one statement set, then rendered outside it.
  const pdfOf = async (
    read: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>,
    tenantId: number,
    lang: Language,
    ids: readonly number[],
  ) => pickingPdf(await read((tx) => materialDetails(tx, tenantId, ids)), lang);
  const sendPdf = (reply: FastifyReply, pdf: Buffer) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('material-picking.pdf', true))
      .send(pdf);
  addRoute(app, services, {
    method: 'GET',
    url: `/api/${NAME}/pdf`,
    permission: `${NAME}:detail`,
    summary: 'Material detail image: the picking list of work orders (ids=1,2,…) as a PDF rendered on the server',
    query: z.object({
      ids: z
        .string()
        .regex(/^\d{1,19}(,\d{1,19}){0,199}$/)
        .transform((s) => s.split(',').map(Number)),
    }),
    raw: true,
    handler: async (ctx) => {
      const pdf = await pdfOf(ctx.read, ctx.auth.tenantId, ctx.lang, ctx.query.ids);
      ctx.req.resultCode = 200;
      return sendPdf(ctx.reply, pdf);
    },
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${NAME}/pdf`,
    permission: `${NAME}:detail`,
    summary: 'Material detail image: the picking list of the selected work orders as a PDF rendered on the server',
    body: materialImageExportSchema,
    raw: true,
    handler: async (ctx) => {
      const pdf = await pdfOf(ctx.read, ctx.auth.tenantId, ctx.lang, ctx.body.ids);
      ctx.req.resultCode = 200;
      return sendPdf(ctx.reply, pdf);
    },
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${NAME}/export`,
    permission: `${NAME}:export`,
    summary: 'Material detail image: the picking lines of work orders as xlsx',
    body: materialImageExportSchema,
    raw: true,
    handler: async (ctx) => {
      const details = await ctx.read((tx) => materialDetails(tx, ctx.auth.tenantId, ctx.body.ids));
      const buffer = await materialXlsx(details, ctx.lang);
      ctx.req.resultCode = 200;
      return ctx.reply
        .header('Content-Type', XLSX_MIME)
        .header('Content-Disposition', contentDisposition('material-picking.xlsx'))
        .send(buffer);
    },
  });
}
