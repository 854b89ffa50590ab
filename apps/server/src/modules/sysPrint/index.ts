import path from 'node:path';
import { sysPrintResource } from '@printfloor/contract';
import type { ServerDomain } from '../domain.ts';
import { sysPrintHooks } from './hooks.ts';
import { registerSysPrintRoutes } from './routes.ts';

export { renderPrintPdf } from './render.ts';

/**
 * Print templates (spec §2 System admin): GLOBAL sys_print_template, platform-only resource
 * sysPrint (page, detail, add, update, delete) and `sysPrint/print` rendering a template to PDF.
 */
export const sysPrintDomain: ServerDomain = {
  name: 'sysPrint',
  resources: [sysPrintResource],
  hooks: { sysPrint: sysPrintHooks },
  registerRoutes: registerSysPrintRoutes,
  migrations: path.join(import.meta.dirname, 'migrations'),
};
