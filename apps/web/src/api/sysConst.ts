import { http } from './request.ts';
import type { ConstItem } from './types.ts';

/** sysConst service (admin-net-contract §6.3). */
export const sysConstApi = {
  list: () => http.get<ConstItem[]>('/api/sysConst/list'),
  data: (typeName: string) =>
    http.get<Array<{ name: string; code: unknown }>>(`/api/sysConst/data/${encodeURIComponent(typeName)}`),
};
