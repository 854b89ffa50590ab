/**
 * Module boundaries of the server, and no runtime import cycle anywhere (docs/architecture.md, "Adding a business domain"): a module
 * (apps/server/src/modules/<name>/) is used from outside only through its index.ts; everything
 * else in its folder is its own business. Run by `npm run lint`; proven by
 * apps/server/test/platform/module-boundaries.test.ts.
 */
module.exports = {
  forbidden: [
    {
      name: 'module-internals-from-another-module',
      severity: 'error',
      comment: 'Import another module through its index.ts (or react to its events), never its internals.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/(?!$1/)[^/]+/',
        pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'module-internals-from-outside',
      severity: 'error',
      comment: 'Code outside modules/ uses a module through its index.ts only.',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/modules/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'no-runtime-cycle',
      severity: 'error',
      comment: 'A cycle of runtime imports makes start-up order matter; type-only imports are erased and allowed.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
