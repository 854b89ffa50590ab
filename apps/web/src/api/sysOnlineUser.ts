import type { PageResult } from '@printfloor/contract';
import { http } from './request.ts';

/** One live-channel connection (sysOnlineUser/page). */
export interface OnlineUserRow {
  id: number;
  tenantId: number;
  tenantName: string | null;
  sessionId: number;
  userId: number;
  userName: string | null;
  realName: string | null;
  area: string | null;
  time: string;
  ip: string | null;
  browser: string | null;
  os: string | null;
}

export const sysOnlineUserApi = {
  page: (query: Record<string, unknown>) => http.post<PageResult<OnlineUserRow>>('/api/sysOnlineUser/page', query),
  forceOffline: (id: number) => http.post<void>('/api/sysOnlineUser/forceOffline', { id }),
};
