/** Error codes of the code generator (modules/sysCodeGen), group D1200, merged into ERROR_MESSAGES. */
export const SYS_CODE_GEN_ERRORS = {
  D1200: {
    'zh-CN': '代码生成记录「{id}」不存在',
    en: 'Code generation record "{id}" does not exist',
    'zh-TW': '程式碼產生紀錄「{id}」不存在',
    'pt-BR': 'O registro de geração de código "{id}" não existe',
  },
  D1201: {
    'zh-CN': '资源名「{name}」已被另一条代码生成记录使用',
    en: 'The resource name "{name}" is already used by another code generation record',
    'zh-TW': '資源名稱「{name}」已被另一筆程式碼產生紀錄使用',
    'pt-BR': 'O nome de recurso "{name}" já é usado por outro registro de geração de código',
  },
  D1202: {
    'zh-CN': '没有可生成的字段：表「{table}」不存在或只有标准列，请填写字段',
    en: 'Nothing to generate: the table "{table}" does not exist or has only standard columns; type the fields in',
    'zh-TW': '沒有可產生的欄位：資料表「{table}」不存在或只有標準欄位，請填寫欄位',
    'pt-BR': 'Nada a gerar: a tabela "{table}" não existe ou só tem colunas padrão; informe os campos',
  },
  D1203: {
    'zh-CN': '生产环境下不能把生成的文件写入服务器；请下载 zip 并提交到代码库',
    en: 'Generated files are not written on a production server; download the zip and commit it to the code base',
    'zh-TW': '正式環境下不能把產生的檔案寫入伺服器；請下載 zip 並提交到程式碼庫',
    'pt-BR': 'Em produção os arquivos gerados não são gravados no servidor; baixe o zip e faça o commit no código',
  },
  D1204: {
    'zh-CN': '文件「{path}」已存在，未覆盖任何文件',
    en: 'The file "{path}" already exists; no file was overwritten',
    'zh-TW': '檔案「{path}」已存在，未覆寫任何檔案',
    'pt-BR': 'O arquivo "{path}" já existe; nenhum arquivo foi sobrescrito',
  },
  D1205: {
    'zh-CN': '列「{column}」重复或是标准列（tenant_id、id、create_time 等由生成器加上）',
    en: 'The column "{column}" is repeated or is a standard column (tenant_id, id, create_time… are added by the generator)',
    'zh-TW': '欄位「{column}」重複或是標準欄位（tenant_id、id、create_time 等由產生器加上）',
    'pt-BR':
      'A coluna "{column}" está repetida ou é uma coluna padrão (tenant_id, id, create_time… são adicionadas pelo gerador)',
  },
  D1206: {
    'zh-CN': '字段「{column}」使用字典控件，必须填写字典编码',
    en: 'The field "{column}" uses the dictionary control and needs a dictionary code',
    'zh-TW': '欄位「{column}」使用字典控制項，必須填寫字典編碼',
    'pt-BR': 'O campo "{column}" usa o controle de dicionário e precisa de um código de dicionário',
  },
} as const;
