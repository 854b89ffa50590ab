import { type DomainErrors, mergeErrorTables } from './domain.ts';
import { DOMAIN_ERRORS } from './domain-errors.ts';
import type { Language } from './languages.ts';

/**
 * Business error codes (admin-net-contract §8) with their text in every
 * language. The server answers `[CODE] text` in the caller's language.
 * Add a code here before throwing it; the completeness test checks every row.
 */
const PLATFORM_ERRORS = {
  D0008: {
    'zh-CN': '验证码错误',
    en: 'Wrong verification code',
    'zh-TW': '驗證碼錯誤',
    'pt-BR': 'Código de verificação incorreto',
  },
  D0009: {
    'zh-CN': '账号或密码不正确',
    en: 'Wrong account or password',
    'zh-TW': '帳號或密碼不正確',
    'pt-BR': 'Conta ou senha incorreta',
  },
  D1000: {
    'zh-CN': '账号或密码不正确',
    en: 'Wrong account or password',
    'zh-TW': '帳號或密碼不正確',
    'pt-BR': 'Conta ou senha incorreta',
  },
  D1002: { 'zh-CN': '记录不存在', en: 'Record not found', 'zh-TW': '記錄不存在', 'pt-BR': 'Registro não encontrado' },
  D1003: { 'zh-CN': '账号已存在', en: 'Account already exists', 'zh-TW': '帳號已存在', 'pt-BR': 'A conta já existe' },
  D1004: {
    'zh-CN': '旧密码不正确',
    en: 'The current password is wrong',
    'zh-TW': '舊密碼不正確',
    'pt-BR': 'A senha atual está incorreta',
  },
  D1011: {
    'zh-CN': '用户未登录或登录已失效',
    en: 'Not logged in or the session has ended',
    'zh-TW': '使用者未登入或登入已失效',
    'pt-BR': 'Não conectado ou a sessão terminou',
  },
  D1017: {
    'zh-CN': '账号已停用',
    en: 'This account is disabled',
    'zh-TW': '帳號已停用',
    'pt-BR': 'Esta conta está desativada',
  },
  D1019: {
    'zh-CN': '禁止删除系统管理员角色',
    en: 'The system administrator role cannot be deleted',
    'zh-TW': '禁止刪除系統管理員角色',
    'pt-BR': 'O papel de administrador do sistema não pode ser excluído',
  },
  R0101: {
    'zh-CN': '{what}不足：过账后将为 {balance}',
    en: 'Not enough {what}: posting this would leave {balance}',
    'zh-TW': '{what}不足：過帳後將為 {balance}',
    'pt-BR': '{what} insuficiente: este lançamento deixaria {balance}',
  },
  R0102: {
    'zh-CN': '{field}的数量「{value}」无效：{rule}',
    en: 'The {field} "{value}" is not valid: {rule}',
    'zh-TW': '{field}的數量「{value}」無效：{rule}',
    'pt-BR': 'O valor de {field} "{value}" não é válido: {rule}',
  },
  D1023: {
    'zh-CN': '禁止删除默认租户',
    en: 'The default tenant cannot be deleted',
    'zh-TW': '禁止刪除預設租戶',
    'pt-BR': 'O inquilino padrão não pode ser excluído',
  },
  D1025: {
    'zh-CN': '该角色下有用户，禁止删除',
    en: 'This role still has users and cannot be deleted',
    'zh-TW': '該角色下有使用者，禁止刪除',
    'pt-BR': 'Este papel ainda tem usuários e não pode ser excluído',
  },
  D1027: {
    'zh-CN': '密码错误次数过多，账号已锁定，请半小时后重试！',
    en: 'Too many wrong passwords: the account is locked, try again in half an hour',
    'zh-TW': '密碼錯誤次數過多，帳號已鎖定，請半小時後重試！',
    'pt-BR': 'Muitas senhas erradas: a conta está bloqueada, tente novamente em meia hora',
  },
  D1030: {
    'zh-CN': '该账号不能进入此区域',
    en: 'This account cannot enter this area',
    'zh-TW': '該帳號不能進入此區域',
    'pt-BR': 'Esta conta não pode entrar nesta área',
  },
  D1031: {
    'zh-CN': '验证码不存在或已失效，请重新获取！',
    en: 'The code does not exist or has expired, request a new one',
    'zh-TW': '驗證碼不存在或已失效，請重新取得！',
    'pt-BR': 'O código não existe ou expirou, solicite outro',
  },
  D1032: { 'zh-CN': '验证码错误！', en: 'Wrong code', 'zh-TW': '驗證碼錯誤！', 'pt-BR': 'Código incorreto' },
  D1033: {
    'zh-CN': '发送过于频繁，请稍后再试',
    en: 'Too many requests, try again later',
    'zh-TW': '發送過於頻繁，請稍後再試',
    'pt-BR': 'Muitas solicitações, tente novamente mais tarde',
  },
  D1034: { 'zh-CN': '密码不正确', en: 'Wrong password', 'zh-TW': '密碼不正確', 'pt-BR': 'Senha incorreta' },
  D1040: {
    'zh-CN': '该令牌不属于当前登录会话',
    en: 'This token does not belong to the current session',
    'zh-TW': '該權杖不屬於目前登入工作階段',
    'pt-BR': 'Este token não pertence à sessão atual',
  },
  D1051: {
    'zh-CN': '验证码刚刚发送过，请 {seconds} 秒后再试',
    en: 'A code was just sent, wait {seconds} s before asking again',
    'zh-TW': '驗證碼剛剛發送過，請 {seconds} 秒後再試',
    'pt-BR': 'Um código acabou de ser enviado, aguarde {seconds} s para pedir outro',
  },
  D1052: {
    'zh-CN': '该手机号今日获取验证码的次数已达上限',
    en: 'This number has received the most codes allowed today',
    'zh-TW': '該手機號今日取得驗證碼的次數已達上限',
    'pt-BR': 'Este número já recebeu o máximo de códigos permitido hoje',
  },
  D1053: {
    'zh-CN': '短信发送失败，请稍后重试',
    en: 'The text message could not be sent, try again later',
    'zh-TW': '簡訊發送失敗，請稍後重試',
    'pt-BR': 'Não foi possível enviar o SMS, tente mais tarde',
  },
  D1054: {
    'zh-CN': '没有与该手机号唯一对应的账号（如在多个租户下有账号，请从所属租户的登录地址登录）',
    en: 'No single account matches this mobile number (if you have accounts in several companies, use your company login address)',
    'zh-TW': '沒有與該手機號唯一對應的帳號（如在多個租戶下有帳號，請從所屬租戶的登入網址登入）',
    'pt-BR':
      'Nenhuma conta única corresponde a este celular (se tiver contas em várias empresas, use o endereço de login da sua empresa)',
  },
  D1055: {
    'zh-CN': '二维码已失效，请刷新后重新扫描',
    en: 'The QR code has expired, refresh it and scan again',
    'zh-TW': 'QR 碼已失效，請重新整理後再掃描',
    'pt-BR': 'O código QR expirou, atualize-o e escaneie novamente',
  },
  D1056: {
    'zh-CN': '二维码已被其他用户扫描',
    en: 'The QR code was scanned by another user',
    'zh-TW': 'QR 碼已被其他使用者掃描',
    'pt-BR': 'O código QR foi escaneado por outro usuário',
  },
  D1001: {
    'zh-CN': '不能删除自己的账号',
    en: 'You cannot delete your own account',
    'zh-TW': '不能刪除自己的帳號',
    'pt-BR': 'Você não pode excluir a sua própria conta',
  },
  D1013: {
    'zh-CN': '所属机构不在自己的数据范围内',
    en: 'The organisation is outside your data scope',
    'zh-TW': '所屬機構不在自己的資料範圍內',
    'pt-BR': 'A organização está fora do seu escopo de dados',
  },
  D1014: {
    'zh-CN': '禁止操作超级管理员',
    en: 'The super administrator cannot be changed here',
    'zh-TW': '禁止操作超級管理員',
    'pt-BR': 'O superadministrador não pode ser alterado aqui',
  },
  D1026: {
    'zh-CN': '禁止修改本人账号状态',
    en: 'You cannot change the status of your own account',
    'zh-TW': '禁止修改本人帳號狀態',
    'pt-BR': 'Você não pode alterar o status da sua própria conta',
  },
  D1028: {
    'zh-CN': '新密码不能与旧密码相同',
    en: 'The new password must differ from the current one',
    'zh-TW': '新密碼不能與舊密碼相同',
    'pt-BR': 'A nova senha deve ser diferente da atual',
  },
  D1060: {
    'zh-CN': '只能授权本租户已开通的菜单',
    en: 'Only menus granted to your tenant can be granted',
    'zh-TW': '只能授權本租戶已開通的選單',
    'pt-BR': 'Só é possível conceder menus liberados para o seu inquilino',
  },
  D1061: {
    'zh-CN': '角色不存在',
    en: 'Role not found',
    'zh-TW': '角色不存在',
    'pt-BR': 'Função não encontrada',
  },
  D1062: {
    'zh-CN': '角色编码已存在',
    en: 'The role code already exists',
    'zh-TW': '角色編碼已存在',
    'pt-BR': 'O código da função já existe',
  },
  D2000: {
    'zh-CN': '父机构不存在',
    en: 'The parent organisation does not exist',
    'zh-TW': '父機構不存在',
    'pt-BR': 'A organização superior não existe',
  },
  D2001: {
    'zh-CN': '上级机构不能是自己或自己的下级',
    en: 'An organisation cannot sit under itself or one of its children',
    'zh-TW': '上級機構不能是自己或自己的下級',
    'pt-BR': 'Uma organização não pode ficar abaixo de si mesma ou de uma subordinada',
  },
  D2002: {
    'zh-CN': '已有相同编码的组织机构',
    en: 'An organisation with this code already exists',
    'zh-TW': '已有相同編碼的組織機構',
    'pt-BR': 'Já existe uma organização com este código',
  },
  D2004: {
    'zh-CN': '该机构或其下级机构下有用户，禁止删除',
    en: 'This organisation (or one below it) still has users and cannot be deleted',
    'zh-TW': '該機構或其下級機構下有使用者，禁止刪除',
    'pt-BR': 'Esta organização (ou uma subordinada) ainda tem usuários e não pode ser excluída',
  },
  D2005: {
    'zh-CN': '该机构是用户的附属机构，禁止删除',
    en: 'Users have this organisation as a secondary organisation: it cannot be deleted',
    'zh-TW': '該機構是使用者的附屬機構，禁止刪除',
    'pt-BR': 'Usuários têm esta organização como secundária: não pode ser excluída',
  },
  D2008: {
    'zh-CN': '租户根机构禁止删除',
    en: "The tenant's root organisation cannot be deleted",
    'zh-TW': '租戶根機構禁止刪除',
    'pt-BR': 'A organização raiz do inquilino não pode ser excluída',
  },
  D3000: {
    'zh-CN': '字典类型不存在',
    en: 'Dictionary type not found',
    'zh-TW': '字典類型不存在',
    'pt-BR': 'Tipo de dicionário não encontrado',
  },
  D3001: {
    'zh-CN': '字典类型编码已存在',
    en: 'The dictionary type code already exists',
    'zh-TW': '字典類型編碼已存在',
    'pt-BR': 'O código do tipo de dicionário já existe',
  },
  D3003: {
    'zh-CN': '字典值编码已存在',
    en: 'The dictionary value code already exists',
    'zh-TW': '字典值編碼已存在',
    'pt-BR': 'O código do valor de dicionário já existe',
  },
  D3004: {
    'zh-CN': '字典值不存在',
    en: 'Dictionary value not found',
    'zh-TW': '字典值不存在',
    'pt-BR': 'Valor de dicionário não encontrado',
  },
  D3005: {
    'zh-CN': '状态值不正确',
    en: 'Invalid status value',
    'zh-TW': '狀態值不正確',
    'pt-BR': 'Valor de status inválido',
  },
  D4000: {
    'zh-CN': '菜单标题或权限标识已存在',
    en: 'The menu title or permission code already exists',
    'zh-TW': '選單標題或權限標識已存在',
    'pt-BR': 'O título do menu ou o código de permissão já existe',
  },
  D4003: {
    'zh-CN': '按钮必须填写权限标识',
    en: 'A button needs a permission code',
    'zh-TW': '按鈕必須填寫權限標識',
    'pt-BR': 'Um botão precisa de um código de permissão',
  },
  D4004: {
    'zh-CN': '权限标识格式错误，应为 xxx:xxx',
    en: 'The permission code must look like service:action',
    'zh-TW': '權限標識格式錯誤，應為 xxx:xxx',
    'pt-BR': 'O código de permissão deve ter o formato serviço:ação',
  },
  D4008: {
    'zh-CN': '父级菜单不能为自己',
    en: 'A menu cannot be its own parent',
    'zh-TW': '父級選單不能為自己',
    'pt-BR': 'Um menu não pode ser seu próprio pai',
  },
  D4009: {
    'zh-CN': '路由名称已存在',
    en: 'The route name already exists',
    'zh-TW': '路由名稱已存在',
    'pt-BR': 'O nome da rota já existe',
  },
  D4010: {
    'zh-CN': '父级菜单不能为按钮',
    en: 'A button cannot be a parent menu',
    'zh-TW': '父級選單不能為按鈕',
    'pt-BR': 'Um botão não pode ser menu pai',
  },
  D4011: {
    'zh-CN': '平台菜单目录仅平台管理员可修改',
    en: 'Only platform administrators can change the menu catalogue',
    'zh-TW': '平台選單目錄僅平台管理員可修改',
    'pt-BR': 'Somente administradores da plataforma podem alterar o catálogo de menus',
  },
  D6000: {
    'zh-CN': '职位编码已存在',
    en: 'The position code already exists',
    'zh-TW': '職位編碼已存在',
    'pt-BR': 'O código do cargo já existe',
  },
  D8000: { 'zh-CN': '文件不存在', en: 'File not found', 'zh-TW': '檔案不存在', 'pt-BR': 'Arquivo não encontrado' },
  D8001: {
    'zh-CN': '不允许的文件类型',
    en: 'This file type is not allowed',
    'zh-TW': '不允許的檔案類型',
    'pt-BR': 'Este tipo de arquivo não é permitido',
  },
  D8002: {
    'zh-CN': '文件超过允许大小（最大 {max}）',
    en: 'The file is too large (at most {max})',
    'zh-TW': '檔案超過允許大小（最大 {max}）',
    'pt-BR': 'O arquivo é grande demais (no máximo {max})',
  },
  D8003: {
    'zh-CN': '文件后缀与内容不符',
    en: 'The file extension does not match its content',
    'zh-TW': '檔案副檔名與內容不符',
    'pt-BR': 'A extensão do arquivo não corresponde ao conteúdo',
  },
  D8004: {
    'zh-CN': '请选择要上传的文件',
    en: 'Choose a file to upload',
    'zh-TW': '請選擇要上傳的檔案',
    'pt-BR': 'Escolha um arquivo para enviar',
  },
  D8005: {
    'zh-CN': '压缩文件解压后超出限制（最大 {max}，或压缩比异常），已拒绝',
    en: 'The compressed file unpacks beyond the limit (at most {max}, or an abnormal compression ratio): refused',
    'zh-TW': '壓縮檔案解壓後超出限制（最大 {max}，或壓縮比異常），已拒絕',
    'pt-BR':
      'O arquivo compactado descompacta além do limite (no máximo {max}, ou taxa de compressão anormal): recusado',
  },
  D9000: {
    'zh-CN': '参数编码已存在',
    en: 'The parameter code already exists',
    'zh-TW': '參數編碼已存在',
    'pt-BR': 'O código do parâmetro já existe',
  },
  D9001: {
    'zh-CN': '禁止删除系统内置参数',
    en: 'Built-in parameters cannot be deleted',
    'zh-TW': '禁止刪除系統內建參數',
    'pt-BR': 'Parâmetros internos não podem ser excluídos',
  },
  R0001: { 'zh-CN': '记录不存在', en: 'Record not found', 'zh-TW': '記錄不存在', 'pt-BR': 'Registro não encontrado' },
  R0002: {
    'zh-CN': '{field}已存在',
    en: '{field} already exists',
    'zh-TW': '{field}已存在',
    'pt-BR': '{field} já existe',
  },
  R0003: {
    'zh-CN': '请选择要导入的 Excel 文件',
    en: 'Pick an Excel file to import',
    'zh-TW': '請選擇要匯入的 Excel 檔案',
    'pt-BR': 'Escolha um arquivo Excel para importar',
  },
  R0004: {
    'zh-CN': '数据正在被使用，不能删除：{detail}',
    en: 'In use, cannot be deleted: {detail}',
    'zh-TW': '資料正在被使用，不能刪除：{detail}',
    'pt-BR': 'Em uso, não pode ser excluído: {detail}',
  },
  R0005: {
    'zh-CN': '文件不是有效的 .xlsx 工作簿',
    en: 'The file is not a valid .xlsx workbook',
    'zh-TW': '檔案不是有效的 .xlsx 活頁簿',
    'pt-BR': 'O arquivo não é uma pasta de trabalho .xlsx válida',
  },
  R0006: {
    'zh-CN': '行数过多，最多 {max} 行',
    en: 'Too many rows: at most {max}',
    'zh-TW': '列數過多，最多 {max} 列',
    'pt-BR': 'Linhas demais: no máximo {max}',
  },
  R0007: {
    'zh-CN': '当前状态为「{state}」，不能「{action}」',
    en: 'Cannot "{action}": the current state is "{state}"',
    'zh-TW': '目前狀態為「{state}」，不能「{action}」',
    'pt-BR': 'Não é possível "{action}": o estado atual é "{state}"',
  },
  R0008: {
    'zh-CN': '「{action}」不适用于此记录',
    en: '"{action}" does not apply to this record',
    'zh-TW': '「{action}」不適用於此記錄',
    'pt-BR': '"{action}" não se aplica a este registro',
  },
  R0009: {
    'zh-CN': '当前搜索匹配 {count} 条记录，一次最多处理 {max} 条，请缩小搜索范围',
    en: 'The search matches {count} records; at most {max} can be handled at once: narrow the search',
    'zh-TW': '目前搜尋符合 {count} 筆記錄，一次最多處理 {max} 筆，請縮小搜尋範圍',
    'pt-BR': 'A busca encontra {count} registros; no máximo {max} podem ser tratados de uma vez: refine a busca',
  },
  R0090: {
    'zh-CN': '正在进行的导入过多，请稍后再试',
    en: 'Too many imports are running: try again in a moment',
    'zh-TW': '正在進行的匯入過多，請稍後再試',
    'pt-BR': 'Há importações demais em andamento: tente novamente em instantes',
  },
  Z1002: {
    'zh-CN': '所有租户共用一个数据库，按租户隔离行（tenant_id 与行级安全），无需为租户建库',
    en: 'Every tenant lives in the shared database, its rows isolated by tenant_id and row-level security: there is no separate database to create',
    'zh-TW': '所有租戶共用一個資料庫，按租戶隔離列（tenant_id 與列級安全），無需為租戶建庫',
    'pt-BR':
      'Todos os inquilinos ficam no banco compartilhado, com linhas isoladas por tenant_id e segurança em nível de linha: não há banco separado a criar',
  },
  Z1003: {
    'zh-CN': '租户已禁用',
    en: 'This tenant is disabled',
    'zh-TW': '租戶已停用',
    'pt-BR': 'Este inquilino está desativado',
  },
  Z1004: { 'zh-CN': '租户不存在', en: 'Tenant not found', 'zh-TW': '租戶不存在', 'pt-BR': 'Inquilino não encontrado' },
  Z1005: {
    'zh-CN': '租户编码或名称已存在',
    en: 'A tenant with this code or name already exists',
    'zh-TW': '租戶編碼或名稱已存在',
    'pt-BR': 'Já existe um inquilino com este código ou nome',
  },
  Z1006: {
    'zh-CN': '禁止停用默认租户',
    en: 'The default tenant cannot be disabled',
    'zh-TW': '禁止停用預設租戶',
    'pt-BR': 'O inquilino padrão não pode ser desativado',
  },
  Z1007: {
    'zh-CN': '数据库结构只能通过迁移脚本修改，此处只读',
    en: 'The database schema is changed through migrations only: this screen is read-only',
    'zh-TW': '資料庫結構只能透過遷移腳本修改，此處唯讀',
    'pt-BR': 'O esquema do banco só é alterado por migrações: esta tela é somente leitura',
  },
  Z1008: {
    'zh-CN': '请在服务器上备份数据库：PostgreSQL 用 pg_dump，PGlite 复制数据目录',
    en: 'Back up the database on the server: pg_dump for PostgreSQL, a copy of the data directory for PGlite',
    'zh-TW': '請在伺服器上備份資料庫：PostgreSQL 用 pg_dump，PGlite 複製資料目錄',
    'pt-BR': 'Faça o backup do banco no servidor: pg_dump no PostgreSQL, uma cópia do diretório de dados no PGlite',
  },
  D7001: {
    'zh-CN': '已发布的通知不能删除',
    en: 'A published notice cannot be deleted',
    'zh-TW': '已發布的通知不能刪除',
    'pt-BR': 'Um aviso publicado não pode ser excluído',
  },
  D7002: {
    'zh-CN': '只能修改草稿状态的通知',
    en: 'Only draft notices can be edited',
    'zh-TW': '只能修改草稿狀態的通知',
    'pt-BR': 'Somente avisos em rascunho podem ser editados',
  },
  D7003: {
    'zh-CN': '只能发布草稿状态的通知（当前状态：「{state}」）',
    en: 'Only draft notices can be published (current state: "{state}")',
    'zh-TW': '只能發布草稿狀態的通知（目前狀態：「{state}」）',
    'pt-BR': 'Somente avisos em rascunho podem ser publicados (estado atual: "{state}")',
  },
  D7004: {
    'zh-CN': '只能撤回已发布的通知（当前状态：「{state}」）',
    en: 'Only published notices can be withdrawn (current state: "{state}")',
    'zh-TW': '只能撤回已發布的通知（目前狀態：「{state}」）',
    'pt-BR': 'Somente avisos publicados podem ser retirados (estado atual: "{state}")',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Every code: the platform's above and each business domain's (packages/contract/src/<domain>/). */
export const ERROR_MESSAGES = {
  ...PLATFORM_ERRORS,
  .../*#__PURE__*/ mergeErrorTables(DOMAIN_ERRORS, PLATFORM_ERRORS),
} as typeof PLATFORM_ERRORS & DomainErrors<typeof DOMAIN_ERRORS>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Messages of the envelope's status rows (admin-net-contract §1.2). */
export const STATUS_MESSAGES = {
  401: {
    'zh-CN': '401 登录已过期，请重新登录',
    en: '401 Login expired, please log in again',
    'zh-TW': '401 登入已過期，請重新登入',
    'pt-BR': '401 Sessão expirada, entre novamente',
  },
  403: {
    'zh-CN': '403 禁止访问，没有权限',
    en: '403 Forbidden: no permission',
    'zh-TW': '403 禁止存取，沒有權限',
    'pt-BR': '403 Proibido: sem permissão',
  },
  404: {
    'zh-CN': '404 接口不存在',
    en: '404 No such endpoint',
    'zh-TW': '404 介面不存在',
    'pt-BR': '404 Endpoint inexistente',
  },
  429: {
    'zh-CN': '访问过于频繁,请稍后重试!',
    en: 'Too many requests, please retry later!',
    'zh-TW': '存取過於頻繁，請稍後重試！',
    'pt-BR': 'Muitas solicitações, tente mais tarde!',
  },
  500: {
    'zh-CN': '服务器内部错误，请联系管理员（追踪号 {traceId}）',
    en: 'Internal server error, contact the administrator (trace id {traceId})',
    'zh-TW': '伺服器內部錯誤，請聯絡管理員（追蹤號 {traceId}）',
    'pt-BR': 'Erro interno do servidor, contate o administrador (rastreio {traceId})',
  },
} as const satisfies Record<number, Record<Language, string>>;

/** Validation messages that are ours rather than Zod's. Keys are used as `error` in schemas. */
export const VALIDATION_MESSAGES = {
  required: { 'zh-CN': '不能为空', en: 'is required', 'zh-TW': '不能為空', 'pt-BR': 'é obrigatório' },
  bodyRequired: {
    'zh-CN': '请求参数不能为空',
    en: 'The request body is required',
    'zh-TW': '請求參數不能為空',
    'pt-BR': 'O corpo da requisição é obrigatório',
  },
  idRequired: { 'zh-CN': 'Id不能为空', en: 'Id is required', 'zh-TW': 'Id不能為空', 'pt-BR': 'Id é obrigatório' },
  codeRequired: {
    'zh-CN': '字典类型编码不能为空',
    en: 'The dictionary type code is required',
    'zh-TW': '字典類型編碼不能為空',
    'pt-BR': 'O código do tipo de dicionário é obrigatório',
  },
  typeNameRequired: {
    'zh-CN': '常量类型名称不能为空',
    en: 'The constant type name is required',
    'zh-TW': '常數類型名稱不能為空',
    'pt-BR': 'O nome do tipo de constante é obrigatório',
  },
  accountRequired: {
    'zh-CN': '账号不能为空',
    en: 'The account is required',
    'zh-TW': '帳號不能為空',
    'pt-BR': 'A conta é obrigatória',
  },
  passwordRequired: {
    'zh-CN': '密码不能为空',
    en: 'The password is required',
    'zh-TW': '密碼不能為空',
    'pt-BR': 'A senha é obrigatória',
  },
  accountMinLength: {
    'zh-CN': '账号不能少于2个字符',
    en: 'The account must have at least 2 characters',
    'zh-TW': '帳號不能少於2個字元',
    'pt-BR': 'A conta deve ter pelo menos 2 caracteres',
  },
  passwordMinLength: {
    'zh-CN': '密码不能少于3个字符',
    en: 'The password must have at least 3 characters',
    'zh-TW': '密碼不能少於3個字元',
    'pt-BR': 'A senha deve ter pelo menos 3 caracteres',
  },
  areaInvalid: {
    'zh-CN': '区域只能是 admin、merchant、factory 或 manage',
    en: 'The area must be admin, merchant, factory or manage',
    'zh-TW': '區域只能是 admin、merchant、factory 或 manage',
    'pt-BR': 'A área deve ser admin, merchant, factory ou manage',
  },
  phoneInvalid: {
    'zh-CN': '电话号码不正确（其他国家或地区的号码请以 + 和国家代码开头）',
    en: 'Invalid phone number (start numbers outside mainland China with + and the country code)',
    'zh-TW': '電話號碼不正確（其他國家或地區的號碼請以 + 和國家代碼開頭）',
    'pt-BR': 'Número de telefone inválido (fora da China continental, comece com + e o código do país)',
  },
  mobileInvalid: {
    'zh-CN': '手机号码格式不正确',
    en: 'Invalid mobile number',
    'zh-TW': '手機號碼格式不正確',
    'pt-BR': 'Número de celular inválido',
  },
  statusInvalid: {
    'zh-CN': '状态值不正确',
    en: 'Invalid status value',
    'zh-TW': '狀態值不正確',
    'pt-BR': 'Valor de status inválido',
  },
  permissionFormat: {
    'zh-CN': '格式须为 服务:操作（如 sysUser:add）',
    en: 'must look like service:action',
    'zh-TW': '格式須為 服務:操作（如 sysUser:add）',
    'pt-BR': 'deve ter o formato serviço:ação',
  },
  tooLong: {
    'zh-CN': '长度不能超过 {max}',
    en: 'must be at most {max} characters',
    'zh-TW': '長度不能超過 {max}',
    'pt-BR': 'deve ter no máximo {max} caracteres',
  },
  notNumber: { 'zh-CN': '必须是数字', en: 'must be a number', 'zh-TW': '必須是數字', 'pt-BR': 'deve ser um número' },
  mustBePositive: {
    'zh-CN': '必须大于 0',
    en: 'must be greater than 0',
    'zh-TW': '必須大於 0',
    'pt-BR': 'deve ser maior que 0',
  },
  invalidValue: {
    'zh-CN': '取值不正确',
    en: 'has an invalid value',
    'zh-TW': '取值不正確',
    'pt-BR': 'tem um valor inválido',
  },
  onlyForTemu: {
    'zh-CN': '只有 Temu 店铺有店铺类型',
    en: 'Only Temu shops have a shop type',
    'zh-TW': '只有 Temu 店鋪有店鋪類型',
    'pt-BR': 'Somente lojas Temu têm tipo de loja',
  },
  onlyForTiktok: {
    'zh-CN': '只有 TikTok 店铺有区域类型',
    en: 'Only TikTok shops have a region type',
    'zh-TW': '只有 TikTok 店鋪有區域類型',
    'pt-BR': 'Somente lojas TikTok têm tipo de região',
  },
  minGtMax: {
    'zh-CN': '最小库存不能大于最大库存',
    en: 'Minimum stock cannot be above maximum stock',
    'zh-TW': '最小庫存不能大於最大庫存',
    'pt-BR': 'O estoque mínimo não pode ser maior que o máximo',
  },
  maxLtMin: {
    'zh-CN': '最大库存不能小于最小库存',
    en: 'Maximum stock cannot be below minimum stock',
    'zh-TW': '最大庫存不能小於最小庫存',
    'pt-BR': 'O estoque máximo não pode ser menor que o mínimo',
  },
  safeOutOfRange: {
    'zh-CN': '安全库存必须介于最小库存和最大库存之间',
    en: 'Safety stock must lie between minimum and maximum stock',
    'zh-TW': '安全庫存必須介於最小庫存和最大庫存之間',
    'pt-BR': 'O estoque de segurança deve ficar entre o mínimo e o máximo',
  },
  netGtGross: {
    'zh-CN': '净重不能大于毛重',
    en: 'Net weight must not exceed gross weight',
    'zh-TW': '淨重不能大於毛重',
    'pt-BR': 'O peso líquido não pode exceder o peso bruto',
  },
  qualifiedAboveTotal: {
    'zh-CN': '合格数不能大于报工数',
    en: 'The qualified quantity cannot exceed the reported quantity',
    'zh-TW': '合格數不能大於報工數',
    'pt-BR': 'A quantidade aprovada não pode passar da apontada',
  },
  badJson: {
    'zh-CN': '请求体不是有效的 JSON',
    en: 'The request body is not valid JSON',
    'zh-TW': '請求主體不是有效的 JSON',
    'pt-BR': 'O corpo da requisição não é um JSON válido',
  },
  badRequest: {
    'zh-CN': '请求格式不正确',
    en: 'Malformed request',
    'zh-TW': '請求格式不正確',
    'pt-BR': 'Requisição malformada',
  },
  tooLarge: {
    'zh-CN': '请求内容过大',
    en: 'The request is too large',
    'zh-TW': '請求內容過大',
    'pt-BR': 'A requisição é grande demais',
  },
  tooShort: {
    'zh-CN': '长度不能少于 {min}',
    en: 'must be at least {min} characters',
    'zh-TW': '長度不能少於 {min}',
    'pt-BR': 'deve ter pelo menos {min} caracteres',
  },
  tooSmall: {
    'zh-CN': '不能小于 {min}',
    en: 'must be at least {min}',
    'zh-TW': '不能小於 {min}',
    'pt-BR': 'deve ser no mínimo {min}',
  },
  tooBig: {
    'zh-CN': '不能大于 {max}',
    en: 'must be at most {max}',
    'zh-TW': '不能大於 {max}',
    'pt-BR': 'deve ser no máximo {max}',
  },
  tooManyItems: {
    'zh-CN': '最多 {max} 项',
    en: 'at most {max} items',
    'zh-TW': '最多 {max} 項',
    'pt-BR': 'no máximo {max} itens',
  },
  nulCharacter: {
    'zh-CN': '不能包含空字符（\\u0000）',
    en: 'must not contain a NUL character (\\u0000)',
    'zh-TW': '不能包含空字元（\\u0000）',
    'pt-BR': 'não pode conter o caractere NUL (\\u0000)',
  },
  inputTooDeep: {
    'zh-CN': '嵌套层级过深（最多 {max} 层）',
    en: 'is nested too deeply (at most {max} levels)',
    'zh-TW': '巢狀層級過深（最多 {max} 層）',
    'pt-BR': 'tem aninhamento profundo demais (no máximo {max} níveis)',
  },
  numberOutOfRange: {
    'zh-CN': '超出允许的范围',
    en: 'is a number out of the allowed range',
    'zh-TW': '超出允許的範圍',
    'pt-BR': 'é um número fora do intervalo permitido',
  },
  notInteger: {
    'zh-CN': '必须是整数',
    en: 'must be a whole number',
    'zh-TW': '必須是整數',
    'pt-BR': 'deve ser um número inteiro',
  },
  maxDecimals: {
    'zh-CN': '最多 {n} 位小数',
    en: 'may have at most {n} decimals',
    'zh-TW': '最多 {n} 位小數',
    'pt-BR': 'pode ter no máximo {n} casas decimais',
  },
  invalidDate: {
    'zh-CN': '须为日期（yyyy-MM-dd）',
    en: 'must be a date (yyyy-MM-dd)',
    'zh-TW': '須為日期（yyyy-MM-dd）',
    'pt-BR': 'deve ser uma data (aaaa-MM-dd)',
  },
  invalidFolder: {
    'zh-CN': '目录只能包含字母、数字、_、- 和 /',
    en: 'The folder may only contain letters, digits, _, - and /',
    'zh-TW': '目錄只能包含字母、數字、_、- 和 /',
    'pt-BR': 'A pasta só pode conter letras, dígitos, _, - e /',
  },
  fileIdOrUrl: {
    'zh-CN': '请提供文件 Id 或 Url',
    en: 'Give the file id or url',
    'zh-TW': '請提供檔案 Id 或 Url',
    'pt-BR': 'Informe o id ou a url do arquivo',
  },
  invalidDateTime: {
    'zh-CN': '须为日期时间（yyyy-MM-dd HH:mm:ss）',
    en: 'must be a date and time (yyyy-MM-dd HH:mm:ss)',
    'zh-TW': '須為日期時間（yyyy-MM-dd HH:mm:ss）',
    'pt-BR': 'deve ser data e hora (aaaa-MM-dd HH:mm:ss)',
  },
  notBoolean: {
    'zh-CN': '必须是“是”或“否”',
    en: 'must be yes or no',
    'zh-TW': '必須是「是」或「否」',
    'pt-BR': 'deve ser sim ou não',
  },
  notText: { 'zh-CN': '必须是文本', en: 'must be text', 'zh-TW': '必須是文字', 'pt-BR': 'deve ser texto' },
  codeInvalid: {
    'zh-CN': '须以字母开头，2 到 32 位字母、数字、_ 或 -',
    en: 'must start with a letter and have 2 to 32 letters, digits, _ or -',
    'zh-TW': '須以字母開頭，2 到 32 位字母、數字、_ 或 -',
    'pt-BR': 'deve começar com uma letra e ter de 2 a 32 letras, dígitos, _ ou -',
  },
  telInvalid: {
    'zh-CN': '固定电话格式不正确',
    en: 'Invalid landline number',
    'zh-TW': '市話號碼格式不正確',
    'pt-BR': 'Número de telefone fixo inválido',
  },
  accountInvalid: {
    'zh-CN': '须以字母开头，5 到 16 位字母、数字或下划线',
    en: 'must start with a letter and have 5 to 16 letters, digits or underscores',
    'zh-TW': '須以字母開頭，5 到 16 位字母、數字或底線',
    'pt-BR': 'deve começar com uma letra e ter de 5 a 16 letras, dígitos ou sublinhados',
  },
  passwordInvalid: {
    'zh-CN': '长度须为 6 到 16 位',
    en: 'must have 6 to 16 characters',
    'zh-TW': '長度須為 6 到 16 位',
    'pt-BR': 'deve ter de 6 a 16 caracteres',
  },
  passwordWeak: {
    'zh-CN': '须为 6 到 16 位，包含字母、数字和符号',
    en: 'must have 6 to 16 characters with a letter, a digit and a symbol',
    'zh-TW': '須為 6 到 16 位，包含字母、數字和符號',
    'pt-BR': 'deve ter de 6 a 16 caracteres com letra, dígito e símbolo',
  },
  ipInvalid: {
    'zh-CN': 'IP 地址格式不正确',
    en: 'Invalid IP address',
    'zh-TW': 'IP 位址格式不正確',
    'pt-BR': 'Endereço IP inválido',
  },
  emailInvalid: {
    'zh-CN': '邮箱格式不正确',
    en: 'Invalid e-mail address',
    'zh-TW': '信箱格式不正確',
    'pt-BR': 'E-mail inválido',
  },
  idCardInvalid: {
    'zh-CN': '身份证号码不正确',
    en: 'Invalid ID card number',
    'zh-TW': '身分證號碼不正確',
    'pt-BR': 'Número de identidade inválido',
  },
  fullNameInvalid: {
    'zh-CN': '姓名格式不正确',
    en: 'Invalid Chinese name',
    'zh-TW': '姓名格式不正確',
    'pt-BR': 'Nome chinês inválido',
  },
  postalCodeInvalid: {
    'zh-CN': '须为 6 位数字',
    en: 'must be 6 digits',
    'zh-TW': '須為 6 位數字',
    'pt-BR': 'deve ter 6 dígitos',
  },
  urlInvalid: { 'zh-CN': '网址格式不正确', en: 'Invalid URL', 'zh-TW': '網址格式不正確', 'pt-BR': 'URL inválida' },
  passwordMismatch: {
    'zh-CN': '两次输入的新密码不一致',
    en: 'The two new passwords do not match',
    'zh-TW': '兩次輸入的新密碼不一致',
    'pt-BR': 'As duas novas senhas não coincidem',
  },
  carNumInvalid: {
    'zh-CN': '车牌号格式不正确',
    en: 'Invalid plate number',
    'zh-TW': '車牌號格式不正確',
    'pt-BR': 'Placa inválida',
  },
  refNotFound: {
    'zh-CN': '引用的记录不存在',
    en: 'refers to a record that does not exist',
    'zh-TW': '引用的記錄不存在',
    'pt-BR': 'refere-se a um registro inexistente',
  },
  alreadyExists: { 'zh-CN': '已存在', en: 'already exists', 'zh-TW': '已存在', 'pt-BR': 'já existe' },
  endBeforeStart: {
    'zh-CN': '结束日期不能早于开始日期',
    en: 'The end date cannot be before the start date',
    'zh-TW': '結束日期不能早於開始日期',
    'pt-BR': 'A data final não pode ser anterior à inicial',
  },
  timeInvalid: {
    'zh-CN': '须为 HH:mm 格式的时间',
    en: 'must be a time HH:mm',
    'zh-TW': '須為 HH:mm 格式的時間',
    'pt-BR': 'deve ser um horário HH:mm',
  },
  teamTypeMismatch: {
    'zh-CN': '班组类型与计划的班组类型不一致',
    en: 'The team type differs from the plan team type',
    'zh-TW': '班組類型與計畫的班組類型不一致',
    'pt-BR': 'O tipo da equipe difere do tipo de equipe do plano',
  },
  duplicateInFile: {
    'zh-CN': '与第 {row} 行重复',
    en: 'duplicates row {row}',
    'zh-TW': '與第 {row} 列重複',
    'pt-BR': 'repete a linha {row}',
  },
  extOrgDuplicate: {
    'zh-CN': '该机构已在第 {row} 行',
    en: 'The organisation is already in row {row}',
    'zh-TW': '該機構已在第 {row} 列',
    'pt-BR': 'A organização já está na linha {row}',
  },
  extOrgIsMainOrg: {
    'zh-CN': '扩展机构不能与所属机构相同',
    en: "An extension organisation cannot be the user's main organisation",
    'zh-TW': '擴充機構不能與所屬機構相同',
    'pt-BR': 'Uma organização adicional não pode ser a organização principal do usuário',
  },
  childRowsMin: {
    'zh-CN': '{label}至少需要 {min} 行',
    en: '{label}: at least {min} row(s) required',
    'zh-TW': '{label}至少需要 {min} 列',
    'pt-BR': '{label}: informe pelo menos {min} linha(s)',
  },
  childRowsMax: {
    'zh-CN': '{label}最多 {max} 行',
    en: '{label}: at most {max} rows',
    'zh-TW': '{label}最多 {max} 列',
    'pt-BR': '{label}: no máximo {max} linhas',
  },
  hotFolderInvalid: {
    'zh-CN': '不能包含 ..',
    en: "must be a folder path without '..'",
    'zh-TW': '不能包含 ..',
    'pt-BR': "deve ser um caminho de pasta sem '..'",
  },
  importRowInvalid: {
    'zh-CN': '第 {row} 行：{message}',
    en: 'Row {row}: {message}',
    'zh-TW': '第 {row} 列：{message}',
    'pt-BR': 'Linha {row}: {message}',
  },
  imageHttpOnly: {
    'zh-CN': '的地址必须以 http:// 或 https:// 开头',
    en: 'must be addresses starting with http:// or https://',
    'zh-TW': '的位址必須以 http:// 或 https:// 開頭',
    'pt-BR': 'deve ter endereços começando com http:// ou https://',
  },
  contentEmpty: {
    'zh-CN': '没有内容',
    en: 'has no content',
    'zh-TW': '沒有內容',
    'pt-BR': 'está sem conteúdo',
  },
} as const satisfies Record<string, Record<Language, string>>;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * Fills `{name}` placeholders. A parameter may itself be localized (`{en: …, 'zh-CN': …}`,
 * e.g. the label of a sub-table): with `lang` given, the text of that language is used.
 */
export function formatMessage(
  template: string,
  params?: Record<string, string | number | Partial<Record<Language, string>>>,
  lang?: Language,
): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in params)) return whole;
    const value = params[key];
    if (value && typeof value === 'object') return String((lang && value[lang]) ?? value.en ?? whole);
    return String(value);
  });
}
