import { timeZoneSettings } from '@printfloor/contract';
import { sysAuthApi } from '../../../api/sysAuth.ts';
import { SettingsForm } from '../../../components/settings/SettingsForm.tsx';
import { useUserInfo } from '../../../stores/userInfo.ts';

/**
 * Time zone settings (menu timeZoneSetting, component /base/timeZoneSetting/index). The server writes every
 * date-time in the tenant's zone from the next request on; the user info is reloaded so the
 * console's own clock (userInfo.timeZone) follows.
 */
export default function TimeZoneSettingPage() {
  const reload = async () => {
    try {
      useUserInfo.getState().setUserInfos(await sysAuthApi.userInfo());
    } catch {
      /* the request layer reports failures */
    }
  };
  return <SettingsForm group={timeZoneSettings} onSaved={reload} />;
}
