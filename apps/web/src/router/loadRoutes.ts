import type { RoleItem } from '@printfloor/contract';
import { sysAuthApi } from '../api/sysAuth.ts';
import { sysConstApi } from '../api/sysConst.ts';
import { sysDictTypeApi } from '../api/sysDictType.ts';
import { sysMenuApi } from '../api/sysMenu.ts';
import { sysRoleApi } from '../api/sysRole.ts';
import { loadMenuTitles, loadPageMessages } from '../i18n/index.ts';
import { useConstants } from '../stores/constants.ts';
import { useDictionaries } from '../stores/dictionaries.ts';
import { useKeepAliveNames } from '../stores/keepAliveNames.ts';
import { useRequestOldRoutes } from '../stores/requestOldRoutes.ts';
import { useRoutesList } from '../stores/routesList.ts';
import { useThemeConfig } from '../stores/themeConfig.ts';
import { useUserInfo } from '../stores/userInfo.ts';
import type { Area } from '../utils/area.ts';
import { AreaTenant, Local, Tokens } from '../utils/storage.ts';
import { buildRoutes } from './backEnd.ts';
import { type ViewLoader, viewRegistry } from './viewRegistry.ts';

export type LoadResult = 'ok' | 'noMenus';

/**
 * Token present, no routes yet (spec §2 guard, admin-net-contract §3.7): user info (then
 * watermark), constants, dictionaries and roles; then the menu tree → routes registered.
 */
export async function loadBackEndRoutes(
  area: Area,
  registry: Record<string, ViewLoader> = viewRegistry,
): Promise<LoadResult> {
  const userStore = useUserInfo.getState();
  const [user, constList, dictList, roles, ownButtons] = await Promise.all([
    sysAuthApi.userInfo(),
    sysConstApi.list(),
    sysDictTypeApi.allDictList(),
    sysRoleApi.list().catch((): RoleItem[] => []),
    sysMenuApi.ownBtnPermList().catch((): string[] => []),
  ]);
  userStore.setUserInfos(user);
  userStore.setOwnButtons(Array.isArray(ownButtons) ? ownButtons : []);
  userStore.setRoles(Array.isArray(roles) ? roles : []);
  useConstants.getState().setConstList(Array.isArray(constList) ? constList : []);
  useDictionaries.getState().setDictList(Array.isArray(dictList) ? dictList : []);
  if (user.tenantId) AreaTenant.set(area, user.tenantId);
  if (user.tenant?.title) Local.set(area, 'tenantTitle', user.tenant.title);

  const watermark = await sysAuthApi.watermarkConfig().catch(() => ({ watermarkEnabled: false }));
  useThemeConfig.getState().setThemeConfig({
    isWatermark: !!watermark?.watermarkEnabled,
    watermarkText: user.realName ?? user.account,
  });

  // Menu titles and the pages' messages are not needed before login: they load now.
  const [menus] = await Promise.all([sysMenuApi.loginMenuTree(), loadMenuTitles(), loadPageMessages()]);
  if (!Array.isArray(menus) || menus.length === 0) {
    Tokens.clear(area);
    return 'noMenus';
  }
  useRequestOldRoutes.getState().set(menus);
  const roleIds = new Set(user.roleIds ?? []);
  const roleCodes = (Array.isArray(roles) ? roles : []).filter((r) => roleIds.has(r.id)).map((r) => r.code);
  const { tree, flat } = buildRoutes(menus, registry, roleCodes);
  useKeepAliveNames.getState().setKeepAliveNames(flat.filter((r) => r.meta.isKeepAlive).map((r) => r.path));
  useRoutesList.getState().setRoutes(area, tree, flat);
  return 'ok';
}

/** Forget everything loaded for the session (logout, area switch). */
export function resetSessionStores(): void {
  useRoutesList.getState().reset();
  useUserInfo.getState().reset();
}
