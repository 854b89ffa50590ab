import path from 'node:path';
import { sysFormDesResource } from '@printfloor/contract';
import type { ServerDomain } from '../domain.ts';
import { sysFormDesHooks } from './hooks.ts';
import { registerSysFormDesRoutes } from './routes.ts';

export { formByCode, formValues, saveFormValues } from './service.ts';

/**
 * The form designer (issue 16): saved form designs (GLOBAL sys_form_design, platform-only resource
 * sysFormDes) and the values tenants save in them (TENANT sys_form_value, keyed by form code).
 */
export const sysFormDesDomain: ServerDomain = {
  name: 'sysFormDes',
  resources: [sysFormDesResource],
  hooks: { sysFormDes: sysFormDesHooks },
  registerRoutes: registerSysFormDesRoutes,
  migrations: path.join(import.meta.dirname, 'migrations'),
};
