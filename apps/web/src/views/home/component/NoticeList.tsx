import { Badge, Empty, List, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivedNotice } from '../../../api/dashboard.ts';

/** Rich-text notice content as plain text (the content is HTML; we never inject it). */
export function plainText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('script, style, template')) el.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Received notices; a click opens the text and marks the notice read. */
export function NoticeList({
  items,
  onOpen,
  pagination,
}: {
  items: ReceivedNotice[];
  onOpen?: (notice: ReceivedNotice) => void;
  pagination?: { current: number; pageSize: number; total: number; onChange: (page: number, size: number) => void };
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReceivedNotice | null>(null);
  if (items.length === 0 && !pagination?.total) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('workbench.notice.empty')}
        data-testid="notice-empty"
      />
    );
  }
  return (
    <>
      <List
        data-testid="notice-list"
        dataSource={items}
        pagination={pagination ? { ...pagination, size: 'small', showSizeChanger: true } : false}
        renderItem={(n) => (
          <List.Item
            key={n.id}
            style={{ cursor: 'pointer' }}
            onClick={() => {
              setOpen(n);
              onOpen?.(n);
            }}
          >
            <List.Item.Meta
              title={
                <Space size={8}>
                  {/* A still dot: antd's "processing" ripple is endless, and an unread notice can stay on a
                      dashboard all day (Chromium repainted it at ~80 % of a core). */}
                  <Badge
                    color={n.read ? undefined : 'blue'}
                    status={n.read ? 'default' : undefined}
                    data-testid={n.read ? 'notice-read' : 'notice-unread'}
                  />
                  <span>{n.title}</span>
                  {n.type ? <Tag>{t(`workbench.notice.type.${n.type}`, { defaultValue: String(n.type) })}</Tag> : null}
                </Space>
              }
              description={
                <Typography.Text type="secondary" ellipsis>
                  {[n.publicUserName, n.publicTime].filter(Boolean).join(' · ')}
                </Typography.Text>
              }
            />
            <Tag color={n.read ? 'default' : 'blue'}>
              {t(n.read ? 'workbench.notice.read' : 'workbench.notice.unread')}
            </Tag>
          </List.Item>
        )}
      />
      <Modal open={!!open} title={open?.title} footer={null} onCancel={() => setOpen(null)} destroyOnHidden>
        {open ? (
          <>
            <Typography.Paragraph type="secondary">
              {t('workbench.notice.publisher')}: {open.publicUserName ?? '—'} · {t('workbench.notice.publicTime')}:{' '}
              {open.publicTime ?? '—'}
            </Typography.Paragraph>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{plainText(open.content)}</Typography.Paragraph>
          </>
        ) : null}
      </Modal>
    </>
  );
}
