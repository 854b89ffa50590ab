import { SyncOutlined } from '@ant-design/icons';
import { orderSyncResource, type SyncRunErrorEntry } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Table } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onLive } from '../../../api/live.ts';
import { marketplacesApi } from '../../../api/marketplaces.ts';
import type { ResourceRow } from '../../../api/resource.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { PullDialog } from '../../../components/marketplaces/PullDialog.tsx';
import { type DetailSection, fieldsSection } from '../../../components/resource/DetailDrawer.tsx';
import { useDictLookup } from '../../../components/resource/dict.ts';
import { useLanguage } from '../../../components/resource/lang.ts';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { RunningPulls } from './RunningPulls.tsx';

/** A run's errors list (429s waited out, bad orders, artwork that is not an image, a slice that failed). */
function RunErrors({ runId }: { runId: number }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['orderSync', 'errors', runId], queryFn: () => marketplacesApi.errors(runId) });
  return (
    <Table<SyncRunErrorEntry>
      size="small"
      rowKey={(e) => `${e.at}-${e.kind}-${e.platformOrderId ?? ''}-${e.message}`}
      loading={query.isLoading}
      dataSource={query.data ?? []}
      locale={{ emptyText: t('marketSync.noErrors') }}
      pagination={{ pageSize: 20 }}
      data-testid="order-sync-errors"
      columns={[
        { key: 'kind', dataIndex: 'kind', title: t('marketSync.kind'), width: 120 },
        { key: 'platformOrderId', dataIndex: 'platformOrderId', title: t('marketSync.orderId'), width: 150 },
        { key: 'message', dataIndex: 'message', title: t('marketSync.message') },
        { key: 'window', dataIndex: 'window', title: t('marketSync.window'), width: 220 },
      ]}
    />
  );
}

/**
 * Order sync (menu orderSync): every pull of the merchant's shops — by hand or by the scheduled
 * job — with its window, counts, duration and errors; the list follows running pulls live, and
 * each running pull shows a progress bar above it (slices done of the total, orders so far).
 */
export default function OrderSyncPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dictLookup = useDictLookup(lang);
  const { message } = App.useApp();
  const [pulling, setPulling] = useState(false);
  const refetch = useRef<(() => void) | null>(null);

  // Live progress: each syncProgress event refreshes the list, at most twice a second.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = onLive((event) => {
      if (event.type !== 'syncProgress' || timer) return;
      timer = setTimeout(() => {
        timer = null;
        refetch.current?.();
      }, 500);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, []);

  const sections = useMemo<DetailSection<ResourceRow>[]>(
    () => [
      fieldsSection(orderSyncResource, lang, dictLookup, {
        key: 'run',
        title: t('marketSync.run'),
        fields: orderSyncResource.fieldList,
      }),
      { key: 'errors', title: t('marketSync.errors'), render: (row) => <RunErrors runId={row.id} /> },
    ],
    [lang, dictLookup, t],
  );

  return (
    <>
      <RunningPulls />
      <ResourcePage
        resource={orderSyncResource}
        detailSections={sections}
        defaultHidden={['slicesDone', 'unchangedCount', 'trigger']}
        toolbar={(table) => {
          refetch.current = table.refetch;
          return (
            <Auth value={`${orderSyncResource.name}:pull`}>
              <Button
                type="primary"
                icon={<SyncOutlined />}
                onClick={() => setPulling(true)}
                data-testid="order-sync-pull"
              >
                {t('marketSync.pull')}
              </Button>
            </Auth>
          );
        }}
      />
      <PullDialog
        open={pulling}
        onClose={(started) => {
          setPulling(false);
          if (started) {
            message.success(t('marketSync.started'));
            refetch.current?.();
          }
        }}
      />
    </>
  );
}
