import { App as AntApp, ConfigProvider, theme } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { configureRequest } from '../api/request.ts';
import i18n, { antdLocaleOf, applyLanguage } from '../i18n/index.ts';
import { useThemeConfig } from '../stores/themeConfig.ts';

const SIZE = { large: 'large', default: 'middle', small: 'small' } as const;

/** Wires the request layer's toasts to antd's context-aware message API. */
function RequestBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    configureRequest({
      toast: (text) => void message.error(text),
      networkErrorText: () => i18n.t('common.networkError'),
    });
  }, [message]);
  return null;
}

/** Theme, language and component size of the current area, applied to antd, dayjs and i18next. */
export function Providers({ children }: { children: ReactNode }) {
  const config = useThemeConfig((s) => s.themeConfig);
  useMemo(() => applyLanguage(config.globalI18n), [config.globalI18n]);
  // Re-renders when a (lazily loaded) language becomes active; its antd locale is loaded by then.
  const { i18n: active } = useTranslation();

  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--pf-primary', config.primary);
    root.dataset.theme = config.isIsDark ? 'dark' : 'light';
    document.body.style.filter = config.isGrayscale ? 'grayscale(1)' : config.isInvert ? 'invert(80%)' : '';
  }, [config.primary, config.isIsDark, config.isGrayscale, config.isInvert]);

  return (
    <ConfigProvider
      locale={antdLocaleOf(active.language)}
      componentSize={SIZE[config.globalComponentSize] ?? 'small'}
      theme={{
        token: { colorPrimary: config.primary },
        algorithm: config.isIsDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      }}
    >
      <AntApp>
        <RequestBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
