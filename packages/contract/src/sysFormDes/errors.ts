/** Error codes of the form designer and the print templates (modules/sysFormDes), F1601–F1602, D1207–D1208. */
export const FORM_DESIGN_ERRORS = {
  F1601: {
    'zh-CN': '表单结构无效（{path}）：{detail}',
    en: 'Invalid form schema ({path}): {detail}',
    'zh-TW': '表單結構無效（{path}）：{detail}',
    'pt-BR': 'Esquema de formulário inválido ({path}): {detail}',
  },
  F1602: {
    'zh-CN': '表单「{code}」不存在',
    en: 'Form "{code}" does not exist',
    'zh-TW': '表單「{code}」不存在',
    'pt-BR': 'O formulário "{code}" não existe',
  },
  D1207: {
    'zh-CN': '设置分组已有表单，请先在原表单上取消该分组',
    en: 'The settings group already has a form; clear the group on that form first',
    'zh-TW': '設定分組已有表單，請先在原表單上取消該分組',
    'pt-BR': 'O grupo de configurações já tem um formulário; retire o grupo desse formulário primeiro',
  },
  D1208: {
    'zh-CN': '设置分组「{group}」不存在（可用：{groups}）',
    en: 'Settings group "{group}" does not exist (available: {groups})',
    'zh-TW': '設定分組「{group}」不存在（可用：{groups}）',
    'pt-BR': 'O grupo de configurações "{group}" não existe (disponíveis: {groups})',
  },
} as const;
