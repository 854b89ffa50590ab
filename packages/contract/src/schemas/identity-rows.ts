import type { z } from 'zod';
import type {
  baseInfoSchema,
  changePwdSchema,
  orgAddSchema,
  orgListQuerySchema,
  orgUpdateSchema,
  roleAddSchema,
  rolePageSchema,
  roleUpdateSchema,
  userAddSchema,
  userPageSchema,
  userUpdateSchema,
} from './identity.ts';

/**
 * What the organisation, role and user services answer and accept, typed once: the server's
 * services return these rows and the console's clients (apps/web/src/api/sysOrg|sysRole|sysUser)
 * read them, so a renamed column fails both typechecks. Date-times are "yyyy-MM-dd HH:mm:ss"
 * text in the tenant's zone, as Admin.NET answers them.
 */

/** Who wrote a row and when (the audit columns every system row is answered with). */
export interface AuditColumns {
  createTime: string | null;
  updateTime: string | null;
  createUserId: number | null;
  createUserName: string | null;
  updateUserId: number | null;
  updateUserName: string | null;
}

/** One organisation (sysOrg/list, detail). */
export interface OrgRow extends AuditColumns {
  id: number;
  tenantId: number;
  pid: number;
  name: string;
  code: string | null;
  level: number | null;
  /** A code of the `org_type` dictionary. */
  type: string | null;
  directorId: number | null;
  directorName: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
}

/** sysOrg/list answers the tree of the orgs in the caller's data scope. */
export interface OrgNode extends OrgRow {
  children: OrgNode[];
}

/** One role (sysRole/page, detail) with the number of users holding it. */
export interface RoleRow extends AuditColumns {
  id: number;
  tenantId: number;
  name: string;
  code: string;
  /** DataScope: 1 all … 5 define. */
  dataScope: number;
  orderNo: number;
  status: number;
  remark: string | null;
  createOrgId: number | null;
  createOrgName: string | null;
  userCount: number;
}

/** A role as sysRole/list answers it (the route guard's role list and the role pickers). */
export interface RoleItem {
  id: number;
  name: string;
  code: string;
}

/** A menu of the tenant's grant, as the role grant drawer shows it (sysRole/grantableMenuTree). */
export interface GrantableMenu {
  id: number;
  pid: number;
  type: number;
  title: string;
  permission: string | null;
  icon: string | null;
  children: GrantableMenu[];
}

/** One user (sysUser/page, detail, baseInfo; admin-net-contract §9.2): never the password. */
export interface UserRow extends AuditColumns {
  id: number;
  tenantId: number;
  /** The merchant tab of the platform's user page names each user's tenant. */
  tenantName?: string | null;
  account: string;
  realName: string;
  nickName: string | null;
  avatar: string | null;
  sex: number | null;
  age: number | null;
  birthday: string | null;
  phone: string | null;
  email: string | null;
  idCardNum: string | null;
  address: string | null;
  introduction: string | null;
  signature: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  accountType: number;
  orgId: number | null;
  orgName: string | null;
  posId: number | null;
  posName: string | null;
  jobNum: string | null;
  posLevel: number | null;
  posTitle: string | null;
  joinDate: string | null;
  lastLoginIp: string | null;
  lastLoginTime: string | null;
  /** The names of the user's roles, comma-separated. */
  roleName: string | null;
}

/** sysUser/detail: the user with the ids of its roles. */
export interface UserDetail extends UserRow {
  roleIdList: number[];
}

/** An extension (secondary) organisation of a user (sysUser/ownExtOrgList). */
export interface UserExtOrgRow {
  id: number;
  userId: number;
  orgId: number;
  posId: number | null;
  jobNum: string | null;
  posLevel: number | null;
  joinDate: string | null;
}

/** Request bodies as the console sends them (before the server's defaults apply). */
export type OrgAddBody = z.input<typeof orgAddSchema>;
export type OrgUpdateBody = z.input<typeof orgUpdateSchema>;
export type OrgListQuery = z.input<typeof orgListQuerySchema>;
export type RoleAddBody = z.input<typeof roleAddSchema>;
export type RoleUpdateBody = z.input<typeof roleUpdateSchema>;
export type RolePageQuery = z.input<typeof rolePageSchema>;
export type UserAddBody = z.input<typeof userAddSchema>;
export type UserUpdateBody = z.input<typeof userUpdateSchema>;
export type UserPageQuery = z.input<typeof userPageSchema>;
export type BaseInfoBody = z.input<typeof baseInfoSchema>;
export type ChangePwdBody = z.input<typeof changePwdSchema>;
