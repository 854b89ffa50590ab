import { merchantAccountResource } from '@printfloor/contract';
import type { ServerDomain } from '../domain.ts';
import { registerMerchantAccountRoutes } from './routes.ts';

/**
 * The merchant's own accounts (menu merchantAccount): the engine reads the users of type 666 of the
 * caller's tenant; the writes are user management's services (routes.ts).
 */
export const merchantAccountDomain: ServerDomain = {
  name: 'merchantAccount',
  resources: [merchantAccountResource],
  registerRoutes: registerMerchantAccountRoutes,
};
