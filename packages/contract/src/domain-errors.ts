import { FACTORY_SETTINGS_ERRORS } from './factorySettings/errors.ts';
import { ORDER_ERRORS } from './orders/errors.ts';
import { PRODUCTION_ERRORS } from './production/errors.ts';
import { SYS_CODE_GEN_ERRORS } from './sysCodeGen/errors.ts';
import { FORM_DESIGN_ERRORS } from './sysFormDes/errors.ts';
import { SYS_JOB_ERRORS } from './sysJob/errors.ts';
import { SYS_PLUGIN_ERRORS } from './sysPlugin/errors.ts';
import { PRINT_TEMPLATE_ERRORS } from './sysPrint/errors.ts';

/**
 * The error tables of the business domains (`<domain>/errors.ts`), one line each, so that
 * `ErrorCode` knows every code. Kept apart from domains.ts: an error table imports nothing,
 * while a domain's resources refer to error codes, which would make the codes' type circular.
 * A test checks that this list and CONTRACT_DOMAINS' `errors` agree.
 */
export const DOMAIN_ERRORS = [
  FACTORY_SETTINGS_ERRORS,
  ORDER_ERRORS,
  SYS_JOB_ERRORS,
  PRODUCTION_ERRORS,
  SYS_CODE_GEN_ERRORS,
  SYS_PLUGIN_ERRORS,
  FORM_DESIGN_ERRORS,
  PRINT_TEMPLATE_ERRORS,
] as const;
