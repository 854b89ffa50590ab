import type { CalendarDay, PageResult } from '@printfloor/contract';
import { http } from './request.ts';

/** A user of the tenant as GET /api/team/userList returns it. */
export interface TeamUser {
  id: number;
  account: string;
  realName: string | null;
  orgName: string | null;
  status: number;
  member: boolean;
}

export interface CalendarTeam {
  id: number;
  code: string;
  name: string;
  type: number;
  memberCount: number;
  status: number;
}

/** Team calls beyond the generated resource ones (members). */
export const teamApi = {
  userList: (teamId?: number) => http.get<TeamUser[]>('/api/team/userList', teamId ? { teamId } : {}),
  setMembers: (id: number, userIds: number[]) => http.post<number>('/api/team/setMembers', { id, userIds }),
};

/** The workforce calendar (menu calendar). `kind` null resets the day to the plan. */
export const calendarApi = {
  page: (query: { page: number; pageSize: number; keyword?: string }) =>
    http.post<PageResult<CalendarTeam>>('/api/calendar/page', query),
  list: (teamId: number, month: string) => http.get<CalendarDay[]>('/api/calendar/list', { teamId, month }),
  update: (teamId: number, date: string, kind: number | null) =>
    http.post<CalendarDay>('/api/calendar/update', { teamId, date, kind }),
};
