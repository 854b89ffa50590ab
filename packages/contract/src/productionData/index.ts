import type { ContractDomain } from '../domain.ts';
import { PRODUCTION_DATA_MENU_TITLES } from './menu-titles.ts';
import { PRODUCTION_DATA_RESOURCES } from './resources.ts';

export * from './resources.ts';

/** Production data (issue 5): processes, process routes, products with their materials and print areas, OMS product mapping. */
export const productionDataContract = {
  name: 'productionData',
  resources: PRODUCTION_DATA_RESOURCES,
  errors: {},
  menuTitles: PRODUCTION_DATA_MENU_TITLES,
  buttonTitles: {},
} as const satisfies ContractDomain;
