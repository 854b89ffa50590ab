import type {
  GrantableMenu,
  PageResult,
  RoleAddBody,
  RoleItem,
  RolePageQuery,
  RoleRow,
  RoleUpdateBody,
} from '@printfloor/contract';
import { queryKeys } from './keys.ts';
import { http } from './request.ts';

export type { GrantableMenu, RoleRow } from '@printfloor/contract';

export const roleKeys = queryKeys('sysRole');

/** sysRole service: the role list loaded before routing (spec §2 guard) and role administration. */
export const sysRoleApi = {
  list: () => http.get<RoleItem[]>('/api/sysRole/list', undefined, { silent: true }),
  page: (query: RolePageQuery) => http.post<PageResult<RoleRow>>('/api/sysRole/page', query),
  add: (body: RoleAddBody) => http.post<number>('/api/sysRole/add', body),
  update: (body: RoleUpdateBody) => http.post<void>('/api/sysRole/update', body),
  delete: (id: number) => http.post<void>('/api/sysRole/delete', { id }),
  setStatus: (id: number, status: number) => http.post<void>('/api/sysRole/setStatus', { id, status }),
  grantMenu: (id: number, menuIdList: number[]) => http.post<void>('/api/sysRole/grantMenu', { id, menuIdList }),
  grantDataScope: (id: number, dataScope: number, orgIdList: number[]) =>
    http.post<void>('/api/sysRole/grantDataScope', { id, dataScope, orgIdList }),
  ownMenuList: (id: number) => http.get<number[]>('/api/sysRole/ownMenuList', { id }),
  ownOrgList: (id: number) => http.get<number[]>('/api/sysRole/ownOrgList', { id }),
  grantableMenuTree: () => http.get<GrantableMenu[]>('/api/sysRole/grantableMenuTree'),
};
