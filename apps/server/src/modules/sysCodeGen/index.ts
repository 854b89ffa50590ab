import path from 'node:path';
import type { ServerDomain } from '../domain.ts';
import { registerSysCodeGenRoutes } from './routes.ts';

export { type CodeGenSpec, type GenColumn, generateFiles } from './generator.ts';

/**
 * Code generation (issue 16): records and column configs, and the generator of a new resource's
 * files. Its migration (0028) also holds the plugins' table (modules/sysPlugin).
 */
export const sysCodeGenDomain: ServerDomain = {
  name: 'sysCodeGen',
  migrations: path.join(import.meta.dirname, 'migrations'),
  registerRoutes: registerSysCodeGenRoutes,
};
