import type { DbColumnRow, DbIndexRow, DbPolicyRow, DbTableRow } from '@printfloor/contract';
import { describe, expect, it } from 'vitest';
import { adminMiscSuite } from './misc-helpers.ts';

describe('database tables (sysDatabase)', () => {
  const { suite, superadmin, factory, user1 } = adminMiscSuite();

  it('tableList: every table with its TENANT/GLOBAL marking, row-level security and policies', async () => {
    const res = await superadmin.get<DbTableRow[]>('/api/sysDatabase/tableList');
    expect(res.body.code).toBe(200);
    const byName = new Map(res.body.result.map((t) => [t.name, t]));
    const order = byName.get('oms_order');
    expect(order).toMatchObject({ scope: 'TENANT', rowSecurity: true, dbObjectType: 'table', schema: 'public' });
    expect(order?.policyCount).toBeGreaterThan(0);
    expect(order?.columnCount).toBeGreaterThan(10);
    expect(typeof order?.rowEstimate).toBe('number');
    expect(byName.get('sys_menu')).toMatchObject({ scope: 'GLOBAL', rowSecurity: false, policyCount: 0 });
    // Only the application's tables: none of PostgreSQL's own.
    expect([...byName.keys()].some((n) => n.startsWith('pg_'))).toBe(false);
  });

  it('columnList, indexList, policyList: the parts of one table', async () => {
    const columns = (await superadmin.get<DbColumnRow[]>('/api/sysDatabase/columnList', { tableName: 'oms_order' }))
      .body.result;
    const id = columns.find((c) => c.dbColumnName === 'id');
    expect(id).toMatchObject({ isPrimarykey: true, isNullable: false, dataType: 'bigint' });
    expect(id?.defaultValue).toContain('nextval');
    // The key is (tenant_id, id): both columns are marked.
    expect(columns.find((c) => c.dbColumnName === 'tenant_id')).toMatchObject({ isPrimarykey: true });
    expect(columns.find((c) => c.dbColumnName === 'order_code')).toMatchObject({
      isPrimarykey: false,
      isNullable: false,
    });
    expect(columns.find((c) => c.dbColumnName === 'pod_order_code')).toMatchObject({ isNullable: true });

    const indexes = (await superadmin.get<DbIndexRow[]>('/api/sysDatabase/indexList', { tableName: 'oms_order' })).body
      .result;
    expect(indexes[0]).toMatchObject({ isPrimary: true, isUnique: true });
    expect(indexes.find((i) => i.indexName === 'oms_order_code')?.definition).toMatch(/^CREATE UNIQUE INDEX/);

    const policies = (await superadmin.get<DbPolicyRow[]>('/api/sysDatabase/policyList', { tableName: 'oms_order' }))
      .body.result;
    expect(policies.length).toBeGreaterThan(0);
    expect(policies.some((p) => p.using?.includes('pf_current_tenant'))).toBe(true);

    const unknown = await superadmin.get('/api/sysDatabase/columnList', { tableName: 'no_such_table' });
    expect(unknown.body.code).toBe(404);
  });

  it('list and dbTypeList: the one PostgreSQL database', async () => {
    const list = (await superadmin.get<{ dbType: string; databaseKind: string }[]>('/api/sysDatabase/list')).body
      .result;
    expect(list).toEqual([expect.objectContaining({ dbType: 'PostgreSQL', databaseKind: suite.server.db.kind })]);
    expect((await superadmin.get('/api/sysDatabase/dbTypeList')).body.result).toEqual([
      { value: 4, label: 'PostgreSQL' },
    ]);
  });

  it('refuses schema changes and backups with a message that says why', async () => {
    const add = await superadmin.post('/api/sysDatabase/addColumn', { tableName: 'oms_order', dbColumnName: 'x' });
    expect(add.body.code).toBe(400);
    expect(add.body.message).toContain('[Z1007]');
    expect(add.body.message).toContain('migrations');
    const backup = await superadmin.post('/api/sysDatabase/backupDatabase', {});
    expect(backup.body.message).toContain('[Z1008]');
  });

  it('refuses a factory administrator and a platform user without the code', async () => {
    for (const call of ['tableList', 'list']) {
      expect((await factory.get(`/api/sysDatabase/${call}`)).body.code).toBe(403);
      expect((await user1.get(`/api/sysDatabase/${call}`)).body.code).toBe(403);
    }
    expect((await factory.get('/api/sysDatabase/columnList', { tableName: 'oms_order' })).body.code).toBe(403);
    expect((await factory.post('/api/sysDatabase/addTable', {})).body.code).toBe(403);
  });
});
