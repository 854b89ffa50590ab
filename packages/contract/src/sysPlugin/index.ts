import type { ContractDomain } from '../domain.ts';
import { SYS_PLUGIN_ERRORS } from './errors.ts';

export * from './errors.ts';
export * from './schemas.ts';

/** Plugins (issue 16): schemas and the error group D1300; menu titles are the platform's. */
export const sysPluginContract = {
  name: 'sysPlugin',
  resources: [],
  errors: SYS_PLUGIN_ERRORS,
  menuTitles: {},
  buttonTitles: {},
} as const satisfies ContractDomain;
