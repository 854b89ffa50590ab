import type { ContractDomain } from '../domain.ts';
import { PRINT_TEMPLATE_ERRORS } from './errors.ts';
import { sysPrintResource } from './resources.ts';

export * from './errors.ts';
export * from './resources.ts';
export * from './template.ts';

/** Print templates (spec §2 System admin): templates in mm, rendered to PDF; errors F1603–F1605. */
export const sysPrintContract = {
  name: 'sysPrint',
  resources: [sysPrintResource],
  errors: PRINT_TEMPLATE_ERRORS,
  // The menu title sysPrint is the platform's (constants/menu-titles.ts).
  menuTitles: {},
  buttonTitles: {},
} as const satisfies ContractDomain;
