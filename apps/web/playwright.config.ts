import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (not a downloaded browser) against the real server on a
 * fresh embedded database with the demo seed. The captcha is switched off for scripted logins
 * (scripts/prepare-data.ts); everything else is the production path.
 */
const root = path.resolve(import.meta.dirname, '../..');
/**
 * A TCP port free right now, chosen by the operating system (a child process, as this file is read
 * synchronously). A port derived from the process id once landed on 5672, which a RabbitMQ on the CI
 * machine held, and the run's server could not start.
 */
function freePort(): string {
  const probe =
    "const s=require('node:net').createServer();s.listen(0,'0.0.0.0',()=>{process.stdout.write(String(s.address().port));s.close();})";
  return execFileSync(process.execPath, ['-e', probe]).toString().trim();
}

// Several runs may share one machine: each picks its own port (set once here, so the workers
// that re-read this file inherit it), database, console build and results folder.
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
// The marketplace simulators of marketplaces.spec.ts: eight ports of this run's own (not the
// 7301–7308 of `npm run simulators`, which may be running for a demo); the server is told them.
process.env.E2E_SIM_PORT ??= String(17_301 + (port % 700) * 10);
const simPort = Number(process.env.E2E_SIM_PORT);
const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
const webDist = path.join(root, `.tmp/e2e-web-${port}`);
const tsx = path.join(root, 'node_modules/.bin/tsx');

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, `.tmp/e2e-results-${port}`),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: [
      `npm run build -w apps/web -- --outDir ${webDist} --emptyOutDir`,
      `${tsx} apps/server/scripts/prepare-data.ts --data-dir ${dataDir} --fresh --captcha off`,
      // The built server (apps/server/scripts/build.mjs), as `npm start` runs it; a build of this run's own.
      `node apps/server/scripts/build.mjs --outdir=.tmp/e2e-server-${port}`,
      `PRINTFLOOR_DATA_DIR=${dataDir} PRINTFLOOR_WEB_DIST=${webDist} PORT=${port} SIMULATORS_PORT=${simPort} RATE_LIMIT_PER_MINUTE=0 LOG_LEVEL=warn node apps/server/.tmp/e2e-server-${port}/main.mjs`,
    ].join(' && '),
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health/ping`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
