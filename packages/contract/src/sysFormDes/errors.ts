/** Error codes of the form designer and the print templates (modules/sysFormDes), F1601–F1602. */
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
} as const;
