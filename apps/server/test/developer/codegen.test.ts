import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CodeGenColumn, CodeGenRecord, DbTableRow, GeneratedFile, PageResult } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { writeLocal } from '../../src/modules/sysCodeGen/local.ts';
import { adminMiscSuite } from '../admin/misc-helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

const L = (text: string) => ({ 'zh-CN': `${text}（中）`, en: text, 'zh-TW': `${text}（繁）`, 'pt-BR': `${text} (pt)` });

/** A record typed in: every control once, searches, a dictionary, a hidden field, a quote in a label. */
function sample(suffix: string) {
  return {
    tableName: `cg_sample_${suffix}`,
    resourceName: `cgSample${suffix}`,
    domain: 'workforce',
    businessName: L("Sample's resource"),
    migrationNo: 9001,
    columns: [
      { columnName: 'code', label: L('Code'), control: 'input', queryType: 'like', required: true, maxLength: 32 },
      { columnName: 'note', label: L('Note'), control: 'textarea', listVisible: false },
      { columnName: 'qty', label: L('Quantity'), control: 'integer', queryType: 'range' },
      { columnName: 'weight', label: L('Weight'), control: 'number' },
      { columnName: 'unit_price', label: L('Unit price'), control: 'money', required: true },
      { columnName: 'is_active', label: L('Active'), control: 'switch', queryType: 'eq' },
      { columnName: 'due_date', label: L('Due date'), control: 'date', queryType: 'range' },
      { columnName: 'done_at', label: L('Done at'), control: 'datetime', formVisible: false },
      { columnName: 'gender', label: L('Gender'), control: 'dict', dictCode: 'sys_gender', queryType: 'eq' },
    ],
  };
}

describe('developer tools: code generation (sysCodeGen)', () => {
  const { suite, superadmin, factory, user1 } = adminMiscSuite();

  it('is for the platform only: a factory administrator and a user without the codes are refused', async () => {
    for (const who of [factory, user1]) {
      expect((await who.post('/api/sysCodeGen/page', {})).body.code).toBe(403);
      expect((await who.get('/api/sysCodeGen/tableList')).body.code).toBe(403);
      expect((await who.get('/api/sysCodeGen/preview', { id: '1' })).body.code).toBe(403);
      expect((await who.post('/api/sysCodeGen/add', sample('x'))).body.code).toBe(403);
      expect((await who.get('/api/sysCodeGenConfig/list', { codeGenId: '1' })).body.code).toBe(403);
    }
    const tables = await superadmin.get<DbTableRow[]>('/api/sysCodeGen/tableList');
    expect(tables.body.result.some((t) => t.name === 'mes_holiday')).toBe(true);
    const domains = await superadmin.get<string[]>('/api/sysCodeGen/applicationNamespaces');
    expect(domains.body.result).toEqual(expect.arrayContaining(['workforce', 'orders', 'sysCodeGen']));
  });

  it('refuses bad input with a message that says why', async () => {
    const bad = await superadmin.post('/api/sysCodeGen/add', { ...sample('bad'), tableName: 'Bad Name' });
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toContain('tableName');
    const standard = await superadmin.post('/api/sysCodeGen/add', {
      ...sample('std'),
      columns: [{ columnName: 'tenant_id', label: L('Tenant'), control: 'integer' }],
    });
    expect(standard.body.message).toContain('[D1205]');
    const dict = await superadmin.post('/api/sysCodeGen/add', {
      ...sample('dict'),
      columns: [{ columnName: 'kind', label: L('Kind'), control: 'dict' }],
    });
    expect(dict.body.message).toContain('[D1206]');
    const none = await superadmin.post('/api/sysCodeGen/add', { ...sample('none'), columns: [] });
    expect(none.body.message).toContain('[D1202]');
    expect((await superadmin.get('/api/sysCodeGen/preview', { id: '99999999' })).body.message).toContain('[D1200]');
  });

  it('reads the columns of an existing table, keeps the configs editable, and lists, updates, deletes', async () => {
    const add = await superadmin.post<number>('/api/sysCodeGen/add', {
      tableName: 'mes_holiday',
      resourceName: 'holidayCopy',
      domain: 'workforce',
      businessName: L('Holidays'),
      migrationNo: 9002,
    });
    expect(add.body.message).toBe('');
    const id = add.body.result;
    const columns = (await superadmin.get<CodeGenColumn[]>('/api/sysCodeGenConfig/list', { codeGenId: String(id) }))
      .body.result;
    // The standard columns are the generator's own; the table's columns come with their controls.
    expect(columns.map((c) => c.columnName)).toEqual(['holiday_date', 'name', 'holiday_type', 'remark']);
    expect(columns.find((c) => c.columnName === 'holiday_date')).toMatchObject({
      control: 'date',
      propertyName: 'holidayDate',
      required: true,
    });
    expect(columns.find((c) => c.columnName === 'holiday_type')).toMatchObject({ control: 'integer', required: false });

    const twice = await superadmin.post('/api/sysCodeGen/add', {
      tableName: 'mes_holiday',
      resourceName: 'holidayCopy',
      domain: 'workforce',
      businessName: L('Holidays'),
      migrationNo: 9003,
    });
    expect(twice.body.message).toContain('[D1201]');

    const edited = columns.map((c) => ({ ...c, queryType: c.columnName === 'name' ? 'like' : c.queryType }));
    expect(
      (await superadmin.post('/api/sysCodeGenConfig/update', { codeGenId: id, columns: edited })).body.message,
    ).toBe('');
    const name = (await superadmin.get<CodeGenColumn[]>('/api/sysCodeGenConfig/list', { codeGenId: String(id) })).body
      .result[1];
    expect(name).toMatchObject({ columnName: 'name', queryType: 'like' });
    expect(
      (await superadmin.get<CodeGenColumn>('/api/sysCodeGenConfig/detail', { id: String(name.id) })).body.result,
    ).toMatchObject({ columnName: 'name' });

    const page = await superadmin.post<PageResult<CodeGenRecord>>('/api/sysCodeGen/page', { resourceName: 'holiday' });
    expect(page.body.result.items).toEqual([expect.objectContaining({ id, tableName: 'mes_holiday', columnCount: 4 })]);
    const update = await superadmin.post('/api/sysCodeGen/update', {
      id,
      tableName: 'mes_holiday',
      resourceName: 'holidayCopy',
      domain: 'workforce',
      businessName: L('Holiday list'),
      migrationNo: 9002,
    });
    expect(update.body.message).toBe('');
    const detail = await superadmin.get<CodeGenRecord & { columns: CodeGenColumn[] }>('/api/sysCodeGen/detail', {
      id: String(id),
    });
    expect(detail.body.result.businessName.en).toBe('Holiday list');
    // The columns were kept (same table, none given): the edited search is still there.
    expect(detail.body.result.columns[1]).toMatchObject({ queryType: 'like' });
    expect((await superadmin.post('/api/sysCodeGen/delete', { id })).body.message).toBe('');
    expect((await superadmin.get('/api/sysCodeGen/detail', { id: String(id) })).body.code).toBe(404);
  });

  it('generates files that run and typecheck in the project: migration, contract, view, menu; zip; runLocal', async () => {
    const suffix = `t${Date.now().toString(36)}`;
    const input = sample(suffix);
    const add = await superadmin.post<number>('/api/sysCodeGen/add', input);
    expect(add.body.message).toBe('');
    const id = String(add.body.result);
    const files = (await superadmin.get<GeneratedFile[]>('/api/sysCodeGen/preview', { id })).body.result;
    const byKind = (end: string) => files.find((f) => f.path.endsWith(end)) as GeneratedFile;
    const migration = byKind('.sql');
    expect(migration.path).toBe(`apps/server/src/modules/workforce/migrations/9001_${input.tableName}.sql`);
    expect(migration.content).toContain('tenant_id bigint not null');
    expect(migration.content).toContain(`select pf_tenant_table('${input.tableName}');`);
    expect(migration.content).toContain(`on ${input.tableName} (tenant_id, code)`);
    const contract = byKind(`packages/contract/src/workforce/${input.resourceName}.ts`);
    expect(contract.content).toContain("L('Sample\\'s resource（中）', 'Sample\\'s resource'");
    const view = byKind('index.tsx');
    expect(view.path).toBe(`apps/web/src/views/workforce/${input.resourceName}/index.tsx`);
    expect(byKind(`generated-${input.resourceName}.ts`).content).toContain(
      `component: '/workforce/${input.resourceName}/index'`,
    );

    // The migration runs on this database (PGlite or PostgreSQL) and makes a TENANT table with row-level security;
    // then it is rolled back.
    const made = await asPlatform(suite.server.db, async (tx) => {
      for (const statement of migration.content
        .split(/;\n/)
        .map((s) => s.trim())
        .filter((s) => s && !/^(--[^\n]*\n?)+$/.test(s)))
        await tx.execute(sql.raw(statement));
      const rows = await queryRows<{ comment: string; rls: boolean }>(
        tx,
        sql`select obj_description(c.oid, 'pg_class') as "comment", c.relrowsecurity as "rls"
              from pg_class c where c.relname = ${input.tableName}`,
      );
      throw Object.assign(new Error('rollback'), { rows });
    }).catch((e: { rows?: unknown }) => e.rows);
    expect(made).toEqual([{ comment: 'TENANT', rls: true }]);

    // The zip holds the same files at the same paths.
    const zip = await suite.server.app.inject({
      method: 'GET',
      url: '/api/sysCodeGen/download',
      query: { id },
      headers: { authorization: `Bearer ${suite.superadmin}` },
    });
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(files.map((f) => f.path).sort());
    expect(strFromU8(entries[view.path])).toBe(view.content);

    // runLocal: refused on a production server; in development it writes the files, never over one.
    const production = suite.server.services.config.production;
    suite.server.services.config.production = true;
    try {
      expect((await superadmin.post('/api/sysCodeGen/runLocal', { id: Number(id) })).body.message).toContain('[D1203]');
    } finally {
      suite.server.services.config.production = production;
    }
    const scratch = mkdtempSync(path.join(tmpdir(), 'pf-codegen-'));
    try {
      expect(await writeLocal(suite.server.services, files, scratch)).toEqual(files.map((f) => f.path));
      expect(readFileSync(path.join(scratch, view.path), 'utf8')).toBe(view.content);
      await expect(writeLocal(suite.server.services, files, scratch)).rejects.toMatchObject({ errorCode: 'D1204' });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }

    // Typecheck: the contract file, view and menu entry dropped into the source tree under a scratch
    // domain, with '@printfloor/contract' resolving to the contract plus the new declaration.
    const domain = `cgCheck${suffix}`;
    const rename = (p: string) => p.replace('/workforce/', `/${domain}/`);
    const contractDir = path.join(ROOT, 'packages/contract/src', domain);
    const viewDir = path.join(ROOT, 'apps/web/src/views', domain);
    const menuPath = path.join(ROOT, byKind(`generated-${input.resourceName}.ts`).path);
    const tsconfig = path.join(ROOT, `apps/web/tsconfig.${domain}.json`);
    try {
      for (const f of [contract, view, byKind(`generated-${input.resourceName}.ts`)]) {
        const target = path.join(ROOT, rename(f.path));
        expect(existsSync(target)).toBe(false);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, f.content);
      }
      const shim = path.join(viewDir, 'contract-shim.ts');
      writeFileSync(
        shim,
        [
          "export * from '../../../../../packages/contract/src/index.ts';",
          `export * from '../../../../../packages/contract/src/${domain}/${input.resourceName}.ts';`,
          '',
        ].join('\n'),
      );
      writeFileSync(
        tsconfig,
        JSON.stringify({
          extends: './tsconfig.json',
          compilerOptions: { paths: { '@printfloor/contract': [`./src/views/${domain}/contract-shim.ts`] } },
          include: [],
          files: [
            `./src/views/${domain}/${input.resourceName}/index.tsx`,
            path.relative(path.dirname(tsconfig), menuPath),
          ],
        }),
      );
      const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
      const result = await run(tsc, ['--noEmit', '-p', tsconfig], { cwd: ROOT }).catch(
        (e: { stdout: string; code: number }) => e,
      );
      expect('stdout' in result ? result.stdout : '').toBe('');

      // The check can fail: a generated file that names a field type the engine lacks is refused. The contract
      // file alone is checked (its program is the contract's, not the console's: the first check took ~30 s of a
      // loaded CI machine, this one a few).
      writeFileSync(path.join(ROOT, rename(contract.path)), contract.content.replace("type: 'money'", "type: 'cash'"));
      writeFileSync(
        tsconfig,
        JSON.stringify({
          extends: './tsconfig.json',
          include: [],
          files: [path.relative(path.dirname(tsconfig), path.join(ROOT, rename(contract.path)))],
        }),
      );
      const broken = await run(tsc, ['--noEmit', '-p', tsconfig], { cwd: ROOT }).catch(
        (e: { stdout: string; code: number }) => e,
      );
      expect('stdout' in broken ? broken.stdout : '').toContain('error TS');
    } finally {
      rmSync(contractDir, { recursive: true, force: true });
      rmSync(viewDir, { recursive: true, force: true });
      rmSync(menuPath, { force: true });
      rmSync(tsconfig, { force: true });
    }
  }, 600_000);
});
