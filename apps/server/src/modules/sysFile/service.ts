import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type PageResult, pageResult, ZipRefusedError, zipDirectory } from '@printfloor/contract';
import { and, asc, count, desc, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/context.ts';
import { sysFile, sysUser } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { sanitizeFileName, sanitizeRename, sizeInfo } from './names.ts';
import { FILE_KINDS, sniffKind, type UploadPolicy } from './sniff.ts';
import { buildFileKey, FileMissingError, fileStorageOf } from './storage/index.ts';

export type SysFileRow = typeof sysFile.$inferSelect;

/** One file as a client receives it (admin-net-contract §9.2 SysFile, plus fileType and mime). */
export type SysFileOutput = Omit<SysFileRow, 'accessKey' | 'sizeBytes'>;

function output(row: SysFileRow): SysFileOutput {
  const { accessKey: _key, sizeBytes: _bytes, ...rest } = row;
  return rest;
}

export interface UploadItem {
  /** The name the uploader gave; only shown and used as the download name, after sanitising. */
  originalName: string;
  data: Buffer;
}

interface CheckedUpload {
  name: string;
  suffix: string;
  kind: keyof typeof FILE_KINDS;
  data: Buffer;
}

/** Size, type by content, extension against content, zip bounds; throws D8002/D8004/D8001/D8003/D8005. */
export function checkUpload(item: UploadItem, policy: UploadPolicy): CheckedUpload {
  if (item.data.length === 0) throw new BizError('D8004');
  if (item.data.length > policy.maxBytes) throw new BizError('D8002', { max: sizeInfo(policy.maxBytes) });
  const { name, suffix } = sanitizeFileName(item.originalName);
  const kind = sniffKind(item.data, suffix);
  if (!kind || !policy.kinds.includes(kind)) throw new BizError('D8001');
  const allowed = FILE_KINDS[kind].suffixes;
  if (suffix && !allowed.includes(suffix)) throw new BizError('D8003');
  // The console opens docx/xlsx (preview): the zip guard's declared bounds apply on the way in.
  if (kind === 'docx' || kind === 'xlsx') {
    try {
      zipDirectory(item.data);
    } catch (error) {
      if (error instanceof ZipRefusedError && error.problem !== 'notZip')
        throw new BizError('D8005', { max: sizeInfo(error.max) });
      throw new BizError('D8003');
    }
  }
  return { name, suffix: suffix || (allowed[0] as string), kind, data: item.data };
}

export const PREVIEW_PREFIX = '/api/sysFile/preview';

export type UploadTarget = 'file' | 'avatar' | 'signature';

/**
 * Stores checked files in the caller's tenant: bytes first, then the rows in one transaction
 * (plus the caller's avatar or signature). A failed transaction removes the bytes again.
 */
export async function storeUploads(
  services: AppServices,
  auth: AuthContext,
  items: UploadItem[],
  policy: UploadPolicy,
  folder: string | null,
  target: UploadTarget = 'file',
): Promise<SysFileOutput[]> {
  if (items.length === 0) throw new BizError('D8004');
  const checked = items.map((item) => checkUpload(item, policy));
  const storage = fileStorageOf(services);
  const written: string[] = [];
  try {
    return await inTenant(services.db, auth.tenantId, async (tx) => {
      const rows: SysFileRow[] = [];
      for (const file of checked) {
        const [{ id } = { id: 0 }] = (
          (await tx.execute(sql`select nextval('pf_id_seq')::text as id`)) as unknown as { rows: { id: string }[] }
        ).rows.map((r) => ({ id: Number(r.id) }));
        const key = buildFileKey(auth.tenantId, id, file.suffix);
        const info = FILE_KINDS[file.kind];
        await storage.put(key, file.data, info.mime);
        written.push(key);
        const accessKey = randomBytes(16).toString('base64url');
        const [row] = await tx
          .insert(sysFile)
          .values({
            tenantId: auth.tenantId,
            id,
            provider: storage.provider,
            bucketName: storage.bucketName,
            fileName: file.name,
            suffix: file.suffix,
            filePath: key,
            folder,
            sizeKb: Math.ceil(file.data.length / 1024),
            sizeBytes: file.data.length,
            sizeInfo: sizeInfo(file.data.length),
            url: `${PREVIEW_PREFIX}/${auth.tenantId}/${id}/${accessKey}`,
            fileMd5: createHash('md5').update(file.data).digest('hex'),
            fileType: file.kind,
            mime: info.mime,
            accessKey,
            createUserId: auth.userId,
            createUserName: auth.realName,
            createOrgId: auth.orgId,
            createOrgName: auth.orgName,
          })
          .returning();
        rows.push(row as SysFileRow);
      }
      if (target !== 'file') {
        const url = (rows[0] as SysFileRow).url;
        await tx
          .update(sysUser)
          .set({
            ...(target === 'avatar' ? { avatar: url } : { signature: url }),
            updateTime: new Date(),
            updateUserId: auth.userId,
            updateUserName: auth.realName,
          })
          .where(and(eq(sysUser.tenantId, auth.tenantId), eq(sysUser.id, auth.userId)));
      }
      return rows.map(output);
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

export interface FilePageInput {
  page: number;
  pageSize: number;
  field?: string | null;
  order?: string | null;
  descStr?: string | null;
  fileName?: string;
  suffix?: string;
  startTime?: string;
  endTime?: string;
}

const SORTABLE = {
  createTime: sysFile.createTime,
  fileName: sysFile.fileName,
  suffix: sysFile.suffix,
  sizeKb: sysFile.sizeKb,
} as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Files of the caller's tenant, newest first; filters by name (contains), suffix and upload time. */
export async function pageFiles(tx: Tx, tenantId: number, input: FilePageInput, timeZone: string) {
  const conds = [eq(sysFile.tenantId, tenantId), eq(sysFile.isDelete, false)];
  if (input.fileName) conds.push(ilike(sysFile.fileName, `%${escapeLike(input.fileName)}%`));
  if (input.suffix) {
    const suffix = input.suffix.trim().toLowerCase();
    conds.push(eq(sysFile.suffix, suffix.startsWith('.') ? suffix : `.${suffix}`));
  }
  if (input.startTime)
    conds.push(gte(sysFile.createTime, sql`(${input.startTime}::timestamp at time zone ${timeZone})`));
  if (input.endTime) conds.push(lte(sysFile.createTime, sql`(${input.endTime}::timestamp at time zone ${timeZone})`));
  const where = and(...conds);
  const sortColumn = input.field ? SORTABLE[input.field as keyof typeof SORTABLE] : undefined;
  const descending = input.order === (input.descStr ?? 'descending');
  const orderBy = sortColumn
    ? [descending ? desc(sortColumn) : asc(sortColumn), desc(sysFile.id)]
    : [desc(sysFile.createTime), desc(sysFile.id)];
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(sysFile).where(where);
  const rows = await tx
    .select()
    .from(sysFile)
    .where(where)
    .orderBy(...orderBy)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return pageResult(rows.map(output), Number(total), input.page, input.pageSize) as PageResult<SysFileOutput>;
}

/** A live file of the tenant by id or by its url; D8000 when there is none (other tenants' files included). */
export async function findFile(tx: Tx, tenantId: number, by: { id?: number; url?: string }): Promise<SysFileRow> {
  const conds = [eq(sysFile.tenantId, tenantId), eq(sysFile.isDelete, false)];
  if (by.id) conds.push(eq(sysFile.id, by.id));
  else if (by.url) conds.push(eq(sysFile.url, by.url.replace(/^https?:\/\/[^/]+/i, '')));
  else throw new BizError('D8000');
  const [row] = await tx
    .select()
    .from(sysFile)
    .where(and(...conds))
    .limit(1);
  if (!row) throw new BizError('D8000');
  return row;
}

/** Renames (display name only; the stored key never changes). */
export async function renameFile(tx: Tx, auth: AuthContext, id: number, fileName: string): Promise<void> {
  const row = await findFile(tx, auth.tenantId, { id });
  await tx
    .update(sysFile)
    .set({
      fileName: sanitizeRename(fileName, row.suffix),
      updateTime: new Date(),
      updateUserId: auth.userId,
      updateUserName: auth.realName,
    })
    .where(and(eq(sysFile.tenantId, auth.tenantId), eq(sysFile.id, id)));
}

/** Deletes the row, then the stored bytes (after the commit, so a rollback never loses a file). */
export async function deleteFile(services: AppServices, auth: AuthContext, id: number): Promise<void> {
  const row = await inTenant(services.db, auth.tenantId, async (tx) => {
    const found = await findFile(tx, auth.tenantId, { id });
    await tx.delete(sysFile).where(and(eq(sysFile.tenantId, auth.tenantId), eq(sysFile.id, id)));
    return found;
  });
  await fileStorageOf(services).remove(row.filePath);
}

/** The stored bytes of a row as a stream; D8000 when the object is gone from the storage. */
export async function openStored(services: AppServices, row: SysFileRow): Promise<Readable> {
  try {
    return await fileStorageOf(services).read(row.filePath);
  } catch (error) {
    if (error instanceof FileMissingError) throw new BizError('D8000');
    throw error;
  }
}

/** The stored bytes of a row, whole. */
export async function readStored(services: AppServices, row: SysFileRow): Promise<Buffer> {
  const stream = await openStored(services, row);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The row behind a preview URL: looked up inside the tenant the URL names (row-level security
 * applies), and the URL's access key must match the row's (constant-time compare).
 */
export async function findPreview(
  services: AppServices,
  tenantId: number,
  id: number,
  accessKey: string,
): Promise<SysFileRow> {
  const row = await inTenant(services.db, tenantId, async (tx) => {
    const [found] = await tx
      .select()
      .from(sysFile)
      .where(and(eq(sysFile.tenantId, tenantId), eq(sysFile.id, id), eq(sysFile.isDelete, false)))
      .limit(1);
    return found;
  });
  const given = Buffer.from(accessKey);
  const expected = Buffer.from(row?.accessKey ?? '');
  if (!row || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new BizError('D8000', undefined, 404);
  }
  return row;
}
