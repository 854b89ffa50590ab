import type { OAuthProvider } from '@printfloor/contract';
import { Button, Divider, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export function normalizeProviders(list: Array<OAuthProvider | string> | null | undefined): OAuthProvider[] {
  return (list ?? [])
    .map((p) => (typeof p === 'string' ? { name: p } : p))
    .filter((p): p is OAuthProvider => !!p && typeof p.name === 'string' && p.name.length > 0);
}

/** Third-party login buttons, only for the providers the server reports as configured. */
export function OAuthButtons({ providers }: { providers: Array<OAuthProvider | string> | null | undefined }) {
  const { t } = useTranslation();
  const list = normalizeProviders(providers);
  if (list.length === 0) return null;
  const go = (provider: string) => {
    const redirectUrl = `${window.location.origin}/callback`;
    window.location.href = `/api/sysOAuth/signIn?provider=${encodeURIComponent(provider)}&redirectUrl=${encodeURIComponent(redirectUrl)}`;
  };
  return (
    <div className="login-oauth" data-testid="oauth-buttons">
      <Divider plain>{t('login.thirdParty')}</Divider>
      <Space wrap>
        {list.map((p) => (
          <Button
            key={p.name}
            onClick={() => go(p.name)}
            aria-label={t('login.oauthWith', { name: p.title ?? p.name })}
          >
            {p.title ?? p.name}
          </Button>
        ))}
      </Space>
    </div>
  );
}
