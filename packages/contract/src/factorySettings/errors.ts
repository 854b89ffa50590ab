import type { Language } from '../languages.ts';

/** Error codes of the numbering rules (modules/factorySettings/numberRule), merged into ERROR_MESSAGES. */
export const FACTORY_SETTINGS_ERRORS = {
  N1001: {
    'zh-CN': '单据「{target}」没有启用的编码规则',
    en: 'No enabled numbering rule for "{target}"',
    'zh-TW': '單據「{target}」沒有啟用的編碼規則',
    'pt-BR': 'Nenhuma regra de numeração ativa para "{target}"',
  },
  N1002: {
    'zh-CN': '「{target}」的编码由编码规则生成，不能手工填写（请留空）',
    en: 'Codes of "{target}" come from its numbering rule and cannot be typed (leave it empty)',
    'zh-TW': '「{target}」的編碼由編碼規則產生，不能手動填寫（請留空）',
    'pt-BR': 'Os códigos de "{target}" vêm da regra de numeração e não podem ser digitados (deixe em branco)',
  },
} as const satisfies Record<string, Record<Language, string>>;
