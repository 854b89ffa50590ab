import type { Language } from '@printfloor/contract';

/**
 * Texts of the settings screens (SettingsForm) and of the extra panels of the numbering-rule
 * and Brother-template pages. Mounted as `factorySettings.*` by i18n/pageMessages.ts (through MESSAGES_PART).
 * Field labels come from the contract declarations.
 */
const zhCN = {
  save: '保存',
  reset: '重置',
  saved: '保存成功',
  loading: '加载中…',
  readOnly: '您只有查看权限',
  defaultValue: '默认值：{{value}}',
  yes: '是',
  no: '否',
  previewTitle: '编号预览',
  previewRule: '编码规则',
  previewButton: '预览下一个编号',
  previewNext: '下一个编号：{{number}}',
  previewHint: '预览不占用编号',
  defaultTitle: '默认模板',
  defaultNone: '尚未设置默认模板',
  defaultCurrent: '当前默认：{{name}}',
  setDefault: '设为默认',
  defaultSaved: '已设为默认模板',
};
type SettingsMessages = typeof zhCN;

const en: SettingsMessages = {
  save: 'Save',
  reset: 'Reset',
  saved: 'Saved',
  loading: 'Loading…',
  readOnly: 'You can view these settings but not change them',
  defaultValue: 'Default: {{value}}',
  yes: 'Yes',
  no: 'No',
  previewTitle: 'Number preview',
  previewRule: 'Rule',
  previewButton: 'Preview the next number',
  previewNext: 'Next number: {{number}}',
  previewHint: 'A preview does not use up the number',
  defaultTitle: 'Default template',
  defaultNone: 'No default template yet',
  defaultCurrent: 'Current default: {{name}}',
  setDefault: 'Make default',
  defaultSaved: 'Default template set',
};

const zhTW: SettingsMessages = {
  save: '儲存',
  reset: '重設',
  saved: '儲存成功',
  loading: '載入中…',
  readOnly: '您只有檢視權限',
  defaultValue: '預設值：{{value}}',
  yes: '是',
  no: '否',
  previewTitle: '編號預覽',
  previewRule: '編碼規則',
  previewButton: '預覽下一個編號',
  previewNext: '下一個編號：{{number}}',
  previewHint: '預覽不佔用編號',
  defaultTitle: '預設範本',
  defaultNone: '尚未設定預設範本',
  defaultCurrent: '目前預設：{{name}}',
  setDefault: '設為預設',
  defaultSaved: '已設為預設範本',
};

const ptBR: SettingsMessages = {
  save: 'Salvar',
  reset: 'Restaurar',
  saved: 'Salvo',
  loading: 'Carregando…',
  readOnly: 'Você pode ver estas configurações, mas não alterá-las',
  defaultValue: 'Padrão: {{value}}',
  yes: 'Sim',
  no: 'Não',
  previewTitle: 'Prévia do número',
  previewRule: 'Regra',
  previewButton: 'Ver o próximo número',
  previewNext: 'Próximo número: {{number}}',
  previewHint: 'A prévia não consome o número',
  defaultTitle: 'Modelo padrão',
  defaultNone: 'Nenhum modelo padrão ainda',
  defaultCurrent: 'Padrão atual: {{name}}',
  setDefault: 'Tornar padrão',
  defaultSaved: 'Modelo padrão definido',
};

export const FACTORY_SETTINGS_MESSAGES: Record<Language, SettingsMessages> = {
  'zh-CN': zhCN,
  en,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
};

/** Mounted under `factorySettings.*` (i18n/pageMessages.ts finds every messages file). */
export const MESSAGES_PART = { namespace: 'factorySettings', messages: FACTORY_SETTINGS_MESSAGES };
