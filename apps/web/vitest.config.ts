import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Files that leave something behind in the modules a later file would share (a chart library's canvas
 * painter disposed after its fake timers were restored; a form whose validation state outlives its file), or
 * that trip over what earlier files left: they run isolated, each in a fresh module graph and jsdom. Every other
 * file shares its worker's (below).
 */
const isolatedFiles = [
  'test/dashboard-screen.test.tsx',
  'test/live-validation.test.tsx',
  // Rendered nothing at all after other files in the same worker (twice in four runs); alone it always passes.
  'test/file-preview-guard.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // Room for a few of setup.ts's 15-second waits on a loaded machine.
    testTimeout: 30_000,
    // The machines are 2-core.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: isolatedFiles,
          // Importing antd, the views and the four languages cost ~1.7 s per file, a third of the suite; the files
          // of a worker share them. Each file still renders into a cleaned document (test/setup.ts).
          isolate: false,
        },
      },
      // Threads, not forks: a worker that ran one of these files must not be handed a shared file next.
      { extends: true, test: { name: 'web-isolated', include: isolatedFiles, isolate: true, pool: 'threads' } },
    ],
  },
});
