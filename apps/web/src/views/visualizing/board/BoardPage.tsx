import { BOARD_MAX_DAYS, type BoardRangeInput } from '@printfloor/contract';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatePresets } from '../../../components/resource/datePresets.ts';
import { useUserInfo } from '../../../stores/userInfo.ts';
import { BoardFrame, useNow } from './BoardFrame.tsx';
import { Panel, type PanelKey } from './panels.tsx';
import { type BoardSource, useProductionBoard } from './queries.ts';
import { lastDaysRange, rangeText } from './range.ts';
import { BoardTables } from './tables.tsx';

export interface BoardPageProps {
  /** Key of the title under `boards.board`. */
  name: string;
  panels: readonly PanelKey[];
  /** Days the board covers, ending today (1: today, per hour). */
  days?: number;
  fullPage?: boolean;
  decorated?: boolean;
  /** Let the viewer pick the range. */
  pickRange?: boolean;
  source?: BoardSource;
  /** The report pages: tables of WIP, printers and defect items under the charts. */
  tables?: boolean;
}

/**
 * A board: the shared frame, the production board of its range (refreshed live), and its panels.
 * Every visualisation page is one BoardPage with its own panels, so they all look and behave alike.
 */
export function BoardPage({
  name,
  panels,
  days = 1,
  fullPage,
  decorated,
  pickRange,
  source = 'dashboard',
  tables,
}: BoardPageProps) {
  const { t } = useTranslation();
  const zone = useUserInfo((s) => s.userInfos?.timeZone ?? null);
  const datePresets = useDatePresets({ maxDays: BOARD_MAX_DAYS });
  const [picked, setPicked] = useState<BoardRangeInput | null>(null);
  const range = useMemo(() => picked ?? lastDaysRange(days, zone), [picked, days, zone]);
  const query = useProductionBoard(range, source);
  const board = query.data;
  const now = useNow(60_000);
  const label = board ? rangeText(board.range, t) : null;
  const picker = pickRange ? (
    <DatePicker.RangePicker
      size="small"
      allowClear={false}
      presets={datePresets}
      aria-label={t('boards.range.pick')}
      value={board ? [dayjs(board.range.from), dayjs(board.range.to)] : null}
      onChange={(values) => {
        const [from, to] = values ?? [];
        if (from && to) setPicked({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
      }}
      data-testid="board-range-picker"
    />
  ) : null;
  return (
    <BoardFrame
      title={t(`boards.board.${name}`)}
      rangeLabel={label}
      timeZone={board?.range.timeZone ?? zone}
      fullPage={fullPage}
      decorated={decorated}
      updatedAt={query.dataUpdatedAt || undefined}
      loading={!board && !query.isError}
      error={query.isError && !board}
      onRetry={() => void query.refetch()}
      extra={picker}
    >
      {board && label
        ? panels.map((p) => <Panel key={p} panel={p} board={board} rangeLabel={label} now={now.getTime()} />)
        : null}
      {board && label && tables ? <BoardTables board={board} rangeLabel={label} /> : null}
    </BoardFrame>
  );
}
