/** Texts of the merchant accounts page (menu merchantAccount), mounted under `merchantAccount`. */
const zhCN = {
  resetPwd: '重置密码',
  resetPwdConfirm: '确定重置账号「{{account}}」的密码？该账号将被强制下线。',
  newPassword: '账号「{{account}}」的新密码：{{password}}',
};

const en: typeof zhCN = {
  resetPwd: 'Reset password',
  resetPwdConfirm: 'Reset the password of "{{account}}"? The account is logged out.',
  newPassword: 'New password of "{{account}}": {{password}}',
};

const zhTW: typeof zhCN = {
  resetPwd: '重設密碼',
  resetPwdConfirm: '確定重設帳號「{{account}}」的密碼？該帳號將被強制登出。',
  newPassword: '帳號「{{account}}」的新密碼：{{password}}',
};

const ptBR: typeof zhCN = {
  resetPwd: 'Redefinir senha',
  resetPwdConfirm: 'Redefinir a senha de "{{account}}"? A conta será desconectada.',
  newPassword: 'Nova senha de "{{account}}": {{password}}',
};

/** Mounted under `merchantAccount.*` (i18n/pageMessages.ts finds every messages file). */
export const MESSAGES_PART = {
  namespace: 'merchantAccount',
  messages: { 'zh-CN': zhCN, en, 'zh-TW': zhTW, 'pt-BR': ptBR },
};
