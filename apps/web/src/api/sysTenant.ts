import type { PageResult, TenantAddBody, TenantPageInput, TenantRow, TenantUpdateBody } from '@printfloor/contract';
import { queryKeys } from './keys.ts';
import { http } from './request.ts';

export const tenantKeys = queryKeys('sysTenant');

export const sysTenantApi = {
  page: (query: Partial<TenantPageInput>) => http.post<PageResult<TenantRow>>('/api/sysTenant/page', query),
  add: (body: TenantAddBody) => http.post<number>('/api/sysTenant/add', body),
  update: (body: TenantUpdateBody) => http.post<void>('/api/sysTenant/update', body),
  delete: (id: number) => http.post<void>('/api/sysTenant/delete', { id }),
  setStatus: (id: number, status: number) => http.post<void>('/api/sysTenant/setStatus', { id, status }),
  ownMenuList: (id: number) => http.get<number[]>('/api/sysTenant/ownMenuList', { id }),
  grantMenu: (id: number, menuIdList: number[]) => http.post<void>('/api/sysTenant/grantMenu', { id, menuIdList }),
  resetPwd: (id: number) => http.post<string>('/api/sysTenant/resetPwd', { id }),
};
