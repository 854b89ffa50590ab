import { printInputSchema } from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { loadTemplate, printPdf } from './service.ts';

/** `POST /api/sysPrint/print` (code sysPrint:print, platform-only): a template printed to PDF. */
export async function registerSysPrintRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysPrint/print',
    platformOnly: true,
    body: printInputSchema,
    raw: true,
    summary: 'A print template rendered to PDF with the given data rows (one page each) or its sample data',
    handler: async ({ body, read, reply }) => {
      // Read first, render outside the transaction (PGlite has one connection).
      const loaded = await read((tx) => loadTemplate(tx, body.id));
      const pdf = await printPdf(loaded, body.data);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="print.pdf"')
        .send(pdf);
    },
  });
}
