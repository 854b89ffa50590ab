import { http } from './request.ts';

/** sysSms service: SMS code behind a captcha (admin-net-contract §15 #9). */
export const sysSmsApi = {
  sendSms: (phone: string, body: { codeId: string | number; code: string }) =>
    http.post<void>(`/api/sysSms/sendSms/${encodeURIComponent(phone)}`, body),
};
