import type { ContractDomain } from '../domain.ts';
import { WORKFORCE_MENU_TITLES } from './menu-titles.ts';
import { WORKFORCE_RESOURCES } from './resources.ts';

export * from './resources.ts';

/** Workforce (issue 7): teams, shift plans, holidays and the calendar. */
export const workforceContract = {
  name: 'workforce',
  resources: WORKFORCE_RESOURCES,
  errors: {},
  menuTitles: WORKFORCE_MENU_TITLES,
  buttonTitles: {},
} as const satisfies ContractDomain;
