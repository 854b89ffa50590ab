/** Error codes of the print templates (modules/sysPrint), F1603–F1605. */
export const PRINT_TEMPLATE_ERRORS = {
  F1603: {
    'zh-CN': '打印模板无效（{path}）：{detail}',
    en: 'Invalid print template ({path}): {detail}',
    'zh-TW': '列印範本無效（{path}）：{detail}',
    'pt-BR': 'Modelo de impressão inválido ({path}): {detail}',
  },
  F1604: {
    'zh-CN': '打印模板不存在',
    en: 'The print template does not exist',
    'zh-TW': '列印範本不存在',
    'pt-BR': 'O modelo de impressão não existe',
  },
  F1605: {
    'zh-CN': '打印数据无效：{detail}',
    en: 'Invalid print data: {detail}',
    'zh-TW': '列印資料無效：{detail}',
    'pt-BR': 'Dados de impressão inválidos: {detail}',
  },
} as const;
