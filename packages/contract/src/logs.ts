import type { LocalizedText } from './i18n/labels.ts';

/**
 * The four audit logs (admin-net-contract §9.2 SysLogVis / SysLogOp / SysLogEx / SysLogDiff),
 * described once for the server (generic page / detail / export / clear query) and the console
 * (columns, search form, detail view). A column key is the camelCase of its database column.
 */
export type LogKind = 'vis' | 'op' | 'ex' | 'diff';

export interface LogColumn {
  key: string;
  label: LocalizedText;
  /** Shown in the page list (default true); detail and export always carry every column. */
  list?: boolean;
  /** Search filter of the page call: case-insensitive substring or equality. */
  filter?: 'like' | 'eq';
  /** How the value is read and shown. */
  type?: 'text' | 'int' | 'datetime' | 'json' | 'long';
}

export interface LogKindInfo {
  kind: LogKind;
  /** Admin.NET service name: routes /api/{service}/page, detail, clear, export. */
  service: string;
  table: string;
  title: LocalizedText;
  columns: readonly LogColumn[];
  /** Has the export call (menus: operation and exception logs). */
  exportable: boolean;
}

const L = (zhCN: string, en: string, zhTW: string, ptBR: string): LocalizedText => ({
  'zh-CN': zhCN,
  en,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
});

const ID: LogColumn = { key: 'id', label: L('编号', 'Id', '編號', 'Id'), type: 'long', list: false };
const TENANT: LogColumn = {
  key: 'tenantId',
  label: L('租户', 'Tenant', '租戶', 'Inquilino'),
  type: 'long',
  filter: 'eq',
  list: false,
};
const LOG_TIME: LogColumn = {
  key: 'logDateTime',
  label: L('时间', 'Time', '時間', 'Horário'),
  type: 'datetime',
};
const ACCOUNT: LogColumn = { key: 'account', label: L('账号', 'Account', '帳號', 'Conta'), filter: 'like' };
const REAL_NAME: LogColumn = { key: 'realName', label: L('姓名', 'Name', '姓名', 'Nome'), filter: 'like' };
const USER_ID: LogColumn = {
  key: 'userId',
  label: L('用户Id', 'User id', '使用者Id', 'Id do usuário'),
  type: 'long',
  list: false,
};
const ELAPSED: LogColumn = {
  key: 'elapsed',
  label: L('耗时(ms)', 'Elapsed (ms)', '耗時(ms)', 'Duração (ms)'),
  type: 'int',
};
const REQUEST_URL: LogColumn = { key: 'requestUrl', label: L('请求地址', 'URL', '請求位址', 'URL'), filter: 'like' };
const TRACE_ID: LogColumn = {
  key: 'traceId',
  label: L('追踪号', 'Trace id', '追蹤號', 'Rastreio'),
  filter: 'eq',
  list: false,
};

/** Columns the visit, operation and exception logs share. */
const CALL_COLUMNS: readonly LogColumn[] = [
  ID,
  TENANT,
  LOG_TIME,
  { key: 'controllerName', label: L('模块', 'Service', '模組', 'Serviço'), filter: 'like' },
  { key: 'actionName', label: L('方法', 'Action', '方法', 'Ação'), filter: 'like' },
  { key: 'displayTitle', label: L('显示名称', 'Title', '顯示名稱', 'Título'), list: false },
  { key: 'status', label: L('状态', 'Status', '狀態', 'Status'), filter: 'eq' },
  ACCOUNT,
  REAL_NAME,
  USER_ID,
  { key: 'remoteIp', label: L('IP地址', 'IP', 'IP位址', 'IP'), filter: 'like' },
  { key: 'location', label: L('登录地点', 'Location', '登入地點', 'Local'), list: false },
  { key: 'browser', label: L('浏览器', 'Browser', '瀏覽器', 'Navegador') },
  { key: 'os', label: L('操作系统', 'OS', '作業系統', 'Sistema') },
  ELAPSED,
  { key: 'logLevel', label: L('日志级别', 'Level', '日誌級別', 'Nível'), filter: 'eq', list: false },
];

const HTTP_METHOD: LogColumn = {
  key: 'httpMethod',
  label: L('请求方式', 'Method', '請求方式', 'Método'),
  filter: 'eq',
};
const REQUEST_PARAM: LogColumn = {
  key: 'requestParam',
  label: L('请求参数', 'Parameters', '請求參數', 'Parâmetros'),
  type: 'json',
  list: false,
};
const USER_AGENT: LogColumn = {
  key: 'userAgent',
  label: L('用户代理', 'User agent', '使用者代理', 'User agent'),
  list: false,
};
const MESSAGE: LogColumn = { key: 'message', label: L('消息', 'Message', '訊息', 'Mensagem'), list: false };

export const LOG_KINDS: Record<LogKind, LogKindInfo> = {
  vis: {
    kind: 'vis',
    service: 'sysLogVis',
    table: 'sys_log_vis',
    title: L('访问日志', 'Visit log', '存取日誌', 'Log de acessos'),
    columns: [
      ...CALL_COLUMNS,
      { key: 'longitude', label: L('经度', 'Longitude', '經度', 'Longitude'), list: false },
      { key: 'latitude', label: L('纬度', 'Latitude', '緯度', 'Latitude'), list: false },
    ],
    exportable: false,
  },
  op: {
    kind: 'op',
    service: 'sysLogOp',
    table: 'sys_log_op',
    title: L('操作日志', 'Operation log', '操作日誌', 'Log de operações'),
    columns: [
      ...CALL_COLUMNS,
      HTTP_METHOD,
      REQUEST_URL,
      { key: 'resultCode', label: L('结果码', 'Result code', '結果碼', 'Código'), type: 'int', filter: 'eq' },
      REQUEST_PARAM,
      { key: 'returnResult', label: L('返回结果', 'Result', '返回結果', 'Resultado'), type: 'json', list: false },
      USER_AGENT,
      TRACE_ID,
      MESSAGE,
    ],
    exportable: true,
  },
  ex: {
    kind: 'ex',
    service: 'sysLogEx',
    table: 'sys_log_ex',
    title: L('异常日志', 'Exception log', '異常日誌', 'Log de exceções'),
    columns: [
      ...CALL_COLUMNS,
      HTTP_METHOD,
      REQUEST_URL,
      REQUEST_PARAM,
      { key: 'message', label: L('异常信息', 'Message', '異常訊息', 'Mensagem'), filter: 'like' },
      { key: 'exception', label: L('异常堆栈', 'Stack trace', '異常堆疊', 'Pilha'), list: false },
      USER_AGENT,
      TRACE_ID,
    ],
    exportable: true,
  },
  diff: {
    kind: 'diff',
    service: 'sysLogDiff',
    table: 'sys_log_diff',
    title: L('差异日志', 'Diff log', '差異日誌', 'Log de alterações'),
    columns: [
      ID,
      TENANT,
      LOG_TIME,
      { key: 'tableName', label: L('表名', 'Table', '資料表', 'Tabela'), filter: 'like' },
      { key: 'businessId', label: L('业务Id', 'Record id', '業務Id', 'Id do registro'), type: 'long', filter: 'eq' },
      { key: 'diffType', label: L('差异类型', 'Change', '差異類型', 'Alteração'), filter: 'eq' },
      ACCOUNT,
      REAL_NAME,
      USER_ID,
      REQUEST_URL,
      TRACE_ID,
      ELAPSED,
      { key: 'beforeData', label: L('修改前', 'Before', '修改前', 'Antes'), type: 'json', list: false },
      { key: 'afterData', label: L('修改后', 'After', '修改後', 'Depois'), type: 'json', list: false },
    ],
    exportable: false,
  },
};

export const LOG_KIND_LIST: readonly LogKindInfo[] = Object.values(LOG_KINDS);

/** One field of a before / after comparison (diff log detail). */
export interface FieldDiff {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/**
 * Compares two JSON records field by field (the union of their keys, in first-seen order).
 * A field is changed when its JSON text differs; either side may be null (insert / delete).
 */
export function diffRecords(before: unknown, after: unknown): FieldDiff[] {
  const a = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const b = after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.map((field) => {
    const x = a[field] ?? null;
    const y = b[field] ?? null;
    return { field, before: x, after: y, changed: JSON.stringify(x) !== JSON.stringify(y) };
  });
}
