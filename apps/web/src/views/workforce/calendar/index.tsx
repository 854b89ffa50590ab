import { type CalendarDay, CalendarDayKind } from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Calendar, Card, Empty, Modal, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarApi } from '../../../api/workforce.ts';
import { Auth } from '../../../components/auth/Auth.tsx';

const KIND_COLOR: Record<number, string> = {
  [CalendarDayKind.Work]: 'green',
  [CalendarDayKind.Rest]: 'default',
  [CalendarDayKind.Holiday]: 'red',
};
const KIND_KEY: Record<number, 'work' | 'rest' | 'holiday'> = {
  [CalendarDayKind.Work]: 'work',
  [CalendarDayKind.Rest]: 'rest',
  [CalendarDayKind.Holiday]: 'holiday',
};
const SOURCE_KEY = { plan: 'sourcePlan', holiday: 'sourceHoliday', override: 'sourceOverride' } as const;

/** What one calendar cell shows: the kind, the shift and where it comes from. */
function DayCell({ day }: { day: CalendarDay }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`calendar-day-${day.date}`} data-kind={day.kind} data-source={day.source}>
      <Tag color={KIND_COLOR[day.kind]} variant={day.source === 'override' ? 'solid' : 'filled'}>
        {t(`workforce.${KIND_KEY[day.kind] ?? 'rest'}`)}
        {day.source === 'override' ? ' ✎' : ''}
      </Tag>
      {day.shift && (
        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
          {day.shift.name} {day.shift.startTime}–{day.shift.endTime}
        </Typography.Text>
      )}
      {day.holidayName && (
        <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
          {day.holidayName}
        </Typography.Text>
      )}
    </div>
  );
}

/** The dialog of a clicked day: make it work / rest / holiday, or reset it to the plan. */
function DayDialog({
  day,
  busy,
  onSet,
  onClose,
}: {
  day: CalendarDay;
  busy: boolean;
  onSet: (kind: number | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('workforce.setDay', { date: day.date })} footer={null} onCancel={onClose} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {t(`workforce.${KIND_KEY[day.kind] ?? 'rest'}`)} · {t(`workforce.${SOURCE_KEY[day.source]}`)}
          {day.shift ? ` · ${day.shift.name} ${day.shift.startTime}–${day.shift.endTime}` : ''}
        </Typography.Text>
        <Auth value="calendar:update">
          <Space wrap>
            <Button loading={busy} data-testid="calendar-set-work" onClick={() => onSet(CalendarDayKind.Work)}>
              {t('workforce.setWork')}
            </Button>
            <Button loading={busy} data-testid="calendar-set-rest" onClick={() => onSet(CalendarDayKind.Rest)}>
              {t('workforce.setRest')}
            </Button>
            <Button
              danger
              loading={busy}
              data-testid="calendar-set-holiday"
              onClick={() => onSet(CalendarDayKind.Holiday)}
            >
              {t('workforce.setHoliday')}
            </Button>
            <Button
              type="link"
              loading={busy}
              disabled={day.source !== 'override'}
              data-testid="calendar-reset"
              onClick={() => onSet(null)}
            >
              {t('workforce.resetToPlan')}
            </Button>
          </Space>
        </Auth>
      </Space>
    </Modal>
  );
}

/**
 * Calendar (menu calendar, component /workforce/calendar/index): a month of one team, each
 * day work / rest / holiday as computed by the server from the team's shift plan (rotation),
 * the holidays and per-day overrides; clicking a day sets an override or resets it.
 */
export default function CalendarPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [teamId, setTeamId] = useState<number | null>(null);
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const [clicked, setClicked] = useState<CalendarDay | null>(null);
  const [busy, setBusy] = useState(false);
  const monthKey = month.format('YYYY-MM');

  const teamsQuery = useQuery({
    queryKey: ['workforce', 'calendarTeams'],
    queryFn: () => calendarApi.page({ page: 1, pageSize: 1000 }),
  });
  const daysQuery = useQuery({
    queryKey: ['workforce', 'calendar', teamId, monthKey],
    queryFn: () => calendarApi.list(teamId as number, monthKey),
    enabled: teamId !== null,
  });
  const byDate = useMemo(() => new Map((daysQuery.data ?? []).map((d) => [d.date, d])), [daysQuery.data]);

  const setKind = async (kind: number | null) => {
    if (!clicked || teamId === null) return;
    setBusy(true);
    try {
      await calendarApi.update(teamId, clicked.date, kind);
      await queryClient.invalidateQueries({ queryKey: ['workforce', 'calendar', teamId] });
      setClicked(null);
    } catch {
      /* the request layer showed the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      size="small"
      data-testid="calendar-page"
      title={
        <Space wrap>
          <span>{t('workforce.team')}</span>
          <Select<number>
            data-testid="calendar-team"
            style={{ minWidth: 220 }}
            placeholder={t('workforce.pickTeam')}
            loading={teamsQuery.isLoading}
            value={teamId ?? undefined}
            onChange={setTeamId}
            showSearch
            optionFilterProp="label"
            options={(teamsQuery.data?.items ?? []).map((team) => ({
              value: team.id,
              label: `${team.name} (${team.code})`,
            }))}
          />
        </Space>
      }
      extra={
        <Space size={4}>
          <Typography.Text type="secondary">{t('workforce.legend')}:</Typography.Text>
          <Tag color="green">{t('workforce.work')}</Tag>
          <Tag>{t('workforce.rest')}</Tag>
          <Tag color="red">{t('workforce.holiday')}</Tag>
        </Space>
      }
    >
      {teamId === null ? (
        <Empty description={t('workforce.noTeam')} />
      ) : (
        <Calendar
          value={month}
          onPanelChange={(value) => setMonth(value.startOf('month'))}
          onSelect={(value, info) => {
            if (info.source !== 'date') {
              setMonth(value.startOf('month'));
              return;
            }
            if (value.format('YYYY-MM') !== monthKey) {
              setMonth(value.startOf('month'));
              return;
            }
            const day = byDate.get(value.format('YYYY-MM-DD'));
            if (day) setClicked(day);
          }}
          cellRender={(value, info) => {
            if (info.type !== 'date' || value.format('YYYY-MM') !== monthKey) return info.originNode;
            const day = byDate.get(value.format('YYYY-MM-DD'));
            return day ? <DayCell day={day} /> : info.originNode;
          }}
        />
      )}
      {clicked && <DayDialog day={clicked} busy={busy} onSet={setKind} onClose={() => setClicked(null)} />}
    </Card>
  );
}
