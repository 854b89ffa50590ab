#!/usr/bin/env node
/**
 * `npm test`: every suite, in order, with one closing line "N passed, N failed".
 *  1. contract unit tests and server tests on embedded PGlite;
 *  2. server tests again on PostgreSQL when a server answers on 127.0.0.1:5432 (or PRINTFLOOR_TEST_PG_URL);
 *  3. console unit tests (Vitest + Testing Library, jsdom);
 *  4. console end-to-end tests in real Chromium (Playwright) against the real server on a fresh database,
 *     when Chromium is installed (/usr/bin/chromium or CHROMIUM_PATH; `.ci/run` installs it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.tmp', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n━━━ ${label} ━━━`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function vitest(label, args, file, env = {}) {
  const status = run(
    label,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    if (status !== 0 && r.numFailedTests === 0) {
      failed += 1;
      notes.push(`${label}: exited ${status} (suite error)`);
    }
  } else if (status !== 0) {
    failed += 1;
    notes.push(`${label}: exited ${status} without results`);
  }
}

function portOpen(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1500 }, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}

vitest('contract + server on PGlite', ['--project', 'contract', '--project', 'server'], path.join(out, 'pglite.json'));

const pgUrl = new URL(process.env.PRINTFLOOR_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
if (await portOpen(pgUrl.hostname, Number(pgUrl.port || 5432))) {
  vitest('server on PostgreSQL', ['--project', 'server'], path.join(out, 'pg.json'), { PRINTFLOOR_TEST_DB: 'pg' });
} else {
  notes.push(`PostgreSQL suite skipped: nothing answers on ${pgUrl.host}`);
}

if (existsSync(path.join(root, 'apps/web/vitest.config.ts'))) {
  vitest('console unit tests', ['--root', 'apps/web'], path.join(out, 'web.json'));
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path.join(root, 'apps/web/playwright.config.ts'))) {
  if (existsSync(chromium) || process.env.CI) {
    const file = path.join(out, 'e2e.json');
    const status = run(
      'console end-to-end (Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    );
    if (existsSync(file)) {
      const s = JSON.parse(readFileSync(file, 'utf8')).stats;
      passed += s.expected + (s.flaky ?? 0);
      failed += s.unexpected;
      skipped += s.skipped;
      if (status !== 0 && s.unexpected === 0) {
        failed += 1;
        notes.push(`e2e exited ${status}`);
      }
    } else if (status !== 0) {
      failed += 1;
      notes.push(`e2e exited ${status} without results`);
    }
  } else {
    notes.push(`end-to-end suite skipped: no Chromium at ${chromium} (apt-get install chromium fonts-noto-cjk)`);
  }
}

console.log('');
for (const n of notes) console.log(`note: ${n}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
