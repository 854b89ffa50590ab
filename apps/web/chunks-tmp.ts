import { spawn, execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
const root = '/work/main';
execSync(`node_modules/.bin/tsx apps/server/scripts/prepare-data.ts --data-dir /tmp/pf-chunks --fresh --captcha off`, { cwd: root });
const srv = spawn('node_modules/.bin/tsx', ['apps/server/src/main.ts'], { cwd: root, env: { ...process.env, PRINTFLOOR_DATA_DIR: '/tmp/pf-chunks', PORT: '5966', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
for (let i = 0; i < 100; i++) { try { if ((await fetch('http://127.0.0.1:5966/api/health/ping')).ok) break; } catch {} await new Promise(r => setTimeout(r, 300)); }
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
const urls: string[] = [];
p.on('response', (r) => { if (r.url().endsWith('.js')) urls.push(r.url()); });
await p.goto('http://127.0.0.1:5966/factory/login', { waitUntil: 'networkidle' });
let t = 0;
for (const u of urls) { const f = root + '/apps/web/dist' + new URL(u).pathname; const g = gzipSync(readFileSync(f)).length; t += g; console.log((g/1024).toFixed(1).padStart(7), new URL(u).pathname); }
console.log('total', (t/1024).toFixed(1));
await b.close(); srv.kill();
