import type { NoticeAddBody, NoticePageInput, NoticeRow, NoticeUpdateBody, PageResult } from '@printfloor/contract';
import { queryKeys } from './keys.ts';
import { http } from './request.ts';

export const noticeKeys = queryKeys('sysNotice');

/** Publish and withdraw are transitions of sysNoticeResource (resourceApi('sysNotice').transition). */
export const sysNoticeApi = {
  page: (query: Partial<NoticePageInput>) => http.post<PageResult<NoticeRow>>('/api/sysNotice/page', query),
  detail: (id: number) => http.get<NoticeRow | null>('/api/sysNotice/detail', { id }),
  add: (body: NoticeAddBody) => http.post<number>('/api/sysNotice/add', body),
  update: (body: NoticeUpdateBody) => http.post<void>('/api/sysNotice/update', body),
  delete: (id: number) => http.post<void>('/api/sysNotice/delete', { id }),
};
