import {
  type RescheduleAnswer,
  type RescheduleInput,
  ScheduleStatus,
  type ScheduleTask,
  type ScheduleWarning,
} from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, DatePicker, Flex, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../../api/mutation.ts';
import { type SchedulePage, scheduleApi, scheduleKeys } from '../../../api/productionSchedule.ts';
import { useAuth } from '../../../components/auth/useAuth.ts';

/** Bar / cell colours by task status; late tasks get a red outline and tag. */
export const STATUS_COLOURS: Record<number, string> = {
  [ScheduleStatus.NotStarted]: '#8c8c8c',
  [ScheduleStatus.InProgress]: '#1677ff',
  [ScheduleStatus.Done]: '#52c41a',
};
export const LATE_COLOUR = '#f5222d';

const STATUS_KEYS: Record<number, string> = {
  [ScheduleStatus.NotStarted]: 'productionSchedule.notStarted',
  [ScheduleStatus.InProgress]: 'productionSchedule.inProgress',
  [ScheduleStatus.Done]: 'productionSchedule.finished',
};

export function StatusTag({ task }: { task: ScheduleTask }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap>
      <Tag color={STATUS_COLOURS[task.status]}>{t(STATUS_KEYS[task.status] ?? '')}</Tag>
      {task.late ? (
        <Tag color="error" data-testid="late-tag">
          {t('productionSchedule.late')}
        </Tag>
      ) : null}
    </Flex>
  );
}

export const statusText = (t: (k: string) => string, status: number) => t(STATUS_KEYS[status] ?? '');

/** `yyyy-MM-dd HH:mm` of an ISO instant (the viewer's clock). */
export const minute = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

/** One warning of a reschedule, in words. */
export function warningText(t: (k: string, o?: Record<string, unknown>) => string, w: ScheduleWarning): string {
  switch (w.kind) {
    case 'holiday':
      return t('productionSchedule.warnHoliday', { date: w.date, name: w.name ?? '' });
    case 'rest':
      return t('productionSchedule.warnRest', { date: w.date });
    case 'overload':
      return t('productionSchedule.warnOverload', { date: w.date, planned: w.planned, capacity: w.capacity });
    case 'afterDemand':
      return t('productionSchedule.warnAfterDemand', { date: w.demandDate });
    case 'overlapNext':
      return t('productionSchedule.warnOverlapNext', { start: minute(w.nextStart) });
  }
}

/**
 * What both schedule pages share: the date range, the schedule of the range, whether the caller
 * may change it (`{page}:update`), planning and the reschedule that shows its warnings.
 */
export function useSchedule(page: SchedulePage) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { auth } = useAuth();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    dayjs().startOf('day').subtract(1, 'day'),
    dayjs().startOf('day').add(13, 'day'),
  ]);
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const schedule = useQuery({
    queryKey: scheduleKeys.list(page, from, to),
    queryFn: () => scheduleApi.list(page, { from, to }),
  });
  const canUpdate = auth(`${page}:update`);
  const plan = useActionMutation(() => scheduleApi.plan(page, {}), {
    success: (r) => t('productionSchedule.planned', { planned: r.planned, unplanned: r.unplanned }),
    invalidate: [scheduleKeys.all],
  });
  const reschedule = useActionMutation((body: RescheduleInput) => scheduleApi.reschedule(page, body), {
    invalidate: [scheduleKeys.all],
    onSuccess: (answer: RescheduleAnswer) => {
      if (!answer.warnings.length) {
        notification.success({ title: t('productionSchedule.moved'), placement: 'topRight' });
        return;
      }
      notification.warning({
        title: t('productionSchedule.warnings'),
        placement: 'topRight',
        description: (
          <ul data-testid="reschedule-warnings" style={{ margin: 0, paddingInlineStart: 16 }}>
            {answer.warnings.map((w) => (
              <li key={JSON.stringify(w)}>{warningText(t, w)}</li>
            ))}
          </ul>
        ),
      });
    },
  });
  const toolbar = (
    <Flex gap={8} wrap align="center">
      <span>{t('productionSchedule.range')}</span>
      <DatePicker.RangePicker
        value={range}
        allowClear={false}
        onChange={(v) => {
          if (v?.[0] && v[1]) setRange([v[0], v[1]]);
        }}
        data-testid="schedule-range"
      />
      <Button onClick={() => void schedule.refetch()}>{t('productionSchedule.refresh')}</Button>
      {canUpdate ? (
        <Button type="primary" loading={plan.busy} onClick={() => void plan.run()} data-testid="schedule-plan">
          {t('productionSchedule.plan')}
        </Button>
      ) : null}
    </Flex>
  );
  return { schedule, canUpdate, reschedule, toolbar, from, to };
}
