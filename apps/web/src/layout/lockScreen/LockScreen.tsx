import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { sysAuthApi } from '../../api/sysAuth.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { useUserInfo } from '../../stores/userInfo.ts';
import { createIdleTimer } from '../../utils/idle.ts';
import { encryptWithServerKey } from '../../utils/passwordCrypto.ts';
import { useLockScreen } from './lockState.ts';
import './lockScreen.css';

/** Ticks every second while mounted. */
function useNow(): dayjs.Dayjs {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The overlay: clock, date, the user and a password box checked by the server. */
function LockOverlay() {
  const { t } = useTranslation();
  const now = useNow();
  const user = useUserInfo((s) => s.userInfos);
  const unlock = useLockScreen((s) => s.unlock);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const name = user?.realName || user?.account || '';

  const submit = async () => {
    if (busy) return;
    if (!password) {
      setError(t('shell.lock.passwordRequired'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const ok = await sysAuthApi.unLockScreen(await encryptWithServerKey(password));
      if (ok === true) {
        setPassword('');
        unlock();
        return;
      }
      setError(t('shell.lock.wrongPassword'));
    } catch {
      // The request layer already showed the server's message (rate limit, validation).
      setError(t('shell.lock.unlockFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className="pf-lock-screen"
      role="dialog"
      aria-modal="true"
      aria-label={t('shell.lock.title')}
      data-testid="lock-screen"
    >
      <div className="pf-lock-clock">
        <div className="pf-lock-time">
          {now.format('HH:mm')}
          <span className="pf-lock-seconds">{now.format('ss')}</span>
        </div>
        <div className="pf-lock-date">{now.format(t('shell.lock.dateFormat'))}</div>
      </div>
      <form
        className="pf-lock-panel"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Avatar size={64} src={user?.avatar || undefined}>
          {name.slice(0, 1)}
        </Avatar>
        <div className="pf-lock-name">{name}</div>
        <Input.Password
          autoFocus
          size="large"
          value={password}
          prefix={<LockOutlined />}
          placeholder={t('shell.lock.passwordPlaceholder')}
          aria-label={t('shell.lock.passwordPlaceholder')}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="lock-password"
        />
        {error ? (
          <Alert type="error" showIcon title={error} style={{ width: '100%' }} data-testid="lock-error" />
        ) : null}
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          block
          loading={busy}
          icon={<UnlockOutlined />}
          data-testid="lock-unlock"
        >
          {t('shell.lock.unlock')}
        </Button>
      </form>
    </div>
  );
}

/**
 * Auto-lock after the configured idle time (activity resets it) and the lock overlay.
 * While locked the shell under the overlay is inert (no focus, no clicks).
 */
export function LockScreenHost() {
  const area = useThemeConfig((s) => s.area);
  const { isLockScreen, lockScreenTime } = useThemeConfig((s) => s.themeConfig);
  const locked = useLockScreen((s) => s.locked);
  const lock = useLockScreen((s) => s.lock);
  const syncArea = useLockScreen((s) => s.syncArea);

  useEffect(() => {
    if (useLockScreen.getState().area !== area) syncArea(area);
  }, [area, syncArea]);

  useEffect(() => {
    if (!isLockScreen || locked) return;
    const timer = createIdleTimer(lockScreenTime * 1000, lock);
    return () => timer.stop();
  }, [isLockScreen, lockScreenTime, locked, lock]);

  useEffect(() => {
    const app = document.getElementById('app');
    if (!app) return;
    if (locked) app.setAttribute('inert', '');
    else app.removeAttribute('inert');
    return () => app.removeAttribute('inert');
  }, [locked]);

  return locked ? createPortal(<LockOverlay />, document.body) : null;
}
