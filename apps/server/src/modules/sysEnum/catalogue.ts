import {
  AccountType,
  DataScope,
  Gender,
  type Language,
  LoginMode,
  MenuType,
  NoticeStatus,
  NoticeType,
  NoticeUserStatus,
  Status,
  TenantType,
  YesNo,
} from '@printfloor/contract';

/** sysEnum/enumTypeList row (Admin.NET EnumTypeOutput). */
export interface EnumType {
  typeName: string;
  typeDescribe: string;
  typeRemark: string;
}

/** sysEnum/enumDataList row (Admin.NET EnumEntity). */
export interface EnumData {
  name: string;
  value: number;
  describe: string;
}

type Described = readonly [values: Readonly<Record<string, number>>, describe: Record<Language, string>];

/**
 * The enums of the contract (admin-net-contract §8) under Admin.NET's names, so a client that
 * asks for `StatusEnum` finds it. Values come from the contract: one source for both sides.
 */
const ENUMS: Record<string, Described> = {
  AccountTypeEnum: [
    AccountType,
    { 'zh-CN': '账号类型', en: 'Account type', 'zh-TW': '帳號類型', 'pt-BR': 'Tipo de conta' },
  ],
  DataScopeEnum: [
    DataScope,
    { 'zh-CN': '数据范围', en: 'Data scope', 'zh-TW': '資料範圍', 'pt-BR': 'Escopo de dados' },
  ],
  StatusEnum: [Status, { 'zh-CN': '状态', en: 'Status', 'zh-TW': '狀態', 'pt-BR': 'Situação' }],
  YesNoEnum: [YesNo, { 'zh-CN': '是否', en: 'Yes / no', 'zh-TW': '是否', 'pt-BR': 'Sim / não' }],
  MenuTypeEnum: [MenuType, { 'zh-CN': '菜单类型', en: 'Menu type', 'zh-TW': '選單類型', 'pt-BR': 'Tipo de menu' }],
  GenderEnum: [Gender, { 'zh-CN': '性别', en: 'Gender', 'zh-TW': '性別', 'pt-BR': 'Gênero' }],
  NoticeTypeEnum: [
    NoticeType,
    { 'zh-CN': '通知类型', en: 'Notice type', 'zh-TW': '通知類型', 'pt-BR': 'Tipo de aviso' },
  ],
  NoticeStatusEnum: [
    NoticeStatus,
    { 'zh-CN': '通知状态', en: 'Notice status', 'zh-TW': '通知狀態', 'pt-BR': 'Situação do aviso' },
  ],
  NoticeUserStatusEnum: [
    NoticeUserStatus,
    { 'zh-CN': '通知阅读状态', en: 'Notice read status', 'zh-TW': '通知閱讀狀態', 'pt-BR': 'Leitura do aviso' },
  ],
  TenantTypeEnum: [
    TenantType,
    { 'zh-CN': '租户类型', en: 'Tenant type', 'zh-TW': '租戶類型', 'pt-BR': 'Tipo de inquilino' },
  ],
  LoginModeEnum: [LoginMode, { 'zh-CN': '登录模式', en: 'Login mode', 'zh-TW': '登入模式', 'pt-BR': 'Modo de login' }],
};

export function enumTypeList(lang: Language): EnumType[] {
  return Object.entries(ENUMS).map(([typeName, [, describe]]) => ({
    typeName,
    typeDescribe: describe[lang],
    typeRemark: describe[lang],
  }));
}

/** The values of one enum; an unknown name has none (as Admin.NET answers). */
export function enumDataList(enumName: string): EnumData[] {
  const entry = ENUMS[enumName];
  if (!entry) return [];
  return Object.entries(entry[0]).map(([name, value]) => ({ name, value, describe: name }));
}
