import { useThemeConfig } from '../stores/themeConfig.ts';
import { useUserInfo } from '../stores/userInfo.ts';
import { currentArea } from '../utils/area.ts';
import { Local } from '../utils/storage.ts';

/** Title of the area's tenant (spec §1, §6), else the shell's global title. */
export function useTenantTitle(): string {
  const userTitle = useUserInfo((s) => s.userInfos?.tenant?.title);
  const globalTitle = useThemeConfig((s) => s.themeConfig.globalTitle);
  return userTitle || Local.get<string>(currentArea(), 'tenantTitle') || globalTitle;
}
