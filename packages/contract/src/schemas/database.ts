/**
 * What the database-tables screen reads (admin-net-contract §10 sysDatabase): Admin.NET's
 * DbTableInfo / DbColumnOutput names, plus what PostgreSQL adds (row-level security, policies,
 * indexes, the tenant/global marking). Read-only: the schema changes through migrations.
 */

/** How a migration marked a table: pf_tenant_table comments it 'TENANT', pf_global_table 'GLOBAL'. */
export type TableScope = 'TENANT' | 'GLOBAL';

/** sysDatabase/list: one database connection the server uses (there is one). */
export interface DatabaseConfig {
  configId: string;
  dbNickName: string;
  /** 'PostgreSQL' on both back ends (PGlite is PostgreSQL compiled to WebAssembly). */
  dbType: string;
  /** 'pglite' or 'pg'. */
  databaseKind: string;
}

/** sysDatabase/tableList: one table. */
export interface DbTableRow {
  name: string;
  schema: string;
  /** The table's comment (for marked tables the marking itself). */
  description: string | null;
  dbObjectType: 'table';
  scope: TableScope | null;
  rowSecurity: boolean;
  forceRowSecurity: boolean;
  policyCount: number;
  /** The planner's estimate (pg_class.reltuples); -1 when the table was never analysed. */
  rowEstimate: number;
  columnCount: number;
}

/** sysDatabase/columnList: one column, in table order. */
export interface DbColumnRow {
  tableName: string;
  dbColumnName: string;
  dataType: string;
  isNullable: boolean;
  isPrimarykey: boolean;
  isIdentity: boolean;
  defaultValue: string | null;
  columnDescription: string | null;
  /** Position in the table (1-based). */
  createTableFieldSort: number;
}

/** sysDatabase/indexList: one index of a table. */
export interface DbIndexRow {
  indexName: string;
  definition: string;
  isUnique: boolean;
  isPrimary: boolean;
}

/** sysDatabase/policyList: one row-level-security policy of a table. */
export interface DbPolicyRow {
  policyName: string;
  command: string;
  permissive: boolean;
  roles: string[];
  using: string | null;
  withCheck: string | null;
}
