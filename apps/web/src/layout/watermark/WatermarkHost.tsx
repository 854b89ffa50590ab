import { useEffect } from 'react';
import { request } from '../../api/request.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { useUserInfo } from '../../stores/userInfo.ts';
import { removeWatermark, setWatermark } from '../../utils/watermark.ts';
import { useServerWatermark, watermarkTextOf } from './watermarkState.ts';

/**
 * Shows the tiled watermark when the server's watermarkEnabled is on or the settings
 * switch is on (shell-reference §7); text = configured text or the user's real name.
 */
export function WatermarkHost() {
  const userId = useUserInfo((s) => s.userInfos?.id);
  const realName = useUserInfo((s) => s.userInfos?.realName);
  const account = useUserInfo((s) => s.userInfos?.account);
  const { isWatermark, watermarkText } = useThemeConfig((s) => s.themeConfig);
  const serverEnabled = useServerWatermark((s) => s.enabled);
  const setServerEnabled = useServerWatermark((s) => s.setEnabled);

  useEffect(() => {
    if (userId === undefined) return;
    let active = true;
    request<{ watermarkEnabled?: boolean }>({ url: '/api/sysAuth/watermarkConfig', method: 'GET', silent: true }).then(
      (config) => {
        if (active) setServerEnabled(config?.watermarkEnabled === true);
      },
      () => {
        if (active) setServerEnabled(false);
      },
    );
    return () => {
      active = false;
    };
  }, [userId, setServerEnabled]);

  const on = serverEnabled === true || isWatermark;
  const text = watermarkTextOf(watermarkText, realName, account);
  useEffect(() => {
    if (!on || !text) {
      removeWatermark();
      return;
    }
    setWatermark(text);
    return () => removeWatermark();
  }, [on, text]);
  return null;
}
