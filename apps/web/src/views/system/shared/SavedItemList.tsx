import { Button, Card, List, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import type { ResourceRow } from '../../../api/resource.ts';

/**
 * The saved items beside a designer (form designer, print templates): a card with a "new" button and
 * one line per saved item with open and remove (confirmed). Texts come from the designer's messages.
 */
export function SavedItemList({
  title,
  newLabel,
  onNew,
  rows,
  loading,
  line,
  onOpen,
  onRemove,
  openLabel,
  removeLabel,
  confirmRemove,
  openTestId,
}: {
  title: string;
  newLabel: string;
  onNew: () => void;
  rows: readonly ResourceRow[];
  loading: boolean;
  /** What a line shows of its item. */
  line: (row: ResourceRow) => ReactNode;
  onOpen: (row: ResourceRow) => void;
  onRemove: (row: ResourceRow) => Promise<void>;
  openLabel: string;
  removeLabel: string;
  confirmRemove: (row: ResourceRow) => string;
  openTestId?: (row: ResourceRow) => string;
}) {
  return (
    <Card size="small" title={title} extra={<Button onClick={onNew}>{newLabel}</Button>}>
      <List
        size="small"
        loading={loading}
        dataSource={[...rows]}
        renderItem={(row) => (
          <List.Item
            actions={[
              <Button key="open" type="link" size="small" data-testid={openTestId?.(row)} onClick={() => onOpen(row)}>
                {openLabel}
              </Button>,
              <Popconfirm key="delete" title={confirmRemove(row)} onConfirm={() => onRemove(row)}>
                <Button type="link" size="small" danger>
                  {removeLabel}
                </Button>
              </Popconfirm>,
            ]}
          >
            {line(row)}
          </List.Item>
        )}
      />
    </Card>
  );
}
