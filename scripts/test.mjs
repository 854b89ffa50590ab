#!/usr/bin/env node
/**
 * `npm test`: every suite, ending with one machine-readable line "N passed, N failed, N skipped".
 *  - contract unit tests and every server test on PostgreSQL (127.0.0.1:5432 or PRINTFLOOR_TEST_PG_URL), the
 *    database production runs on; the two-instance tests (numbering, live channel) run only there;
 *  - the server tests of the data layer again on embedded PGlite (what `npm start` uses): the folders of
 *    PGLITE_FOLDERS below, where the two databases behave differently (docs/testing.md "Two databases");
 *  - console unit tests (Vitest + Testing Library, jsdom);
 *  - console end-to-end tests in real Chromium (/usr/bin/chromium or CHROMIUM_PATH) against the real server,
 *    which runs on PGlite.
 * They run in two lanes side by side (docs/testing.md "Time"): the browser suite in one, the PostgreSQL suite in
 * the other, then PGlite's and the console unit tests in whichever lane is free first. Each suite's output is kept in
 * .tmp/test-results/<suite>.log and printed whole when the suite ends, with its wall time; a "time:" line per
 * suite stands above the closing line. PRINTFLOOR_TEST_LANES=1 runs them one after another.
 *
 * Under CI (CI=true) a missing PostgreSQL or Chromium fails the run before any suite starts; locally the
 * suite is left out and a "not run:" line above the closing line names it. A browser test that passed
 * only on a retry is named on a "flaky:" line and left out of the passed count (it is no clean pass; it
 * does not fail the run either, so one slow moment of a loaded machine is reported, not hidden nor fatal).
 * `--preflight` checks the prerequisites only (what CI would refuse) and runs no suite;
 * `--only=pglite,pg,web,e2e` runs some suites, with the arguments after `--` passed to each (e.g. one spec);
 * `--pglite-all` runs every server file on PGlite too (the whole suite on both databases).
 */
import { spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.tmp', 'test-results');
const ci = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
const preflightOnly = process.argv.includes('--preflight');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const extra = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
const wanted = (suite) => !only || only.includes(suite);

let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];
const notRun = [];
const flaky = [];
const failures = [];
const times = [];
const lanes = process.env.PRINTFLOOR_TEST_LANES === '1' ? 1 : 2;
const E2E_LABEL = 'console end-to-end (Chromium)';
/**
 * With two lanes on a 2-core machine the suites compete for the processor, and the browser suite is the one
 * that cannot wait: its steps have timeouts, and a shell that took 10 s to draw while Vitest workers held both
 * cores failed eight browser tests of one CI run. The other lane runs at a lower priority (`nice`), so it
 * takes what the browser leaves (the waits for the server, the pauses between steps). Its Vitest workers
 * inherit the priority; the PostgreSQL server's backends do not, but they only work when a worker asks.
 */
const yieldToBrowser = lanes === 2 && wanted('e2e') && process.platform === 'linux';

function finish() {
  console.log('');
  for (const n of notes) console.log(`note: ${n}`);
  for (const f of flaky) console.log(`flaky (passed only on a retry, not counted as passed): ${f}`);
  for (const f of failures) console.log(`failed: ${f}`);
  for (const t of times) console.log(`time: ${t}`);
  if (notRun.length) console.log(`not run: ${notRun.join('; ')}`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed > 0 ? 1 : 0);
}

/** Runs a suite with its output in its own log, printed whole (with the suite's wall time) when it ends. */
async function run(label, cmd, args, env = {}) {
  const started = Date.now();
  // The suites beside the browser suite yield the processor to it (see `yieldToBrowser`).
  if (yieldToBrowser && label !== E2E_LABEL) [cmd, args] = ['nice', ['-n', '15', cmd, ...args]];
  const logFile = path.join(out, `${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  const log = createWriteStream(logFile);
  console.log(`started: ${label}`);
  const status = await new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // No FORCE_COLOR: tests read tools' plain output (module-boundaries.test.ts reads dependency-cruiser's).
      env: { ...process.env, ...env },
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  await new Promise((resolve) => log.end(resolve));
  const seconds = Math.round((Date.now() - started) / 1000);
  const time = `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  times.push(`${label} ${time}`);
  console.log(`\n━━━ ${label} (${time}, exit ${status}) ━━━`);
  process.stdout.write(readFileSync(logFile));
  return status;
}

async function vitest(label, args, file, env = {}) {
  const status = await run(
    label,
    'npx',
    ['vitest', 'run', ...args, ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    failures.push(...failedVitestTests(r).map((n) => `${label}: ${n}`));
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

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** "file › test" of every failed test in a Vitest JSON report, so the closing lines name them (a long log's tail is
 * often all that is kept). */
function failedVitestTests(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name ?? '');
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') names.push(`${rel} › ${t.fullName ?? t.title}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      names.push(`${rel} (file failed: ${(file.message ?? '').split('\n')[0].slice(0, 200)})`);
  }
  return names;
}

/** Names of the Playwright tests whose final status is `status`: `flaky` (failed, then passed on a retry) or
 * `unexpected` (failed for good). */
function playwrightTests(report, status) {
  const names = [];
  const walk = (suite, trail) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === status) names.push(`${spec.file ?? suite.file} › ${[...here, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const s of report.suites ?? []) walk(s, []);
  return names;
}

// Prerequisites, checked before any suite runs.
const pgUrl = new URL(process.env.PRINTFLOOR_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const pgUp = await portOpen(pgUrl.hostname, Number(pgUrl.port || 5432));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasE2e = existsSync(path.join(root, 'apps/web/playwright.config.ts'));
const chromiumUp = existsSync(chromium) && executable(chromium);
const pgMissing = `PostgreSQL suite (nothing answers on ${pgUrl.host}; the two-instance numbering and live-channel tests need it)`;
const chromiumMissing = `browser suite (no Chromium at ${chromium}; apt-get install chromium fonts-noto-cjk)`;
const missing = [...(pgUp ? [] : [pgMissing]), ...(hasE2e && !chromiumUp ? [chromiumMissing] : [])];

if (ci && missing.length) {
  console.log('\nCI=true: the run needs PostgreSQL and Chromium, and refuses to go green without them.');
  for (const m of missing) console.log(`missing: ${m}`);
  failed += missing.length;
  notRun.push(...missing);
  finish();
}
if (preflightOnly) {
  notRun.push(...missing);
  console.log(
    `preflight only: PostgreSQL ${pgUp ? 'answers' : 'missing'}, Chromium ${chromiumUp ? 'found' : 'missing'}`,
  );
  finish();
}

if (only) {
  const left = ['pglite', 'pg', 'web', 'e2e'].filter((x) => !only.includes(x));
  if (left.length) notRun.push(`${left.join(', ')} (left out by --only)`);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/**
 * The server folders that run on PGlite as well: where the data layer is exercised (the database client,
 * transactions and row-level security, the outbox, migrations and the seed, numbering, the COPY import of
 * orders, the scheduler's locks, logins' sessions). Everything else goes through the same data layer and runs
 * on PostgreSQL; the browser suite runs the whole console on PGlite. docs/testing.md says why.
 */
const PGLITE_FOLDERS = ['platform', 'seed', 'orders', 'base-data', 'jobs', 'auth'].map(
  (folder) => `apps/server/test/${folder}/`,
);
const pgliteAll = process.argv.includes('--pglite-all');
/**
 * Sweeps of every route in those folders that test the HTTP layer, not the data layer (bad input, deny-by-default
 * permissions): on PostgreSQL only. They were 614 of the PGlite run's 979 seconds of tests.
 */
const PGLITE_EXCLUDED = new Set(
  ['platform/bad-input.test.ts', 'platform/permissions.test.ts'].map((file) => `apps/server/test/${file}`),
);
/** The files of PGLITE_FOLDERS but PGLITE_EXCLUDED, as Vitest's file filters (a project's CLI `--exclude` is not applied). */
function pgliteFiles() {
  return PGLITE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `${folder}${f.split(path.sep).join('/')}`),
  ).filter((f) => !PGLITE_EXCLUDED.has(f));
}

async function pglite() {
  if (wanted('pglite'))
    await vitest(
      pgliteAll ? 'server on PGlite' : 'server on PGlite (data layer)',
      ['--project', 'server*', ...(pgliteAll || extra.length ? [] : pgliteFiles())],
      path.join(out, 'pglite.json'),
    );
}

async function postgres() {
  if (!wanted('pg')) return; // left out on request
  if (!pgUp) {
    notRun.push(pgMissing);
    return;
  }
  await vitest(
    'contract + server on PostgreSQL',
    ['--project', 'contract', '--project', 'server*'],
    path.join(out, 'pg.json'),
    {
      PRINTFLOOR_TEST_DB: 'pg',
    },
  );
}

async function web() {
  if (wanted('web') && existsSync(path.join(root, 'apps/web/vitest.config.ts')))
    await vitest('console unit tests', ['--root', 'apps/web'], path.join(out, 'web.json'));
}

async function e2e() {
  if (!wanted('e2e')) return; // left out on request
  if (!hasE2e) return;
  if (!chromiumUp) {
    notRun.push(chromiumMissing);
    return;
  }
  const file = path.join(out, 'e2e.json');
  const status = await run(E2E_LABEL, 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...extra], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const s = report.stats;
    const names = playwrightTests(report, 'flaky');
    flaky.push(...names);
    failures.push(...playwrightTests(report, 'unexpected').map((n) => `e2e: ${n}`));
    passed += s.expected;
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
}

const started = Date.now();
/**
 * Two lanes taking suites from one queue: the browser suite starts at once in one lane, the PostgreSQL suite in
 * the other, and whichever lane is free first takes the next of PGlite's and the console unit tests. Which of the
 * two long suites ends first depends on the machine (the browser suite on one CI machine, the PostgreSQL suite on
 * another), so a fixed order left one lane idle for minutes while the other ran two suites more.
 */
const queue = [e2e, postgres, pglite, web];
const lane = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) await next();
};
if (lanes === 1) await lane();
else await Promise.all([lane(), lane()]);
const total = Math.round((Date.now() - started) / 1000);
times.push(
  `all suites ${Math.floor(total / 60)} min ${total % 60} s (${lanes === 1 ? 'one after another' : 'two lanes side by side'})`,
);

finish();
