import multipart from '@fastify/multipart';
import {
  customImportTemplateResource,
  type ImportPreview,
  idSchema,
  MERCHANT_ORDER_RESOURCES,
  mappingIssues,
  merchantImportRecordResource,
  ORDER_LIST_KIND,
  orderImportRecordResource,
  type Resource,
  sizeInfo,
} from '@printfloor/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { asPlatform } from '../../../db/context.ts';
import { BizError } from '../../../errors.ts';
import { errorText } from '../../../http/i18n.ts';
import { addRoute } from '../../../http/route.ts';
import { IMPORT_MAX_BYTES } from '../../../resources/import-gate.ts';
import { callerOf } from '../../../resources/routes.ts';
import { contentDisposition, XLSX_MIME } from '../../../resources/xlsx.ts';
import type { AppServices } from '../../../services.ts';
import { assembleOrders, type ImportTemplateData, type RowFailures, resolveColumns } from './assemble.ts';
import { errorPage, errorWorkbook } from './errors.ts';
import { loadOrderSources } from './platform-shop.ts';
import { runningImports, startImport, sweepInterrupted } from './run.ts';
import { cellText, readSheet } from './sheet.ts';

/** An upload's file and its text fields (multipart; the fields may come before or after the file). */
async function readUpload(
  req: FastifyRequest,
): Promise<{ fileName: string; buffer: Buffer; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new BizError('R0003');
  const fields: Record<string, string> = {};
  let file: { fileName: string; buffer: Buffer } | null = null;
  for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_BYTES, fields: 20, fieldSize: 256 * 1024 } })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new BizError('D8002', { max: sizeInfo(IMPORT_MAX_BYTES) });
        throw error;
      });
      if (!file) file = { fileName: part.filename, buffer };
    } else fields[part.fieldname] = String(part.value ?? '');
  }
  if (!file) throw new BizError('D8004');
  // Spec §5: an Excel workbook (.xlsx) must be picked.
  if (!/\.xlsx$/i.test(file.fileName) || file.buffer.length === 0) throw new BizError('R0005');
  return { ...file, fields };
}

const PREVIEW_ROWS = 50;
const previewTemplate = z.object({
  platform: z.string().max(32).default('temu'),
  shopId: z.coerce
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  printKind: z.coerce.number().int().min(1).max(2).default(1),
  headerRow: z.coerce.number().int().min(1).max(20).default(1),
  dateOrder: z
    .number()
    .int()
    .min(1)
    .max(2)
    .nullish()
    .transform((v) => v ?? null),
  columns: z
    .array(
      z.object({
        target: z.string().max(32),
        sheetColumn: z.string().max(128).nullish(),
        fixedValue: z.string().max(256).nullish(),
      }),
    )
    .max(60)
    .default([]),
  areas: z
    .array(
      z.object({
        area: z.coerce.number().int(),
        printColumn: z.string().max(128).nullish(),
        mockupColumn: z.string().max(128).nullish(),
      }),
    )
    .max(10)
    .default([]),
});

/** Order import routes: the mapper's preview, starting a run, and the failed rows of a run. */
export async function registerImportRoutes(root: FastifyInstance, services: AppServices): Promise<void> {
  // Multipart parsing is registered per scope (as the resource engine and the file routes do).
  await root.register(async (app) => {
    await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } });
    registerUploadRoutes(app, services);
  });
  registerErrorRoutes(
    root,
    services,
    merchantImportRecordResource,
    merchantImportRecordResource.permissions.detail,
    'merchantImportRecord:errorList',
  );
  registerErrorRoutes(root, services, orderImportRecordResource, 'orderImportError:page', 'orderImportError:export');

  // Runs cut off with their instance are marked interrupted (by whichever instance looks first).
  const sweep = setInterval(
    () => void asPlatform(services.db, (tx) => sweepInterrupted(tx)).catch(() => undefined),
    60_000,
  );
  sweep.unref();
  root.addHook('onReady', async () => {
    await asPlatform(services.db, (tx) => sweepInterrupted(tx)).catch(() => undefined);
  });
  root.addHook('onClose', async () => {
    clearInterval(sweep);
    await Promise.allSettled([...runningImports(services)]);
  });
}

/** The mapper's preview and starting a run (multipart uploads). */
function registerUploadRoutes(app: FastifyInstance, services: AppServices): void {
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${customImportTemplateResource.name}/preview`,
    permission: customImportTemplateResource.permissions.page,
    summary:
      'Custom import template: read a sample xlsx (multipart "file", field "template" = the mapping as JSON) — headers, first rows, mapping problems, and the first rows read as orders',
    handler: async (ctx): Promise<ImportPreview> => {
      const upload = await readUpload(ctx.req);
      let raw: unknown = {};
      try {
        raw = upload.fields.template ? JSON.parse(upload.fields.template) : {};
      } catch {
        throw new BizError('R0003');
      }
      const parsed = previewTemplate.safeParse(raw);
      if (!parsed.success) throw new BizError('R0003');
      const input = parsed.data;
      const template: ImportTemplateData = { id: 0, name: '', ...input };
      const sheet = await readSheet(upload.buffer, template.headerRow, { maxRows: PREVIEW_ROWS });
      const mapped = input.columns.length > 0 || input.areas.length > 0;
      const issues = mapped ? mappingIssues(template, ctx.lang).map((i) => i.text) : [];
      const { missing } = resolveColumns(sheet, template);
      if (missing.length)
        issues.push(errorText(ctx.lang, 'O1022', { row: template.headerRow, columns: missing.join(', ') }));
      const { orders, failures } =
        mapped && !issues.length
          ? await assembleOrders(
              sheet,
              template,
              await ctx.read((tx) => loadOrderSources(tx, ctx.auth.tenantId, template)),
              ctx.lang,
              template.printKind,
            )
          : { orders: [], failures: new Map() as RowFailures };
      const failedByGroup = new Map<string, { rows: number[]; messages: string[] }>();
      for (const [row, f] of failures) {
        const key = f.externalId ?? `r:${row}`;
        const g = failedByGroup.get(key) ?? { rows: [], messages: [] };
        g.rows.push(row);
        g.messages.push(...f.messages.map((m) => `#${row} ${m}`));
        failedByGroup.set(key, g);
      }
      return {
        headers: sheet.headers,
        rows: sheet.rows.slice(0, 10).map((r) => r.cells.map(cellText)),
        issues,
        orders: [
          ...orders.map((o) => ({
            externalId: o.externalId,
            rows: o.rows,
            consignee: (o.values.consignee as string | undefined) ?? null,
            lines: o.lines.map((l) => ({ skuCode: l.skuCode, colour: l.colour, size: l.size, quantity: l.quantity })),
            platform: String(o.values.platform),
            shopName: o.shopName,
            areas: o.areas.length,
            errors: [],
          })),
          ...[...failedByGroup].map(([key, g]) => ({
            externalId: key.startsWith('r:') ? null : key,
            rows: g.rows.sort((a, b) => a - b),
            consignee: null,
            lines: [],
            platform: null,
            shopName: null,
            areas: 0,
            errors: g.messages,
          })),
        ]
          .sort((a, b) => (a.rows[0] ?? 0) - (b.rows[0] ?? 0))
          .slice(0, 20),
      };
    },
  });

  for (const resource of MERCHANT_ORDER_RESOURCES) {
    addRoute(app, services, {
      method: 'POST',
      url: `/api/${resource.name}/importOrders`,
      permission: resource.permissions.import,
      summary: `${resource.title.en}: import orders from an xlsx with a custom template (multipart "file", field "templateId"); returns {recordId}, progress arrives as live events "importProgress"`,
      handler: async (ctx) => {
        const upload = await readUpload(ctx.req);
        const templateId = Number(upload.fields.templateId);
        return startImport(
          callerOf(ctx),
          {
            fileName: upload.fileName,
            buffer: upload.buffer,
            templateId: Number.isInteger(templateId) && templateId > 0 ? templateId : null,
            printKind: ORDER_LIST_KIND[resource.name],
          },
          app.log,
        );
      },
    });
  }
}

/** The failed rows of a run: a page of them, and all of them as an xlsx to correct and import again. */
function registerErrorRoutes(
  app: FastifyInstance,
  services: AppServices,
  resource: Resource,
  pagePermission: string,
  exportPermission: string,
): void {
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${resource.name}/errorPage`,
    permission: pagePermission,
    summary: `${resource.title.en}: the failed rows of a run (recordId, page, pageSize), by row number`,
    body: z.object({
      recordId: idSchema,
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(200).default(20),
    }),
    handler: async (ctx) => ctx.read((tx) => errorPage(tx, resource, ctx.auth.tenantId, ctx.body)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: `/api/${resource.name}/errorExport`,
    permission: exportPermission,
    summary: `${resource.title.en}: the failed rows of a run as an xlsx — the sheet's own columns and the cause — to correct and import again`,
    query: z.object({ recordId: idSchema }),
    raw: true,
    handler: async (ctx) => {
      const { buffer, fileName } = await ctx.read((tx) =>
        errorWorkbook(tx, resource, ctx.auth.tenantId, ctx.query.recordId, ctx.lang),
      );
      return ctx.reply
        .header('Content-Type', XLSX_MIME)
        .header('Content-Disposition', contentDisposition(fileName))
        .send(buffer);
    },
  });
}
