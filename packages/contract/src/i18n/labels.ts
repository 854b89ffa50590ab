import type { Language } from '../languages.ts';

/** A text in every UI language. */
export type LocalizedText = Record<Language, string>;

/** Labels shared by many resources: base fields, common fields, yes/no, resource actions. */
export const COMMON_LABELS = {
  id: { 'zh-CN': '主键', en: 'Id', 'zh-TW': '主鍵', 'pt-BR': 'Id' },
  tenantId: { 'zh-CN': '租户', en: 'Tenant', 'zh-TW': '租戶', 'pt-BR': 'Inquilino' },
  name: { 'zh-CN': '名称', en: 'Name', 'zh-TW': '名稱', 'pt-BR': 'Nome' },
  code: { 'zh-CN': '编码', en: 'Code', 'zh-TW': '編碼', 'pt-BR': 'Código' },
  orderNo: { 'zh-CN': '排序', en: 'Order', 'zh-TW': '排序', 'pt-BR': 'Ordem' },
  status: { 'zh-CN': '状态', en: 'Status', 'zh-TW': '狀態', 'pt-BR': 'Status' },
  remark: { 'zh-CN': '备注', en: 'Remark', 'zh-TW': '備註', 'pt-BR': 'Observação' },
  createTime: { 'zh-CN': '创建时间', en: 'Created at', 'zh-TW': '建立時間', 'pt-BR': 'Criado em' },
  updateTime: { 'zh-CN': '更新时间', en: 'Updated at', 'zh-TW': '更新時間', 'pt-BR': 'Atualizado em' },
  createUserName: { 'zh-CN': '创建者', en: 'Created by', 'zh-TW': '建立者', 'pt-BR': 'Criado por' },
  updateUserName: { 'zh-CN': '修改者', en: 'Updated by', 'zh-TW': '修改者', 'pt-BR': 'Atualizado por' },
  createOrgName: { 'zh-CN': '创建机构', en: 'Created in', 'zh-TW': '建立機構', 'pt-BR': 'Organização' },
  enable: { 'zh-CN': '启用', en: 'Enabled', 'zh-TW': '啟用', 'pt-BR': 'Ativo' },
  disable: { 'zh-CN': '停用', en: 'Disabled', 'zh-TW': '停用', 'pt-BR': 'Inativo' },
  yes: { 'zh-CN': '是', en: 'Yes', 'zh-TW': '是', 'pt-BR': 'Sim' },
  no: { 'zh-CN': '否', en: 'No', 'zh-TW': '否', 'pt-BR': 'Não' },
  user: { 'zh-CN': '用户', en: 'User', 'zh-TW': '使用者', 'pt-BR': 'Usuário' },
} as const satisfies Record<string, LocalizedText>;

/** Button and menu labels of the standard resource actions. */
export const ACTION_LABELS = {
  page: { 'zh-CN': '查询', en: 'Search', 'zh-TW': '查詢', 'pt-BR': 'Pesquisar' },
  list: { 'zh-CN': '列表', en: 'List', 'zh-TW': '列表', 'pt-BR': 'Lista' },
  detail: { 'zh-CN': '详情', en: 'Detail', 'zh-TW': '詳情', 'pt-BR': 'Detalhe' },
  add: { 'zh-CN': '新增', en: 'Add', 'zh-TW': '新增', 'pt-BR': 'Adicionar' },
  update: { 'zh-CN': '编辑', en: 'Edit', 'zh-TW': '編輯', 'pt-BR': 'Editar' },
  delete: { 'zh-CN': '删除', en: 'Delete', 'zh-TW': '刪除', 'pt-BR': 'Excluir' },
  batchDelete: { 'zh-CN': '批量删除', en: 'Delete selected', 'zh-TW': '批次刪除', 'pt-BR': 'Excluir selecionados' },
  setStatus: { 'zh-CN': '设置状态', en: 'Set status', 'zh-TW': '設定狀態', 'pt-BR': 'Alterar status' },
  export: { 'zh-CN': '导出', en: 'Export', 'zh-TW': '匯出', 'pt-BR': 'Exportar' },
  import: { 'zh-CN': '导入', en: 'Import', 'zh-TW': '匯入', 'pt-BR': 'Importar' },
} as const satisfies Record<string, LocalizedText>;

/** Words the xlsx import accepts for true / false, in every language. */
export const BOOLEAN_WORDS = {
  true: ['true', '1', 'y', 'yes', '是', 'sim', 's'],
  false: ['false', '0', 'n', 'no', '否', 'não', 'nao'],
} as const;

/** The data scopes of a role (enums.ts `DataScope`), for exports and lists. */
export const DATA_SCOPE_LABELS: Record<number, LocalizedText> = {
  1: { 'zh-CN': '全部数据', en: 'All', 'zh-TW': '全部資料', 'pt-BR': 'Todos' },
  2: {
    'zh-CN': '本部门及以下数据',
    en: 'Own org and below',
    'zh-TW': '本部門及以下資料',
    'pt-BR': 'Própria organização e abaixo',
  },
  3: { 'zh-CN': '本部门数据', en: 'Own org', 'zh-TW': '本部門資料', 'pt-BR': 'Própria organização' },
  4: { 'zh-CN': '仅本人数据', en: 'Self only', 'zh-TW': '僅本人資料', 'pt-BR': 'Somente o próprio' },
  5: { 'zh-CN': '自定义数据', en: 'Custom orgs', 'zh-TW': '自訂資料', 'pt-BR': 'Organizações definidas' },
};

/** Column headers of the role export (`sysRole/export`) beyond COMMON_LABELS. */
export const ROLE_EXPORT_LABELS = {
  sheet: { 'zh-CN': '角色', en: 'Roles', 'zh-TW': '角色', 'pt-BR': 'Funções' },
  dataScope: { 'zh-CN': '数据范围', en: 'Data scope', 'zh-TW': '資料範圍', 'pt-BR': 'Escopo de dados' },
  userCount: { 'zh-CN': '用户数', en: 'Users', 'zh-TW': '使用者數', 'pt-BR': 'Usuários' },
} as const satisfies Record<string, LocalizedText>;
