import { http } from './request.ts';
import type { RoleItem } from './types.ts';

/** sysRole service: the role list loaded before routing (spec §2 guard). */
export const sysRoleApi = {
  list: () => http.get<RoleItem[]>('/api/sysRole/list', undefined, { silent: true }),
};
