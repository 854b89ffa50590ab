import { Space, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/**
 * The action slots of a list page. A row's actions sit in one `RowActions` (clicks do not reach
 * the row's own click handler); the page's buttons in one `Toolbar`. `ResourcePage` fills them
 * with its built-in actions and whatever the page adds (`toolbar`, `rowActions` props); a
 * bespoke page uses the same two pieces.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Space size={0} wrap onClick={(e) => e.stopPropagation()}>
      {children}
    </Space>
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return (
    <div className="pf-resource-toolbar">
      <Space wrap>{children}</Space>
    </div>
  );
}

/** The right-hand actions column of a table. */
export function actionsColumn<Row>(
  title: ReactNode,
  render: (row: Row) => ReactNode,
  width?: number,
): TableColumnType<Row> {
  return {
    key: '__actions',
    title,
    fixed: 'right',
    width,
    render: (_: unknown, row: Row) => <RowActions>{render(row)}</RowActions>,
  };
}
