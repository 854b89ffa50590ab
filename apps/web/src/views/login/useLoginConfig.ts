import type { LoginConfig } from '@printfloor/contract';
import { useEffect, useState } from 'react';
import { sysAuthApi } from '../../api/sysAuth.ts';

// One request per tenant code at a time (StrictMode mounts twice); no cache beyond that.
const inflight = new Map<string, Promise<LoginConfig>>();

function fetchLoginConfig(code: string | null): Promise<LoginConfig> {
  const key = code ?? '';
  let pending = inflight.get(key);
  if (!pending) {
    pending = sysAuthApi.loginConfig(code).finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  return pending;
}

/** The login page's tenant branding and options (`GET /api/sysAuth/loginConfig?code=`). */
export function useLoginConfig(tenantCode: string | null): LoginConfig | undefined {
  const [state, setState] = useState<{ code: string | null; config: LoginConfig } | null>(null);
  useEffect(() => {
    let active = true;
    fetchLoginConfig(tenantCode).then(
      (config) => {
        if (active) setState({ code: tenantCode, config });
      },
      () => {
        // The request layer has shown the error; the page stays on its defaults.
      },
    );
    return () => {
      active = false;
    };
  }, [tenantCode]);
  return state && state.code === tenantCode ? state.config : undefined;
}
