import { NO_PRODUCTION_FIGURES, type UserInfo } from '@printfloor/contract';
import { vi } from 'vitest';
import type { DashboardOverview } from '../src/api/dashboard.ts';
import { configureRequest } from '../src/api/request.ts';
import { queryClient } from '../src/app/query.tsx';
import { useThemeConfig } from '../src/stores/themeConfig.ts';
import { useUserInfo } from '../src/stores/userInfo.ts';
import { setLanguage } from './helpers.tsx';

/** An overview as GET /api/dashboard/overview answers it (the platform's); every figure distinct so tests can find it. */
export function overviewFixture(patch: Partial<DashboardOverview> = {}): DashboardOverview {
  return {
    tenant: { id: 1310000000001, title: 'Acme Garments', timeZone: 'Asia/Shanghai' },
    audience: 'system',
    tiles: [],
    calendar: null,
    today: '2026-11-21',
    users: { total: 42, enabled: 39, disabled: 3 },
    roles: 5,
    orgs: 8,
    onlineSessions: 17,
    logins: {
      today: 23,
      perDay: [
        { date: '2026-11-15', count: 1 },
        { date: '2026-11-16', count: 2 },
        { date: '2026-11-17', count: 3 },
        { date: '2026-11-18', count: 4 },
        { date: '2026-11-19', count: 5 },
        { date: '2026-11-20', count: 6 },
        { date: '2026-11-21', count: 23 },
      ],
    },
    operations: { today: 311, failedToday: 29, perHour: Array.from({ length: 24 }, (_, h) => (h === 9 ? 311 : 0)) },
    topRoutes: [
      { route: '/api/sysUser/add', permission: 'sysUser:add', count: 200 },
      { route: '/api/sysRole/update', permission: 'sysRole:update', count: 111 },
    ],
    lastLogin: { time: '2026-11-21 08:01:02', ip: '10.0.0.7', device: 'Linux Chrome' },
    previousLogin: { time: '2026-11-20 17:30:00', ip: '10.0.0.6' },
    production: { ...NO_PRODUCTION_FIGURES },
    orders: null,
    ...patch,
  };
}

export const userFixture: UserInfo = {
  id: 1310000000111,
  account: 'factory',
  realName: 'Factory Admin',
  accountType: 888,
  orgName: 'Acme Plant',
  tenantId: 1310000000001,
  timeZone: 'Asia/Shanghai',
  tenant: { title: 'Acme Garments' },
};

/** A factory's overview: its tiles and today's shifts, production not open yet. */
export function factoryOverviewFixture(patch: Partial<DashboardOverview> = {}): DashboardOverview {
  return overviewFixture({
    audience: 'factory',
    tiles: [
      { resource: 'product', path: '/base/product', total: 1234, enabled: 1200 },
      { resource: 'material', path: '/base/material', total: 56, enabled: 56 },
      { resource: 'team', path: '/workforce/team', total: 2, enabled: 2 },
    ],
    calendar: {
      teams: [
        {
          teamId: 1,
          team: '甲班',
          kind: 1,
          shift: { name: '白班', startTime: '08:00', endTime: '20:00' },
          holidayName: null,
        },
        { teamId: 2, team: '乙班', kind: 2, shift: null, holidayName: null },
      ],
      nextHoliday: { date: '2027-01-01', name: '元旦', days: 41 },
    },
    ...patch,
  });
}

/**
 * The start of a workbench test: an empty query cache, request toasts to `toast`, the factory area
 * in English and the fixture user signed in.
 */
export function openFactoryWorkbench(toast: (text: string) => void = vi.fn()) {
  queryClient.clear();
  configureRequest({ toast, reload: vi.fn() });
  useThemeConfig.getState().loadArea('factory');
  setLanguage('en');
  useUserInfo.getState().setUserInfos(userFixture);
}
