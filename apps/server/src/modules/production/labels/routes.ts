import { heatLabelTemplateResource, idSchema, labelTemplateResource } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRoute } from '../../../http/route.ts';
import type { AppServices } from '../../../services.ts';
import { renderLabelsPdf } from '../qr/labels.ts';
import { labelLines } from '../qr/print.ts';
import { namedLayout } from './templates.ts';

/** A sample piece for a template's preview: what a real label of a two-piece order looks like. */
const SAMPLE = {
  code: 'WO202611270001-001',
  order_code: 'SO202611270001',
  piece_no: 1,
  piece_total: 2,
  sku_code: 'TEE-WHT-M',
  colour: '白色',
  size: 'M',
  batch_no: 'BT202611270001',
  product_name: '纯棉圆领T恤',
};

/** `GET /api/{labelTemplate|heatLabelTemplate}/preview?id=`: a sample label of the template, as PDF. */
export function registerLabelTemplateRoutes(app: FastifyInstance, services: AppServices): void {
  for (const resource of [labelTemplateResource, heatLabelTemplateResource]) {
    addRoute(app, services, {
      method: 'GET',
      url: `/api/${resource.name}/preview`,
      permission: `${resource.name}:preview`,
      summary: 'Label template: a sample label at the template’s size with its lines, as PDF',
      query: z.object({ id: idSchema }),
      raw: true,
      handler: async (ctx) => {
        const layout = await ctx.read((tx) =>
          namedLayout(tx, ctx.auth.tenantId, resource.name as 'labelTemplate', ctx.query.id),
        );
        const pdf = await renderLabelsPdf([{ qrText: 'PF1-SAMPLE-LABEL', lines: labelLines(SAMPLE, layout) }], layout);
        return ctx.reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', 'inline; filename="label-preview.pdf"')
          .send(pdf);
      },
    });
  }
}
