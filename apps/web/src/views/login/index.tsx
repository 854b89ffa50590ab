import { Alert, Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { takeFarewell } from '../../api/request.ts';
import { BRAND_MARK } from '../../app/brand.ts';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { type Area, isArea, rememberedArea } from '../../utils/area.ts';
import { Local } from '../../utils/storage.ts';
import { AccountForm } from './component/AccountForm.tsx';
import { LoginTabs } from './component/LoginTabs.tsx';
import { useLoginConfig } from './useLoginConfig.ts';
import { useLoginSuccess } from './useLoginSuccess.ts';
import './login.css';

const LoginCarousel = lazy(() => import('./component/LoginCarousel.tsx').then((m) => ({ default: m.LoginCarousel })));
// Third-party buttons only when the server reports providers.
const OAuthButtons = lazy(() => import('./component/OAuthButtons.tsx').then((m) => ({ default: m.OAuthButtons })));
// The SMS and QR tabs (and the QR code renderer) load when they are opened.
const MobileForm = lazy(() => import('./component/MobileForm.tsx').then((m) => ({ default: m.MobileForm })));
const ScanLogin = lazy(() => import('./component/ScanLogin.tsx').then((m) => ({ default: m.ScanLogin })));

/** `/{role}/login/{code?}` (and `/login?code=` through the guard): branded from the tenant of the code. */
export default function LoginPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const area: Area = isArea(params.role) ? params.role : rememberedArea();
  const tenantCode = params.code ?? search.get('code') ?? search.get('tid') ?? null;
  const globalTitle = useThemeConfig((s) => s.themeConfig.globalTitle);

  const config = useLoginConfig(tenantCode);
  const tenant = config?.tenant ?? null;
  const title = tenant?.title || globalTitle;
  const onSuccess = useLoginSuccess(area, tenantCode);
  const [logoFailed, setLogoFailed] = useState(false);
  // Why the server ended the last session (logged out elsewhere, password changed, account disabled), once.
  const [farewell] = useState(() => takeFarewell(area));

  useEffect(() => {
    if (tenant?.title) Local.set(area, 'tenantTitle', tenant.title);
  }, [area, tenant?.title]);
  const pageTitle = t('login.title');
  useEffect(() => {
    document.title = `${pageTitle} - ${title}`;
  }, [pageTitle, title]);

  const carousel = useMemo(() => {
    const raw = (tenant?.carousel ?? tenant?.carouselImages ?? []) as unknown[];
    return raw.filter((x): x is string => typeof x === 'string' && x.length > 0);
  }, [tenant]);

  return (
    <div className="login-page" data-testid="login-page" data-area={area}>
      <div className="login-lang">
        <LanguageSwitch />
      </div>
      <section className="login-brand">
        <div className="login-brand-head">
          {tenant?.logo && !logoFailed ? (
            <img className="login-logo" src={tenant.logo} alt={title} onError={() => setLogoFailed(true)} />
          ) : (
            <div className="login-logo-mark">{BRAND_MARK}</div>
          )}
          <span className="login-brand-title">{title}</span>
        </div>
        <div className="login-brand-body">
          {tenant?.isCarousel !== false && carousel.length > 0 ? (
            <div className="login-carousel" data-testid="login-carousel">
              <Suspense fallback={null}>
                <LoginCarousel images={carousel} />
              </Suspense>
            </div>
          ) : (
            <div className="login-illustration" aria-hidden="true">
              <div className="login-illustration-shirt" />
            </div>
          )}
          {tenant?.viceTitle ? <h2 className="login-vice-title">{tenant.viceTitle}</h2> : null}
          {tenant?.mviceTitle ? <p className="login-mvice-title">{tenant.mviceTitle}</p> : null}
        </div>
      </section>
      <section className="login-panel">
        <div className="login-card">
          <h1 className="login-title" data-testid="login-title">
            {title}
          </h1>
          <p className="login-subtitle">
            {t('login.title')} · {t(`area.${area}`)}
          </p>
          {farewell ? (
            <Alert
              className="login-farewell"
              data-testid="login-farewell"
              type="warning"
              showIcon
              title={t(`login.farewell.${farewell}`)}
            />
          ) : null}
          <LoginTabs
            items={[
              {
                key: 'account',
                label: t('login.accountTab'),
                render: () => <AccountForm area={area} config={config} tenantCode={tenantCode} onSuccess={onSuccess} />,
              },
              {
                key: 'mobile',
                label: t('login.mobileTab'),
                render: () => (
                  <Suspense fallback={<Spin />}>
                    <MobileForm area={area} config={config} tenantCode={tenantCode} onSuccess={onSuccess} />
                  </Suspense>
                ),
              },
              {
                key: 'scan',
                label: t('login.scanTab'),
                render: () => (
                  <Suspense fallback={<Spin />}>
                    <ScanLogin area={area} onSuccess={onSuccess} />
                  </Suspense>
                ),
              },
            ]}
          />
          {config?.oauthProviders?.length ? (
            <Suspense fallback={null}>
              <OAuthButtons providers={config.oauthProviders} />
            </Suspense>
          ) : null}
        </div>
        {tenant?.isCopyright !== false && (tenant?.copyright || tenant?.copyrightInfo) ? (
          <footer className="login-copyright" data-testid="login-copyright">
            {tenant?.copyright ? <span>{tenant.copyright}</span> : null}
            {tenant?.copyrightInfo ? <span>{tenant.copyrightInfo}</span> : null}
          </footer>
        ) : null}
      </section>
    </div>
  );
}
