import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateTitle } from '../../../../i18n/index.ts';
import { useRoutesList } from '../../../../stores/routesList.ts';
import { DemoCard } from '../../../fun/DemoCard.tsx';

/**
 * Permission demo "back-end page" (menu limitsBackEndPage): the pages the server sent for this
 * user's roles (sysMenu/loginMenuTree), exactly the routes the console registered.
 */
export default function BackEndPageDemo() {
  const { t } = useTranslation();
  const pages = useRoutesList((s) => s.flatRoutes);
  return (
    <DemoCard title={t('demo.limits.backEndTitle')} hint={t('demo.limits.backEndHint')} testId="demo-limits-backend">
      <Typography.Paragraph strong data-testid="limits-page-count">
        {t('demo.limits.menuCount', { count: pages.length })}
      </Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        dataSource={pages}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          { title: t('demo.limits.name'), key: 'title', render: (_, r) => translateTitle(r.meta.title) },
          { title: t('demo.limits.path'), dataIndex: 'path', render: (v: string) => <code>{v}</code> },
          {
            title: t('demo.limits.component'),
            key: 'view',
            render: (_, r) => (r.view?.kind === 'view' ? <code>{r.view.key}</code> : (r.view?.kind ?? '')),
          },
        ]}
      />
    </DemoCard>
  );
}
