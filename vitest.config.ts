import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Server test files that change module-level state another file would see if they shared a worker: a fixture
 * domain (`registerDomain`) or a test resource (`declareResource`) registered into the lists every route,
 * menu and table check reads (route-coverage and permissions then saw zzTool's and zzGadget's routes). They
 * run isolated, each in a fresh module graph; every other server file shares its worker's (below). Found by
 * what they call, so a new such file cannot be forgotten here.
 */
const isolatedServerFiles = readdirSync(path.join(import.meta.dirname, 'apps/server/test'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `apps/server/test/${f.split(path.sep).join('/')}`)
  .filter((f) => /\b(registerDomain|declareResource)\(/.test(readFileSync(path.join(import.meta.dirname, f), 'utf8')))
  .sort();

/** What every server project shares. */
const server = {
  // The run's template databases (test/helpers/template.ts), built once and copied per test server.
  globalSetup: ['apps/server/test/helpers/global-setup.ts'],
  // Twice Vitest's usual ceiling for us: the suites run in two lanes side by side (scripts/test.mjs), and a
  // test that renders and batches artwork can take a loaded machine's 30 s without being stuck.
  testTimeout: 60_000,
  // Every hook gets the setup timeout of test/helpers/suite.ts: a hook that starts a server waits for a
  // database copy and the server's start, which a loaded machine can stretch far beyond the default.
  hookTimeout: 300_000,
};

export default defineConfig({
  test: {
    // Two workers: the machines are 2-core; each server test file runs its own database.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'] } },
      {
        test: {
          ...server,
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: isolatedServerFiles,
          // The files of a worker share its module graph: importing the server (Fastify, Drizzle, every domain,
          // PGlite's WebAssembly) cost ~4.5 s per file, a third of the suite's time. Each file still gets its own
          // database and server; the state a module keeps across files is what `isolatedServerFiles` is about,
          // and caches (the settings snapshot, the auth cache) are per server instance.
          isolate: false,
        },
      },
      // Threads, not forks: a fork that ran one of these files was handed a shared file next (route-coverage then
      // saw the scratch domain's routes); the pools keep their workers apart.
      { test: { ...server, name: 'server-isolated', include: isolatedServerFiles, isolate: true, pool: 'threads' } },
    ],
  },
});
