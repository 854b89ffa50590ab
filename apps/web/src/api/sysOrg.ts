import type { OrgAddBody, OrgListQuery, OrgNode, OrgUpdateBody } from '@printfloor/contract';
import { queryKeys } from './keys.ts';
import { http } from './request.ts';

export type { OrgNode } from '@printfloor/contract';

export const orgKeys = queryKeys('sysOrg');

/** sysOrg service (admin-net-contract §10): the organisation tree in the caller's data scope. */
export const sysOrgApi = {
  list: (query: OrgListQuery = {}) => http.get<OrgNode[]>('/api/sysOrg/list', query),
  detail: (id: number) => http.get<OrgNode | null>('/api/sysOrg/detail', { id }),
  add: (body: OrgAddBody) => http.post<number>('/api/sysOrg/add', body),
  update: (body: OrgUpdateBody) => http.post<void>('/api/sysOrg/update', body),
  delete: (id: number) => http.post<void>('/api/sysOrg/delete', { id }),
};
