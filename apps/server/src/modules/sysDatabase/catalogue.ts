import type {
  DatabaseConfig,
  DbColumnRow,
  DbIndexRow,
  DbPolicyRow,
  DbTableRow,
  TableScope,
} from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { BizError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';

/**
 * The database's own tables read from the PostgreSQL catalogue (pg_class, pg_attribute, pg_index,
 * pg_policy), the same on PGlite and PostgreSQL. Read as the owner (asPlatform): the catalogue is
 * not tenant data, and the application role would see every table anyway.
 */

/** Tables of the application's schemas: not PostgreSQL's own, not partitions (their parent is listed). */
const USER_TABLE = sql`c.relkind in ('r', 'p') and not c.relispartition
  and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

function scopeOf(comment: string | null): TableScope | null {
  return comment === 'TENANT' || comment === 'GLOBAL' ? comment : null;
}

export function databaseList(services: AppServices): DatabaseConfig[] {
  const kind = services.db.kind === 'pg' ? 'pg' : 'pglite';
  // One connection: every tenant shares this database (row isolation), unlike Admin.NET's Db mode.
  return [{ configId: '1300000000001', dbNickName: 'PrintFloor', dbType: 'PostgreSQL', databaseKind: kind }];
}

/** SqlSugar's DbType value of PostgreSQL, as Admin.NET's dbTypeList answers it. */
export function dbTypeList(): { value: number; label: string }[] {
  return [{ value: 4, label: 'PostgreSQL' }];
}

export async function tableList(services: AppServices): Promise<DbTableRow[]> {
  const rows = await asPlatform(services.db, (tx) =>
    queryRows<Omit<DbTableRow, 'scope' | 'dbObjectType'>>(
      tx,
      sql`select c.relname as "name", n.nspname as "schema",
            obj_description(c.oid, 'pg_class') as "description",
            c.relrowsecurity as "rowSecurity", c.relforcerowsecurity as "forceRowSecurity",
            (select count(*)::int from pg_policy p where p.polrelid = c.oid) as "policyCount",
            c.reltuples::float8 as "rowEstimate",
            (select count(*)::int from pg_attribute a
               where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as "columnCount"
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where ${USER_TABLE}
          order by n.nspname = 'public' desc, n.nspname, c.relname`,
    ),
  );
  return rows.map((r) => ({
    ...r,
    dbObjectType: 'table',
    scope: scopeOf(r.description),
    rowEstimate: Number(r.rowEstimate),
  }));
}

/** The oid of a table of the application's schemas by name (public first), or D1002. */
async function tableOid(services: AppServices, tableName: string): Promise<number> {
  const rows = await asPlatform(services.db, (tx) =>
    queryRows<{ oid: number }>(
      tx,
      sql`select c.oid::int8 as "oid" from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where ${USER_TABLE} and c.relname = ${tableName}
          order by n.nspname = 'public' desc limit 1`,
    ),
  );
  const oid = rows[0]?.oid;
  if (oid === undefined) throw new BizError('D1002', undefined, 404);
  return Number(oid);
}

async function readTable<T>(services: AppServices, tableName: string, query: (oid: SQL) => SQL): Promise<T[]> {
  const oid = await tableOid(services, tableName);
  return asPlatform(services.db, (tx) => queryRows<T>(tx, query(sql`${oid}::oid`)));
}

export function columnList(services: AppServices, tableName: string): Promise<DbColumnRow[]> {
  return readTable<DbColumnRow>(
    services,
    tableName,
    (oid) => sql`select c.relname as "tableName", a.attname as "dbColumnName",
        format_type(a.atttypid, a.atttypmod) as "dataType",
        not a.attnotnull as "isNullable",
        exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary
                  and a.attnum = any(i.indkey::int2[])) as "isPrimarykey",
        a.attidentity <> '' as "isIdentity",
        pg_get_expr(d.adbin, d.adrelid) as "defaultValue",
        col_description(c.oid, a.attnum) as "columnDescription",
        a.attnum::int as "createTableFieldSort"
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.oid = ${oid} and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
  );
}

export function indexList(services: AppServices, tableName: string): Promise<DbIndexRow[]> {
  return readTable<DbIndexRow>(
    services,
    tableName,
    (oid) => sql`select ic.relname as "indexName", pg_get_indexdef(i.indexrelid) as "definition",
        i.indisunique as "isUnique", i.indisprimary as "isPrimary"
      from pg_index i join pg_class ic on ic.oid = i.indexrelid
      where i.indrelid = ${oid}
      order by i.indisprimary desc, ic.relname`,
  );
}

export async function policyList(services: AppServices, tableName: string): Promise<DbPolicyRow[]> {
  const rows = await readTable<Omit<DbPolicyRow, 'roles'> & { roles: string }>(
    services,
    tableName,
    // Roles joined to text: array columns come back differently from PGlite and node-postgres.
    (oid) => sql`select p.polname as "policyName",
        case p.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE'
                      when 'd' then 'DELETE' else 'ALL' end as "command",
        p.polpermissive as "permissive",
        case when p.polroles = '{0}' then 'public'
             else (select string_agg(r.rolname, ',' order by r.rolname) from pg_roles r where r.oid = any(p.polroles))
        end as "roles",
        pg_get_expr(p.polqual, p.polrelid) as "using",
        pg_get_expr(p.polwithcheck, p.polrelid) as "withCheck"
      from pg_policy p where p.polrelid = ${oid}
      order by p.polname`,
  );
  return rows.map((r) => ({ ...r, roles: r.roles ? r.roles.split(',') : [] }));
}
