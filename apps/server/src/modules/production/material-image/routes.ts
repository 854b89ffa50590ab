import {
  idSchema,
  type MaterialImageDetail,
  type MaterialImageOrder,
  materialImageExportSchema,
  materialImagePageSchema,
  type PageResult,
} from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRoute } from '../../../http/route.ts';
import { contentDisposition, XLSX_MIME } from '../../../resources/xlsx.ts';
import type { AppServices } from '../../../services.ts';
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
