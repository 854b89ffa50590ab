import type { Resource } from '@printfloor/contract';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platformShopApi } from '../../api/marketplaces.ts';
import type { ResourceRow } from '../../api/resource.ts';
import { Auth } from '../auth/Auth.tsx';
import { ResourcePage } from '../resource/ResourcePage.tsx';
import { AuthorizeDialog } from './AuthorizeDialog.tsx';
import { PullDialog } from './PullDialog.tsx';

/**
 * A factory list of its customers' shops (Third-party platforms: one per platform, and Shop
 * management across them), with Authorize and Pull orders on each shop for the merchant.
 */
export function PlatformShopPage({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useMemo(() => platformShopApi(resource.name), [resource.name]);
  const [authorizing, setAuthorizing] = useState<{ shop: ResourceRow; done: () => void } | null>(null);
  const [pulling, setPulling] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourcePage
        resource={resource}
        rowActions={(row, table) => (
          <>
            <Auth value={`${resource.name}:authorize`}>
              <Button type="link" size="small" onClick={() => setAuthorizing({ shop: row, done: table.refetch })}>
                {t('marketSync.authorize')}
              </Button>
            </Auth>
            {row.authStatus === 'authorized' && (
              <Auth value={`${resource.name}:pullOrder`}>
                <Button type="link" size="small" onClick={() => setPulling(row)}>
                  {t('marketSync.pull')}
                </Button>
              </Auth>
            )}
          </>
        )}
      />
      <AuthorizeDialog
        shop={authorizing?.shop ?? null}
        authorize={api.authorize}
        onClose={(done) => {
          if (done) {
            message.success(t('marketSync.authorize'));
            authorizing?.done();
          }
          setAuthorizing(null);
        }}
      />
      <PullDialog
        open={!!pulling}
        shop={pulling ? { id: pulling.id, name: String(pulling.name) } : null}
        pull={api.pull}
        onClose={(started) => {
          if (started) message.success(t('marketSync.started'));
          setPulling(null);
        }}
      />
    </>
  );
}
