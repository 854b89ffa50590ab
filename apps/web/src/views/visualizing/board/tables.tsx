import type { ProductionBoard } from '@printfloor/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { BoardPanel } from './BoardFrame.tsx';

function pct(v: number, lang: string) {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(v);
}

/** The report pages' tables: WIP by process (now), printers and defect items of the range. */
export function BoardTables({ board, rangeLabel }: { board: ProductionBoard; rangeLabel: string }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <BoardPanel title={t('boards.chart.wip')} subtitle={board.range.today} testId="board-table-wip">
        <Table
          size="small"
          pagination={false}
          rowKey="process"
          dataSource={board.wip}
          columns={[
            { title: t('boards.table.process'), dataIndex: 'process' },
            { title: t('boards.table.pieces'), dataIndex: 'pieces', align: 'right' },
          ]}
        />
      </BoardPanel>
      <BoardPanel title={t('boards.chart.printers')} subtitle={rangeLabel} testId="board-table-printers">
        <Table
          size="small"
          pagination={false}
          rowKey="deviceId"
          dataSource={board.printers}
          columns={[
            { title: t('boards.table.device'), dataIndex: 'device' },
            { title: t('boards.table.printed'), dataIndex: 'printed', align: 'right' },
            { title: t('boards.table.busyMinutes'), dataIndex: 'busyMinutes', align: 'right' },
            {
              title: t('boards.table.utilisation'),
              dataIndex: 'utilisation',
              align: 'right',
              render: (v: number) => pct(v, i18n.language),
            },
          ]}
        />
      </BoardPanel>
      <BoardPanel title={t('boards.chart.defects')} subtitle={rangeLabel} testId="board-table-defects">
        <Table
          size="small"
          pagination={false}
          rowKey="defect"
          dataSource={board.defects.items}
          columns={[
            { title: t('boards.table.defect'), dataIndex: 'defect' },
            { title: t('boards.table.count'), dataIndex: 'count', align: 'right' },
            {
              title: t('boards.table.rate'),
              dataIndex: 'rate',
              align: 'right',
              render: (v: number) => pct(v, i18n.language),
            },
          ]}
        />
      </BoardPanel>
    </>
  );
}
