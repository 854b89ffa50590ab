import { AccountType, DataScope } from '@printfloor/contract';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Tx } from '../db/client.ts';
import { asPlatform } from '../db/context.ts';
import {
  sysLoginAccount,
  sysOrg,
  sysPos,
  sysRole,
  sysRoleOrg,
  sysTenant,
  sysUser,
  sysUserRole,
} from '../db/schema/index.ts';
import type { AppServices } from '../services.ts';
import { SEED } from './ids.ts';

/**
 * Tenants, organisations, positions, roles, users and login accounts of the three demo
 * tenants (platform, factory, two merchants). Idempotent: every row has a fixed id (or natural
 * key) and is inserted only when missing; rows a user changed are never overwritten
 * (admin-net-contract §15 #8). Passwords: argon2id of PRINTFLOOR_SEED_PASSWORD (default
 * 123456, as Admin.NET), hashed once per run and only when some user is missing.
 */

const P = SEED.platform;
const F = SEED.factory;
const M = SEED.merchant;
const M2 = SEED.merchant2;

/** Extra fixed ids of seeded organisations and positions (ids.ts holds the ones tests name). */
export const SEED_ORGS = {
  platform: {
    root: P.orgId,
    headquarters: 1300000000102,
    rnd: 1300000000103,
    operations: 1300000000104,
    customerService: 1300000000105,
  },
  factory: { root: F.orgId, production: 1310000000102, warehouse: 1310000000103 },
  merchant: { root: M.orgId, store: 1320000000102 },
} as const;

export const SEED_POSITIONS = {
  platform: { chairman: 1300000000201, generalManager: 1300000000202, manager: 1300000000203, staff: 1300000000204 },
  factory: { manager: 1310000000201, operator: 1310000000202, keeper: 1310000000203 },
  merchant: { owner: 1320000000201, assistant: 1320000000202 },
  merchant2: { owner: 1320000000401 },
} as const;

type TenantRow = typeof sysTenant.$inferInsert;
type OrgRow = typeof sysOrg.$inferInsert;
type PosRow = typeof sysPos.$inferInsert;
type RoleRow = typeof sysRole.$inferInsert;
interface UserSeed {
  tenantId: number;
  id: number;
  account: string;
  realName: string;
  nickName: string;
  accountType: number;
  phone: string;
  email: string;
  orgId: number;
  posId: number;
  roleId: number | null;
  sex: number;
  jobNum: string;
}

const PO = SEED_ORGS.platform;
const FO = SEED_ORGS.factory;
const MO = SEED_ORGS.merchant;
const PP = SEED_POSITIONS.platform;
const FP = SEED_POSITIONS.factory;
const MP = SEED_POSITIONS.merchant;

const TENANTS: TenantRow[] = [
  {
    id: P.tenantId,
    code: P.code,
    name: 'PrintFloor',
    orgId: P.orgId,
    userId: P.users.admin,
    isSystem: true,
    logo: '/logo.svg',
    mlogo: '/logo.svg',
    title: 'PrintFloor',
    viceTitle: 'AI 赋能的智能制造',
    mviceTitle: 'AI 赋能的按需印花制造，从订单到发货',
    copyright: 'Copyright © 2026 PrintFloor. All rights reserved.',
    copyrightInfo: 'PrintFloor 按需印花制造控制台',
    isCopyright: true,
    isCarousel: false,
    phone: '13800000001',
    email: 'platform@printfloor.local',
    orderNo: 1,
    remark: '平台租户（默认租户）',
  },
  {
    id: F.tenantId,
    code: F.code,
    name: '深圳 PrintFloor 数码直喷工厂',
    orgId: F.orgId,
    userId: F.users.factory,
    isFactory: true,
    logo: '/logo.svg',
    mlogo: '/logo.svg',
    title: '深圳 PrintFloor 数码直喷工厂',
    viceTitle: '成衣数码直喷',
    mviceTitle: '成衣直喷、烫压与包装',
    copyright: 'Copyright © 2026 深圳 PrintFloor 数码直喷工厂',
    copyrightInfo: 'Powered by PrintFloor',
    isCopyright: true,
    isCarousel: false,
    phone: '13810000001',
    email: 'factory@printfloor.local',
    orderNo: 2,
    remark: '演示工厂租户',
  },
  {
    id: M.tenantId,
    code: M.code,
    name: '深圳潮T小店',
    orgId: M.orgId,
    userId: M.users.merchant,
    isMerchant: true,
    logo: '/logo.svg',
    mlogo: '/logo.svg',
    title: '深圳潮T小店',
    viceTitle: 'T恤按需定制',
    mviceTitle: 'T恤按需定制印花',
    copyright: 'Copyright © 2026 深圳潮T小店',
    copyrightInfo: 'Powered by PrintFloor',
    isCopyright: true,
    isCarousel: false,
    phone: '13820000001',
    email: 'shop@printfloor.local',
    orderNo: 3,
    remark: '演示商户租户',
  },
  {
    id: M2.tenantId,
    code: M2.code,
    name: '杭州印象文创',
    orgId: M2.orgId,
    userId: M2.users.merchant2,
    isMerchant: true,
    logo: '/logo.svg',
    mlogo: '/logo.svg',
    title: '杭州印象文创',
    viceTitle: '原创插画服饰',
    mviceTitle: '原创插画卫衣与T恤',
    copyright: 'Copyright © 2026 杭州印象文创',
    copyrightInfo: 'Powered by PrintFloor',
    isCopyright: true,
    isCarousel: false,
    phone: '13830000001',
    email: 'shop2@printfloor.local',
    orderNo: 4,
    remark: '第二个演示商户租户',
  },
];

const ORGS: OrgRow[] = [
  // Platform: a small tree in Admin.NET's manner (group → company → departments → team).
  {
    tenantId: P.tenantId,
    id: PO.root,
    pid: 0,
    name: 'PrintFloor 科技',
    code: 'pf',
    level: 1,
    type: '101',
    orderNo: 1,
  },
  {
    tenantId: P.tenantId,
    id: PO.headquarters,
    pid: PO.root,
    name: '深圳总部',
    code: 'pf-sz',
    level: 2,
    type: '201',
    orderNo: 1,
  },
  {
    tenantId: P.tenantId,
    id: PO.rnd,
    pid: PO.headquarters,
    name: '研发部',
    code: 'pf-sz-rnd',
    level: 3,
    type: '301',
    orderNo: 1,
  },
  {
    tenantId: P.tenantId,
    id: PO.operations,
    pid: PO.headquarters,
    name: '运营部',
    code: 'pf-sz-ops',
    level: 3,
    type: '301',
    orderNo: 2,
  },
  {
    tenantId: P.tenantId,
    id: PO.customerService,
    pid: PO.operations,
    name: '客服组',
    code: 'pf-sz-ops-cs',
    level: 4,
    type: '501',
    orderNo: 1,
  },
  // Factory.
  {
    tenantId: F.tenantId,
    id: FO.root,
    pid: 0,
    name: '深圳 PrintFloor 数码直喷工厂',
    code: 'factory',
    level: 1,
    type: '201',
    orderNo: 1,
  },
  {
    tenantId: F.tenantId,
    id: FO.production,
    pid: FO.root,
    name: '生产部',
    code: 'factory-prod',
    level: 2,
    type: '301',
    orderNo: 1,
  },
  {
    tenantId: F.tenantId,
    id: FO.warehouse,
    pid: FO.root,
    name: '仓储部',
    code: 'factory-wh',
    level: 2,
    type: '301',
    orderNo: 2,
  },
  // Merchant.
  {
    tenantId: M.tenantId,
    id: MO.root,
    pid: 0,
    name: '深圳潮T小店',
    code: 'merchant',
    level: 1,
    type: '201',
    orderNo: 1,
  },
  {
    tenantId: M.tenantId,
    id: MO.store,
    pid: MO.root,
    name: '店铺运营',
    code: 'merchant-store',
    level: 2,
    type: '301',
    orderNo: 1,
  },
  {
    tenantId: M2.tenantId,
    id: M2.orgId,
    pid: 0,
    name: '杭州印象文创',
    code: 'merchant2',
    level: 1,
    type: '201',
    orderNo: 1,
  },
];

const POSITIONS: PosRow[] = [
  { tenantId: P.tenantId, id: PP.chairman, name: '董事长', code: 'chairman', orderNo: 1 },
  { tenantId: P.tenantId, id: PP.generalManager, name: '总经理', code: 'general_manager', orderNo: 2 },
  { tenantId: P.tenantId, id: PP.manager, name: '部门经理', code: 'dept_manager', orderNo: 3 },
  { tenantId: P.tenantId, id: PP.staff, name: '职员', code: 'staff', orderNo: 4 },
  { tenantId: F.tenantId, id: FP.manager, name: '厂长', code: 'factory_manager', orderNo: 1 },
  { tenantId: F.tenantId, id: FP.operator, name: '印花操作员', code: 'print_operator', orderNo: 2 },
  { tenantId: F.tenantId, id: FP.keeper, name: '仓管员', code: 'warehouse_keeper', orderNo: 3 },
  { tenantId: M.tenantId, id: MP.owner, name: '店长', code: 'shop_owner', orderNo: 1 },
  { tenantId: M.tenantId, id: MP.assistant, name: '店员', code: 'shop_assistant', orderNo: 2 },
  { tenantId: M2.tenantId, id: SEED_POSITIONS.merchant2.owner, name: '店长', code: 'shop_owner', orderNo: 1 },
];

const ROLES: RoleRow[] = [
  {
    tenantId: P.tenantId,
    id: P.roles.sysAdmin,
    name: '系统管理员',
    code: 'sys_admin',
    dataScope: DataScope.All,
    orderNo: 1,
  },
  {
    tenantId: P.tenantId,
    id: P.roles.deptChild,
    name: '本部门及以下',
    code: 'sys_deptChild',
    dataScope: DataScope.DeptChild,
    orderNo: 2,
  },
  {
    tenantId: P.tenantId,
    id: P.roles.dept,
    name: '仅本部门',
    code: 'sys_dept',
    dataScope: DataScope.Dept,
    orderNo: 3,
  },
  {
    tenantId: P.tenantId,
    id: P.roles.self,
    name: '仅本人数据',
    code: 'sys_self',
    dataScope: DataScope.Self,
    orderNo: 4,
  },
  {
    tenantId: P.tenantId,
    id: P.roles.define,
    name: '自定义数据范围',
    code: 'sys_define',
    dataScope: DataScope.Define,
    orderNo: 5,
  },
  {
    tenantId: F.tenantId,
    id: F.roles.sysAdmin,
    name: '系统管理员',
    code: 'sys_admin',
    dataScope: DataScope.All,
    orderNo: 1,
  },
  {
    tenantId: F.tenantId,
    id: F.roles.operator,
    name: '生产操作员',
    code: 'operator',
    dataScope: DataScope.Dept,
    orderNo: 2,
  },
  {
    tenantId: F.tenantId,
    id: F.roles.warehouse,
    name: '仓管员',
    code: 'warehouse',
    dataScope: DataScope.Dept,
    orderNo: 3,
  },
  {
    tenantId: M.tenantId,
    id: M.roles.sysAdmin,
    name: '系统管理员',
    code: 'sys_admin',
    dataScope: DataScope.All,
    orderNo: 1,
  },
  {
    tenantId: M.tenantId,
    id: M.roles.member,
    name: '店铺成员',
    code: 'member',
    dataScope: DataScope.Self,
    orderNo: 2,
  },
  {
    tenantId: M2.tenantId,
    id: M2.roles.sysAdmin,
    name: '系统管理员',
    code: 'sys_admin',
    dataScope: DataScope.All,
    orderNo: 1,
  },
];

/** sys_define sees the R&D department (and only it). */
const ROLE_ORGS = [{ tenantId: P.tenantId, roleId: P.roles.define, orgId: PO.rnd }];

const USERS: UserSeed[] = [
  {
    tenantId: P.tenantId,
    id: P.users.superadmin,
    account: 'superadmin',
    realName: '超级管理员',
    nickName: 'superadmin',
    accountType: AccountType.SuperAdmin,
    phone: '13800000001',
    email: 'superadmin@printfloor.local',
    orgId: PO.root,
    posId: PP.chairman,
    roleId: null,
    sex: 1,
    jobNum: 'P0001',
  },
  {
    tenantId: P.tenantId,
    id: P.users.admin,
    account: 'admin',
    realName: '管理员',
    nickName: 'admin',
    accountType: AccountType.SysAdmin,
    phone: '13800000002',
    email: 'admin@printfloor.local',
    orgId: PO.root,
    posId: PP.generalManager,
    roleId: P.roles.sysAdmin,
    sex: 1,
    jobNum: 'P0002',
  },
  {
    tenantId: P.tenantId,
    id: P.users.user1,
    account: 'user1',
    realName: '张伟',
    nickName: 'user1',
    accountType: AccountType.NormalUser,
    phone: '13800000003',
    email: 'user1@printfloor.local',
    orgId: PO.headquarters,
    posId: PP.manager,
    roleId: P.roles.deptChild,
    sex: 1,
    jobNum: 'P0003',
  },
  {
    tenantId: P.tenantId,
    id: P.users.user2,
    account: 'user2',
    realName: '李娜',
    nickName: 'user2',
    accountType: AccountType.NormalUser,
    phone: '13800000004',
    email: 'user2@printfloor.local',
    orgId: PO.rnd,
    posId: PP.manager,
    roleId: P.roles.dept,
    sex: 2,
    jobNum: 'P0004',
  },
  {
    tenantId: P.tenantId,
    id: P.users.user3,
    account: 'user3',
    realName: '王芳',
    nickName: 'user3',
    accountType: AccountType.NormalUser,
    phone: '13800000005',
    email: 'user3@printfloor.local',
    orgId: PO.operations,
    posId: PP.staff,
    roleId: P.roles.self,
    sex: 2,
    jobNum: 'P0005',
  },
  {
    tenantId: P.tenantId,
    id: P.users.user4,
    account: 'user4',
    realName: '刘洋',
    nickName: 'user4',
    accountType: AccountType.Member,
    phone: '13800000006',
    email: 'user4@printfloor.local',
    orgId: PO.customerService,
    posId: PP.staff,
    roleId: P.roles.define,
    sex: 1,
    jobNum: 'P0006',
  },
  {
    tenantId: F.tenantId,
    id: F.users.factory,
    account: 'factory',
    realName: '陈杰',
    nickName: 'factory',
    accountType: AccountType.SysAdmin,
    phone: '13810000001',
    email: 'factory@printfloor.local',
    orgId: FO.root,
    posId: FP.manager,
    roleId: F.roles.sysAdmin,
    sex: 1,
    jobNum: 'F0001',
  },
  {
    tenantId: F.tenantId,
    id: F.users.operator,
    account: 'operator',
    realName: '赵磊',
    nickName: 'operator',
    accountType: AccountType.NormalUser,
    phone: '13810000002',
    email: 'operator@printfloor.local',
    orgId: FO.production,
    posId: FP.operator,
    roleId: F.roles.operator,
    sex: 1,
    jobNum: 'F0002',
  },
  {
    tenantId: F.tenantId,
    id: F.users.warehouse,
    account: 'warehouse',
    realName: '黄敏',
    nickName: 'warehouse',
    accountType: AccountType.NormalUser,
    phone: '13810000003',
    email: 'warehouse@printfloor.local',
    orgId: FO.warehouse,
    posId: FP.keeper,
    roleId: F.roles.warehouse,
    sex: 2,
    jobNum: 'F0003',
  },
  {
    tenantId: M.tenantId,
    id: M.users.merchant,
    account: 'merchant',
    realName: '周欣',
    nickName: 'merchant',
    accountType: AccountType.SysAdmin,
    phone: '13820000001',
    email: 'merchant@printfloor.local',
    orgId: MO.root,
    posId: MP.owner,
    roleId: M.roles.sysAdmin,
    sex: 2,
    jobNum: 'M0001',
  },
  {
    tenantId: M.tenantId,
    id: M.users.shopstaff,
    account: 'shopstaff',
    realName: '吴昊',
    nickName: 'shopstaff',
    accountType: AccountType.Member,
    phone: '13820000002',
    email: 'shopstaff@printfloor.local',
    orgId: MO.store,
    posId: MP.assistant,
    roleId: M.roles.member,
    sex: 1,
    jobNum: 'M0002',
  },
  {
    tenantId: M2.tenantId,
    id: M2.users.merchant2,
    account: 'merchant2',
    realName: '林悦',
    nickName: 'merchant2',
    accountType: AccountType.SysAdmin,
    phone: '13830000001',
    email: 'merchant2@printfloor.local',
    orgId: M2.orgId,
    posId: SEED_POSITIONS.merchant2.owner,
    roleId: M2.roles.sysAdmin,
    sex: 2,
    jobNum: 'M2001',
  },
];

/** Seed accounts and their tenants, for tests and docs. */
export const SEED_ACCOUNTS = USERS.map((u) => ({ account: u.account, tenantId: u.tenantId, userId: u.id }));

export function seedPassword(): string {
  return process.env.PRINTFLOOR_SEED_PASSWORD || '123456';
}

export async function seedIdentity(services: AppServices): Promise<void> {
  // Seeding writes rows of several tenants: it runs as the owner role (no RLS), by nature cross-tenant.
  const existing = await asPlatform(services.db, (tx) =>
    tx
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(
        inArray(
          sysUser.id,
          USERS.map((u) => u.id),
        ),
      ),
  );
  const have = new Set(existing.map((r) => Number(r.id)));
  const missing = USERS.filter((u) => !have.has(u.id));
  const passwordHash = missing.length ? await hashPassword(seedPassword()) : '';
  await asPlatform(services.db, async (tx) => {
    await tx.insert(sysTenant).values(TENANTS).onConflictDoNothing();
    await tx.insert(sysOrg).values(ORGS).onConflictDoNothing();
    // Seeded master data belongs to the tenant's root organisation (data scope, contract §12).
    const rootOrg = {
      [P.tenantId]: P.orgId,
      [F.tenantId]: F.orgId,
      [M.tenantId]: M.orgId,
      [M2.tenantId]: M2.orgId,
    } as Record<number, number>;
    await tx
      .insert(sysPos)
      .values(POSITIONS.map((p) => ({ ...p, createOrgId: rootOrg[p.tenantId] ?? null })))
      .onConflictDoNothing();
    await tx.insert(sysRole).values(ROLES).onConflictDoNothing();
    await tx.insert(sysRoleOrg).values(ROLE_ORGS).onConflictDoNothing();
    if (missing.length) await insertUsers(tx, missing, passwordHash);
  });
}

async function insertUsers(tx: Tx, users: UserSeed[], passwordHash: string): Promise<void> {
  const inserted = await tx
    .insert(sysUser)
    .values(
      users.map((u) => ({
        tenantId: u.tenantId,
        id: u.id,
        account: u.account,
        password: passwordHash,
        realName: u.realName,
        nickName: u.nickName,
        accountType: u.accountType,
        phone: u.phone,
        email: u.email,
        orgId: u.orgId,
        posId: u.posId,
        sex: u.sex,
        jobNum: u.jobNum,
        orderNo: 100,
        status: 1,
        remark: '演示账号',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: sysUser.id });
  const added = new Set(inserted.map((r) => Number(r.id)));
  const fresh = users.filter((u) => added.has(u.id));
  if (!fresh.length) return;
  const roleRows = fresh.flatMap((u) => (u.roleId ? [{ tenantId: u.tenantId, userId: u.id, roleId: u.roleId }] : []));
  if (roleRows.length) await tx.insert(sysUserRole).values(roleRows).onConflictDoNothing();
  await tx
    .insert(sysLoginAccount)
    .values(fresh.map((u) => ({ account: u.account, tenantId: u.tenantId, userId: u.id })))
    .onConflictDoNothing();
}
