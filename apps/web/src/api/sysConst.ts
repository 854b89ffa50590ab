import type { ConstListItem } from '@printfloor/contract';
import { http } from './request.ts';

/** sysConst service (admin-net-contract §6.3). */
export const sysConstApi = {
  list: () => http.get<ConstListItem[]>('/api/sysConst/list'),
  data: (typeName: string) =>
    http.get<Array<{ name: string; code: unknown }>>(`/api/sysConst/data/${encodeURIComponent(typeName)}`),
};
