import type { LoginResult } from '@printfloor/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { resetSessionStores } from '../../router/loadRoutes.ts';
import type { Area } from '../../utils/area.ts';
import { greetingKey } from '../../utils/greeting.ts';
import { AreaTenant, Tokens } from '../../utils/storage.ts';

/** Where to go after login: `redirect` with the JSON `params` as query, else the area's home. */
export function afterLoginTarget(area: Area, search: string): string {
  const query = new URLSearchParams(search);
  const redirect = query.get('redirect');
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || /\/login(\/|$)/.test(redirect)) {
    return `/${area}/dashboard/home`;
  }
  let params: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(query.get('params') ?? '{}');
    if (parsed && typeof parsed === 'object') params = parsed as Record<string, unknown>;
  } catch {
    params = {};
  }
  const qs = new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return qs ? `${redirect}?${qs}` : redirect;
}

/** Stores the area's tokens, greets by the hour and enters the console. */
export function useLoginSuccess(area: Area, tenantCode: string | null) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (tokens: LoginResult) => {
      Tokens.set(area, tokens);
      if (tenantCode) AreaTenant.set(area, tenantCode);
      resetSessionStores();
      void message.success(t('login.welcomeBack', { greeting: t(greetingKey(new Date(), tokens.timeZone)) }));
      navigate(afterLoginTarget(area, search), { replace: true });
    },
    [area, tenantCode, navigate, search, message, t],
  );
}
