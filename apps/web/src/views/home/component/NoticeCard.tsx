import { useTranslation } from 'react-i18next';
import { NoticeList } from './NoticeList.tsx';
import { openNotice, QueryCard, ViewAllLink } from './QueryCard.tsx';
import { useHasRoute, useNotices } from './queries.ts';

/** The five latest received notices; an empty state while the notices service is not there (issue 4). */
export function NoticeCard() {
  const { t } = useTranslation();
  const query = useNotices(1, 5);
  const canOpenAll = useHasRoute('/dashboard/notice');
  const page = query.data;
  return (
    <QueryCard
      query={query}
      title={t('workbench.notice.title')}
      data-testid="notice-card"
      extra={
        <ViewAllLink route="/dashboard/notice" show={canOpenAll && !!page && page.total > 0}>
          {t('workbench.notice.viewAll')}
        </ViewAllLink>
      }
    >
      <NoticeList items={page?.items ?? []} onOpen={(n) => openNotice(n, query.refetch)} />
    </QueryCard>
  );
}
