import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { MARKETPLACE_PLATFORMS } from '../server/src/config.ts';

/**
 * End-to-end tests in Debian's Chromium (not a downloaded browser) against the real server on a
 * fresh embedded database with the demo seed. The captcha is switched off for scripted logins
 * (scripts/prepare-data.ts); everything else is the production path.
 */
const root = path.resolve(import.meta.dirname, '../..');
/**
 * `count` distinct TCP ports free right now, chosen by the operating system: a child process (this
 * file is read synchronously) listens on port 0 `count` times, holding them all at once so that no
 * two are the same, reports them and lets them go. A port derived from the process id once landed
 * on 5672, which a RabbitMQ on the CI machine held, and the run's server could not start.
 */
function freePorts(count: number): number[] {
  const probe = `const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    let listening = 0;
    for (const s of servers)
      s.listen(0, '0.0.0.0', () => {
        if (++listening < servers.length) return;
        process.stdout.write(servers.map((x) => x.address().port).join(','));
        for (const x of servers) x.close();
      });`;
  return execFileSync(process.execPath, ['-e', probe]).toString().trim().split(',').map(Number);
}

// Several runs may share one machine: each takes its own ports from the operating system (set once
// here, so the workers that re-read this file inherit them), database, console build and results
// folder. The server's port, and one per marketplace simulator of marketplaces.spec.ts (not the
// 7301–7308 of `npm run simulators`, which may be running for a demo), taken together.
if (!process.env.E2E_PORT || !process.env.E2E_SIM_PORTS) {
  const ports = freePorts(MARKETPLACE_PLATFORMS.length + 2).filter((p) => String(p) !== process.env.E2E_PORT);
  process.env.E2E_PORT ??= String(ports[0]);
  process.env.E2E_SIM_PORTS ??= ports.slice(1, 1 + MARKETPLACE_PLATFORMS.length).join(',');
}
const port = Number(process.env.E2E_PORT);
const simPorts = (process.env.E2E_SIM_PORTS ?? '').split(',').map(Number);
if (simPorts.length !== MARKETPLACE_PLATFORMS.length || simPorts.some((p) => !Number.isInteger(p) || p <= 0))
  throw new Error(`E2E_SIM_PORTS needs ${MARKETPLACE_PLATFORMS.length} ports, got "${process.env.E2E_SIM_PORTS}"`);
/** The server finds each simulator where PRINTFLOOR_<PLATFORM>_BASE_URL says (apps/server/src/config.ts). */
const simulatorUrls = MARKETPLACE_PLATFORMS.map(
  (platform, i) => `PRINTFLOOR_${platform.toUpperCase()}_BASE_URL=http://127.0.0.1:${simPorts[i]}`,
).join(' ');
const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
const webDist = path.join(root, `.tmp/e2e-web-${port}`);
const tsx = path.join(root, 'node_modules/.bin/tsx');

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, `.tmp/e2e-results-${port}`),
  timeout: 60_000,
  // A page's first draw after a navigation loads its lazy chunks and its data while the other lane of `npm test`
  // holds the cores: 10 s once ran out on the order desk (its retry passed). A passing wait returns at once.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    // A trace only on the retry of a failed test (with its screenshots: a film of the retry). Recording every
    // test's trace to keep the failed ones ('retain-on-failure') made Chromium draw a screencast of every frame:
    // measured on the console's page loads, 2.8x the processor and 4x the time of no trace (DOM snapshots alone
    // 1.6x), and in CI the compositor drawing it was the browser suite's largest process. The first failure
    // still leaves its screenshot and error context; `npx playwright test --trace on` records every test.
    trace: 'on-first-retry',
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
      `PRINTFLOOR_DATA_DIR=${dataDir} PRINTFLOOR_WEB_DIST=${webDist} PORT=${port} ${simulatorUrls} RATE_LIMIT_PER_MINUTE=0 LOG_LEVEL=warn node apps/server/.tmp/e2e-server-${port}/main.mjs`,
    ].join(' && '),
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health/ping`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
