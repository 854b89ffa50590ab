/**
 * `npm run bench:import` — memory of a 50,000-row xlsx import (issue 17 "Bounded imports").
 *
 * Starts the real (built) server as a child process on a fresh embedded database (or DATABASE_URL),
 * builds a 50,000-row positions workbook, imports it through POST /api/sysPos/import and samples
 * the server's resident memory (/proc/<pid>/status) every 20 ms: peak RSS above the idle RSS just
 * before. Then the same file is parsed bare by exceljs's streaming reader in a fresh process
 * (bench/import-bare.ts), measured the same way, and both figures are printed side by side.
 * Goal: the import's peak ≤ 300 MB above idle.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { prepareData } from '../src/devtools/prepare-data.ts';
import { peakDuring, rss } from './memory.ts';
import { loginSuperadmin, startServer } from './server.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const PORT = Number(process.env.BENCH_PORT ?? 5998);
const GOAL_MB = 300;
const MB = 1024 * 1024;

const dataDir = mkdtempSync(path.join(tmpdir(), 'printfloor-bench-import-'));
const file = path.join(dataDir, 'positions.xlsx');

// 1. The workbook: headers as the template names them, ordinary values.
const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
const ws = wb.addWorksheet('Positions');
ws.addRow(['名称', '编码', '排序', '备注']).commit();
for (let i = 1; i <= ROWS; i++)
  ws.addRow([`Position ${i}`, `BENCH-${i}`, i % 1000, `imported row ${i} of the benchmark`]).commit();
await wb.commit();
const bytes = readFileSync(file);

// 2. The server.
await prepareData({ dataDir, captcha: false });
// The built server, as production runs it (bench/server.ts).
const server = await startServer(PORT, { PRINTFLOOR_DATA_DIR: dataDir }, { single: true });
try {
  const token = await loginSuperadmin(server.base);
  await new Promise((r) => setTimeout(r, 2_000));
  const pid = server.pid;
  const idle = rss(pid);
  type Answer = { code: number; message: string; result: { total: number; imported: number; failed: number } };
  const answers: Answer[] = [];
  const started = Date.now();
  const peak = await peakDuring(pid, async () => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'positions.xlsx');
    const res = await fetch(`${server.base}/api/sysPos/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      body: form,
    });
    answers.push((await res.json()) as Answer);
  });
  const seconds = (Date.now() - started) / 1000;
  const result = answers[0];
  if (result?.code !== 200) throw new Error(`import failed: ${result?.message}`);

  // 3. The same file parsed bare by the streaming reader, in a fresh process.
  const bare = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'import-bare.ts'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  bare.stdout.on('data', (c: Buffer) => {
    out += String(c);
  });
  await new Promise((resolve) => bare.on('exit', resolve));
  const bareFigures = JSON.parse(out.trim().split('\n').pop() ?? '{}') as {
    peakAboveIdle: number;
    rows: number;
    seconds: number;
  };

  const above = peak - idle;
  console.log(
    `\nImport benchmark: ${ROWS.toLocaleString('en')} rows, ${(bytes.length / MB).toFixed(1)} MB xlsx, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  console.log('                                         peak RSS above idle   time     rows');
  console.log(
    `server: POST /api/sysPos/import          ${(above / MB).toFixed(0).padStart(8)} MB   ${seconds.toFixed(1).padStart(7)} s  ${result.result.imported} imported, ${result.result.failed} failed (idle ${(idle / MB).toFixed(0)} MB)`,
  );
  console.log(
    `bare: exceljs streaming reader           ${(bareFigures.peakAboveIdle / MB).toFixed(0).padStart(8)} MB   ${bareFigures.seconds.toFixed(1).padStart(7)} s  ${bareFigures.rows} rows read`,
  );
  console.log(`\ngoal (≤ ${GOAL_MB} MB above idle): ${above <= GOAL_MB * MB ? 'met' : 'NOT met'}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
