import { type IssuedKey, type Language, type OpenAccessRow, type PageResult, pageResult } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import { newAccessKey, newAccessSecret, sealSecret } from '../../auth/open-access.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { BizError, ValidationError } from '../../http/errors.ts';
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
  const [tenant] = await queryRows<{ id: number }>(
    tx,
    sql`select id from sys_tenant where id = ${input.bindTenantId} and not is_delete`,
  );
  if (!tenant) throw new ValidationError({ bindTenantId: [translateValidation(lang, 'refNotFound')] });
  const [user] = await queryRows<{ user_id: number }>(
    tx,
    sql`select user_id from sys_login_account where tenant_id = ${input.bindTenantId} and user_id = ${input.bindUserId}`,
  );
  if (!user) throw new ValidationError({ bindUserId: [translateValidation(lang, 'refNotFound')] });
}

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
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into sys_open_access (access_key, access_secret_enc, bind_tenant_id, bind_user_id, remark, status,
                                     create_user_id, create_user_name)
        values (${accessKey}, ${sealSecret(serverSecret, accessSecret)}, ${input.bindTenantId}, ${input.bindUserId},
                ${input.remark ?? null}, ${input.status ?? 1}, ${auth.userId}, ${auth.realName || auth.account})
        returning id`,
  );
  return { id: Number(row?.id), accessKey, accessSecret };
}

export async function updateOpenAccess(
  tx: Tx,
  auth: AuthContext,
  input: OpenAccessInput & { id: number },
  lang: Language,
): Promise<void> {
  await checkBinding(tx, input, lang);
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update sys_open_access set bind_tenant_id = ${input.bindTenantId}, bind_user_id = ${input.bindUserId},
               remark = ${input.remark ?? null}, status = coalesce(${input.status ?? null}::int, status),
               update_time = now(), update_user_id = ${auth.userId}, update_user_name = ${auth.realName || auth.account}
         where id = ${input.id} and not is_delete returning id`,
  );
  if (rows.length === 0) throw new BizError('R0001');
}

export async function deleteOpenAccess(tx: Tx, auth: AuthContext, id: number): Promise<void> {
  const rows = await queryRows<{ access_key: string }>(
    tx,
    sql`update sys_open_access set is_delete = true, status = 2, update_time = now(), update_user_id = ${auth.userId},
               update_user_name = ${auth.realName || auth.account}
         where id = ${id} and not is_delete returning access_key`,
  );
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
  const [row] = await queryRows<{ access_key: string }>(
    tx,
    sql`update sys_open_access set access_secret_enc = ${sealSecret(serverSecret, accessSecret)}, update_time = now(),
               update_user_id = ${auth.userId}, update_user_name = ${auth.realName || auth.account}
         where id = ${id} and not is_delete returning access_key`,
  );
  if (!row) throw new BizError('R0001');
  return { id, accessKey: row.access_key, accessSecret };
}
