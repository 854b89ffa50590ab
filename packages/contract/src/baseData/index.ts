import type { ContractDomain } from '../domain.ts';
import { BASE_DATA_MENU_TITLES } from './menu-titles.ts';
import { BASE_DATA_RESOURCES } from './resources.ts';

export * from './resources.ts';

/** Base data (issue 5): workshops, devices, workstations, units, material and product types, materials, defects, customers. */
export const baseDataContract = {
  name: 'baseData',
  resources: BASE_DATA_RESOURCES,
  errors: {},
  menuTitles: BASE_DATA_MENU_TITLES,
  buttonTitles: {},
} as const satisfies ContractDomain;
