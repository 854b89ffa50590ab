import { existsSync, readFileSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Assembly, ServerBase, ServerDisk, ServerUsed } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { REPO_ROOT } from '../../config.ts';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import type { AppServices } from '../../services.ts';

/** Server information for the platform's server screen (admin-net-contract §10 sysServer). */

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const startedAt = new Date();

export async function serverBase(services: AppServices): Promise<ServerBase> {
  // Read-only and not tenant data: the database's own version string.
  const rows = await asPlatform(services.db, (tx) => queryRows<{ v: string }>(tx, sql`select version() as v`));
  const cpus = os.cpus();
  return {
    hostName: os.hostname(),
    systemOs: `${os.type()} ${os.release()}`,
    osArchitecture: os.arch(),
    processorCount: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? '',
    sysRunTime: Math.round(os.uptime()),
    processRunTime: Math.round(process.uptime()),
    startTime: startedAt.toISOString(),
    nodeVersion: process.version,
    frameworkDescription: `Node.js ${process.version}`,
    databaseKind: services.db.kind === 'pg' ? 'pg' : 'pglite',
    databaseVersion: rows[0]?.v ?? '',
    pid: process.pid,
    timeZone: services.config.timeZone,
    environment: services.config.production ? 'production' : 'development',
  };
}

function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

let lastCpu = { ...cpuTimes(), at: Date.now() };

/** Busy share of all cores since the previous call (or over a short sample when that was long ago). */
async function cpuRate(): Promise<number> {
  let before = lastCpu;
  if (Date.now() - before.at > 30_000 || Date.now() - before.at < 200) {
    before = { ...cpuTimes(), at: Date.now() };
    await new Promise((r) => setTimeout(r, 200));
  }
  const now = { ...cpuTimes(), at: Date.now() };
  lastCpu = now;
  const total = now.total - before.total;
  const idle = now.idle - before.idle;
  return total > 0 ? Math.max(0, Math.min(100, Math.round(((total - idle) / total) * 1000) / 10)) : 0;
}

export async function serverUsed(): Promise<ServerUsed> {
  const total = os.totalmem();
  const free = os.freemem();
  const mem = process.memoryUsage();
  return {
    cpuRate: await cpuRate(),
    loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
    totalRam: total,
    usedRam: total - free,
    freeRam: free,
    ramRate: Math.round(((total - free) / total) * 1000) / 10,
    processRss: mem.rss,
    heapUsed: mem.heapUsed,
    heapTotal: mem.heapTotal,
    processRunTime: Math.round(process.uptime()),
  };
}

/** The file system holding the data directory (the nearest existing ancestor when it is not created yet). */
export async function serverDisk(services: AppServices): Promise<ServerDisk[]> {
  let dir = path.resolve(services.config.dataDir);
  while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const s = await statfs(dir);
  const total = s.blocks * s.bsize;
  const free = s.bavail * s.bsize;
  const used = total - s.bfree * s.bsize;
  return [
    {
      diskName: dir,
      typeName: `0x${s.type.toString(16)}`,
      totalSize: total,
      used,
      availableFreeSpace: free,
      availablePercent: total > 0 ? Math.round((used / total) * 1000) / 10 : 0,
    },
  ];
}

let assemblies: Assembly[] | null = null;

function installedVersion(name: string): string | null {
  for (const base of [path.join(SERVER_DIR, 'node_modules'), path.join(REPO_ROOT, 'node_modules')]) {
    const file = path.join(base, name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? null;
  }
  return null;
}

/** The runtime and the installed versions of the server's dependencies (read once). */
export function assemblyList(): Assembly[] {
  if (assemblies) return assemblies;
  const pkg = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    dependencies?: Record<string, string>;
  };
  const list: Assembly[] = [
    { name: 'node', version: process.versions.node },
    { name: pkg.name, version: pkg.version },
  ];
  for (const [name, range] of Object.entries(pkg.dependencies ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    list.push({ name, version: installedVersion(name) ?? range });
  }
  assemblies = list;
  return list;
}
