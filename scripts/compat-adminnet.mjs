#!/usr/bin/env node
/**
 * npm run compat:adminnet — Admin.NET's own web client, unmodified, against a running PrintFloor.
 * Not part of CI (needs github.com): clones zuohuaijun/Admin.NET (tag v2.4.33, or the commit of
 * admin.net 2.4.33 when the tag is missing) into a temporary folder, builds Web/ with its own
 * `vite build`, serves it with /api and /hubs (WebSocket included) forwarded to the server, and
 * drives it in Chromium: login as superadmin, every system page, the online-user drawer.
 * Prints one line per API call, console error and hub message, then checks the live parts (a notice
 * published through the API, a second user online, force offline from the drawer); exits 1 when a
 * call or a live check failed.
 *
 * The server must hold Admin.NET's published SM2 key pair (its client hard-codes the public key)
 * and have the captcha off (system parameter sys_captcha = False): see docs/admin-net.md.
 * Environment: PRINTFLOOR_URL (default http://127.0.0.1:5005), ADMINNET_REF (default v2.4.33),
 * ADMINNET_DIR (reuse a checkout), CHROMIUM (default /usr/bin/chromium when present).
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

const TARGET = new URL(process.env.PRINTFLOOR_URL ?? 'http://127.0.0.1:5005');
const REF = process.env.ADMINNET_REF ?? 'v2.4.33';
/** zuohuaijun/Admin.NET `next` at admin.net 2.4.33 (docs: admin-net-contract.md baseline). */
const FALLBACK_COMMIT = '7cf3dfdb0080f6881a35f5bf6faf0bf0a65a566e';
const REPO = 'https://github.com/zuohuaijun/Admin.NET.git';
/** The system pages, by the view their menu points at (Web/src/views/...). */
const PAGES = [
  '/system/user/index',
  '/system/role/index',
  '/system/org/index',
  '/system/pos/index',
  '/system/menu/index',
  '/system/dict/index',
  '/system/config/index',
  '/system/tenant/index',
  '/system/notice/index',
  '/system/log/vislog/index',
  '/system/log/oplog/index',
  '/system/log/exlog/index',
  '/system/log/difflog/index',
  '/system/file/index',
];

const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: 'inherit' });

function checkout() {
  if (process.env.ADMINNET_DIR) return process.env.ADMINNET_DIR;
  const dir = join(mkdtempSync(join(tmpdir(), 'adminnet-')), 'Admin.NET');
  try {
    run('git', ['clone', '--depth', '1', '--branch', REF, REPO, dir]);
  } catch {
    console.log(`tag ${REF} not found: using commit ${FALLBACK_COMMIT}`);
    run('git', ['init', '-q', dir]);
    run('git', ['fetch', '--depth', '1', REPO, FALLBACK_COMMIT], dir);
    run('git', ['checkout', '-q', 'FETCH_HEAD'], dir);
  }
  return dir;
}

function build(dir) {
  const web = join(dir, 'Web');
  if (!existsSync(join(web, 'dist', 'index.html'))) {
    run('npm', ['install', '--legacy-peer-deps', '--no-audit', '--no-fund'], web);
    // Production mode: VITE_API_URL is empty, so the client calls /api and /hubs on its own origin.
    run('npx', ['vite', 'build'], web);
  }
  return join(web, 'dist');
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** The built client, with /api and /hubs forwarded to PrintFloor (HTTP and WebSocket upgrades). */
function serve(dist) {
  const forwarded = (url) => /^\/(api|hubs)(\/|$|\?)/.test(url);
  const server = http.createServer((req, res) => {
    if (forwarded(req.url)) {
      const upstream = http.request(
        { host: TARGET.hostname, port: TARGET.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const path = normalize(decodeURIComponent(req.url.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  server.on('upgrade', (req, socket, head) => {
    if (!forwarded(req.url)) return socket.destroy();
    const upstream = net.connect(Number(TARGET.port || 80), TARGET.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Only loopback: the client's index.html also loads an analytics script from the internet. */
const loopback = (url) => /^(http|ws)s?:\/\/(127\.0\.0\.1|localhost)(:|\/)/.test(url) || /^(data|blob):/.test(url);

/** One browser context: its API calls and hub messages are printed (tagged after the first) and counted. */
async function open(browser, tag, counters) {
  const context = await browser.newContext();
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (loopback(url)) return route.continue();
    console.log(`${tag}blocked (not loopback): ${new URL(url).origin}`);
    return route.abort();
  });
  const page = await context.newPage();
  const hub = [];
  // Requests in flight, for settle(): a hash route change is no navigation Playwright waits for.
  let inFlight = 0;
  /** The step (page) during which each request was issued: a late answer counts for its own page. */
  const issuedIn = new WeakMap();
  page.on('request', (request) => {
    inFlight += 1;
    issuedIn.set(request, counters.step);
  });
  for (const done of ['requestfinished', 'requestfailed']) {
    page.on(done, () => {
      inFlight -= 1;
    });
  }
  page.settle = async () => {
    let quiet = 0;
    for (let waited = 0; quiet < 1000 && waited < 20_000; waited += 100) {
      await page.waitForTimeout(100);
      quiet = inFlight > 0 ? 0 : quiet + 100;
    }
  };
  page.on('console', async (message) => {
    if (message.type() !== 'error') return;
    // Where it was thrown: the first frames of an Error argument (chunk file and position).
    const stack = await message
      .args()[0]
      ?.evaluate((e) => (e instanceof Error ? e.stack : ''))
      .catch(() => '');
    const frames = (stack ?? '')
      .split('\n')
      .slice(1, 4)
      .map((f) => f.trim().replace(/https?:\/\/[^/]+\/assets\/js\//, ''));
    console.log(`${tag}CONSOLE ERROR ${message.text().split('\n')[0].slice(0, 200)} ${frames.join(' | ')}`);
  });
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!/^\/(api|hubs)\//.test(url.pathname)) return;
    let code = '';
    try {
      const body = await res.json();
      code = body?.code === undefined ? '' : ` code=${body.code}${body.code === 200 ? '' : ` ${body.message}`}`;
      if (body?.code !== undefined && body.code !== 200) counters.failures += 1;
      if (url.pathname === '/api/sysMenu/loginMenuTree') counters.menus = body.result ?? [];
    } catch {
      // not JSON (files, 101)
    }
    if (res.status() >= 400) counters.failures += 1;
    counters.calls += 1;
    if (issuedIn.get(res.request()) === counters.step) counters.stepCalls += 1;
    console.log(`${tag}${res.request().method()} ${url.pathname}${url.search} → HTTP ${res.status()}${code}`);
  });
  page.on('pageerror', (error) => {
    counters.failures += 1;
    console.log(`${tag}PAGE ERROR ${error.message.split('\n')[0]}`);
  });
  page.on('websocket', (ws) => {
    console.log(`${tag}WS ${new URL(ws.url()).pathname} opened`);
    ws.on('framereceived', (f) => {
      for (const record of String(f.payload).split('\u001e').filter(Boolean)) {
        const m = JSON.parse(record);
        if (m.type === 1) {
          hub.push(m);
          console.log(`${tag}WS ← ${m.target} ${JSON.stringify(m.arguments).slice(0, 160)}`);
        }
        if (m.type === 7) console.log(`${tag}WS ← close ${m.error ?? ''}`);
      }
    });
    ws.on('close', () => console.log(`${tag}WS ${new URL(ws.url()).pathname} closed`));
  });
  return { context, page, hub };
}

async function signIn(page, base, account) {
  await page.goto(`${base}/#/login`);
  await page.waitForLoadState('networkidle');
  // The form is prefilled with superadmin / 123456 (account.vue).
  const form = page.locator('form', { has: page.getByPlaceholder('请输入账号') });
  if (account !== 'superadmin') await form.getByPlaceholder('请输入账号').fill(account);
  // The phone tab has a sign-in button of the same class: the account form's own.
  await form.locator('.login-content-submit').click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 30_000 });
  await page.settle();
}

/** Waits until `hub` holds a message for `target` matching `test`; logs the check and counts a miss. */
async function expectHub(hub, target, test, what, counters) {
  for (let waited = 0; waited < 15_000; waited += 250) {
    if (hub.some((m) => m.target === target && test(m.arguments?.[0]))) {
      console.log(`LIVE ${what}: ${target} received`);
      return true;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`LIVE ${what}: ${target} NOT received within 15 s`);
  counters.failures += 1;
  return false;
}

async function drive(base) {
  const require = createRequire(new URL('../apps/web/package.json', import.meta.url));
  const { chromium } = require('@playwright/test');
  const executablePath = process.env.CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath });
  const counters = { calls: 0, failures: 0, menus: [], step: 0, stepCalls: 0 };
  const summary = [];
  let mark = { label: 'login', calls: 0, failures: 0 };
  const section = (label) => {
    summary.push({ ...mark, calls: counters.calls - mark.calls, failures: counters.failures - mark.failures });
    mark = { label, calls: counters.calls, failures: counters.failures };
  };
  const main = await open(browser, '', counters);
  const { page } = main;
  await signIn(page, base, 'superadmin');

  const byComponent = new Map();
  const walk = (nodes) => {
    for (const n of nodes) {
      if (n.component) byComponent.set(n.component, n.path);
      walk(n.children ?? []);
    }
  };
  walk(counters.menus);
  for (const component of PAGES) {
    section(component);
    const path = byComponent.get(component);
    if (!path) {
      console.log(`PAGE ${component}: no menu of superadmin points at it`);
      counters.failures += 1;
      continue;
    }
    console.log(`PAGE ${path} (${component})`);
    // The router's own navigation (a hash change), as a click in the menu does; then the page's first call.
    counters.step += 1;
    counters.stepCalls = 0;
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, path);
    for (let waited = 0; counters.stepCalls === 0 && waited < 15_000; waited += 100) await page.waitForTimeout(100);
    await page.settle();
  }
  section('online users (drawer)');
  console.log('PAGE online users (top bar drawer)');
  await page.locator('.layout-navbars-breadcrumb-user-icon [title="在线用户"]').click();
  await page.settle();

  // Live: a notice published through our API reaches the open client as PublicNotice.
  section('live notice');
  const title = `compat ${new Date().toISOString()}`;
  const published = await page.evaluate(async (title) => {
    const token = JSON.parse(localStorage.getItem('admin.net:access-token'));
    const call = (path, body) =>
      fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const added = await call('/api/sysNotice/add', { title, content: '<p>compat-adminnet</p>', type: 1 });
    const id = typeof added.result === 'object' ? added.result?.id : added.result;
    const pub = await call('/api/sysNotice/public', { id });
    return { added: added.code, published: pub.code, message: pub.message ?? added.message };
  }, title);
  console.log(`LIVE notice added/published through the API: ${JSON.stringify(published)}`);
  await expectHub(main.hub, 'PublicNotice', (n) => n?.title === title, 'published notice', counters);

  // Live: a second user signs in (the drawer hears OnlineUserList) and is forced offline from the drawer.
  section('live online users + force offline');
  const second = await open(browser, '[admin] ', counters);
  await signIn(second.page, base, 'admin');
  await second.page.settle();
  await expectHub(main.hub, 'OnlineUserList', (x) => x?.online === true, 'second user signs in', counters);
  const row = page.locator('.el-drawer .el-table__row', { hasText: 'admin' }).filter({ hasNotText: 'superadmin' });
  if (await row.count()) {
    await row.first().getByRole('button', { name: '下线' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expectHub(second.hub, 'ForceOffline', () => true, 'force offline from the drawer', counters);
    await second.page.waitForTimeout(1000);
  } else {
    const rows = await page.locator('.el-drawer .el-table__row').allInnerTexts();
    console.log(`LIVE force offline: the drawer lists no row for account admin: ${JSON.stringify(rows)}`);
    counters.failures += 1;
  }
  section('end');
  await browser.close();
  console.log('SUMMARY (calls and failures per step):');
  for (const s of summary) console.log(`  ${s.label}: ${s.calls} call(s), ${s.failures} failure(s)`);
  return counters.failures;
}

const dist = build(checkout());
const server = await serve(dist);
const base = `http://127.0.0.1:${server.address().port}`;
console.log(`Admin.NET client at ${base}, API ${TARGET.origin}`);
const failures = await drive(base);
server.close();
console.log(failures ? `${failures} failed call(s)` : 'every call answered without an error');
process.exit(failures ? 1 : 0);
