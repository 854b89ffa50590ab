import type { PageResult } from '@printfloor/contract';
import { http } from './request.ts';

/** One tenant as sysTenant/page answers it. */
export interface TenantRow {
  id: number;
  code: string;
  name: string;
  kind: 'system' | 'factory' | 'merchant';
  isSystem: boolean;
  adminAccount: string | null;
  userId: number | null;
  phone: string | null;
  email: string | null;
  logo: string | null;
  mlogo: string | null;
  title: string | null;
  viceTitle: string | null;
  mviceTitle: string | null;
  copyright: string | null;
  copyrightInfo: string | null;
  isCopyright: boolean;
  isCarousel: boolean;
  carousel: string[];
  orderNo: number;
  remark: string | null;
  status: number;
  createTime: string;
}

export const sysTenantApi = {
  page: (query: Record<string, unknown>) => http.post<PageResult<TenantRow>>('/api/sysTenant/page', query),
  add: (body: Record<string, unknown>) => http.post<number>('/api/sysTenant/add', body),
  update: (body: Record<string, unknown>) => http.post<void>('/api/sysTenant/update', body),
  delete: (id: number) => http.post<void>('/api/sysTenant/delete', { id }),
  setStatus: (id: number, status: number) => http.post<void>('/api/sysTenant/setStatus', { id, status }),
  ownMenuList: (id: number) => http.get<number[]>('/api/sysTenant/ownMenuList', { id }),
  grantMenu: (id: number, menuIdList: number[]) => http.post<void>('/api/sysTenant/grantMenu', { id, menuIdList }),
  resetPwd: (id: number) => http.post<string>('/api/sysTenant/resetPwd', { id }),
};
