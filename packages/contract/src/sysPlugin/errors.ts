/** Error codes of the plugins (modules/sysPlugin), group D1300, merged into ERROR_MESSAGES. */
export const SYS_PLUGIN_ERRORS = {
  D1300: {
    'zh-CN': '插件「{pluginId}」不存在',
    en: 'The plugin "{pluginId}" does not exist',
    'zh-TW': '外掛「{pluginId}」不存在',
    'pt-BR': 'O plugin "{pluginId}" não existe',
  },
  D1301: {
    'zh-CN': '插件「{name}」已对本租户停用；请管理员在「平台管理 › 插件」中启用',
    en: 'The plugin "{name}" is disabled for this tenant; an administrator can enable it under Platform › Plugins',
    'zh-TW': '外掛「{name}」已對本租戶停用；請管理員在「平台管理 › 外掛」中啟用',
    'pt-BR':
      'O plugin "{name}" está desativado para este locatário; um administrador pode ativá-lo em Plataforma › Plugins',
  },
  D1302: {
    'zh-CN': '插件「{name}」的设置「{field}」无效：{detail}',
    en: 'Setting "{field}" of the plugin "{name}" is invalid: {detail}',
    'zh-TW': '外掛「{name}」的設定「{field}」無效：{detail}',
    'pt-BR': 'A configuração "{field}" do plugin "{name}" é inválida: {detail}',
  },
  D1303: {
    'zh-CN': '插件「{name}」关闭了自动同步，此店铺只能手动拉单',
    en: 'Automatic sync is off in the plugin "{name}"; pull this shop by hand',
    'zh-TW': '外掛「{name}」關閉了自動同步，此店鋪只能手動拉單',
    'pt-BR': 'A sincronização automática está desligada no plugin "{name}"; puxe os pedidos desta loja manualmente',
  },
  D1304: {
    'zh-CN': '只有平台管理员可以管理其他租户的插件',
    en: 'Only the platform administrator manages the plugins of another tenant',
    'zh-TW': '只有平台管理員可以管理其他租戶的外掛',
    'pt-BR': 'Somente o administrador da plataforma gerencia os plugins de outro locatário',
  },
} as const;
