import type { TitleRow } from '../domain.ts';

/** Titles of the factory settings menus (docs/menus.md "Base data"). */
export const FACTORY_SETTINGS_MENU_TITLES = {
  numberRule: ['编码规则', 'Numbering rules', '編碼規則', 'Regras de numeração'],
  brotherTemplate: ['兄弟打印模板', 'Brother print templates', '兄弟列印範本', 'Modelos de impressão Brother'],
  generalSetting: ['通用设置', 'General settings', '通用設定', 'Configurações gerais'],
  timeZoneSetting: ['时区设置', 'Time zone settings', '時區設定', 'Configuração de fuso horário'],
  merchantSetting: ['商户设置', 'Merchant settings', '商戶設定', 'Configurações do comerciante'],
  heatPrintSetting: ['烫画设置', 'Heat print', '燙畫設定', 'Impressão por transfer'],
  heatBatchSetting: ['烫画批次设置', 'Heat-print batch', '燙畫批次設定', 'Lote de transfer'],
} as const satisfies Record<string, TitleRow>;
