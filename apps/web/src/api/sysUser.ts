import type {
  BaseInfoBody,
  ChangePwdBody,
  PageResult,
  UserAddBody,
  UserDetail,
  UserExtOrgRow,
  UserPageQuery,
  UserRow,
  UserUpdateBody,
} from '@printfloor/contract';
import { queryKeys } from './keys.ts';
import { http, request } from './request.ts';

export type { UserExtOrgRow, UserRow } from '@printfloor/contract';

export const userKeys = queryKeys('sysUser');

/** sysUser service (admin-net-contract §10). */
export const sysUserApi = {
  page: (query: UserPageQuery) => http.post<PageResult<UserRow>>('/api/sysUser/page', query),
  detail: (id: number) => http.get<UserDetail | null>('/api/sysUser/detail', { id }),
  add: (body: UserAddBody) => http.post<number>('/api/sysUser/add', body),
  update: (body: UserUpdateBody) => http.post<void>('/api/sysUser/update', body),
  delete: (id: number) => http.post<void>('/api/sysUser/delete', { id }),
  setStatus: (id: number, status: number) => http.post<void>('/api/sysUser/setStatus', { id, status }),
  resetPwd: (id: number) => http.post<string>('/api/sysUser/resetPwd', { id }),
  unlockLogin: (id: number) => http.post<void>('/api/sysUser/unlockLogin', { id }),
  grantRole: (userId: number, roleIdList: number[]) =>
    http.post<void>('/api/sysUser/grantRole', { userId, roleIdList }),
  ownRoleList: (userId: number) => http.get<number[]>(`/api/sysUser/ownRoleList/${userId}`),
  ownExtOrgList: (userId: number) => http.get<UserExtOrgRow[]>(`/api/sysUser/ownExtOrgList/${userId}`),
  baseInfo: () => http.get<UserRow>('/api/sysUser/baseInfo'),
  saveBaseInfo: (body: BaseInfoBody) => http.post<void>('/api/sysUser/baseInfo', body),
  changePwd: (body: ChangePwdBody) => http.post<void>('/api/sysUser/changePwd', body),
  /** The avatar upload of the sysFile service (multipart `file`, jpg/png ≤ 2 MB; sets sys_user.avatar). */
  uploadAvatar: (file: Blob, name: string) => {
    const data = new FormData();
    data.append('file', file, name);
    return request<{ url?: string | null }>({ url: '/api/sysFile/uploadAvatar', method: 'POST', data });
  },
};
