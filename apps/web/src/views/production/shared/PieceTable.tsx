import { type EnumOption, type Language, PIECE_STATE_OPTIONS, type PieceRow } from '@printfloor/contract';
import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cells } from '../../../components/resource/columns.tsx';
import { localized, tagColor } from '../../../components/resource/lang.ts';

/** An enum value as the coloured tag of its declared option. */
export function stateTag(options: readonly EnumOption[], value: number, lang: Language): ReactNode {
  const option = options.find((o) => o.value === value);
  return cells.tag(option && { label: localized(option.label, lang), color: tagColor(option.tagType) }, value);
}

/** Pieces of a work order or a batch: code, n/N, order, SKU, state and next process (and a row action). */
export function PieceTable({
  pieces,
  lang,
  loading,
  action,
}: {
  pieces: readonly PieceRow[];
  lang: Language;
  loading?: boolean;
  action?: (piece: PieceRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const columns: TableProps<PieceRow>['columns'] = [
    { key: 'code', dataIndex: 'code', title: t('production.pieceCode') },
    {
      key: 'no',
      title: '#',
      render: (_v, p) => `${p.pieceNo}/${p.pieceTotal}`,
    },
    { key: 'orderCode', dataIndex: 'orderCode', title: t('production.order') },
    {
      key: 'sku',
      title: t('production.sku'),
      render: (_v, p) => [p.skuCode, p.colour, p.size].filter(Boolean).join(' / '),
    },
    { key: 'state', title: t('production.state'), render: (_v, p) => stateTag(PIECE_STATE_OPTIONS, p.state, lang) },
    { key: 'next', dataIndex: 'nextProcessName', title: t('production.nextProcess') },
    { key: 'batchNo', dataIndex: 'batchNo', title: t('production.batchNo') },
    ...(action ? [{ key: 'action', title: '', render: (_v: unknown, p: PieceRow) => action(p) }] : []),
  ];
  return (
    <Table<PieceRow>
      size="small"
      rowKey="id"
      loading={loading}
      pagination={pieces.length > 20 ? { pageSize: 20, size: 'small' } : false}
      dataSource={pieces as PieceRow[]}
      columns={columns}
      data-testid="piece-table"
      scroll={{ x: 'max-content' }}
    />
  );
}
