import type { PageResult } from '@printfloor/contract';
import { http } from './request.ts';
import type { RoleItem } from './types.ts';

export interface SysRoleRow {
  id: number;
  name: string;
  code: string;
  dataScope: number;
  orderNo: number;
  status: number;
  remark: string | null;
  userCount: number;
  createTime: string | null;
}

export interface GrantableMenu {
  id: number;
  pid: number;
  type: number;
  title: string;
  permission: string | null;
  children: GrantableMenu[];
}

/** sysRole service: the role list loaded before routing (spec §2 guard) and role administration. */
export const sysRoleApi = {
  list: () => http.get<RoleItem[]>('/api/sysRole/list', undefined, { silent: true }),
  page: (query: { page: number; pageSize: number; name?: string; code?: string }) =>
    http.post<PageResult<SysRoleRow>>('/api/sysRole/page', query),
  add: (body: Record<string, unknown>) => http.post<number>('/api/sysRole/add', body),
  update: (body: Record<string, unknown>) => http.post<void>('/api/sysRole/update', body),
  delete: (id: number) => http.post<void>('/api/sysRole/delete', { id }),
  setStatus: (id: number, status: number) => http.post<void>('/api/sysRole/setStatus', { id, status }),
  grantMenu: (id: number, menuIdList: number[]) => http.post<void>('/api/sysRole/grantMenu', { id, menuIdList }),
  grantDataScope: (id: number, dataScope: number, orgIdList: number[]) =>
    http.post<void>('/api/sysRole/grantDataScope', { id, dataScope, orgIdList }),
  ownMenuList: (id: number) => http.get<number[]>('/api/sysRole/ownMenuList', { id }),
  ownOrgList: (id: number) => http.get<number[]>('/api/sysRole/ownOrgList', { id }),
  grantableMenuTree: () => http.get<GrantableMenu[]>('/api/sysRole/grantableMenuTree'),
};
