import { http } from './request.ts';

export interface SysOrgNode {
  id: number;
  pid: number;
  name: string;
  code: string | null;
  level: number | null;
  type: string | null;
  directorId: number | null;
  orderNo: number;
  status: number;
  remark: string | null;
  createTime: string | null;
  children?: SysOrgNode[];
}

/** sysOrg service (admin-net-contract §10): the organisation tree. */
export const sysOrgApi = {
  list: (query: { id?: number; name?: string; code?: string; type?: string } = {}) =>
    http.get<SysOrgNode[]>('/api/sysOrg/list', query),
  detail: (id: number) => http.get<SysOrgNode | null>('/api/sysOrg/detail', { id }),
  add: (body: Record<string, unknown>) => http.post<number>('/api/sysOrg/add', body),
  update: (body: Record<string, unknown>) => http.post<void>('/api/sysOrg/update', body),
  delete: (id: number) => http.post<void>('/api/sysOrg/delete', { id }),
};
