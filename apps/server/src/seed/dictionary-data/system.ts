import type { DictSpec } from './types.ts';

/**
 * Platform values: the enums of admin-net-contract §8 (codes are the integer
 * values), Admin.NET's org_type (§6.2), notices, and the console's date shortcuts.
 */
export const SYSTEM_DICTS: readonly DictSpec[] = [
  {
    code: 'org_type',
    name: '机构类型',
    en: 'Organisation types',
    rows: [
      ['101', '集团', 'Group', '集團', 'Grupo'],
      ['201', '公司', 'Company', '公司', 'Empresa'],
      ['301', '部门', 'Department', '部門', 'Departamento'],
      ['401', '区域', 'Region', '區域', 'Região'],
      ['501', '组', 'Team', '組', 'Equipe'],
    ],
  },
  {
    code: 'account_type',
    name: '账号类型',
    en: 'Account types',
    rows: [
      ['999', '超级管理员', 'Super administrator', '超級管理員', 'Superadministrador', 'danger'],
      ['888', '系统管理员', 'System administrator', '系統管理員', 'Administrador do sistema', 'warning'],
      ['777', '普通账号', 'Ordinary account', '一般帳號', 'Conta comum', 'primary'],
      ['666', '会员', 'Member (merchant)', '會員', 'Membro (comerciante)', 'success'],
      ['555', '其他', 'Other', '其他', 'Outro', 'info'],
    ],
  },
  {
    code: 'data_scope',
    name: '数据范围',
    en: 'Data scopes',
    rows: [
      ['1', '全部数据', 'All', '全部資料', 'Todos'],
      ['2', '本部门及以下数据', 'Own department and below', '本部門及以下資料', 'Departamento e subordinados'],
      ['3', '本部门数据', 'Own department', '本部門資料', 'Próprio departamento'],
      ['4', '仅本人数据', 'Own data only', '僅本人資料', 'Somente os próprios'],
      ['5', '自定义数据', 'Custom', '自訂資料', 'Personalizado'],
    ],
  },
  {
    code: 'status',
    name: '状态',
    en: 'Status',
    rows: [
      ['1', '启用', 'Enabled', '啟用', 'Ativado', 'success'],
      ['2', '停用', 'Disabled', '停用', 'Desativado', 'danger'],
    ],
  },
  {
    code: 'yes_no',
    name: '是否',
    en: 'Yes / no',
    rows: [
      ['1', '是', 'Yes', '是', 'Sim', 'success'],
      ['2', '否', 'No', '否', 'Não', 'info'],
    ],
  },
  {
    code: 'gender',
    name: '性别',
    en: 'Gender',
    rows: [
      ['1', '男', 'Male', '男', 'Masculino'],
      ['2', '女', 'Female', '女', 'Feminino'],
      ['3', '其他', 'Other', '其他', 'Outro'],
    ],
  },
  {
    code: 'notice_type',
    name: '通知类型',
    en: 'Notice types',
    rows: [
      ['1', '通知', 'Notice', '通知', 'Aviso', 'primary'],
      ['2', '公告', 'Announcement', '公告', 'Comunicado', 'success'],
    ],
  },
  {
    code: 'notice_status',
    name: '公告状态',
    en: 'Announcement status',
    rows: [
      ['0', '未发布', 'Unpublished', '未發布', 'Não publicado', 'info'],
      ['1', '已发布', 'Published', '已發布', 'Publicado', 'success'],
      ['2', '已撤回', 'Cancelled', '已撤回', 'Cancelado', 'warning'],
      ['3', '已删除', 'Deleted', '已刪除', 'Excluído', 'danger'],
    ],
  },
  {
    code: 'notice_read_status',
    name: '阅读状态',
    en: 'Read status',
    rows: [
      ['0', '未读', 'Unread', '未讀', 'Não lida', 'warning'],
      ['1', '已读', 'Read', '已讀', 'Lida', 'success'],
    ],
  },
  {
    code: 'menu_type',
    name: '菜单类型',
    en: 'Menu types',
    rows: [
      ['1', '目录', 'Directory', '目錄', 'Diretório', 'warning'],
      ['2', '菜单', 'Menu', '選單', 'Menu', 'success'],
      ['3', '按钮', 'Button', '按鈕', 'Botão', 'info'],
    ],
  },
  {
    code: 'tenant_kind',
    name: '租户类别',
    en: 'Tenant kinds',
    rows: [
      ['system', '平台', 'Platform', '平台', 'Plataforma', 'danger'],
      ['factory', '工厂', 'Factory', '工廠', 'Fábrica', 'primary'],
      ['merchant', '商户', 'Merchant', '商戶', 'Comerciante', 'success'],
    ],
  },
  {
    code: 'date_shortcut',
    name: '日期快捷选项',
    en: 'Date shortcuts',
    rows: [
      ['today', '今天', 'Today', '今天', 'Hoje'],
      ['yesterday', '昨天', 'Yesterday', '昨天', 'Ontem'],
      ['last_7_days', '最近7天', 'Last 7 days', '最近7天', 'Últimos 7 dias'],
      ['this_month', '本月', 'This month', '本月', 'Este mês'],
      ['last_month', '上月', 'Last month', '上月', 'Mês passado'],
      ['this_quarter', '本季度', 'This quarter', '本季度', 'Este trimestre'],
      ['this_year', '今年', 'This year', '今年', 'Este ano'],
      ['last_year', '去年', 'Last year', '去年', 'Ano passado'],
    ],
  },
];
