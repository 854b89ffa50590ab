/**
 * `npm run bench:web` — console weight and speed (issue 3 "Speed").
 *
 * Builds the console, starts the real server on a fresh database, and in headless Chromium:
 *  - sums the gzip size of every JavaScript file the login page loads;
 *  - logs in and sums the JavaScript loaded by the shell with the dashboard;
 *  - measures, over 5 cold loads, the time from navigation start until the login form is
 *    interactive (submit button visible and enabled), and prints the median.
 * Goals: login ≤ 250 KB gz, shell + dashboard ≤ 700 KB gz, interactive ≤ 1.0 s.
 */
import { execSync, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 5998);
const base = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.tmp/bench-web-data');
const tsx = path.join(root, 'node_modules/.bin/tsx');

execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
execSync(`${tsx} apps/server/scripts/prepare-data.ts --data-dir ${dataDir} --fresh --captcha off`, {
  cwd: root,
  stdio: 'inherit',
});
const server = spawn(tsx, ['apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PRINTFLOOR_DATA_DIR: dataDir,
    PORT: String(port),
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});

const gzCache = new Map<string, number>();
function gzipSizeOf(url: string): number {
  const file = path.join(dist, new URL(url).pathname);
  let size = gzCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  await waitFor(`${base}/api/health/ping`);
  // Weight: the login page, then the shell with the dashboard.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.url().startsWith(base) && r.url().endsWith('.js')) scripts.add(r.url());
  });
  await page.goto(`${base}/factory/login`, { waitUntil: 'networkidle' });
  const loginScripts = new Set(scripts);
  const loginKb = sum(loginScripts) / 1024;
  await page.getByTestId('login-account').fill('factory');
  await page.getByTestId('login-password').fill(process.env.PRINTFLOOR_SEED_PASSWORD ?? '123456');
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/factory/dashboard/home');
  // The shell and the workbench are lazy chunks: wait until they are on screen, then until the
  // network is quiet (charts below the fold load when scrolled into view, so scroll once).
  await page.getByTestId('layout-aside').waitFor({ state: 'visible' });
  await page.getByTestId('dashboard-welcome').waitFor({ state: 'visible' });
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  const shellKb = sum(scripts) / 1024;
  await context.close();

  // Speed: 5 cold loads of the login page until the form is interactive.
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.goto(`${base}/factory/login`, { waitUntil: 'commit' });
    await p.getByTestId('login-submit').waitFor({ state: 'visible' });
    await p.waitForFunction(() => {
      const b = document.querySelector('[data-testid="login-submit"]') as HTMLButtonElement | null;
      return !!b && !b.disabled;
    });
    times.push(await p.evaluate(() => performance.now()));
    await ctx.close();
  }
  times.sort((a, b) => a - b);
  const median = times[2]!;
  console.log('\nConsole benchmark (production build, headless Chromium, localhost)\n');
  console.log(
    `login page JavaScript         ${loginKb.toFixed(1).padStart(8)} KB gz   goal ≤ 250   ${loginKb <= 250 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `shell + dashboard JavaScript  ${shellKb.toFixed(1).padStart(8)} KB gz   goal ≤ 700   ${shellKb <= 700 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `login form interactive        ${(median / 1000).toFixed(3).padStart(8)} s (median of 5: ${times.map((t) => t.toFixed(0)).join(', ')} ms)   goal ≤ 1.0   ${median <= 1000 ? 'met' : 'NOT met'}`,
  );
  if (process.env.BENCH_VERBOSE) {
    // Which chunks weigh what (BENCH_VERBOSE=1 npm run bench:web): the login page's, then the shell's.
    for (const [label, urls] of [
      ['login', [...loginScripts]],
      ['shell', [...scripts].filter((u) => !loginScripts.has(u))],
    ] as const) {
      for (const u of [...urls].sort((a, b) => gzipSizeOf(b) - gzipSizeOf(a)))
        console.log(`  ${label}  ${(gzipSizeOf(u) / 1024).toFixed(1).padStart(7)} KB  ${u.slice(base.length)}`);
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

function sum(urls: Set<string>): number {
  let total = 0;
  for (const u of urls) total += gzipSizeOf(u);
  return total;
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}
