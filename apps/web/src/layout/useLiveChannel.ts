import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { startLive } from '../api/live.ts';
import { clearSessionAndReload } from '../api/request.ts';
import { currentArea } from '../utils/area.ts';

/** The message shown for each reason the server gives (LiveEvent `forceOffline.reason`). */
const FAREWELL: Record<string, string> = {
  forceOffline: 'forcedOut',
  tenantDisabled: 'tenantDisabled',
  sessionEnded: 'sessionEnded',
};

/**
 * Keeps the live channel open while the shell is shown (i.e. after login). When the server
 * ends the session (force offline, tenant disabled, logout or a password change elsewhere) it says so and goes back to the login page.
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
        const farewell = FAREWELL[reason] ?? 'forcedOut';
        void message.warning(t(`login.farewell.${farewell}`), 3);
        // The login page the reload lands on says it again and keeps it (the notice is gone with the reload).
        setTimeout(() => clearSessionAndReload(area, farewell), 1500);
      },
    });
  }, []);
}
