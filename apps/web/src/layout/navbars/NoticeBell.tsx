import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onLive } from '../../api/live.ts';
import { useAreaRoutes } from '../useAreaRoutes.ts';
import { optionalGet } from './optionalGet.ts';

/** One unread notice as Admin.NET returns it (SysNoticeUser with its notice). */
export interface UnreadNotice {
  id?: number;
  noticeId?: number;
  title?: string;
  publicTime?: string | null;
  sysNotice?: { id?: number; title?: string; publicTime?: string | null; type?: number } | null;
}

export const UNREAD_NOTICES_URL = '/api/sysNotice/unReadList';

/**
 * Header bell: unread notices from the server, a dot only when there are any, and a link to
 * the notices page. When the server has no notices endpoint yet it shows the empty state.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { area } = useAreaRoutes();
  const [notices, setNotices] = useState<UnreadNotice[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let active = true;
    const load = () =>
      void optionalGet<UnreadNotice[]>(UNREAD_NOTICES_URL).then((list) => {
        if (active) setNotices(Array.isArray(list) ? list : []);
      });
    load();
    // Published, withdrawn or read elsewhere: the live channel says so, the bell reloads.
    const stop = onLive((event) => {
      if (event.type === 'notice' || event.type === 'noticeChanged') load();
    });
    return () => {
      active = false;
      stop();
    };
  }, []);

  const content = (
    <div className="pf-notice-panel" data-testid="notice-panel">
      {notices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.notice.empty')} />
      ) : (
        <List
          size="small"
          dataSource={notices}
          renderItem={(n) => (
            <List.Item key={n.id ?? n.noticeId}>
              <List.Item.Meta
                title={n.sysNotice?.title ?? n.title ?? ''}
                description={n.sysNotice?.publicTime ?? n.publicTime ?? ''}
              />
            </List.Item>
          )}
        />
      )}
      <div className="pf-notice-footer">
        <Button
          type="link"
          size="small"
          onClick={() => {
            setOpen(false);
            navigate(`/${area}/dashboard/notice`);
          }}
          data-testid="notice-all"
        >
          {t('shell.notice.viewAll')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('shell.notice.title')}
      content={content}
      open={open}
      onOpenChange={setOpen}
    >
      <Tooltip title={t('shell.notice.title')}>
        <Button type="text" aria-label={t('shell.notice.title')} data-testid="notice-bell">
          <Badge dot={notices.length > 0} offset={[2, 0]} data-testid="notice-count">
            <BellOutlined />
          </Badge>
        </Button>
      </Tooltip>
    </Popover>
  );
}
