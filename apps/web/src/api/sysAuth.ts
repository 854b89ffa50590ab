import type { Captcha, LoginConfig, LoginResult, QrTicket, QrTicketStatus, UserInfo } from '@printfloor/contract';
import type { Area } from '../utils/area.ts';
import { http } from './request.ts';

/** sysAuth service (admin-net-contract §3.1 plus our login extensions). */
export const sysAuthApi = {
  loginConfig: (code?: string | null) => http.get<LoginConfig>('/api/sysAuth/loginConfig', code ? { code } : undefined),
  captcha: () => http.get<Captcha>('/api/sysAuth/captcha'),
  login: (body: {
    account: string;
    password: string;
    codeId: string | number;
    code: string;
    area: Area;
    tenantCode?: string;
  }) => http.post<LoginResult>('/api/sysAuth/login', body, { area: body.area }),
  loginPhone: (body: { phone: string; code: string; area: Area; tenantCode?: string }) =>
    http.post<LoginResult>('/api/sysAuth/loginPhone', body, { area: body.area }),
  qrTicket: (area: Area) => http.post<QrTicket>('/api/sysAuth/qrTicket', { area }, { area }),
  qrTicketStatus: (ticket: string, area: Area) =>
    http.get<QrTicketStatus>('/api/sysAuth/qrTicketStatus', { ticket }, { area, silent: true }),
  logout: () => http.post<void>('/api/sysAuth/logout'),
  userInfo: () => http.get<UserInfo>('/api/sysAuth/userInfo'),
  watermarkConfig: () => http.get<{ watermarkEnabled: boolean }>('/api/sysAuth/watermarkConfig'),
  unLockScreen: (encryptedPassword: string) =>
    http.post<boolean>('/api/sysAuth/unLockScreen', undefined, { params: { password: encryptedPassword } }),
};
