import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { startLive } from '../api/live.ts';
import { clearSessionAndReload } from '../api/request.ts';
import { currentArea } from '../utils/area.ts';

/**
 * Keeps the live channel open while the shell is shown (i.e. after login). When the server
 * ends the session (force offline, tenant disabled) it says so and goes back to the login page.
 */
export function useLiveChannel(): void {
  const { message } = App.useApp();
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one channel per shell mount
  useEffect(() => {
    const area = currentArea();
    return startLive({
      area,
      onForceOffline: (reason) => {
        void message.warning(t(reason === 'tenantDisabled' ? 'onlineUser.tenantDisabled' : 'onlineUser.forcedOut'), 3);
        setTimeout(() => clearSessionAndReload(area), 1500);
      },
    });
  }, []);
}
