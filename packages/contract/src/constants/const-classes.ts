import {
  ACCESS_TOKEN_HEADER,
  AVATAR_MAX_BYTES,
  DEFAULT_AREA,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_TENANT_ID,
  DEFAULT_TIME_ZONE,
  INVALID_TOKEN,
  LOCK_SCREEN_SECONDS,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_TENANT_ID_MIN,
  ORDER_IMAGE_MAX_BYTES,
  ORDER_PULL_MAX_DAYS,
  REFRESH_TOKEN_HEADER,
  SCAN_RETRIES,
  STORAGE_PREFIX,
} from '../enums.ts';
import type { Language } from '../languages.ts';

/** Spec §9 writes the default language as `zh-cn` (the console's language code). */
const DEFAULT_LANGUAGE_CODE = 'zh-cn';

/**
 * Constant classes served by GET /api/sysConst/list and /api/sysConst/data/{typeName}
 * (admin-net-contract §6.3). `code` is the class name, `label` its display name,
 * each item `{name: field name, code: value}`. CommonConst is Admin.NET's; the
 * others hold the business constants of spec §9 so the console and the server
 * use the same values.
 */
export interface ConstItem {
  name: string;
  code: string | number | boolean;
}
export interface ConstClass {
  code: string;
  label: Record<Language, string>;
  items: readonly ConstItem[];
}

const label = (zhCN: string, en: string, zhTW: string, ptBR: string): Record<Language, string> => ({
  'zh-CN': zhCN,
  en,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
});

/** Admin.NET's CommonConst: the sys_config codes the platform reads. */
export const CommonConst = {
  SysDemoEnv: 'sys_demo',
  SysPassword: 'sys_password',
  SysSecondVer: 'sys_second_ver',
  SysCaptcha: 'sys_captcha',
  SysWatermark: 'sys_watermark',
  SysOpLog: 'sys_oplog',
  SysTokenExpire: 'sys_token_expire',
  SysRefreshTokenExpire: 'sys_refresh_token_expire',
  SysSingleLogin: 'sys_single_login',
  SysAdminRole: 'sys_admin',
} as const;

export const LockScreenConst = { LockScreenTime: LOCK_SCREEN_SECONDS, AutoLockDefault: false } as const;
export const TimeZoneConst = { DefaultTimeZone: DEFAULT_TIME_ZONE, DefaultTimeZoneName: 'Beijing time' } as const;
export const ThemeConst = {
  PrimaryColor: DEFAULT_PRIMARY_COLOR,
  DefaultRole: DEFAULT_AREA,
  DefaultLanguage: DEFAULT_LANGUAGE_CODE,
  StoragePrefix: STORAGE_PREFIX,
} as const;
export const TokenConst = {
  AccessTokenHeader: ACCESS_TOKEN_HEADER,
  RefreshTokenHeader: REFRESH_TOKEN_HEADER,
  InvalidToken: INVALID_TOKEN,
} as const;
export const TenantConst = { DefaultTenantId: DEFAULT_TENANT_ID, LoginTenantIdMin: LOGIN_TENANT_ID_MIN } as const;
export const LoginConst = { MaxFailures: LOGIN_MAX_FAILURES, LockMinutes: LOGIN_LOCK_MINUTES } as const;
export const UploadConst = {
  AvatarMaxBytes: AVATAR_MAX_BYTES,
  AvatarTypes: 'jpg,png',
  OrderImageMaxBytes: ORDER_IMAGE_MAX_BYTES,
  OrderImageTypes: 'jpg,png,gif,webp',
  ImportFileTypes: 'xlsx,xls',
} as const;
export const ScanConst = { Retries: SCAN_RETRIES } as const;
export const OrderPullConst = { MaxDays: ORDER_PULL_MAX_DAYS, PlatformLagMinutes: 5 } as const;
export const SowingConst = { MinRows: 1 } as const;
export const WatermarkConst = { Width: 200, Height: 130, Rotate: -20, FontSize: 12 } as const;
export const LabelConst = { SizeUnit: 'mm' } as const;
export const NumberConst = {
  AmountDecimals: 2,
  PercentMax: 100,
  NumberRulePrefixMin: 2,
  NumberRulePrefixMax: 4,
} as const;

const items = (values: Record<string, string | number | boolean>): ConstItem[] =>
  Object.entries(values).map(([name, code]) => ({ name, code }));

export const CONST_CLASSES: readonly ConstClass[] = [
  {
    code: 'CommonConst',
    label: label('平台配置', 'Platform config', '平台配置', 'Configuração da plataforma'),
    items: items(CommonConst),
  },
  {
    code: 'LockScreenConst',
    label: label('锁屏', 'Lock screen', '鎖定畫面', 'Bloqueio de tela'),
    items: items(LockScreenConst),
  },
  { code: 'TimeZoneConst', label: label('时区', 'Time zone', '時區', 'Fuso horário'), items: items(TimeZoneConst) },
  {
    code: 'ThemeConst',
    label: label('主题默认值', 'Theme defaults', '主題預設值', 'Padrões do tema'),
    items: items(ThemeConst),
  },
  { code: 'TokenConst', label: label('令牌', 'Tokens', '權杖', 'Tokens'), items: items(TokenConst) },
  { code: 'TenantConst', label: label('租户', 'Tenants', '租戶', 'Inquilinos'), items: items(TenantConst) },
  { code: 'LoginConst', label: label('登录', 'Login', '登入', 'Login'), items: items(LoginConst) },
  {
    code: 'UploadConst',
    label: label('上传限制', 'Upload limits', '上傳限制', 'Limites de envio'),
    items: items(UploadConst),
  },
  { code: 'ScanConst', label: label('扫码', 'Scanning', '掃碼', 'Leitura'), items: items(ScanConst) },
  {
    code: 'OrderPullConst',
    label: label('订单拉取', 'Order pull', '訂單拉取', 'Busca de pedidos'),
    items: items(OrderPullConst),
  },
  { code: 'SowingConst', label: label('分拣播种', 'Sowing', '分揀播種', 'Separação'), items: items(SowingConst) },
  { code: 'WatermarkConst', label: label('水印', 'Watermark', '浮水印', "Marca d'água"), items: items(WatermarkConst) },
  { code: 'LabelConst', label: label('标签', 'Labels', '標籤', 'Etiquetas'), items: items(LabelConst) },
  { code: 'NumberConst', label: label('数值', 'Numbers', '數值', 'Números'), items: items(NumberConst) },
];

/** A class by its name, case-insensitive (Admin.NET caches by the upper-cased name). */
export function constClassOf(typeName: string): ConstClass | undefined {
  const wanted = typeName.trim().toLowerCase();
  return CONST_CLASSES.find((c) => c.code.toLowerCase() === wanted);
}
