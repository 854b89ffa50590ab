import { type IssuedKey, type Language, type OpenAccessRow, type PageResult, pageResult } from '@printfloor/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import { newAccessKey, newAccessSecret, sealSecret } from '../../auth/open-access.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows, updateStamp } from '../../db/query.ts';
import { sysOpenAccess as a, sysLoginAccount, sysTenant } from '../../db/schema/index.ts';
import { BizError, ValidationError } from '../../errors.ts';
import { translateValidation } from '../../http/i18n.ts';

/**
 * Open access keys (admin-net-contract §10 sysOpenAccess). The secret is returned once — on
 * add and on `secret` (regenerate) — and kept only AES-GCM sealed with the server key, because
 * checking an HMAC needs it in clear (auth/open-access.ts).
 */

export interface OpenAccessInput {
  bindTenantId: number;
  bindUserId: number;
  remark?: string | null;
  status?: number;
}

export interface OpenAccessFilters {
  page: number;
  pageSize: number;
  accessKey?: string;
  bindTenantId?: number;
}

export async function pageOpenAccess(
  tx: Tx,
  filters: OpenAccessFilters,
  timeZone: string,
): Promise<PageResult<OpenAccessRow>> {
  const conds = [sql`not a.is_delete`];
  if (filters.accessKey) conds.push(sql`a.access_key ilike ${`%${filters.accessKey.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (filters.bindTenantId) conds.push(sql`a.bind_tenant_id = ${filters.bindTenantId}`);
  const where = sql.join(conds, sql` and `);
  const fmt = (c: ReturnType<typeof sql>) => sql`to_char(${c} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from sys_open_access a where ${where}`,
  );
  const rows = await queryRows<OpenAccessRow>(
    tx,
    sql`select a.id, a.access_key as "accessKey", a.bind_tenant_id as "bindTenantId", t.name as "bindTenantName",
               a.bind_user_id as "bindUserId", l.account as "bindUserAccount", a.remark, a.status,
               ${fmt(sql`a.create_time`)} as "createTime", a.create_user_name as "createUserName",
               ${fmt(sql`a.update_time`)} as "updateTime"
          from sys_open_access a
          left join sys_tenant t on t.id = a.bind_tenant_id
          left join sys_login_account l on l.tenant_id = a.bind_tenant_id and l.user_id = a.bind_user_id
         where ${where}
         order by a.create_time desc, a.id desc
         limit ${filters.pageSize} offset ${(filters.page - 1) * filters.pageSize}`,
  );
  return pageResult(
    rows.map((r) => ({
      ...r,
      id: Number(r.id),
      bindTenantId: Number(r.bindTenantId),
      bindUserId: Number(r.bindUserId),
    })),
    Number(count?.n ?? 0),
    filters.page,
    filters.pageSize,
  );
}

/** The bound user must exist in the bound tenant (global account index: no cross-tenant read of users). */
async function checkBinding(tx: Tx, input: OpenAccessInput, lang: Language): Promise<void> {
  const [tenant] = await tx
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(and(eq(sysTenant.id, input.bindTenantId), eq(sysTenant.isDelete, false)));
  if (!tenant) throw new ValidationError({ bindTenantId: [translateValidation(lang, 'refNotFound')] });
  const [user] = await tx
    .select({ userId: sysLoginAccount.userId })
    .from(sysLoginAccount)
    .where(and(eq(sysLoginAccount.tenantId, input.bindTenantId), eq(sysLoginAccount.userId, input.bindUserId)));
  if (!user) throw new ValidationError({ bindUserId: [translateValidation(lang, 'refNotFound')] });
}

/** A live identity by id, and the update stamp of its writes. */
const live = (id: number) => and(eq(a.id, id), eq(a.isDelete, false));
const stamp = (auth: AuthContext) => updateStamp(auth.userId, auth.realName || auth.account);

export async function addOpenAccess(
  tx: Tx,
  auth: AuthContext,
  serverSecret: string,
  input: OpenAccessInput,
  lang: Language,
): Promise<IssuedKey> {
  await checkBinding(tx, input, lang);
  const accessKey = newAccessKey();
  const accessSecret = newAccessSecret();
  const [row] = await tx
    .insert(a)
    .values({
      accessKey,
      accessSecretEnc: sealSecret(serverSecret, accessSecret),
      bindTenantId: input.bindTenantId,
      bindUserId: input.bindUserId,
      remark: input.remark ?? null,
      status: input.status ?? 1,
      createUserId: auth.userId,
      createUserName: auth.realName || auth.account,
    })
    .returning({ id: a.id });
  return { id: Number(row?.id), accessKey, accessSecret };
}

export async function updateOpenAccess(
  tx: Tx,
  auth: AuthContext,
  input: OpenAccessInput & { id: number },
  lang: Language,
): Promise<void> {
  await checkBinding(tx, input, lang);
  const rows = await tx
    .update(a)
    .set({
      bindTenantId: input.bindTenantId,
      bindUserId: input.bindUserId,
      remark: input.remark ?? null,
      ...(input.status == null ? {} : { status: input.status }),
      ...stamp(auth),
    })
    .where(live(input.id))
    .returning({ id: a.id });
  if (rows.length === 0) throw new BizError('R0001');
}

export async function deleteOpenAccess(tx: Tx, auth: AuthContext, id: number): Promise<void> {
  const rows = await tx
    .update(a)
    .set({ isDelete: true, status: 2, ...stamp(auth) })
    .where(live(id))
    .returning({ accessKey: a.accessKey });
  if (rows.length === 0) throw new BizError('R0001');
}

/** Replaces the secret (the old one stops working at once) and returns the new one, once. */
export async function regenerateSecret(
  tx: Tx,
  auth: AuthContext,
  serverSecret: string,
  id: number,
): Promise<IssuedKey> {
  const accessSecret = newAccessSecret();
  const [row] = await tx
    .update(a)
    .set({ accessSecretEnc: sealSecret(serverSecret, accessSecret), ...stamp(auth) })
    .where(live(id))
    .returning({ accessKey: a.accessKey });
  if (!row) throw new BizError('R0001');
  return { id, accessKey: row.accessKey, accessSecret };
}
