import { Spin } from 'antd';
import { useState } from 'react';
import { translateTitle } from '../../i18n/index.ts';
import type { AppRoute } from '../../router/backEnd.ts';

/** Embedded page menu (isIframe): the link shown in a frame with a loading mask (shell-reference §11.7). */
export function IframeView({ route }: { route: AppRoute }) {
  const [loading, setLoading] = useState(true);
  return (
    <Spin spinning={loading}>
      <iframe
        title={translateTitle(route.meta.title)}
        src={route.meta.isLink ?? ''}
        onLoad={() => setLoading(false)}
        style={{ width: '100%', height: 'calc(100vh - 140px)', border: 0 }}
        data-testid="iframe-view"
      />
    </Spin>
  );
}
