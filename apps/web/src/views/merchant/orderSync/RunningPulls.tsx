import { type SyncProgress, SyncRunState } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Progress, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onLive } from '../../../api/live.ts';
import { resourceApi } from '../../../api/resource.ts';
import { laterProgress, ordersSoFar, runningPulls, slicePercent } from './progress.ts';

const api = resourceApi('orderSync');

/**
 * The merchant's running pulls with a progress bar each: slices done of the total and the orders
 * handled so far. It starts from the runs the server lists as running (a pull started elsewhere,
 * or before the page opened) and follows the live `syncProgress` events; a run leaves the panel
 * when its state is no longer running.
 */
export function RunningPulls() {
  const { t } = useTranslation();
  const running = useQuery({
    queryKey: ['orderSync', 'running'],
    queryFn: () => api.page({ page: 1, pageSize: 50, state: SyncRunState.Running }),
  });
  const [live, setLive] = useState<ReadonlyMap<number, SyncProgress>>(new Map());
  const { refetch } = running;

  useEffect(
    () =>
      onLive((event) => {
        if (event.type !== 'syncProgress') return;
        const { type: _type, ...progress } = event;
        setLive((before) => {
          const known = before.get(progress.runId);
          return new Map(before).set(progress.runId, known ? laterProgress(known, progress) : progress);
        });
      }),
    [],
  );

  const names = useMemo(() => {
    const map = new Map<number, string>();
    for (const row of running.data?.items ?? []) map.set(Number(row.id), String(row.shopName ?? ''));
    return map;
  }, [running.data]);

  // A run the list does not know yet (started just now): list again once to learn its shop's name.
  const unknown = [...live.values()].some((p) => p.state === SyncRunState.Running && !names.has(p.runId));
  useEffect(() => {
    if (unknown && !running.isFetching) void refetch();
  }, [unknown, running.isFetching, refetch]);

  const runs = useMemo(
    () =>
      runningPulls(
        (running.data?.items ?? []) as unknown as (Omit<SyncProgress, 'runId'> & { id: number })[],
        live.values(),
      ),
    [running.data, live],
  );

  if (!runs.length) return null;
  return (
    <Card size="small" title={t('marketSync.running')} style={{ marginBottom: 12 }} data-testid="order-sync-running">
      <Space direction="vertical" style={{ width: '100%' }}>
        {runs.map((p) => (
          <div key={p.runId} data-testid={`order-sync-progress-${p.runId}`}>
            <Typography.Text>
              {t('marketSync.progressLine', {
                shop: names.get(p.runId) || t('marketSync.shopNo', { id: p.shopId }),
                done: p.slicesDone,
                total: p.slicesTotal,
                orders: ordersSoFar(p),
                added: p.newCount,
                updated: p.updatedCount,
                failed: p.failedCount,
                pages: p.pages,
              })}
            </Typography.Text>
            <Progress percent={slicePercent(p)} status="active" aria-label={t('marketSync.progress')} />
          </div>
        ))}
      </Space>
    </Card>
  );
}
