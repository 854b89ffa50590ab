import type { PageResult } from '@printfloor/contract';
import { http, request } from './request.ts';

/** A user row of sysUser/page and detail (admin-net-contract §9.2; never the password). */
export interface SysUserRow {
  id: number;
  tenantId: number;
  tenantName?: string;
  account: string;
  realName: string;
  nickName: string | null;
  avatar: string | null;
  sex: number | null;
  birthday: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  signature: string | null;
  introduction: string | null;
  accountType: number;
  orgId: number | null;
  orgName: string | null;
  posId: number | null;
  posName: string | null;
  jobNum: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  roleName: string | null;
  lastLoginTime: string | null;
  createTime: string | null;
  roleIdList?: number[];
}

/** An extension (secondary) organisation of a user (SysUserExtOrg). */
export interface SysUserExtOrg {
  id: number;
  userId: number;
  orgId: number;
  posId: number | null;
  jobNum: string | null;
  posLevel: number | null;
  joinDate: string | null;
}

export interface UserPageQuery {
  page: number;
  pageSize: number;
  account?: string;
  realName?: string;
  phone?: string;
  orgId?: number;
  status?: number;
  merchant?: boolean;
  tenantId?: number;
}

/** sysUser service (admin-net-contract §10). */
export const sysUserApi = {
  page: (query: UserPageQuery) => http.post<PageResult<SysUserRow>>('/api/sysUser/page', query),
  detail: (id: number) => http.get<SysUserRow | null>('/api/sysUser/detail', { id }),
  add: (body: Record<string, unknown>) => http.post<number>('/api/sysUser/add', body),
  update: (body: Record<string, unknown>) => http.post<void>('/api/sysUser/update', body),
  delete: (id: number) => http.post<void>('/api/sysUser/delete', { id }),
  setStatus: (id: number, status: number) => http.post<void>('/api/sysUser/setStatus', { id, status }),
  resetPwd: (id: number) => http.post<string>('/api/sysUser/resetPwd', { id }),
  unlockLogin: (id: number) => http.post<void>('/api/sysUser/unlockLogin', { id }),
  grantRole: (userId: number, roleIdList: number[]) =>
    http.post<void>('/api/sysUser/grantRole', { userId, roleIdList }),
  ownRoleList: (userId: number) => http.get<number[]>(`/api/sysUser/ownRoleList/${userId}`),
  ownExtOrgList: (userId: number) => http.get<SysUserExtOrg[]>(`/api/sysUser/ownExtOrgList/${userId}`),
  baseInfo: () => http.get<SysUserRow>('/api/sysUser/baseInfo'),
  saveBaseInfo: (body: Record<string, unknown>) => http.post<void>('/api/sysUser/baseInfo', body),
  changePwd: (body: { passwordOld: string; passwordNew: string; passwordNew2: string }) =>
    http.post<void>('/api/sysUser/changePwd', body),
  /** The avatar upload of the sysFile service (multipart `file`, jpg/png ≤ 2 MB; sets sys_user.avatar). */
  uploadAvatar: (file: Blob, name: string) => {
    const data = new FormData();
    data.append('file', file, name);
    return request<{ url?: string | null }>({ url: '/api/sysFile/uploadAvatar', method: 'POST', data });
  },
};
