import type { IssuedKey, OpenAccessRow, PageResult, ServerBase, ServerDisk, ServerUsed } from '@printfloor/contract';
import { http } from './request.ts';

/** Calls of the platform screens of issue 4: logs, server info, cache, regions, open access. */

export type LogRow = Record<string, unknown> & { id: number };

export const sysLogApi = (service: string) => ({
  page: (query: Record<string, unknown>) => http.post<PageResult<LogRow>>(`/api/${service}/page`, query),
  detail: (id: number) => http.get<LogRow | null>(`/api/${service}/detail`, { id }),
  clear: () => http.post<number>(`/api/${service}/clear`),
});

export const sysServerApi = {
  base: () => http.get<ServerBase>('/api/sysServer/serverBase'),
  used: () => http.get<ServerUsed>('/api/sysServer/serverUsed', undefined, { silent: true }),
  disk: () => http.get<ServerDisk[]>('/api/sysServer/serverDisk'),
  assemblies: () => http.get<{ name: string; version: string }[]>('/api/sysServer/assemblyList'),
};

const enc = encodeURIComponent;

export const sysCacheApi = {
  keyList: () => http.get<string[]>('/api/sysCache/keyList'),
  value: (key: string) => http.get<unknown>(`/api/sysCache/value/${enc(key)}`),
  delete: (key: string) => http.post<boolean>(`/api/sysCache/delete/${enc(key)}`),
  deleteByPrefix: (prefix: string) => http.post<number>(`/api/sysCache/deleteByPreKey/${enc(prefix)}`),
};

export interface RegionNode {
  id: number;
  pid: number;
  name: string;
  code: string;
  level: number;
  hasChildren: boolean;
}

export const sysRegionApi = {
  children: (id?: number) => http.get<RegionNode[]>('/api/sysRegion/list', id ? { id } : {}),
  sync: () => http.post<{ total: number; inserted: number }>('/api/sysRegion/sync'),
};

export interface OpenAccessInput {
  id?: number;
  bindTenantId: number;
  bindUserId: number;
  remark?: string | null;
  status?: number;
}

export const sysOpenAccessApi = {
  page: (query: { page: number; pageSize: number; accessKey?: string }) =>
    http.post<PageResult<OpenAccessRow>>('/api/sysOpenAccess/page', query),
  add: (body: OpenAccessInput) => http.post<IssuedKey>('/api/sysOpenAccess/add', body),
  update: (body: OpenAccessInput) => http.post<null>('/api/sysOpenAccess/update', body),
  delete: (id: number) => http.post<null>('/api/sysOpenAccess/delete', { id }),
  secret: (id: number) => http.post<IssuedKey>('/api/sysOpenAccess/secret', { id }),
};
