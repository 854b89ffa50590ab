import type {
  CodeGenColumn,
  CodeGenColumnInput,
  CodeGenInput,
  CodeGenRecord,
  DbColumnRow,
  DbTableRow,
  GeneratedFile,
  PageResult,
  PluginRow,
} from '@printfloor/contract';
import { http } from './request.ts';
import { download } from './resource.ts';

type CodeGenBody = Omit<CodeGenInput, 'columns'> & { columns?: Partial<CodeGenColumnInput>[] };

/** Code generation (platform developers): records, column configs, catalogue pickers, generated files. */
export const sysCodeGenApi = {
  page: (query: object) => http.post<PageResult<CodeGenRecord>>('/api/sysCodeGen/page', query),
  detail: (id: number) => http.get<CodeGenRecord & { columns: CodeGenColumn[] }>('/api/sysCodeGen/detail', { id }),
  add: (body: CodeGenBody) => http.post<number>('/api/sysCodeGen/add', body),
  update: (body: CodeGenBody & { id: number }) => http.post<void>('/api/sysCodeGen/update', body),
  remove: (id: number) => http.post<void>('/api/sysCodeGen/delete', { id }),
  tables: () => http.get<DbTableRow[]>('/api/sysCodeGen/tableList'),
  columns: (tableName: string) => http.get<DbColumnRow[]>('/api/sysCodeGen/columnListByTableName', { tableName }),
  domains: () => http.get<string[]>('/api/sysCodeGen/applicationNamespaces'),
  preview: (id: number) => http.get<GeneratedFile[]>('/api/sysCodeGen/preview', { id }),
  download: (id: number) => download('/api/sysCodeGen/download', 'GET', { id }, 'code.zip'),
  runLocal: (id: number) => http.post<string[]>('/api/sysCodeGen/runLocal', { id }),
  updateColumns: (codeGenId: number, columns: CodeGenColumnInput[]) =>
    http.post<void>('/api/sysCodeGenConfig/update', { codeGenId, columns }),
};

/** Plugins: the optional parts per tenant. */
export const sysPluginApi = {
  page: (tenantId?: number) => http.post<PluginRow[]>('/api/sysPlugin/page', tenantId ? { tenantId } : {}),
  update: (body: { id: string; tenantId?: number; enabled: boolean; config: PluginRow['config'] }) =>
    http.post<void>('/api/sysPlugin/update', body),
};
