import type { PageResult } from '@printfloor/contract';
import { http } from './request.ts';

/** One notice of the tenant (sysNotice/page, detail). */
export interface NoticeRow {
  id: number;
  title: string;
  content: string;
  type: number;
  status: number;
  publicUserName: string | null;
  publicTime: string | null;
  createTime: string;
  createUserName: string | null;
}

export interface NoticeInput {
  id?: number;
  title: string;
  content: string;
  type: number;
}

export const sysNoticeApi = {
  page: (query: Record<string, unknown>) => http.post<PageResult<NoticeRow>>('/api/sysNotice/page', query),
  detail: (id: number) => http.get<NoticeRow | null>('/api/sysNotice/detail', { id }),
  add: (body: NoticeInput) => http.post<number>('/api/sysNotice/add', body),
  update: (body: NoticeInput) => http.post<void>('/api/sysNotice/update', body),
  delete: (id: number) => http.post<void>('/api/sysNotice/delete', { id }),
  publish: (id: number) => http.post<void>('/api/sysNotice/public', { id }),
  cancel: (id: number) => http.post<void>('/api/sysNotice/cancel', { id }),
};
