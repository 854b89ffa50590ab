import { shopResource } from '@printfloor/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketplacesApi } from '../../../api/marketplaces.ts';
import type { ResourceRow } from '../../../api/resource.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { AuthorizeDialog } from '../../../components/marketplaces/AuthorizeDialog.tsx';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/**
 * Stores and authorization (menu shop): the merchant's shops, an order source and a filter;
 * each authorized with its platform's code (status and expiry in the list) and refreshed on demand.
 */
export default function ShopPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [authorizing, setAuthorizing] = useState<{ shop: ResourceRow; done: () => void } | null>(null);
  return (
    <>
      <ResourcePage
        resource={shopResource}
        defaultHidden={['lastPullTime']}
        rowActions={(row, table) => (
          <>
            <Auth value={`${shopResource.name}:authorize`}>
              <Button
                type="link"
                size="small"
                onClick={() => setAuthorizing({ shop: row, done: table.refetch })}
                data-testid="shop-authorize"
              >
                {t('marketSync.authorize')}
              </Button>
            </Auth>
            {row.authStatus !== 'unauthorized' && (
              <Auth value={`${shopResource.name}:refreshToken`}>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void marketplacesApi
                      .refreshToken(row.id)
                      .then(() => message.success(t('marketSync.refreshed')))
                      .catch(() => undefined)
                      .finally(table.refetch)
                  }
                  data-testid="shop-refresh-token"
                >
                  {t('marketSync.refresh')}
                </Button>
              </Auth>
            )}
          </>
        )}
      />
      <AuthorizeDialog
        shop={authorizing?.shop ?? null}
        onClose={(done) => {
          if (done) {
            message.success(t('marketSync.authorize'));
            authorizing?.done();
          }
          setAuthorizing(null);
        }}
      />
    </>
  );
}
