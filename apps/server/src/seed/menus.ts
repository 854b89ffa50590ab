import { AREAS_BY_TENANT_KIND, type TenantKind } from '@printfloor/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { asPlatform } from '../db/context.ts';
import { queryRows } from '../db/query.ts';
import { sysMenu, sysRoleMenu, sysTenantMenu } from '../db/schema/index.ts';
import type { AppServices } from '../services.ts';
import { SEED } from './ids.ts';
import {
  FACTORY_SECTION_IDS,
  MENU_ROWS,
  MERCHANT_ORDERS_ID,
  type MenuRow,
  menuIdsForAreas,
  READ_ACTIONS,
} from './menu-catalogue/index.ts';
import { DASHBOARD } from './menu-catalogue/system.ts';

/** Menu ids the default grant of a tenant kind holds (also used when a tenant is created). */
export function defaultTenantMenuIds(kind: TenantKind): number[] {
  return menuIdsForAreas(AREAS_BY_TENANT_KIND[kind]);
}

const rowById = new Map(MENU_ROWS.map((r) => [r.id, r]));

/**
 * The ids of the subtrees under `rootIds`, their ancestors (so the tree renders),
 * with buttons kept only when `button(action)` says so (default: all).
 */
export function selectMenus(rootIds: readonly number[], button: (action: string) => boolean = () => true): number[] {
  const out = new Set<number>();
  const children = new Map<number, MenuRow[]>();
  for (const row of MENU_ROWS) {
    const list = children.get(row.pid) ?? [];
    list.push(row);
    children.set(row.pid, list);
  }
  const visit = (row: MenuRow) => {
    if (row.type === 3 && !button(String(row.permission).split(':')[1])) return;
    out.add(row.id);
    for (const child of children.get(row.id) ?? []) visit(child);
  };
  for (const id of rootIds) {
    const row = rowById.get(id);
    if (!row) throw new Error(`no catalogue menu ${id}`);
    visit(row);
    for (let p = row.pid; p !== 0; p = rowById.get(p)?.pid ?? 0) out.add(p);
  }
  return [...out];
}

const byName = (name: string): number => {
  const row = MENU_ROWS.find((r) => r.name === name);
  if (!row) throw new Error(`no catalogue menu named ${name}`);
  return row.id;
};

interface TenantGrant {
  tenantId: number;
  kind: TenantKind;
  /** role id → menu ids (intersected with the tenant's grant). 'all' = everything the tenant has. */
  roles: Record<number, number[] | 'all'>;
}

/** Grants of the demo tenants (seed/ids.ts). Tenant admins (888) see the tenant grant without role rows. */
function demoGrants(): TenantGrant[] {
  const P = SEED.platform;
  const F = SEED.factory;
  const M = SEED.merchant;
  const isRead = (a: string) => READ_ACTIONS.includes(a);
  // Everybody keeps the workbench and the user center (profile, password, avatar).
  const everyone = selectMenus([DASHBOARD.id, byName('sysUserCenter')]);
  // Platform user1-4: the workbench and a few system read screens.
  const platformReader = [
    ...everyone,
    ...selectMenus([byName('sysUser'), byName('sysOrg'), byName('sysPos'), byName('sysNotice')], isRead),
    ...selectMenus([byName('sysLogVis'), byName('sysLogOp')], (a) => a === 'page'),
  ];
  return [
    {
      tenantId: P.tenantId,
      kind: 'system',
      roles: {
        [P.roles.sysAdmin]: 'all',
        [P.roles.deptChild]: platformReader,
        [P.roles.dept]: platformReader,
        [P.roles.self]: platformReader,
        [P.roles.define]: platformReader,
      },
    },
    {
      tenantId: F.tenantId,
      kind: 'factory',
      roles: {
        [F.roles.sysAdmin]: 'all',
        // Operator: workbench + production (everything) + base data (read buttons only).
        [F.roles.operator]: [
          ...everyone,
          ...selectMenus([FACTORY_SECTION_IDS.production]),
          ...selectMenus([FACTORY_SECTION_IDS.baseData], isRead),
        ],
        [F.roles.warehouse]: [...everyone, ...selectMenus([FACTORY_SECTION_IDS.warehouse])],
      },
    },
    {
      tenantId: M.tenantId,
      kind: 'merchant',
      roles: {
        [M.roles.sysAdmin]: 'all',
        // Member: workbench + orders, reading and adding only.
        [M.roles.member]: [
          ...everyone,
          ...selectMenus([MERCHANT_ORDERS_ID], (a) => ['page', 'list', 'detail', 'add'].includes(a)),
        ],
      },
    },
    { tenantId: SEED.merchant2.tenantId, kind: 'merchant', roles: { [SEED.merchant2.roles.sysAdmin]: 'all' } },
  ];
}

/** Inserts in chunks that stay below PostgreSQL's 65535 bind parameters. */
async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 2000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * The menu catalogue of spec §2 with button codes, and the grants of the demo
 * tenants and roles. Idempotent: inserts only missing menus; grants are given for
 * menus new to the catalogue, or in full to a tenant/role that has no grant yet —
 * so a menu an admin revoked stays revoked after a re-seed. Answers the ids new to the catalogue
 * (the merchants' staff roles get theirs: seed/merchant-staff.ts).
 */
export async function seedMenus(services: AppServices): Promise<Set<number>> {
  // Cross-tenant by nature: the global catalogue plus the grants of three tenants.
  return asPlatform(services.db, async (tx) => {
    const existing = new Set(
      (
        await tx
          .select({ id: sysMenu.id })
          .from(sysMenu)
          .where(
            inArray(
              sysMenu.id,
              MENU_ROWS.map((r) => r.id),
            ),
          )
      ).map((r) => Number(r.id)),
    );
    const fresh = MENU_ROWS.filter((r) => !existing.has(r.id));
    await insertChunked(fresh, (chunk) =>
      tx
        .insert(sysMenu)
        .values(chunk.map((r) => ({ ...r, status: 1 })))
        .onConflictDoNothing(),
    );
    const freshIds = new Set(fresh.map((r) => r.id));
    for (const grant of demoGrants()) await seedTenantGrant(tx, grant, freshIds);
    return freshIds;
  });
}

async function seedTenantGrant(tx: Tx, grant: TenantGrant, freshIds: Set<number>): Promise<void> {
  const tenantMenus = defaultTenantMenuIds(grant.kind);
  const tenantSet = new Set(tenantMenus);
  const hasTenantGrant = await countRows(
    tx,
    sql`select count(*)::int as n from sys_tenant_menu where tenant_id = ${grant.tenantId}`,
  );
  const tenantRows = (hasTenantGrant ? tenantMenus.filter((id) => freshIds.has(id)) : tenantMenus).map((menuId) => ({
    tenantId: grant.tenantId,
    menuId,
  }));
  await insertChunked(tenantRows, (chunk) => tx.insert(sysTenantMenu).values(chunk).onConflictDoNothing());

  for (const [roleKey, menus] of Object.entries(grant.roles)) {
    const roleId = Number(roleKey);
    const wanted = [...new Set(menus === 'all' ? tenantMenus : menus.filter((id) => tenantSet.has(id)))];
    const hasRoleGrant = await countRows(
      tx,
      sql`select count(*)::int as n from sys_role_menu where tenant_id = ${grant.tenantId} and role_id = ${roleId}`,
    );
    const rows = (hasRoleGrant ? wanted.filter((id) => freshIds.has(id)) : wanted).map((menuId) => ({
      tenantId: grant.tenantId,
      roleId,
      menuId,
    }));
    await insertChunked(rows, (chunk) => tx.insert(sysRoleMenu).values(chunk).onConflictDoNothing());
  }
}

async function countRows(tx: Tx, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ n: number }>(tx, query);
  return Number(rows[0]?.n ?? 0);
}

/** The seeded row of a catalogue id (tests, tenant provisioning). */
export function catalogueRow(id: number): MenuRow | undefined {
  return rowById.get(id);
}
