/** Texts of the plugins screen (menu sysPlugin), under `sysPlugin`. */
const zhCN = {
  title: '插件',
  hint: '系统的可选部分，按租户启用或停用。停用的电商平台插件会拒绝该租户的店铺授权和拉单。',
  ownTenant: '本租户',
  name: '名称',
  kind: '类型',
  kind_marketplace: '电商平台适配器',
  version: '版本',
  state: '状态',
  enabled: '启用',
  disabled: '停用',
  actions: '操作',
  configure: '配置',
  save: '保存',
  saved: '已保存',
};

const en: typeof zhCN = {
  title: 'Plugins',
  hint: "Optional parts of the system, enabled or disabled per tenant. A disabled marketplace plugin refuses that tenant's shop authorization and order pulls.",
  ownTenant: 'This tenant',
  name: 'Name',
  kind: 'Kind',
  kind_marketplace: 'Marketplace adapter',
  version: 'Version',
  state: 'State',
  enabled: 'On',
  disabled: 'Off',
  actions: 'Actions',
  configure: 'Configure',
  save: 'Save',
  saved: 'Saved',
};

const zhTW: typeof zhCN = {
  title: '外掛',
  hint: '系統的可選部分，依租戶啟用或停用。停用的電商平台外掛會拒絕該租戶的店鋪授權和拉單。',
  ownTenant: '本租戶',
  name: '名稱',
  kind: '類型',
  kind_marketplace: '電商平台轉接器',
  version: '版本',
  state: '狀態',
  enabled: '啟用',
  disabled: '停用',
  actions: '操作',
  configure: '設定',
  save: '儲存',
  saved: '已儲存',
};

const ptBR: typeof zhCN = {
  title: 'Plugins',
  hint: 'Partes opcionais do sistema, ativadas ou desativadas por locatário. Um plugin de marketplace desativado recusa a autorização de lojas e a importação de pedidos desse locatário.',
  ownTenant: 'Este locatário',
  name: 'Nome',
  kind: 'Tipo',
  kind_marketplace: 'Adaptador de marketplace',
  version: 'Versão',
  state: 'Estado',
  enabled: 'Ativo',
  disabled: 'Inativo',
  actions: 'Ações',
  configure: 'Configurar',
  save: 'Salvar',
  saved: 'Salvo',
};

export const MESSAGES_PART = {
  namespace: 'sysPlugin',
  messages: { 'zh-CN': zhCN, en, 'zh-TW': zhTW, 'pt-BR': ptBR },
};
