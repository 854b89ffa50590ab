import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dashboardApi } from '../../../api/dashboard.ts';
import { currentArea } from '../../../utils/area.ts';
import { NoticeList } from './NoticeList.tsx';
import { useHasRoute, useNotices } from './queries.ts';

/** The five latest received notices; an empty state while the notices service is not there (issue 4). */
export function NoticeCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useNotices(1, 5);
  const canOpenAll = useHasRoute('/dashboard/notice');
  const page = query.data;
  return (
    <Card
      title={t('workbench.notice.title')}
      loading={query.isLoading}
      data-testid="notice-card"
      extra={
        canOpenAll && page && page.total > 0 ? (
          <Button type="link" size="small" onClick={() => navigate(`/${currentArea()}/dashboard/notice`)}>
            {t('workbench.notice.viewAll')}
          </Button>
        ) : null
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
          items={page?.items ?? []}
          onOpen={(n) => {
            if (!n.read)
              void dashboardApi.setNoticeRead(n.noticeId).then(
                () => query.refetch(),
                () => undefined,
              );
          }}
        />
      )}
    </Card>
  );
}
