import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onLive } from '../../../api/live.ts';
import { NoticeList } from '../component/NoticeList.tsx';
import { openNotice, QueryCard, RefreshButton } from '../component/QueryCard.tsx';
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
    <QueryCard
      query={query}
      title={t('workbench.notice.title')}
      data-testid="notice-page"
      extra={<RefreshButton query={query} />}
    >
      <NoticeList
        items={query.data?.items ?? []}
        onOpen={(n) => openNotice(n, refetch)}
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
    </QueryCard>
  );
}
