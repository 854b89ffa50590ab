import { CALENDAR_DAY_KIND_OPTIONS, type CalendarDayKindValue } from '@printfloor/contract';
import { Button, Card, Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { WorkbenchCalendar } from '../../../api/dashboard.ts';
import { localized, tagColor, useLanguage } from '../../../components/resource/lang.ts';
import { currentArea } from '../../../utils/area.ts';
import { useHasRoute } from './queries.ts';

function kindOption(kind: CalendarDayKindValue) {
  return CALENDAR_DAY_KIND_OPTIONS.find((o) => o.value === kind);
}

/** Today on the floor: each team's shift (as the workforce calendar has it) and the next holiday. */
export function TodayCard({ calendar, today }: { calendar: WorkbenchCalendar; today: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const canOpenCalendar = useHasRoute('/workforce/calendar');
  const next = calendar.nextHoliday;
  return (
    <Card
      data-testid="today-card"
      title={t('workbench.today.title', { date: today })}
      style={{ height: '100%' }}
      extra={
        canOpenCalendar ? (
          <Button type="link" size="small" onClick={() => navigate(`/${currentArea()}/workforce/calendar`)}>
            {t('workbench.today.openCalendar')}
          </Button>
        ) : null
      }
    >
      {calendar.teams.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.today.noTeams')} />
      ) : (
        <ul className="pf-today-teams">
          {calendar.teams.map((team) => {
            const option = kindOption(team.kind);
            return (
              <li key={team.teamId} data-testid={`today-team-${team.teamId}`}>
                <Typography.Text strong>{team.team}</Typography.Text>
                <span>
                  {team.shift ? (
                    <Typography.Text>
                      {team.shift.name} {team.shift.startTime}–{team.shift.endTime}
                    </Typography.Text>
                  ) : null}{' '}
                  <Tag color={tagColor(option?.tagType)}>{team.holidayName ?? localized(option?.label, lang)}</Tag>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {next ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }} data-testid="next-holiday">
          {t('workbench.today.nextHoliday', { name: next.name, date: next.date, count: next.days })}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
