import type { DbColumnRow, DbIndexRow, DbPolicyRow, DbTableRow } from '@printfloor/contract';
import { http } from './request.ts';

/** Calls of the database-tables screen (platform developers; read-only). */
export const sysDatabaseApi = {
  tables: () => http.get<DbTableRow[]>('/api/sysDatabase/tableList'),
  columns: (tableName: string) => http.get<DbColumnRow[]>('/api/sysDatabase/columnList', { tableName }),
  indexes: (tableName: string) => http.get<DbIndexRow[]>('/api/sysDatabase/indexList', { tableName }),
  policies: (tableName: string) => http.get<DbPolicyRow[]>('/api/sysDatabase/policyList', { tableName }),
};
