import type { MerchantAccountRole } from '@printfloor/contract';
import { http } from '../../../api/request.ts';

/** The role calls of the merchant accounts page (server modules/merchantAccount/roles.ts). */
export const merchantAccountRolesApi = {
  /** The live roles of the caller's tenant: what an account may be given. */
  roleList: () => http.get<MerchantAccountRole[]>('/api/merchantAccount/roleList'),
  /** The role ids of one member account ([] for any other user). */
  ownRoleList: (id: number) => http.get<number[]>(`/api/merchantAccount/ownRoleList/${id}`),
};

export const merchantAccountRoleKeys = {
  all: ['merchantAccount', 'roles'] as const,
  list: ['merchantAccount', 'roles', 'list'] as const,
  own: (id: number) => ['merchantAccount', 'roles', 'own', id] as const,
};
