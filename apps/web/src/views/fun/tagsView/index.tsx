import { Button, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateTitle } from '../../../i18n/index.ts';
import { useTagActions } from '../../../layout/navbars/tagActions.ts';
import { useAreaRoutes } from '../../../layout/useAreaRoutes.ts';
import { useTagsViewRoutes } from '../../../stores/tagsViewRoutes.ts';
import { DemoCard } from '../DemoCard.tsx';

/** The page the demo opens in a tab of its own (a query makes it a tab apart from the plain page). */
const TARGET = '/fun/countup';

/**
 * Tags-view demo (menu tagsView): drives the tabs bar from code with the shell's own actions —
 * open a page under a custom tab title, refresh, close, close the others, full screen.
 */
export default function TagsViewDemo() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { area } = useAreaRoutes();
  const tags = useTagsViewRoutes((s) => s.tagsViewRoutes);
  const { activeKey, run } = useTagActions();
  const [title, setTitle] = useState(() => t('demo.tagsView.defaultTitle'));
  const mine = tags.find((tag) => tag.key === activeKey);

  const open = () => {
    const query = new URLSearchParams({
      id: String(Date.now()),
      tagsViewName: title || t('demo.tagsView.defaultTitle'),
    });
    navigate(`/${area}${TARGET}?${query}`);
  };

  return (
    <DemoCard title={t('demo.tagsView.title')} hint={t('demo.tagsView.hint')} testId="demo-tags-view">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={30}
          style={{ width: 220 }}
          data-testid="tags-demo-title"
        />
        <Button type="primary" onClick={open} data-testid="tags-demo-open">
          {t('demo.tagsView.open')}
        </Button>
        <Button onClick={() => mine && run.refresh(mine)} disabled={!mine} data-testid="tags-demo-refresh">
          {t('demo.tagsView.refresh')}
        </Button>
        <Button onClick={() => mine && run.closeOthers(mine)} disabled={!mine} data-testid="tags-demo-close-others">
          {t('demo.tagsView.closeOthers')}
        </Button>
        <Button onClick={() => mine && run.fullscreen(mine)} disabled={!mine}>
          {t('demo.tagsView.fullscreen')}
        </Button>
      </Space>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={tags}
        data-testid="tags-demo-list"
        columns={[
          { title: t('demo.tagsView.tab'), key: 'title', render: (_, tag) => translateTitle(tag.title) },
          { title: t('demo.tagsView.url'), dataIndex: 'url', render: (v: string) => <code>{v}</code> },
          {
            title: t('demo.tagsView.actions'),
            key: 'actions',
            render: (_, tag) =>
              tag.isAffix || tag.key === activeKey ? null : (
                <Button size="small" type="link" onClick={() => run.close(tag)} data-testid="tags-demo-close">
                  {t('demo.tagsView.close')}
                </Button>
              ),
          },
        ]}
      />
    </DemoCard>
  );
}
