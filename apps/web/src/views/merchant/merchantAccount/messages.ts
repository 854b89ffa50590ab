/** Texts of the merchant accounts page (menu merchantAccount), mounted under `merchantAccount`. */
const zhCN = {
  resetPwd: '重置密码',
  resetPwdConfirm: '确定重置账号「{{account}}」的密码？该账号将被强制下线。',
  newPassword: '账号「{{account}}」的新密码：{{password}}',
  roles: '角色',
  rolesPlaceholder: '请选择角色',
  rolesHelp:
    '员工角色可处理订单、导入与店铺，不能管理账号与设置；系统管理员角色拥有全部权限。修改后该账号的下一次操作即生效。',
  rolesRequired: '请至少选择一个角色',
  roleDisabled: '{{name}}（已停用）',
};

const en: typeof zhCN = {
  resetPwd: 'Reset password',
  resetPwdConfirm: 'Reset the password of "{{account}}"? The account is logged out.',
  newPassword: 'New password of "{{account}}": {{password}}',
  roles: 'Roles',
  rolesPlaceholder: 'Choose roles',
  rolesHelp:
    "The staff role handles orders, imports and shops, not accounts or settings; the administrator role may do everything. A change applies from the account's next action.",
  rolesRequired: 'Choose at least one role',
  roleDisabled: '{{name}} (disabled)',
};

const zhTW: typeof zhCN = {
  resetPwd: '重設密碼',
  resetPwdConfirm: '確定重設帳號「{{account}}」的密碼？該帳號將被強制登出。',
  newPassword: '帳號「{{account}}」的新密碼：{{password}}',
  roles: '角色',
  rolesPlaceholder: '請選擇角色',
  rolesHelp:
    '員工角色可處理訂單、匯入與店鋪，不能管理帳號與設定；系統管理員角色擁有全部權限。修改後該帳號的下一次操作即生效。',
  rolesRequired: '請至少選擇一個角色',
  roleDisabled: '{{name}}（已停用）',
};

const ptBR: typeof zhCN = {
  resetPwd: 'Redefinir senha',
  resetPwdConfirm: 'Redefinir a senha de "{{account}}"? A conta será desconectada.',
  newPassword: 'Nova senha de "{{account}}": {{password}}',
  roles: 'Funções',
  rolesPlaceholder: 'Escolha as funções',
  rolesHelp:
    'A função de equipe cuida de pedidos, importações e lojas, não de contas nem configurações; a de administrador pode tudo. A alteração vale a partir da próxima ação da conta.',
  rolesRequired: 'Escolha pelo menos uma função',
  roleDisabled: '{{name}} (desativada)',
};

/** Mounted under `merchantAccount.*` (i18n/pageMessages.ts finds every messages file). */
export const MESSAGES_PART = {
  namespace: 'merchantAccount',
  messages: { 'zh-CN': zhCN, en, 'zh-TW': zhTW, 'pt-BR': ptBR },
};
