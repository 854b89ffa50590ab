import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, type CardProps, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dashboardApi, type ReceivedNotice } from '../../../api/dashboard.ts';
import { currentArea } from '../../../utils/area.ts';

type Query = Pick<UseQueryResult<unknown>, 'isLoading' | 'isError' | 'isFetching' | 'refetch'>;

/**
 * A workbench card over one query: it spins while the query first loads, and a failed load shows
 * a warning with Retry instead of `children`.
 */
export function QueryCard({ query, children, ...card }: Omit<CardProps, 'loading'> & { query: Query }) {
  const { t } = useTranslation();
  return (
    <Card loading={query.isLoading} {...card}>
      {query.isError ? (
        <Result
          status="warning"
          subTitle={t('workbench.loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        children
      )}
    </Card>
  );
}

/** The reload button of a workbench page's card. */
export function RefreshButton({ query }: { query: Query }) {
  const { t } = useTranslation();
  return (
    <Button
      icon={<ReloadOutlined />}
      aria-label={t('workbench.refresh')}
      loading={query.isFetching}
      onClick={() => void query.refetch()}
    />
  );
}

/** The "view all" link of a workbench card to its page (`route` below the area), or nothing. */
export function ViewAllLink({ route, show, children }: { route: string; show: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  if (!show) return null;
  return (
    <Button type="link" size="small" onClick={() => navigate(`/${currentArea()}${route}`)}>
      {children}
    </Button>
  );
}

/** Opening a notice marks it read (once) and reloads the list it was opened from. */
export function openNotice(notice: ReceivedNotice, reload: () => unknown): void {
  if (!notice.read)
    void dashboardApi.setNoticeRead(notice.noticeId).then(
      () => reload(),
      () => undefined,
    );
}
