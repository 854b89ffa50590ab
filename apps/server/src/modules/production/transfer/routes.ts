import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  dtgBatchResource,
  heatBatchResource,
  type ImageTransferDetail,
  type ImageTransferRow,
  idSchema,
  imageTransferPageSchema,
  imageTransferTargetSchema,
  type PageResult,
  PrintKind,
  type TransferScope,
  TransferState,
} from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTenant } from '../../../db/context.ts';
import { BizError } from '../../../errors.ts';
import { addRoute } from '../../../http/route.ts';
import { callerOf } from '../../../resources/routes.ts';
import type { Caller } from '../../../resources/types.ts';
import type { AppServices } from '../../../services.ts';
import { transferDetail, transferFile, transferPage } from './list.ts';
import { transferPiece } from './piece.ts';
import { transferBatch } from './run.ts';

const NAME = 'imageTransfer';
const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml',
};

/**
 * Transfer (`first`: only one never transferred; else a retry: only a failed one) a batch — the
 * batch pages' service — or a piece's station files; answers the transfer's row afterwards.
 */
async function runTransfer(
  caller: Caller,
  scope: TransferScope,
  id: number,
  first: boolean,
): Promise<ImageTransferDetail> {
  const t = caller.auth.tenantId;
  const view = { lang: caller.lang, timeZone: caller.timeZone ?? caller.services.config.timeZone };
  const read = () => inTenant(caller.services.db, t, (tx) => transferDetail(tx, t, scope, id, view));
  // A piece is listed once its print scan tried to drop its files; the first drop is the scan's.
  const before = await read();
  const code = before.code;
  if (first && before.transferState !== TransferState.None) throw new BizError('P1031', { code });
  if (!first && before.transferState !== TransferState.Failed) throw new BizError('P1032', { code });
  if (scope === 'batch') {
    const resource = before.printKind === PrintKind.Heat ? heatBatchResource : dtgBatchResource;
    await transferBatch(caller, resource, id);
  } else await transferPiece(caller, id, null);
  return read();
}

/**
 * The image-transfer page (menu imageTransfer): the list of transfers (audited batches, and the
 * pieces whose print scan dropped files), a transfer's files with a preview of its PNGs, and the
 * transfer / retry actions (the batch pages' transfer service, or the station's piece drop).
 */
export function registerImageTransferRoutes(app: FastifyInstance, services: AppServices): void {
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${NAME}/page`,
    permission: `${NAME}:page`,
    summary: 'Image transfer: audited batches (or scanned pieces) with their transfer state, count, time and error',
    body: imageTransferPageSchema,
    handler: async (ctx): Promise<PageResult<ImageTransferRow>> =>
      ctx.read((tx) => transferPage(tx, ctx.auth.tenantId, ctx.body, ctx)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: `/api/${NAME}/detail`,
    permission: `${NAME}:detail`,
    summary: 'Image transfer: one batch (or piece) with every file written (path, size, SHA-256) by attempt',
    query: imageTransferTargetSchema,
    handler: async (ctx): Promise<ImageTransferDetail> =>
      ctx.read((tx) => transferDetail(tx, ctx.auth.tenantId, ctx.query.scope ?? 'batch', ctx.query.id, ctx)),
  });
  addRoute(app, services, {
    method: 'GET',
    url: `/api/${NAME}/file`,
    permission: `${NAME}:detail`,
    audit: false,
    summary: 'Image transfer: the content of one written file (a PNG preview), read back from the hot folder',
    query: z.object({ id: idSchema }),
    raw: true,
    handler: async (ctx) => {
      const file = await ctx.read((tx) => transferFile(tx, ctx.auth.tenantId, ctx.query.id));
      let data: Buffer;
      try {
        data = await readFile(file.path);
      } catch {
        // The printer (or its agent) has taken the file away: it is no longer there to preview.
        throw new BizError('D1002', undefined, 404);
      }
      const ext = path.extname(file.path).toLowerCase();
      return ctx.reply
        .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=3600')
        .header('etag', `"${file.sha256}"`)
        .send(data);
    },
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${NAME}/transfer`,
    permission: `${NAME}:transfer`,
    summary: 'Image transfer: transfer an audited batch (or a scanned piece) not transferred yet',
    body: imageTransferTargetSchema,
    handler: async (ctx) => runTransfer(callerOf(ctx), ctx.body.scope ?? 'batch', ctx.body.id, true),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${NAME}/retry`,
    permission: `${NAME}:retry`,
    summary: 'Image transfer: retry a failed transfer of a batch or of a piece scanned at its print process',
    body: imageTransferTargetSchema,
    handler: async (ctx) => runTransfer(callerOf(ctx), ctx.body.scope ?? 'batch', ctx.body.id, false),
  });
}
