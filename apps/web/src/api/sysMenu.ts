import type { MenuItem } from '@printfloor/contract';
import { http } from './request.ts';

/** sysMenu service (admin-net-contract §4.2). */
export const sysMenuApi = {
  loginMenuTree: () => http.get<MenuItem[]>('/api/sysMenu/loginMenuTree'),
  ownBtnPermList: () => http.get<string[]>('/api/sysMenu/ownBtnPermList', undefined, { silent: true }),
  list: (query: { title?: string; type?: number } = {}) => http.get<MenuItem[]>('/api/sysMenu/list', query),
  add: (body: Partial<MenuItem>) => http.post<number>('/api/sysMenu/add', body),
  update: (body: Partial<MenuItem>) => http.post<void>('/api/sysMenu/update', body),
  delete: (id: number) => http.post<void>('/api/sysMenu/delete', { id }),
};
