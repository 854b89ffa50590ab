import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two workers: the machines are 2-core; each server test file runs its own database.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
