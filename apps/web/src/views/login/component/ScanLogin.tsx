import type { LoginResult, QrTicket } from '@printfloor/contract';
import { QRCode } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysAuthApi } from '../../../api/sysAuth.ts';
import type { Area } from '../../../utils/area.ts';

export const QR_POLL_MS = 2000;

type QrState = 'loading' | 'active' | 'scanned' | 'expired';

/** QR scan login: draws the server's ticket and polls its status every 2 s. */
export function ScanLogin({ area, onSuccess }: { area: Area; onSuccess: (tokens: LoginResult) => void }) {
  const { t } = useTranslation();
  const [ticket, setTicket] = useState<QrTicket | null>(null);
  const [state, setState] = useState<QrState>('loading');
  const done = useRef(false);

  const issue = useCallback(async () => {
    setState('loading');
    try {
      const next = await sysAuthApi.qrTicket(area);
      setTicket(next);
      setState('active');
    } catch {
      setState('expired');
    }
  }, [area]);

  useEffect(() => {
    void issue();
  }, [issue]);

  useEffect(() => {
    if (!ticket || state === 'expired' || state === 'loading') return;
    let stopped = false;
    const poll = async () => {
      if (stopped || done.current) return;
      const expiresAt = Date.parse(ticket.expiresAt.replace(' ', 'T'));
      try {
        const status = await sysAuthApi.qrTicketStatus(ticket.ticket, area);
        if (stopped) return;
        if (status.status === 'confirmed' && status.accessToken) {
          done.current = true;
          onSuccess({ accessToken: status.accessToken, refreshToken: status.refreshToken ?? '' });
          return;
        }
        if (status.status === 'scanned') setState('scanned');
        else if (status.status === 'expired' || status.status === 'cancelled' || status.status === 'consumed') {
          setState('expired');
        } else if (Number.isFinite(expiresAt) && Date.now() > expiresAt + 5000) setState('expired');
      } catch {
        /* keep polling; a network blip should not kill the ticket */
      }
    };
    const id = setInterval(() => void poll(), QR_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(id);
    };
  }, [ticket, state, area, onSuccess]);

  const qrStatus =
    state === 'loading' ? 'loading' : state === 'expired' ? 'expired' : state === 'scanned' ? 'scanned' : 'active';
  return (
    <div className="login-scan" data-testid="qr-login">
      <QRCode
        value={ticket?.qrContent ?? '-'}
        size={180}
        status={qrStatus}
        onRefresh={() => void issue()}
        statusRender={
          state === 'expired'
            ? () => (
                <div className="login-scan-expired">
                  <div>{t('login.scanExpired')}</div>
                  <button type="button" className="login-link-button" onClick={() => void issue()}>
                    {t('login.scanRefresh')}
                  </button>
                </div>
              )
            : undefined
        }
      />
      <p className="login-scan-tip">{state === 'scanned' ? t('login.scanScanned') : t('login.scanTip')}</p>
    </div>
  );
}
