import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { COMMON_LABELS, MenuType, Status } from '@printfloor/contract';
import { Button, Popconfirm, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { MenuIcon } from '../../../components/MenuIcon.tsx';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { translateTitle } from '../../../i18n/index.ts';
import type { MenuRecord } from './menuForm.ts';

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'orange' };
/** Above this many visible rows the table renders virtually (the full catalogue has well over a thousand). */
const VIRTUAL_FROM = 150;

function visibleCount(nodes: readonly MenuRecord[], expanded: ReadonlySet<number>): number {
  let n = 0;
  for (const node of nodes) {
    n += 1;
    if (node.children?.length && expanded.has(node.id)) n += visibleCount(node.children, expanded);
  }
  return n;
}

/**
 * The catalogue as a tree table. Memoised apart from the page so opening the drawer does not
 * re-render a thousand rows; virtual when many rows are expanded.
 */
export const MenuTable = memo(function MenuTable({
  rows,
  loading,
  expanded,
  onExpandedChange,
  onAddChild,
  onEdit,
  onDelete,
}: {
  rows: MenuRecord[];
  loading: boolean;
  expanded: number[];
  onExpandedChange: (keys: number[]) => void;
  onAddChild: (row: MenuRecord) => void;
  onEdit: (row: MenuRecord) => void;
  onDelete: (row: MenuRecord) => Promise<void>;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { auth } = useAuth();
  const canAdd = auth('sysMenu:add');
  const canEdit = auth('sysMenu:update');
  const canDelete = auth('sysMenu:delete');

  const columns = useMemo<NonNullable<TableProps<MenuRecord>['columns']>>(() => {
    const typeLabel = (v: number) =>
      v === MenuType.Dir
        ? t('resource.menu.typeDir')
        : v === MenuType.Btn
          ? t('resource.menu.typeBtn')
          : t('resource.menu.typeMenu');
    const cols: NonNullable<TableProps<MenuRecord>['columns']> = [
      {
        key: 'title',
        title: t('resource.menu.title'),
        width: 280,
        render: (_, row) => (
          <Space>
            {row.type !== MenuType.Btn && <MenuIcon icon={row.icon} />}
            <span>{translateTitle(row.title)}</span>
          </Space>
        ),
      },
      {
        key: 'type',
        title: t('resource.menu.type'),
        width: 90,
        render: (_, row) => <Tag color={TYPE_COLORS[row.type]}>{typeLabel(row.type)}</Tag>,
      },
      {
        key: 'route',
        title: `${t('resource.menu.path')} / ${t('resource.menu.permission')}`,
        width: 240,
        render: (_, row) =>
          row.type === MenuType.Btn ? (
            <Typography.Text code>{row.permission}</Typography.Text>
          ) : (
            <span>{row.outLink || row.path}</span>
          ),
      },
      { key: 'component', title: t('resource.menu.component'), dataIndex: 'component', width: 220, ellipsis: true },
      { key: 'orderNo', title: t('resource.menu.orderNo'), dataIndex: 'orderNo', width: 70 },
      {
        key: 'areas',
        title: t('resource.menu.areas'),
        width: 210,
        render: (_, row) =>
          row.areas?.length ? (
            row.areas.map((a) => <Tag key={a}>{t(`area.${a}`)}</Tag>)
          ) : (
            <Typography.Text type="secondary">{t('resource.menu.allAreas')}</Typography.Text>
          ),
      },
      {
        key: 'status',
        title: t('resource.menu.status'),
        width: 80,
        render: (_, row) => (
          <Tag color={row.status === Status.Disable ? 'error' : 'success'}>
            {localized(row.status === Status.Disable ? COMMON_LABELS.disable : COMMON_LABELS.enable, lang)}
          </Tag>
        ),
      },
    ];
    if (canAdd || canEdit || canDelete) {
      cols.push({
        key: 'actions',
        title: t('resource.actions'),
        fixed: 'right',
        width: 240,
        render: (_, row) => (
          <Space size={0}>
            {canAdd && row.type !== MenuType.Btn && (
              <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => onAddChild(row)}>
                {t('resource.menu.addChild')}
              </Button>
            )}
            {canEdit && (
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(row)}>
                {t('resource.edit')}
              </Button>
            )}
            {canDelete && (
              <Popconfirm
                title={t('resource.menu.confirmDelete', { title: translateTitle(row.title) })}
                okText={t('resource.submit')}
                cancelText={t('resource.cancel')}
                onConfirm={() => onDelete(row)}
              >
                <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                  {t('resource.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
      });
    }
    return cols;
  }, [t, lang, canAdd, canEdit, canDelete, onAddChild, onEdit, onDelete]);

  const expandedSet = useMemo(() => new Set(expanded), [expanded]);
  const virtual = visibleCount(rows, expandedSet) > VIRTUAL_FROM;
  const height = typeof window === 'undefined' ? 600 : Math.max(360, window.innerHeight - 330);

  return (
    <Table<MenuRecord>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      virtual={virtual}
      scroll={virtual ? { x: 1430, y: height } : { x: 'max-content' }}
      expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => onExpandedChange(keys.map(Number)) }}
    />
  );
});
