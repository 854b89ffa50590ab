#!/usr/bin/env node
/**
 * npm run compat:adminnet — Admin.NET's own web client, unmodified, against a running PrintFloor.
 * Not part of CI (needs github.com): clones zuohuaijun/Admin.NET (tag v2.4.33, or the commit of
 * admin.net 2.4.33 when the tag is missing) into a temporary folder, builds Web/ with its own
 * `vite build`, serves it with /api and /hubs (WebSocket included) forwarded to the server, and
 * drives it in Chromium: login as superadmin, every system page, the online-user drawer.
 * Prints one line per API call and hub message; exits 1 when a call failed.
 *
 * The server must hold Admin.NET's published SM2 key pair (its client hard-codes the public key)
 * and have the captcha off (system parameter sys_captcha = False): see README "Admin.NET clients".
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

async function drive(base) {
  const require = createRequire(new URL('../apps/web/package.json', import.meta.url));
  const { chromium } = require('@playwright/test');
  const executablePath = process.env.CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ executablePath });
  const page = await browser.newPage();
  let failures = 0;
  let menus = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!/^\/(api|hubs)\//.test(url.pathname)) return;
    let code = '';
    try {
      const body = await res.json();
      code = body?.code === undefined ? '' : ` code=${body.code}${body.code === 200 ? '' : ` ${body.message}`}`;
      if (body?.code !== undefined && body.code !== 200) failures += 1;
      if (url.pathname === '/api/sysMenu/loginMenuTree') menus = body.result ?? [];
    } catch {
      // not JSON (files, 101)
    }
    if (res.status() >= 400) failures += 1;
    console.log(`${res.request().method()} ${url.pathname}${url.search} → HTTP ${res.status()}${code}`);
  });
  page.on('websocket', (ws) => {
    console.log(`WS ${new URL(ws.url()).pathname} opened`);
    ws.on('framereceived', (f) => {
      for (const record of String(f.payload).split('\u001e').filter(Boolean)) {
        const m = JSON.parse(record);
        if (m.type === 1) console.log(`WS ← ${m.target}`);
      }
    });
    ws.on('close', () => console.log(`WS ${new URL(ws.url()).pathname} closed`));
  });

  await page.goto(`${base}/#/login`);
  await page.waitForLoadState('networkidle');
  // The form is prefilled with superadmin / 123456 (account.vue); sign in.
  await page.locator('.login-content-submit').click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  const byComponent = new Map();
  const walk = (nodes, prefix) => {
    for (const n of nodes) {
      if (n.component) byComponent.set(n.component, n.path);
      walk(n.children ?? [], prefix);
    }
  };
  walk(menus, '');
  for (const component of PAGES) {
    const path = byComponent.get(component);
    if (!path) {
      console.log(`PAGE ${component}: no menu of superadmin points at it`);
      failures += 1;
      continue;
    }
    console.log(`PAGE ${path} (${component})`);
    await page.goto(`${base}/#${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
  console.log('PAGE online users (top bar drawer)');
  await page.locator('.layout-navbars-breadcrumb-user-icon [title="在线用户"]').click();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await browser.close();
  return failures;
}

const dist = build(checkout());
const server = await serve(dist);
const base = `http://127.0.0.1:${server.address().port}`;
console.log(`Admin.NET client at ${base}, API ${TARGET.origin}`);
const failures = await drive(base);
server.close();
console.log(failures ? `${failures} failed call(s)` : 'every call answered without an error');
process.exit(failures ? 1 : 0);
