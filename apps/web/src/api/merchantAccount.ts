import { http } from './request.ts';

/** The merchant's accounts beyond the generated resource calls (menu merchantAccount). */
export const merchantAccountApi = {
  /** A generated password, answered in plain text; the account's sessions end. */
  resetPwd: (id: number) => http.post<string>('/api/merchantAccount/resetPwd', { id }),
};
