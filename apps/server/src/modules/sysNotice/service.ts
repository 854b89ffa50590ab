import {
  type Language,
  type NoticeAddInput,
  type NoticePageInput,
  type NoticeRow,
  NoticeStatus,
  type NoticeUpdateInput,
  pageResult,
} from '@printfloor/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/context.ts';
import { createStamp, queryRows, updateStamp } from '../../db/query.ts';
import { sysNoticeUser as nu, sysNotice } from '../../db/schema/index.ts';
import { BizError, ValidationError } from '../../errors.ts';
import { translateValidation } from '../../http/i18n.ts';
import type { AppServices } from '../../services.ts';
import { publishLive } from '../live/index.ts';
import { sanitizeHtml } from './sanitize.ts';

/**
 * Notices of a tenant (admin-net-contract §9.2 SysNotice, §10 sysNotice). Lifecycle:
 * draft (editable, deletable) → published (irrevocable: never edited or deleted; every
 * user of the tenant receives it live) → withdrawn by `cancel` (it leaves the receivers'
 * inboxes; the record stays for the audit trail, Admin.NET's CANCEL status).
 * Publishing and withdrawing are the engine's transitions (contract sysNoticeResource,
 * server side in transitions.ts, live push in listeners.ts); this file is the rest.
 */

const noticeColumns = (tz: string) => sql`n.id, n.tenant_id, n.title, n.content, n.type, n.status,
  n.public_user_id, n.public_user_name, n.public_org_id, n.public_org_name,
  to_char(n.public_time at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS') as public_time,
  to_char(n.cancel_time at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS') as cancel_time,
  to_char(n.create_time at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS') as create_time,
  to_char(n.update_time at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS') as update_time,
  n.create_user_id, n.create_user_name, n.update_user_id, n.update_user_name`;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

function toNotice(r: Record<string, unknown>): NoticeRow {
  return {
    id: Number(r.id),
    tenantId: Number(r.tenant_id),
    title: String(r.title),
    content: String(r.content),
    type: Number(r.type),
    status: Number(r.status),
    publicUserId: num(r.public_user_id),
    publicUserName: str(r.public_user_name),
    publicOrgId: num(r.public_org_id),
    publicOrgName: str(r.public_org_name),
    publicTime: str(r.public_time),
    cancelTime: str(r.cancel_time),
    createTime: String(r.create_time),
    updateTime: str(r.update_time),
    createUserId: num(r.create_user_id),
    createUserName: str(r.create_user_name),
    updateUserId: num(r.update_user_id),
    updateUserName: str(r.update_user_name),
  };
}

/** Cleans the editor HTML; images must be absolute http(s) URLs, and something must remain. */
export function cleanContent(content: string, lang: Language): string {
  const result = sanitizeHtml(content);
  if (result.badImages.length) throw new ValidationError({ content: [translateValidation(lang, 'imageHttpOnly')] });
  if (!result.hasContent) throw new ValidationError({ content: [translateValidation(lang, 'contentEmpty')] });
  return result.html;
}

function like(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function run<T>(services: AppServices, auth: AuthContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTenant(services.db, auth.tenantId, fn);
}

/** POST sysNotice/page: the tenant's notices, newest first; filters title (contains), type, status. */
export async function pageNotices(services: AppServices, auth: AuthContext, input: NoticePageInput) {
  const conditions: SQL[] = [sql`n.tenant_id = ${auth.tenantId}`, sql`not n.is_delete`];
  if (input.title) conditions.push(sql`n.title ilike ${like(input.title)}`);
  if (input.type) conditions.push(sql`n.type = ${input.type}`);
  if (input.status !== null && input.status !== undefined) conditions.push(sql`n.status = ${input.status}`);
  const where = sql.join(conditions, sql` and `);
  return run(services, auth, async (tx) => {
    const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sys_notice n where ${where}`);
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`select ${noticeColumns(services.config.timeZone)} from sys_notice n where ${where}
           order by n.create_time desc, n.id desc
           limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
    );
    return pageResult(rows.map(toNotice), Number(count?.n ?? 0), input.page, input.pageSize);
  });
}

async function loadNotice(tx: Tx, services: AppServices, auth: AuthContext, id: number, lock = false) {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${noticeColumns(services.config.timeZone)} from sys_notice n
         where n.tenant_id = ${auth.tenantId} and n.id = ${id} and not n.is_delete ${lock ? sql`for update` : sql``}`,
  );
  return row ? toNotice(row) : null;
}

/** GET sysNotice/detail: one notice of the tenant, or null. */
export function noticeDetail(services: AppServices, auth: AuthContext, id: number): Promise<NoticeRow | null> {
  return run(services, auth, (tx) => loadNotice(tx, services, auth, id));
}

/** The notice's row of the caller's tenant. */
const noticeRow = (auth: AuthContext, id: number) => and(eq(sysNotice.tenantId, auth.tenantId), eq(sysNotice.id, id));

/** POST sysNotice/add: a draft; returns its id. */
export async function addNotice(services: AppServices, auth: AuthContext, input: NoticeAddInput, lang: Language) {
  const content = cleanContent(input.content, lang);
  return run(services, auth, async (tx) => {
    const [row] = await tx
      .insert(sysNotice)
      .values({
        title: input.title,
        content,
        type: input.type,
        status: NoticeStatus.Draft,
        ...createStamp(auth),
      })
      .returning({ id: sysNotice.id });
    return Number(row?.id);
  });
}

/** POST sysNotice/update: drafts only (D7002). */
export async function updateNotice(services: AppServices, auth: AuthContext, input: NoticeUpdateInput, lang: Language) {
  const content = cleanContent(input.content, lang);
  await run(services, auth, async (tx) => {
    const before = await loadNotice(tx, services, auth, input.id, true);
    if (!before) throw new BizError('R0001');
    if (before.status !== NoticeStatus.Draft) throw new BizError('D7002');
    await tx
      .update(sysNotice)
      .set({ title: input.title, content, type: input.type, ...updateStamp(auth.userId, auth.realName) })
      .where(noticeRow(auth, input.id));
  });
}

/** POST sysNotice/delete: drafts only; a published (or withdrawn) notice stays (D7001). */
export async function deleteNotice(services: AppServices, auth: AuthContext, id: number) {
  await run(services, auth, async (tx) => {
    const before = await loadNotice(tx, services, auth, id, true);
    if (!before) throw new BizError('R0001');
    if (before.status !== NoticeStatus.Draft) throw new BizError('D7001');
    await tx
      .update(sysNotice)
      .set({ isDelete: true, ...updateStamp(auth.userId, auth.realName) })
      .where(noticeRow(auth, id));
  });
}

/** Received notices as Admin.NET returns them: the SysNoticeUser row with its SysNotice. */
function receivedRow(r: Record<string, unknown>) {
  const notice = toNotice(r);
  return {
    id: notice.id,
    noticeId: notice.id,
    userId: Number(r.user_id),
    readStatus: Number(r.read_status),
    readTime: str(r.read_time),
    sysNotice: notice,
  };
}

const receivedFrom = (auth: AuthContext, extra: SQL = sql``) => sql`from sys_notice_user nu
  join sys_notice n on n.tenant_id = nu.tenant_id and n.id = nu.notice_id
  where nu.tenant_id = ${auth.tenantId} and nu.user_id = ${auth.userId}
    and n.status = ${NoticeStatus.Public} and not n.is_delete ${extra}`;

/** GET sysNotice/pageReceived: the caller's notices, unread first, newest first. */
export async function pageReceived(
  services: AppServices,
  auth: AuthContext,
  input: { page: number; pageSize: number; title?: string | null; type?: number | null },
) {
  const tz = services.config.timeZone;
  const filters: SQL[] = [];
  if (input.title) filters.push(sql`and n.title ilike ${like(input.title)}`);
  if (input.type) filters.push(sql`and n.type = ${input.type}`);
  const from = receivedFrom(auth, sql.join(filters, sql` `));
  return run(services, auth, async (tx) => {
    const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n ${from}`);
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`select ${noticeColumns(tz)}, nu.user_id, nu.read_status,
                 to_char(nu.read_time at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS') as read_time
          ${from}
          order by nu.read_status asc, n.public_time desc, n.id desc
          limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
    );
    return pageResult(rows.map(receivedRow), Number(count?.n ?? 0), input.page, input.pageSize);
  });
}

/** GET sysNotice/unReadList: the caller's unread notices (the bell), newest first, at most 50. */
export async function unreadList(services: AppServices, auth: AuthContext) {
  const tz = services.config.timeZone;
  return run(services, auth, async (tx) => {
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`select ${noticeColumns(tz)}, nu.user_id, nu.read_status, null as read_time
          ${receivedFrom(auth, sql`and nu.read_status = 0`)}
          order by n.public_time desc, n.id desc limit 50`,
    );
    return rows.map(receivedRow);
  });
}

/** POST sysNotice/setRead: marks one received notice read (the caller's other tabs refresh). */
export async function setRead(services: AppServices, auth: AuthContext, noticeId: number) {
  await run(services, auth, async (tx) => {
    const rows = await tx
      .update(nu)
      .set({ readStatus: 1, readTime: sql`now()` })
      .where(
        and(
          eq(nu.tenantId, auth.tenantId),
          eq(nu.userId, auth.userId),
          eq(nu.noticeId, noticeId),
          eq(nu.readStatus, 0),
        ),
      )
      .returning({ noticeId: nu.noticeId });
    if (rows.length)
      await publishLive(tx, {
        tenantIds: [auth.tenantId],
        userIds: [auth.userId],
        event: { type: 'noticeChanged', noticeId },
      });
  });
}
