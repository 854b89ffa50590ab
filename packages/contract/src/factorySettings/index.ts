import type { ContractDomain } from '../domain.ts';
import { FACTORY_SETTINGS_ERRORS } from './errors.ts';
import { FACTORY_SETTINGS_MENU_TITLES } from './menu-titles.ts';
import { FACTORY_SETTINGS_RESOURCES } from './resources.ts';

export * from './errors.ts';
export * from './resources.ts';

/** Factory settings (issue 5): numbering rules, Brother templates, heat-print settings and the tenant settings groups. */
export const factorySettingsContract = {
  name: 'factorySettings',
  resources: FACTORY_SETTINGS_RESOURCES,
  errors: FACTORY_SETTINGS_ERRORS,
  menuTitles: FACTORY_SETTINGS_MENU_TITLES,
  buttonTitles: {},
} as const satisfies ContractDomain;
