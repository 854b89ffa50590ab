import path from 'node:path';
import {
  autoBatchInputSchema,
  batchPiecesInputSchema,
  changeDeviceInputSchema,
  dtgBatchResource,
  heatBatchResource,
  idSchema,
  type PieceRow,
  pieceResource,
  type ReprintAnswer,
  type Resource,
  reprintInputSchema,
  type ScanAnswer,
  type StationInfo,
  scanInputSchema,
  type TaskRow,
  type TransferResult,
  workOrderResource,
  workReportResource,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeExceptionLog } from '../../audit/audit-log.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { BizError } from '../../errors.ts';
import { errorText, statusText } from '../../http/i18n.ts';
import { addRoute } from '../../http/route.ts';
import { callerOf } from '../../resources/routes.ts';
import type { Caller } from '../../resources/types.ts';
import type { AppServices } from '../../services.ts';
import { autoBatch } from './batching/auto-batch.ts';
import { addPieces, piecesOf, removePieces } from './batching/batch-pieces.ts';
import { registerMaterialImageRoutes } from './material-image/routes.ts';
import { logReprint } from './pieces/reprint.ts';
import { scanAtStation } from './pieces/scan.ts';
import { STATION_PAGE_KINDS, stationsOfPage } from './pieces/stations.ts';
import { decodeScan } from './qr/decode.ts';
import { labelsPdf, pieceRefs } from './qr/print.ts';
import { registerScheduleRoutes } from './schedule/routes.ts';
import { transferPiece } from './transfer/piece.ts';
import { registerImageTransferRoutes } from './transfer/routes.ts';
import { transferBatch } from './transfer/run.ts';
import { changeReportDevice } from './work-reports/change-device.ts';

/** The station pages (menu names): each scans with its own code, `{name}:scan`. */
export const STATION_SERVICES = ['dtgProduction', 'heatProduction', 'scanTransfer'] as const;

/**
 * Production's own calls beside the resource engine's: the stations (their workstations, a
 * scan), batching (auto-batch, a batch's pieces, manual add / remove before audit) and a work
 * order's pieces and tasks. Every call acts in the caller's tenant; ids of another tenant are
 * simply not found.
 */
export function registerProductionRoutes(app: FastifyInstance, services: AppServices): void {
  for (const name of STATION_SERVICES) {
    addRoute(app, services, {
      method: 'GET',
      url: `/api/${name}/stations`,
      permission: `${name}:page`,
      summary:
        "Station page: the enabled workstations with their process, device and hot folder — the page's routes' first, in route order",
      handler: async (ctx): Promise<StationInfo[]> =>
        ctx.read((tx) => stationsOfPage(tx, ctx.auth.tenantId, STATION_PAGE_KINDS[name] ?? null)),
    });
    addRoute(app, services, {
      method: 'POST',
      url: `/api/${name}/scan`,
      permission: `${name}:scan`,
      // Every scan is its own record (pro_scan, the reporting records); the operation log would double it.
      audit: false,
      summary:
        'Station: scan a piece (its QR or code) at a workstation — moves it to its next process and records the work report',
      body: scanInputSchema,
      handler: (ctx): Promise<ScanAnswer> => atStation(ctx, scanAtStation, 'P1030', ['orderTenantId', 'lineNo']),
    });
  }
  addRoute(app, services, {
    method: 'POST',
    url: '/api/dtgProduction/reprint',
    permission: 'dtgProduction:reprint',
    summary:
      "Direct-print station: reprint a printed piece (its QR or code) with a reason — its print files into this workstation's hot folder again, logged",
    body: reprintInputSchema,
    handler: (ctx): Promise<ReprintAnswer> => atStation(ctx, logReprint, 'P1038'),
  });

  /**
   * A piece's call at a station (a scan, a reprint): its QR or code decoded, `act` run (it commits),
   * the answer shown without the `hidden` fields and `dropFilesAt`, and, where `act` names a
   * workstation there, the piece's files dropped into its hot folder (`failure`: the refusal a failed
   * drop answers).
   */
  async function atStation<
    I extends { code: string },
    O extends { pieceId: number; dropFilesAt: number | null },
    K extends keyof O = never,
  >(
    ctx: Parameters<typeof callerOf>[0] & { body: I; req: FastifyRequest },
    act: (caller: Caller, input: I & { pieceId?: number }) => Promise<O>,
    failure: 'P1030' | 'P1038',
    hidden: readonly K[] = [],
  ): Promise<Omit<O, K | 'dropFilesAt'> & { files: string[]; fileError?: string }> {
    const caller = callerOf(ctx);
    const outcome = await act(caller, { ...ctx.body, ...decodeScan(services, caller, ctx.body.code) });
    const { dropFilesAt, ...rest } = outcome;
    const answer = Object.fromEntries(
      Object.entries(rest).filter(([key]) => !(hidden as readonly PropertyKey[]).includes(key)),
    ) as Omit<O, K | 'dropFilesAt'>;
    if (dropFilesAt === null) return { ...answer, files: [] };
    return { ...answer, ...(await dropFiles(ctx, caller, outcome.pieceId, dropFilesAt, failure)) };
  }

  /**
   * After a scan or a reprint committed: the piece's files into the workstation's hot folder. A failure
   * does not undo what was recorded; the answer says why, and the piece is retried on the image-transfer page.
   */
  async function dropFiles(
    ctx: { req: FastifyRequest; traceId: string },
    caller: Caller,
    pieceId: number,
    workstationId: number,
    failure: 'P1030' | 'P1038',
  ): Promise<{ files: string[]; fileError?: string }> {
    try {
      const dropped = await transferPiece(caller, pieceId, workstationId);
      return { files: dropped.files.map((f) => path.basename(f.path)) };
    } catch (error) {
      // A refusal of ours says why; anything else (the file system, the database) is logged with the
      // trace id and the station is told only that id, never a path or a driver's message.
      if (!(error instanceof BizError)) {
        ctx.req.log.error({ err: error, traceId: ctx.traceId }, 'piece files after a scan');
        writeExceptionLog(services, ctx.req, error instanceof Error ? error : new Error(String(error)));
      }
      const reason =
        error instanceof BizError
          ? String(error.params?.reason ?? errorText(caller.lang, error.errorCode, error.params))
          : statusText(caller.lang, 500, { traceId: ctx.traceId });
      return { files: [], fileError: errorText(caller.lang, failure, { reason }) };
    }
  }

  for (const resource of [dtgBatchResource, heatBatchResource]) registerBatchRoutes(app, services, resource);
  registerScheduleRoutes(app, services);
  registerImageTransferRoutes(app, services);
  registerMaterialImageRoutes(app, services);
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${workReportResource.name}/changeDevice`,
    permission: `${workReportResource.name}:changeDevice`,
    summary:
      "Quality reporting: change the device (and workstation) of a work report before it is completed; the device must be of the kind the process' workstations use",
    body: changeDeviceInputSchema,
    handler: async (ctx) => ctx.tenant((tx) => changeReportDevice(tx, callerOf(ctx), ctx.body)),
  });

  const pieceIds = z.object({ ids: z.array(idSchema).min(1).max(1000) });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${pieceResource.name}/generate`,
    permission: `${pieceResource.name}:generate`,
    summary:
      "QR coding: the signed QR content of pieces (this server's reference; a foreign or old QR is refused at scan)",
    body: pieceIds,
    handler: async (ctx) => ctx.read((tx) => pieceRefs(tx, callerOf(ctx), ctx.body.ids)),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${pieceResource.name}/print`,
    permission: `${pieceResource.name}:print`,
    summary:
      "QR coding: the labels of pieces as one PDF, a page per label, sized by the label template (templateId, else the kind's default, else 60 × 40 mm; widthMm / heightMm override)",
    body: pieceIds.extend({
      templateId: idSchema.optional(),
      widthMm: z.coerce.number().min(20).max(200).optional(),
      heightMm: z.coerce.number().min(15).max(200).optional(),
    }),
    raw: true,
    handler: async (ctx) => {
      const pdf = await labelsPdf(callerOf(ctx), ctx.body.ids, {
        templateId: ctx.body.templateId,
        size: { widthMm: ctx.body.widthMm, heightMm: ctx.body.heightMm },
      });
      return ctx.reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="piece-labels.pdf"')
        .send(pdf);
    },
  });

  addRoute(app, services, {
    method: 'GET',
    url: `/api/${workOrderResource.name}/pieces`,
    permission: workOrderResource.permissions.detail,
    summary: 'Work order: its pieces (after release), each with its state and next process',
    query: z.object({ id: idSchema }),
    handler: async (ctx): Promise<PieceRow[]> =>
      ctx.read(async (tx) => {
        await mustExist(tx, 'pro_work_order', ctx.auth.tenantId, ctx.query.id);
        return piecesOf(tx, ctx.auth.tenantId, { workOrderId: ctx.query.id });
      }),
  });
  addRoute(app, services, {
    method: 'GET',
    url: `/api/${workOrderResource.name}/tasks`,
    permission: workOrderResource.permissions.detail,
    summary: 'Work order: its tasks (one per route process) with done, qualified and unqualified counts',
    query: z.object({ id: idSchema }),
    handler: async (ctx): Promise<TaskRow[]> => {
      const rows = await ctx.read(async (tx) => {
        await mustExist(tx, 'pro_work_order', ctx.auth.tenantId, ctx.query.id);
        return queryRows<{
          id: string;
          seq: number;
          process_id: string;
          process_name: string;
          quantity: number;
          done: number;
          qualified: number;
          unqualified: number;
          state: number;
        }>(
          tx,
          sql`select id::text, seq, process_id::text, process_name, quantity, done, qualified, unqualified, state
                from pro_task where tenant_id = ${ctx.auth.tenantId} and work_order_id = ${ctx.query.id} order by seq`,
        );
      });
      return rows.map((r) => ({
        ...r,
        id: Number(r.id),
        processId: Number(r.process_id),
        processName: r.process_name,
      }));
    },
  });
}

/**
 * A row of the caller's tenant that a by-id read names, or "record not found" (D1002): another
 * tenant's id is answered like an unknown one, never as an empty list.
 */
async function mustExist(
  tx: Tx,
  table: 'pro_work_order' | 'pro_batch',
  tenantId: number,
  id: number,
  extra = sql``,
): Promise<void> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id::text from ${sql.identifier(table)} where tenant_id = ${tenantId} and id = ${id} and not is_delete ${extra}`,
  );
  if (!row) throw new BizError('D1002', undefined, 404);
}

function registerBatchRoutes(app: FastifyInstance, services: AppServices, resource: Resource): void {
  const kind = Number(resource.fixed?.printKind);
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${resource.name}/autoBatch`,
    permission: resource.permissions.add,
    summary:
      'Batching: group the pieces waiting for a batch by the enabled strategies (full batches; releasePartial also the rest)',
    body: autoBatchInputSchema.omit({ printKind: true }),
    handler: async (ctx) =>
      ctx.tenant((tx) =>
        autoBatch(tx, callerOf(ctx), { printKind: kind, releasePartial: ctx.body.releasePartial ?? false }),
      ),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${resource.name}/transfer`,
    permission: `${resource.name}:transfer`,
    summary:
      "Image transfer of an audited batch: render the print files and drop them atomically into the machine's hot folder (a retry replaces them)",
    body: z.object({ id: idSchema }),
    handler: async (ctx): Promise<TransferResult> => transferBatch(callerOf(ctx), resource, ctx.body.id),
  });
  addRoute(app, services, {
    method: 'GET',
    url: `/api/${resource.name}/pieces`,
    permission: resource.permissions.detail,
    summary: 'Batching: the pieces of a batch',
    query: z.object({ id: idSchema }),
    handler: async (ctx): Promise<PieceRow[]> =>
      ctx.read(async (tx) => {
        await mustExist(tx, 'pro_batch', ctx.auth.tenantId, ctx.query.id, sql`and print_kind = ${kind}`);
        return piecesOf(tx, ctx.auth.tenantId, { batchId: ctx.query.id });
      }),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${resource.name}/addPieces`,
    permission: resource.permissions.update,
    summary: 'Batching: add pieces (by id or code) to a batch before its audit',
    body: batchPiecesInputSchema,
    handler: async (ctx) => ctx.tenant((tx) => addPieces(tx, callerOf(ctx), resource, ctx.body)),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${resource.name}/removePieces`,
    permission: resource.permissions.update,
    summary: 'Batching: take pieces out of a batch before its audit (they wait for the next batch)',
    body: batchPiecesInputSchema,
    handler: async (ctx) => ctx.tenant((tx) => removePieces(tx, callerOf(ctx), resource, ctx.body)),
  });
}
