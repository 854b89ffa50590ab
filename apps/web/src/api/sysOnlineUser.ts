import type { OnlineUserPageInput, OnlineUserRow, PageResult } from '@printfloor/contract';
import { queryKeys } from './keys.ts';
import { http } from './request.ts';

export const onlineUserKeys = queryKeys('sysOnlineUser');

export const sysOnlineUserApi = {
  page: (query: Partial<OnlineUserPageInput>) => http.post<PageResult<OnlineUserRow>>('/api/sysOnlineUser/page', query),
  forceOffline: (id: number) => http.post<void>('/api/sysOnlineUser/forceOffline', { id }),
};
