import type { ContractDomain } from '../domain.ts';
import { FORM_DESIGN_ERRORS } from './errors.ts';
import { sysFormDesResource } from './resources.ts';

export * from './errors.ts';
export * from './resources.ts';
export * from './schema.ts';

/** The form designer (issue 16): saved form designs, their values per tenant, errors F1601–F1602. */
export const sysFormDesContract = {
  name: 'sysFormDes',
  resources: [sysFormDesResource],
  errors: FORM_DESIGN_ERRORS,
  // The menu title sysFormDes is the platform's (constants/menu-titles.ts).
  menuTitles: {},
  buttonTitles: {},
} as const satisfies ContractDomain;
