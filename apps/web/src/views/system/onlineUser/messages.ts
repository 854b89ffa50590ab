/** Texts of the online-users page (menu sysOnlineUser) and of the live channel, under `onlineUser`. */
const zhCN = {
  userName: '账号',
  realName: '姓名',
  tenant: '租户',
  area: '控制台',
  time: '连接时间',
  ip: 'IP',
  browser: '浏览器',
  os: '操作系统',
  actions: '操作',
  forceOffline: '强制下线',
  forceOfflineConfirm: '确定强制「{{name}}」下线？该会话将立即失效。',
  done: '已下线',
  reload: '刷新',
  live: '实时',
};
type OnlineMessages = typeof zhCN;

const en: OnlineMessages = {
  userName: 'Account',
  realName: 'Name',
  tenant: 'Tenant',
  area: 'Console',
  time: 'Connected',
  ip: 'IP',
  browser: 'Browser',
  os: 'OS',
  actions: 'Actions',
  forceOffline: 'Force offline',
  forceOfflineConfirm: 'Force "{{name}}" offline? The session ends at once.',
  done: 'Logged out',
  reload: 'Reload',
  live: 'Live',
};

const zhTW: OnlineMessages = {
  userName: '帳號',
  realName: '姓名',
  tenant: '租戶',
  area: '控制台',
  time: '連線時間',
  ip: 'IP',
  browser: '瀏覽器',
  os: '作業系統',
  actions: '操作',
  forceOffline: '強制下線',
  forceOfflineConfirm: '確定強制「{{name}}」下線？該工作階段將立即失效。',
  done: '已下線',
  reload: '重新整理',
  live: '即時',
};

const ptBR: OnlineMessages = {
  userName: 'Conta',
  realName: 'Nome',
  tenant: 'Inquilino',
  area: 'Console',
  time: 'Conectado em',
  ip: 'IP',
  browser: 'Navegador',
  os: 'Sistema',
  actions: 'Ações',
  forceOffline: 'Forçar saída',
  forceOfflineConfirm: 'Forçar a saída de "{{name}}"? A sessão termina imediatamente.',
  done: 'Desconectado',
  reload: 'Atualizar',
  live: 'Ao vivo',
};

export const ONLINE_USER_MESSAGES = { 'zh-CN': zhCN, en, 'zh-TW': zhTW, 'pt-BR': ptBR };

/** Mounted under `onlineUser.*` (i18n/pageMessages.ts finds every messages file). */
export const MESSAGES_PART = { namespace: 'onlineUser', messages: ONLINE_USER_MESSAGES };
