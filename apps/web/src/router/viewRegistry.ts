import { type ViewLoader, viewRegistryFrom } from './viewResolve.ts';

export * from './viewResolve.ts';

/** Menu pages; the shell's own pages (login, callback, error) are routed statically. */
export const viewRegistry: Record<string, ViewLoader> = viewRegistryFrom(
  import.meta.glob(['../views/**/index.tsx', '!../views/login/**', '!../views/callback/**', '!../views/error/**']),
);
