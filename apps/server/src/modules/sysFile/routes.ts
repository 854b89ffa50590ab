import multipart from '@fastify/multipart';
import { idSchema, pageInputSchema } from '@printfloor/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BizError } from '../../errors.ts';
import { addRoute, z } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { contentDisposition, FOLDER_PATTERN, MAX_FILE_NAME, sizeInfo } from './names.ts';
import {
  deleteFile,
  findFile,
  findPreview,
  openStored,
  pageFiles,
  readStored,
  renameFile,
  storeUploads,
  type UploadItem,
} from './service.ts';
import { ARTWORK_POLICY, AVATAR_POLICY, GENERAL_POLICY, IMAGE_POLICY, type UploadPolicy } from './sniff.ts';

const MAX_FILES_PER_CALL = 10;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const folderSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: 'invalidFolder' }).regex(FOLDER_PATTERN, { error: 'invalidFolder' }).optional(),
);
const uploadQuery = z.object({ path: folderSchema });
const timeSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: 'invalidDateTime' }).regex(DATE_TIME, { error: 'invalidDateTime' }).optional(),
);
const textFilter = z.preprocess(
  blankToUndefined,
  z.string({ error: 'notText' }).max(100, { error: 'tooLong|{"max":100}' }).optional(),
);
const pageSchema = pageInputSchema.extend({
  fileName: textFilter,
  suffix: textFilter,
  startTime: timeSchema,
  endTime: timeSchema,
});
const idOrUrlSchema = z
  .object({
    id: z.preprocess(blankToUndefined, idSchema.optional()),
    url: z.preprocess(
      blankToUndefined,
      z.string({ error: 'notText' }).max(1024, { error: 'tooLong|{"max":1024}' }).optional(),
    ),
  })
  .refine((v) => v.id !== undefined || v.url !== undefined, { error: 'fileIdOrUrl', path: ['id'] });
const renameSchema = z.object({
  id: idSchema,
  fileName: z
    .string({ error: 'notText' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_FILE_NAME * 2, { error: `tooLong|{"max":${MAX_FILE_NAME * 2}}` }),
});
const base64Schema = z.object({
  fileDataBase64: z
    .string({ error: 'notText' })
    .min(1, { error: 'required' })
    .regex(/^(data:[\w.+/-]+;base64,)?[A-Za-z0-9+/=\s]+$/, { error: 'invalidValue' }),
  fileName: z
    .string({ error: 'notText' })
    .trim()
    .min(1, { error: 'required' })
    .max(255, { error: 'tooLong|{"max":255}' }),
  contentType: z.string({ error: 'notText' }).max(128, { error: 'tooLong|{"max":128}' }).nullish(),
  path: folderSchema,
});
const previewParams = z.object({
  tenantId: idSchema,
  id: idSchema,
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'invalidValue' }),
});

/** The uploaded files of a multipart request (every file part), each read up to the policy's size. */
async function readMultipart(req: FastifyRequest, policy: UploadPolicy, maxFiles: number): Promise<UploadItem[]> {
  if (!req.isMultipart()) throw new BizError('D8004');
  const items: UploadItem[] = [];
  try {
    for await (const part of req.files({ limits: { fileSize: policy.maxBytes, files: maxFiles } })) {
      items.push({ originalName: part.filename, data: await part.toBuffer() });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new BizError('D8002', { max: sizeInfo(policy.maxBytes) });
    if (code === 'FST_FILES_LIMIT') throw new BizError('D8001');
    if (code?.startsWith('FST_')) throw new BizError('D8004');
    throw error;
  }
  if (items.length === 0) throw new BizError('D8004');
  return items;
}

/**
 * Files (admin-net-contract §10 sysFile). Uploads are checked by content (sniff.ts), stored under
 * server-built keys (storage/keys.ts) in the caller's tenant; downloads and previews only ever
 * find the caller's tenant's rows. `uploadImage` is the self-service upload of form images.
 */
export async function registerSysFileRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (child) => {
    await child.register(multipart, {
      limits: { fileSize: GENERAL_POLICY.maxBytes, files: MAX_FILES_PER_CALL, fields: 10, parts: 20 },
    });
    registerFileRoutes(child, services);
  });
}

function registerFileRoutes(app: FastifyInstance, services: AppServices): void {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysFile/page',
    body: pageSchema,
    audit: false,
    summary: 'Files of the tenant: filters fileName (contains), suffix, startTime, endTime',
    handler: async (ctx) => ctx.tenant((tx) => pageFiles(tx, ctx.auth.tenantId, ctx.body, services.config.timeZone)),
  });

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysFile/uploadFile',
    query: uploadQuery,
    summary: 'Upload one file (multipart field "file", query path = logical folder); returns the SysFile',
    handler: async (ctx) => {
      const items = await readMultipart(ctx.req, GENERAL_POLICY, 1);
      const [file] = await storeUploads(services, ctx.auth, items, GENERAL_POLICY, ctx.query.path ?? null);
      return file;
    },
  });

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysFile/uploadFiles',
    query: uploadQuery,
    summary: `Upload up to ${MAX_FILES_PER_CALL} files (multipart, every file part); all or none are stored`,
    handler: async (ctx) => {
      const items = await readMultipart(ctx.req, GENERAL_POLICY, MAX_FILES_PER_CALL);
      return storeUploads(services, ctx.auth, items, GENERAL_POLICY, ctx.query.path ?? null);
    },
  });

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysFile/uploadFileFromBase64',
    body: base64Schema,
    summary: 'Upload one file given as base64 {fileDataBase64, fileName, contentType, path}',
    // The file limit, encoded: 4 characters per 3 bytes, MIME line breaks (an escaped CRLF is 4
    // JSON characters per 76) and room for the other fields. The decoded size is checked exactly.
    bodyLimit: {
      bytes: Math.ceil(((GENERAL_POLICY.maxBytes / 3) * 4 * 80) / 76) + 64 * 1024,
      tooLarge: () => new BizError('D8002', { max: sizeInfo(GENERAL_POLICY.maxBytes) }),
    },
    handler: async (ctx) => {
      const data = Buffer.from(ctx.body.fileDataBase64.replace(/^data:[^,]*,/, ''), 'base64');
      const [file] = await storeUploads(
        services,
        ctx.auth,
        [{ originalName: ctx.body.fileName, data }],
        GENERAL_POLICY,
        ctx.body.path ?? null,
      );
      return file;
    },
  });

  // Self-service uploads of one image for a form (any logged-in user, own tenant): form images, order artwork.
  for (const upload of [
    {
      url: '/api/sysFile/uploadImage',
      policy: IMAGE_POLICY,
      folder: 'images',
      summary: 'Self-service: upload one jpg/png image ≤ 2 MB for a form field (any logged-in user, own tenant)',
    },
    {
      url: '/api/sysFile/uploadArtwork',
      policy: ARTWORK_POLICY,
      folder: 'artwork',
      summary:
        'Self-service: upload one order artwork image (jpg, png, gif, webp ≤ 20 MB: print images and mock-ups), own tenant',
    },
  ]) {
    addRoute(app, services, {
      method: 'POST',
      url: upload.url,
      access: 'login',
      query: uploadQuery,
      summary: upload.summary,
      handler: async (ctx) => {
        const items = await readMultipart(ctx.req, upload.policy, 1);
        const [file] = await storeUploads(services, ctx.auth, items, upload.policy, ctx.query.path ?? upload.folder);
        return file;
      },
    });
  }

  for (const target of ['avatar', 'signature'] as const) {
    addRoute(app, services, {
      method: 'POST',
      url: target === 'avatar' ? '/api/sysFile/uploadAvatar' : '/api/sysFile/uploadSignature',
      summary: `Upload the caller's ${target} (multipart "file", jpg/png ≤ 2 MB); sets sys_user.${target}`,
      handler: async (ctx) => {
        const items = await readMultipart(ctx.req, AVATAR_POLICY, 1);
        const [file] = await storeUploads(services, ctx.auth, items, AVATAR_POLICY, target, target);
        return file;
      },
    });
  }

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysFile/downloadFile',
    body: idOrUrlSchema,
    raw: true,
    audit: false,
    summary: 'Download a file of the tenant {id or url} (attachment, RFC 5987 file name)',
    handler: async (ctx) => {
      const row = await ctx.tenant((tx) => findFile(tx, ctx.auth.tenantId, ctx.body));
      const stream = await openStored(services, row);
      return ctx.reply
        .header('Content-Type', row.mime)
        .header('Content-Disposition', contentDisposition(`${row.fileName}${row.suffix}`))
        .header('Content-Length', String(row.sizeBytes))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  });

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysFile/downloadFileBase64',
    body: idOrUrlSchema,
    audit: false,
    summary: 'A file of the tenant {id or url} as base64',
    handler: async (ctx) => {
      const row = await ctx.tenant((tx) => findFile(tx, ctx.auth.tenantId, ctx.body));
      return (await readStored(services, row)).toString('base64');
    },
  });

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysFile/update',
    body: renameSchema,
    summary: 'Rename a file {id, fileName} (the display name; the stored key never changes)',
    handler: async (ctx) => ctx.tenant((tx) => renameFile(tx, ctx.auth, ctx.body.id, ctx.body.fileName)),
  });

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysFile/delete',
    body: z.object({ id: idSchema }),
    summary: 'Delete a file {id}: the row and the stored bytes',
    handler: async (ctx) => deleteFile(services, ctx.auth, ctx.body.id),
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysFile/preview/:tenantId/:id/:key',
    access: 'public',
    params: previewParams,
    raw: true,
    audit: false,
    summary: 'Show a file inline (the `url` of a SysFile; for <img src>): the unguessable key is the credential',
    handler: async (ctx) => {
      const row = await findPreview(services, ctx.params.tenantId, ctx.params.id, ctx.params.key);
      const stream = await openStored(services, row);
      const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf' || row.mime.startsWith('text/');
      return ctx.reply
        .header('Content-Type', row.mime)
        .header('Content-Disposition', contentDisposition(`${row.fileName}${row.suffix}`, inline))
        .header('Content-Length', String(row.sizeBytes))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=3600')
        .send(stream);
    },
  });
}
