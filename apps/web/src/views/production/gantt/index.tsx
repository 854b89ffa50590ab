import type { ScheduleTask } from '@printfloor/contract';
import { Card, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RescheduleDialog } from './RescheduleDialog.tsx';
import { LATE_COLOUR, STATUS_COLOURS, useSchedule } from './shared.tsx';

// ECharts stays out of the shell's first bundle.
const GanttChart = lazy(() => import('./GanttChart.tsx'));

/**
 * Production Gantt chart (menu gantt, component /production/gantt/index): the planned tasks per
 * workstation over a date range on the factory calendar; with `gantt:update` a bar is dragged to
 * a new start (or another workstation of its process) or clicked to set it exactly, and the
 * server's capacity warnings are shown.
 */
export default function GanttPage() {
  const { t } = useTranslation();
  const { schedule, canUpdate, reschedule, toolbar, from, to } = useSchedule('gantt');
  const [picked, setPicked] = useState<ScheduleTask | null>(null);
  const data = schedule.data;
  const legend = (
    <Flex gap={8} wrap align="center">
      <Tag color={STATUS_COLOURS[0]}>{t('productionSchedule.notStarted')}</Tag>
      <Tag color={STATUS_COLOURS[1]}>{t('productionSchedule.inProgress')}</Tag>
      <Tag color={STATUS_COLOURS[2]}>{t('productionSchedule.finished')}</Tag>
      <Tag style={{ borderColor: LATE_COLOUR, borderWidth: 2 }}>{t('productionSchedule.late')}</Tag>
      <Tag color="default">{t('productionSchedule.rest')}</Tag>
      <Tag color="red">{t('productionSchedule.holiday')}</Tag>
      {data?.days.some((d) => d.source === 'default') ? (
        <Typography.Text type="secondary">{t('productionSchedule.defaultCalendar')}</Typography.Text>
      ) : null}
    </Flex>
  );
  return (
    <Card data-testid="gantt-page">
      <Flex vertical gap={12}>
        {toolbar}
        {legend}
        {canUpdate ? <Typography.Text type="secondary">{t('productionSchedule.dragHint')}</Typography.Text> : null}
        {schedule.isLoading ? (
          <Spin />
        ) : !data?.tasks.length ? (
          <Empty description={t('productionSchedule.noTasks')} data-testid="gantt-empty" />
        ) : (
          <Suspense fallback={<Spin />}>
            <GanttChart
              data={data}
              from={from}
              to={to}
              editable={canUpdate}
              height={Math.max(320, data.workstations.length * 36 + 90)}
              onPick={setPicked}
              onMove={(task, start, workstationId) =>
                void reschedule.run({
                  id: task.id,
                  start: new Date(start).toISOString(),
                  workstationId,
                  version: task.version,
                })
              }
            />
          </Suspense>
        )}
      </Flex>
      <RescheduleDialog
        task={picked}
        workstations={data?.workstations ?? []}
        editable={canUpdate}
        busy={reschedule.busy}
        onClose={() => setPicked(null)}
        onSave={reschedule.run}
      />
    </Card>
  );
}
