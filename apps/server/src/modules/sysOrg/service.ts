import type { OrgAddInput, OrgNode, OrgUpdateInput } from '@printfloor/contract';
import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { createStamp, queryRows, updateStamp } from '../../db/query.ts';
import { sysOrg as org, sysRoleOrg, sysTenant, sysUser, sysUserExtOrg } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import { type DiffCaller, dateTimeText, isTenantAdmin, numberIds, scopedOrgIds, writeDiff } from '../sysUser/index.ts';

/**
 * Organisations (admin-net-contract §10 sysOrg): a tree per tenant; `type` is a code of the
 * `org_type` dictionary. Reads and writes are limited to the caller's data scope (§12).
 */

export type { OrgNode } from '@printfloor/contract';

function orgColumns(tz: string): SQL {
  return sql`o.id, o.tenant_id as "tenantId", o.pid, o.name, o.code, o.level, o.type, o.director_id as "directorId",
    d.real_name as "directorName", o.order_no as "orderNo", o.status, o.remark,
    ${dateTimeText(sql`o.create_time`, tz)} as "createTime", ${dateTimeText(sql`o.update_time`, tz)} as "updateTime",
    o.create_user_id as "createUserId", o.create_user_name as "createUserName",
    o.update_user_id as "updateUserId", o.update_user_name as "updateUserName"`;
}
const ORG_FROM = sql`from sys_org o left join sys_user d on d.tenant_id = o.tenant_id and d.id = o.director_id`;

/** The caller's live organisations, and those of them matching `conditions`. */
const liveOrgs = (auth: AuthContext, ...conditions: (SQL | undefined)[]) =>
  and(eq(org.tenantId, auth.tenantId), eq(org.isDelete, false), ...conditions);

async function allOrgs(tx: Tx, auth: AuthContext, tz: string): Promise<OrgNode[]> {
  const rows = await queryRows<OrgNode>(
    tx,
    sql`select ${orgColumns(tz)} ${ORG_FROM} where o.tenant_id = ${auth.tenantId} and not o.is_delete
        order by o.order_no, o.id`,
  );
  return rows.map((r) => ({ ...numberIds(r), children: [] }));
}

function buildTree(nodes: OrgNode[]): OrgNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: OrgNode[] = [];
  for (const node of nodes) {
    const parent = byId.get(node.pid);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

function subtreeOf(nodes: OrgNode[], rootId: number): Set<number> {
  const ids = new Set<number>([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const n of nodes) {
      if (!ids.has(n.id) && ids.has(n.pid)) {
        ids.add(n.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** GET sysOrg/list?Id=&Name=&Code=&Type=: the tree (rooted at Id) of the orgs in the caller's scope. */
export async function listOrgs(
  tx: Tx,
  auth: AuthContext,
  query: { id?: number; name: string | null; code: string | null; type: string | null },
  tz: string,
): Promise<OrgNode[]> {
  let nodes = await allOrgs(tx, auth, tz);
  const allowed = await scopedOrgIds(tx, auth);
  if (allowed) nodes = nodes.filter((n) => allowed.has(n.id));
  if (query.id) {
    const ids = subtreeOf(nodes, query.id);
    nodes = nodes.filter((n) => ids.has(n.id));
  }
  const match = (value: string | null, needle: string | null) =>
    !needle || (value ?? '').toLowerCase().includes(needle.toLowerCase());
  if (query.name || query.code || query.type) {
    nodes = nodes.filter(
      (n) => match(n.name, query.name) && match(n.code, query.code) && (!query.type || n.type === query.type),
    );
  }
  return buildTree(nodes);
}

export async function findOrg(tx: Tx, auth: AuthContext, id: number, tz: string): Promise<OrgNode | null> {
  const allowed = await scopedOrgIds(tx, auth);
  if (allowed && !allowed.has(id)) return null;
  const [row] = await queryRows<OrgNode>(
    tx,
    sql`select ${orgColumns(tz)} ${ORG_FROM} where o.tenant_id = ${auth.tenantId} and o.id = ${id} and not o.is_delete`,
  );
  return row ? numberIds(row) : null;
}

async function checkParent(tx: Tx, auth: AuthContext, pid: number, tz: string): Promise<number> {
  if (pid === 0) {
    // A second root only by tenant administrators.
    if (!isTenantAdmin(auth)) throw new BizError('D1013');
    return 1;
  }
  const parent = await findOrg(tx, auth, pid, tz);
  if (!parent) {
    const [exists] = await tx
      .select({ id: org.id })
      .from(org)
      .where(liveOrgs(auth, eq(org.id, pid)));
    throw new BizError(exists ? 'D1013' : 'D2000');
  }
  return Number(parent.level ?? 0) + 1;
}

async function checkCode(tx: Tx, auth: AuthContext, code: string | null, exceptId?: number): Promise<void> {
  if (!code) return;
  const rows = await tx
    .select({ id: org.id })
    .from(org)
    .where(liveOrgs(auth, sql`lower(${org.code}) = lower(${code})`, exceptId ? ne(org.id, exceptId) : undefined));
  if (rows.length) throw new BizError('D2002');
}

export async function addOrg(tx: Tx, auth: AuthContext, input: OrgAddInput, tz: string): Promise<number> {
  const level = await checkParent(tx, auth, input.pid, tz);
  await checkCode(tx, auth, input.code);
  const [row] = await tx
    .insert(org)
    .values({ ...orgFields(input), level, ...createStamp(auth) })
    .returning({ id: org.id });
  return Number(row?.id);
}

/** The columns an add or an update writes from the form (level is derived from the parent). */
function orgFields(input: OrgAddInput | OrgUpdateInput) {
  return {
    pid: input.pid,
    name: input.name,
    code: input.code,
    type: input.type,
    directorId: input.directorId ?? null,
    orderNo: input.orderNo,
    status: input.status,
    remark: input.remark,
  };
}

async function tenantRootOrg(tx: Tx, auth: AuthContext): Promise<number | null> {
  const [row] = await tx.select({ orgId: sysTenant.orgId }).from(sysTenant).where(eq(sysTenant.id, auth.tenantId));
  return row?.orgId ?? null;
}

export async function updateOrg(tx: Tx, caller: DiffCaller, input: OrgUpdateInput, tz: string): Promise<void> {
  const { auth } = caller;
  const before = await findOrg(tx, auth, input.id, tz);
  if (!before) throw new BizError('D1002');
  let level = before.level;
  if (input.pid !== before.pid) {
    if (input.id === (await tenantRootOrg(tx, auth))) throw new BizError('D2001');
    const subtree = subtreeOf(await allOrgs(tx, auth, tz), input.id);
    if (subtree.has(input.pid)) throw new BizError('D2001');
    level = await checkParent(tx, auth, input.pid, tz);
  }
  await checkCode(tx, auth, input.code, input.id);
  await tx
    .update(org)
    .set({ ...orgFields(input), level, ...updateStamp(auth.userId, auth.realName) })
    .where(and(eq(org.tenantId, auth.tenantId), eq(org.id, input.id)));
  await writeDiff(tx, caller, 'sys_org', input.id, before, await findOrg(tx, auth, input.id, tz), 'update');
}

/**
 * POST sysOrg/delete: the org and its subtree (soft). Refused for the tenant's root org (D2008),
 * when users belong to the subtree (D2004) or have it as a secondary org (D2005).
 */
export async function deleteOrg(tx: Tx, caller: DiffCaller, id: number, tz: string): Promise<void> {
  const { auth } = caller;
  const before = await findOrg(tx, auth, id, tz);
  if (!before) throw new BizError('D1002');
  if (id === (await tenantRootOrg(tx, auth))) throw new BizError('D2008');
  const ids = [...subtreeOf(await allOrgs(tx, auth, tz), id)];
  const [users] = await tx
    .select({ n: count() })
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, auth.tenantId), eq(sysUser.isDelete, false), inArray(sysUser.orgId, ids)));
  if (Number(users?.n) > 0) throw new BizError('D2004');
  const [ext] = await tx
    .select({ n: count() })
    .from(sysUserExtOrg)
    .where(and(eq(sysUserExtOrg.tenantId, auth.tenantId), inArray(sysUserExtOrg.orgId, ids)));
  if (Number(ext?.n) > 0) throw new BizError('D2005');
  await tx
    .update(org)
    .set({ isDelete: true, ...updateStamp(auth.userId, auth.realName) })
    .where(and(eq(org.tenantId, auth.tenantId), inArray(org.id, ids)));
  await tx.delete(sysRoleOrg).where(and(eq(sysRoleOrg.tenantId, auth.tenantId), inArray(sysRoleOrg.orgId, ids)));
  await writeDiff(tx, caller, 'sys_org', id, { ...before, deletedIds: ids }, null, 'delete');
}
