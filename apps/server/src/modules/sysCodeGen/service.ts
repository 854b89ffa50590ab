import {
  CODE_GEN_STANDARD_COLUMNS,
  type CodeGenColumn,
  type CodeGenColumnInput,
  type CodeGenInput,
  type CodeGenPageInput,
  type CodeGenRecord,
  type CodeGenUpdateInput,
  type GeneratedFile,
  LANGUAGES,
  type LocalizedText,
  type PageResult,
  pageResult,
} from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { BizError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { columnList } from '../sysDatabase/index.ts';
import {
  type CodeGenSpec,
  camelCase,
  controlOf,
  dataTypeOf,
  type GenColumn,
  generateFiles,
  maxLengthOf,
} from './generator.ts';

/**
 * Code-gen records and their column configs (GLOBAL tables sys_code_gen, sys_code_gen_config),
 * read and written as the owner: they are the platform developers', not a tenant's, and every
 * route is platform-only.
 */

const RECORD_COLUMNS = sql`g.id::text as "id", g.table_name as "tableName", g.resource_name as "resourceName",
  g.domain as "domain", g.business_name as "businessName", g.menu_icon as "menuIcon",
  g.migration_no as "migrationNo", g.remark as "remark",
  (select count(*)::int from sys_code_gen_config c where c.code_gen_id = g.id) as "columnCount",
  g.create_time as "createTime", g.update_time as "updateTime"`;

const COLUMN_COLUMNS = sql`c.id::text as "id", c.code_gen_id::text as "codeGenId", c.column_name as "columnName",
  c.property_name as "propertyName", c.data_type as "dataType", c.label as "label", c.control as "control",
  c.query_type as "queryType", c.required as "required", c.list_visible as "listVisible",
  c.form_visible as "formVisible", c.dict_code as "dictCode", c.max_length as "maxLength", c.order_no as "orderNo"`;

const recordOf = (r: CodeGenRecord): CodeGenRecord => ({ ...r, id: Number(r.id) });
const columnOf = (c: CodeGenColumn): CodeGenColumn => ({ ...c, id: Number(c.id), codeGenId: Number(c.codeGenId) });

/** Typed columns checked (no standard column, none twice, a dictionary control names its dictionary). */
function typedColumns(columns: readonly CodeGenColumnInput[]): GenColumn[] {
  const seen = new Set<string>();
  return columns.map((c) => {
    if (CODE_GEN_STANDARD_COLUMNS.includes(c.columnName) || seen.has(c.columnName))
      throw new BizError('D1205', { column: c.columnName });
    seen.add(c.columnName);
    if (c.control === 'dict' && !c.dictCode) throw new BizError('D1206', { column: c.columnName });
    return {
      ...c,
      propertyName: camelCase(c.columnName),
      dataType: dataTypeOf(c.control),
      dictCode: c.control === 'dict' ? c.dictCode : null,
      maxLength: c.control === 'input' ? c.maxLength : null,
    };
  });
}

/** The columns of an existing table (from the catalogue), standard ones left out. */
async function catalogueColumns(services: AppServices, tableName: string): Promise<GenColumn[]> {
  const rows = await columnList(services, tableName).catch((error: unknown) => {
    if (error instanceof BizError && error.errorCode === 'D1002') return [];
    throw error;
  });
  return rows
    .filter((c) => !CODE_GEN_STANDARD_COLUMNS.includes(c.dbColumnName))
    .map((c) => {
      const text = c.columnDescription?.trim() || c.dbColumnName;
      const label = Object.fromEntries(LANGUAGES.map((lang) => [lang, text.slice(0, 64)])) as LocalizedText;
      const control = controlOf(c.dataType);
      return {
        columnName: c.dbColumnName,
        propertyName: camelCase(c.dbColumnName),
        dataType: c.dataType,
        label,
        control,
        queryType: 'none' as const,
        required: !c.isNullable && c.defaultValue === null && control !== 'switch',
        listVisible: true,
        formVisible: true,
        dictCode: null,
        maxLength: maxLengthOf(c.dataType),
      };
    });
}

async function columnsFor(services: AppServices, input: CodeGenInput): Promise<GenColumn[]> {
  const columns = input.columns?.length
    ? typedColumns(input.columns)
    : await catalogueColumns(services, input.tableName);
  if (!columns.length) throw new BizError('D1202', { table: input.tableName });
  return columns;
}

async function writeColumns(tx: Tx, codeGenId: number, columns: readonly GenColumn[]): Promise<void> {
  await tx.execute(sql`delete from sys_code_gen_config where code_gen_id = ${codeGenId}`);
  const rows = columns.map((c, i) => ({
    column_name: c.columnName,
    property_name: c.propertyName,
    data_type: c.dataType,
    label: c.label,
    control: c.control,
    query_type: c.queryType,
    required: c.required,
    list_visible: c.listVisible,
    form_visible: c.formVisible,
    dict_code: c.dictCode,
    max_length: c.maxLength,
    order_no: (i + 1) * 10,
  }));
  // One statement for every column: the rows travel as one JSON parameter.
  await tx.execute(sql`insert into sys_code_gen_config (code_gen_id, column_name, property_name, data_type, label,
      control, query_type, required, list_visible, form_visible, dict_code, max_length, order_no)
    select ${codeGenId}, x.column_name, x.property_name, x.data_type, x.label, x.control, x.query_type, x.required,
           x.list_visible, x.form_visible, x.dict_code, x.max_length, x.order_no
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(column_name text, property_name text,
        data_type text, label jsonb, control text, query_type text, required boolean, list_visible boolean,
        form_visible boolean, dict_code text, max_length int, order_no int)`);
}

async function assertNameFree(tx: Tx, resourceName: string, exceptId: number): Promise<void> {
  const taken = await queryRows<{ id: string }>(
    tx,
    sql`select id::text as "id" from sys_code_gen where resource_name = ${resourceName} and id <> ${exceptId}`,
  );
  if (taken.length) throw new BizError('D1201', { name: resourceName });
}

export async function pageCodeGen(services: AppServices, input: CodeGenPageInput): Promise<PageResult<CodeGenRecord>> {
  const table = input.tableName ? `%${input.tableName}%` : null;
  const resource = input.resourceName ? `%${input.resourceName}%` : null;
  const where = sql`(${table}::text is null or g.table_name ilike ${table})
    and (${resource}::text is null or g.resource_name ilike ${resource})`;
  return asPlatform(services.db, async (tx) => {
    const [{ total }] = await queryRows<{ total: number }>(
      tx,
      sql`select count(*)::int as "total" from sys_code_gen g where ${where}`,
    );
    const items = await queryRows<CodeGenRecord>(
      tx,
      sql`select ${RECORD_COLUMNS} from sys_code_gen g where ${where}
          order by g.create_time desc, g.id desc
          limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
    );
    return pageResult(items.map(recordOf), total, input.page, input.pageSize);
  });
}

export async function codeGenDetail(
  services: AppServices,
  id: number,
): Promise<CodeGenRecord & { columns: CodeGenColumn[] }> {
  return asPlatform(services.db, async (tx) => {
    const [record] = await queryRows<CodeGenRecord>(
      tx,
      sql`select ${RECORD_COLUMNS} from sys_code_gen g where g.id = ${id}`,
    );
    if (!record) throw new BizError('D1200', { id }, 404);
    const columns = await queryRows<CodeGenColumn>(
      tx,
      sql`select ${COLUMN_COLUMNS} from sys_code_gen_config c where c.code_gen_id = ${id} order by c.order_no, c.id`,
    );
    return { ...recordOf(record), columns: columns.map(columnOf) };
  });
}

export async function addCodeGen(services: AppServices, auth: AuthContext, input: CodeGenInput): Promise<number> {
  const columns = await columnsFor(services, input);
  return asPlatform(services.db, async (tx) => {
    await assertNameFree(tx, input.resourceName, 0);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into sys_code_gen (table_name, resource_name, domain, business_name, menu_icon, migration_no, remark,
            create_user_id, create_user_name)
          values (${input.tableName}, ${input.resourceName}, ${input.domain}, ${JSON.stringify(input.businessName)}::jsonb,
            ${input.menuIcon}, ${input.migrationNo}, ${input.remark}, ${auth.userId}, ${auth.realName})
          returning id::text as "id"`,
    );
    const id = Number(row.id);
    await writeColumns(tx, id, columns);
    return id;
  });
}

/** Updates a record; its columns are replaced when given, re-read from the catalogue when the table changed. */
export async function updateCodeGen(
  services: AppServices,
  auth: AuthContext,
  input: CodeGenUpdateInput,
): Promise<void> {
  const current = await codeGenDetail(services, input.id);
  const reread = input.columns?.length || current.tableName !== input.tableName;
  const columns = reread ? await columnsFor(services, input) : null;
  await asPlatform(services.db, async (tx) => {
    await assertNameFree(tx, input.resourceName, input.id);
    await tx.execute(sql`update sys_code_gen set table_name = ${input.tableName}, resource_name = ${input.resourceName},
        domain = ${input.domain}, business_name = ${JSON.stringify(input.businessName)}::jsonb,
        menu_icon = ${input.menuIcon}, migration_no = ${input.migrationNo}, remark = ${input.remark},
        update_time = now(), update_user_id = ${auth.userId}, update_user_name = ${auth.realName}
      where id = ${input.id}`);
    if (columns) await writeColumns(tx, input.id, columns);
  });
}

export async function deleteCodeGen(services: AppServices, id: number): Promise<void> {
  const deleted = await asPlatform(services.db, (tx) =>
    queryRows<{ id: string }>(tx, sql`delete from sys_code_gen where id = ${id} returning id::text as "id"`),
  );
  if (!deleted.length) throw new BizError('D1200', { id }, 404);
}

export async function columnConfigs(services: AppServices, codeGenId: number): Promise<CodeGenColumn[]> {
  return (await codeGenDetail(services, codeGenId)).columns;
}

export async function columnConfigDetail(services: AppServices, id: number): Promise<CodeGenColumn> {
  const [row] = await asPlatform(services.db, (tx) =>
    queryRows<CodeGenColumn>(tx, sql`select ${COLUMN_COLUMNS} from sys_code_gen_config c where c.id = ${id}`),
  );
  if (!row) throw new BizError('D1002', undefined, 404);
  return columnOf(row);
}

/** Replaces a record's column configs (sysCodeGenConfig/update). */
export async function updateColumnConfigs(
  services: AppServices,
  codeGenId: number,
  columns: readonly CodeGenColumnInput[],
): Promise<void> {
  await codeGenDetail(services, codeGenId);
  const typed = typedColumns(columns);
  await asPlatform(services.db, async (tx) => {
    await writeColumns(tx, codeGenId, typed);
    await tx.execute(sql`update sys_code_gen set update_time = now() where id = ${codeGenId}`);
  });
}

/** The generator's input from a stored record. */
export function specOf(record: CodeGenRecord & { columns: CodeGenColumn[] }): CodeGenSpec {
  return {
    tableName: record.tableName,
    resourceName: record.resourceName,
    domain: record.domain,
    businessName: record.businessName,
    menuIcon: record.menuIcon,
    migrationNo: record.migrationNo,
    columns: record.columns,
  };
}

export async function previewCodeGen(services: AppServices, id: number): Promise<GeneratedFile[]> {
  return generateFiles(specOf(await codeGenDetail(services, id)));
}
