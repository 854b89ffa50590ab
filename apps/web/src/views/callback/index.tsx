import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resetSessionStores } from '../../router/loadRoutes.ts';
import { rememberedArea } from '../../utils/area.ts';
import { Tokens } from '../../utils/storage.ts';

/** Reads tokens from the query or from an Admin.NET style `#/login?token=` fragment. */
export function tokensFromUrl(search: string, hash: string): { accessToken: string; refreshToken: string } | null {
  const sources = [new URLSearchParams(search)];
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
  if (hashQuery) sources.push(new URLSearchParams(hashQuery));
  for (const q of sources) {
    const accessToken = q.get('accessToken') ?? q.get('token') ?? q.get('access-token');
    if (accessToken) {
      return { accessToken, refreshToken: q.get('refreshToken') ?? q.get('x-access-token') ?? '' };
    }
  }
  return null;
}

/** `/callback`: always allowed (third-party login return). Stores the tokens and enters the area. */
export default function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const tokens = tokensFromUrl(window.location.search, window.location.hash);
    const area = rememberedArea();
    if (!tokens) {
      setMissing(true);
      return;
    }
    Tokens.set(area, tokens);
    resetSessionStores();
    navigate(`/${area}/dashboard/home`, { replace: true });
  }, [navigate]);
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      {missing ? (
        <Result status="warning" title={t('callback.missingToken')} />
      ) : (
        <Spin tip={t('callback.processing')} />
      )}
    </div>
  );
}
