import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardApi } from '../../../api/dashboard.ts';
import { onLive } from '../../../api/live.ts';
import { NoticeList } from '../component/NoticeList.tsx';
import { useNotices } from '../component/queries.ts';

/** All received notices with server paging; opening one marks it read. */
export default function NoticePage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useNotices(page, pageSize);
  const { refetch } = query;
  // New or withdrawn notices arrive on the live channel: the list follows without a reload.
  useEffect(
    () =>
      onLive((event) => {
        if (event.type === 'notice' || event.type === 'noticeChanged') void refetch();
      }),
    [refetch],
  );
  return (
    <Card
      title={t('workbench.notice.title')}
      data-testid="notice-page"
      loading={query.isLoading}
      extra={
        <Button
          icon={<ReloadOutlined />}
          aria-label={t('workbench.refresh')}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        />
      }
    >
      {query.isError ? (
        <Result
          status="warning"
          subTitle={t('workbench.loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <NoticeList
          items={query.data?.items ?? []}
          onOpen={(n) => {
            if (!n.read)
              void dashboardApi.setNoticeRead(n.noticeId).then(
                () => query.refetch(),
                () => undefined,
              );
          }}
          pagination={
            query.data && query.data.total > 0
              ? {
                  current: page,
                  pageSize,
                  total: query.data.total,
                  onChange: (p, s) => {
                    setPage(s === pageSize ? p : 1);
                    setPageSize(s);
                  },
                }
              : undefined
          }
        />
      )}
    </Card>
  );
}
