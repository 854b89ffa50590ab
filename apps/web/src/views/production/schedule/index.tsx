import { CalendarDayKind, type ScheduleDay, type ScheduleTask, type ScheduleWorkstation } from '@printfloor/contract';
import { Button, Card, Flex, Table, Tabs, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RescheduleDialog } from '../gantt/RescheduleDialog.tsx';
import { minute, StatusTag, useSchedule } from '../gantt/shared.tsx';
import { CapacityButton } from './CapacityDrawer.tsx';

/** Cell colour by load ratio: free, busy, full, over. */
function loadColour(planned: number, capacity: number): string | undefined {
  if (planned <= 0) return undefined;
  if (capacity <= 0 || planned > capacity) return '#ffccc7';
  const ratio = planned / capacity;
  return ratio > 0.85 ? '#ffe7ba' : ratio > 0.5 ? '#d9f7be' : '#f6ffed';
}

const dayBackground = (day: ScheduleDay) =>
  day.kind === CalendarDayKind.Holiday ? '#fff1f0' : day.kind === CalendarDayKind.Rest ? '#fafafa' : undefined;

interface WorkOrderRow {
  key: number;
  workOrderCode: string;
  orderCode: string | null;
  productName: string | null;
  demandDate: string | null;
  late: boolean;
  tasks: ScheduleTask[];
}

/**
 * Schedule views (menu schedule, component /production/schedule/index): per workstation × day the
 * planned pieces against capacity (coloured by load, rest days and holidays shaded) with the
 * day's tasks, and per work order its tasks in route order; with `schedule:update` a task's plan
 * can be changed from there (the server's warnings are shown). *Workstation capacity* opens the
 * capacity list the planner reads (CapacityDrawer.tsx).
 */
export default function SchedulePage() {
  const { t } = useTranslation();
  const { schedule, canUpdate, reschedule, toolbar } = useSchedule('schedule');
  const [picked, setPicked] = useState<ScheduleTask | null>(null);
  const data = schedule.data;

  const grid = useMemo(() => {
    const load = new Map((data?.load ?? []).map((l) => [`${l.workstationId}|${l.date}`, l]));
    const tasksOf = new Map<string, ScheduleTask[]>();
    for (const task of data?.tasks ?? []) {
      if (!task.planStart || !task.planEnd || task.workstationId === null) continue;
      for (const day of data?.days ?? []) {
        const begin = Date.parse(`${day.date}T00:00:00`);
        if (Date.parse(task.planStart) < begin + 86_400_000 && Date.parse(task.planEnd) > begin) {
          const key = `${task.workstationId}|${day.date}`;
          tasksOf.set(key, [...(tasksOf.get(key) ?? []), task]);
        }
      }
    }
    return { load, tasksOf };
  }, [data]);

  const workOrders = useMemo<WorkOrderRow[]>(() => {
    const rows = new Map<number, WorkOrderRow>();
    for (const task of data?.tasks ?? []) {
      const row = rows.get(task.workOrderId) ?? {
        key: task.workOrderId,
        workOrderCode: task.workOrderCode,
        orderCode: task.orderCode,
        productName: task.productName,
        demandDate: task.demandDate,
        late: false,
        tasks: [],
      };
      row.tasks.push(task);
      row.late ||= task.late;
      rows.set(task.workOrderId, row);
    }
    for (const row of rows.values()) row.tasks.sort((a, b) => a.seq - b.seq);
    return [...rows.values()].sort((a, b) => (a.demandDate ?? '9').localeCompare(b.demandDate ?? '9'));
  }, [data]);

  const stationName = new Map((data?.workstations ?? []).map((w) => [w.id, w.name]));

  const byWorkstation = (
    <Table<ScheduleWorkstation>
      size="small"
      rowKey="id"
      bordered
      loading={schedule.isLoading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={data?.workstations ?? []}
      data-testid="schedule-grid"
      columns={[
        {
          key: 'name',
          title: t('productionSchedule.workstation'),
          fixed: 'left',
          width: 180,
          render: (_v, w) => (
            <Flex vertical>
              <span>{w.name}</span>
              <small style={{ color: '#8c8c8c' }}>
                {w.processName} · {t('productionSchedule.perHour', { n: w.perHour })}
              </small>
            </Flex>
          ),
        },
        ...(data?.days ?? []).map((day) => ({
          key: day.date,
          title: (
            <Tooltip
              title={
                day.kind === CalendarDayKind.Work
                  ? day.shifts
                      .map((s) => `${s.name} ${minute(s.start).slice(11)}–${minute(s.end).slice(11)}`)
                      .join(', ')
                  : (day.holidayName ?? t('productionSchedule.rest'))
              }
            >
              <span data-testid={`day-${day.date}`}>{day.date.slice(5)}</span>
            </Tooltip>
          ),
          width: 96,
          onCell: (w: ScheduleWorkstation) => {
            const l = grid.load.get(`${w.id}|${day.date}`);
            return { style: { background: l ? loadColour(l.planned, l.capacity) : dayBackground(day) } };
          },
          render: (_v: unknown, w: ScheduleWorkstation) => {
            const l = grid.load.get(`${w.id}|${day.date}`);
            const tasks = grid.tasksOf.get(`${w.id}|${day.date}`) ?? [];
            if (!l && !tasks.length) return null;
            return (
              <Tooltip title={tasks.map((task) => `${task.workOrderCode} · ${task.processName}`).join('\n')}>
                <Flex vertical data-testid={`cell-${w.id}-${day.date}`}>
                  <span>
                    {t('productionSchedule.loadCell', {
                      planned: Math.round(l?.planned ?? 0),
                      capacity: l?.capacity ?? 0,
                    })}
                  </span>
                  <small>{t('productionSchedule.tasksCount', { n: tasks.length })}</small>
                </Flex>
              </Tooltip>
            );
          },
        })),
      ]}
    />
  );

  const byWorkOrder = (
    <Table<WorkOrderRow>
      size="small"
      rowKey="key"
      loading={schedule.isLoading}
      dataSource={workOrders}
      pagination={{ pageSize: 20 }}
      data-testid="schedule-work-orders"
      expandable={{
        expandedRowRender: (row) => (
          <Table<ScheduleTask>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={row.tasks}
            columns={[
              { key: 'seq', dataIndex: 'seq', title: '#', width: 48 },
              { key: 'processName', dataIndex: 'processName', title: t('productionSchedule.process') },
              {
                key: 'ws',
                title: t('productionSchedule.workstation'),
                render: (_v, task) => (task.workstationId ? stationName.get(task.workstationId) : ''),
              },
              {
                key: 'qty',
                title: t('productionSchedule.done'),
                render: (_v, task) => `${task.done} / ${task.quantity}`,
              },
              { key: 'start', title: t('productionSchedule.planStart'), render: (_v, task) => minute(task.planStart) },
              { key: 'end', title: t('productionSchedule.planEnd'), render: (_v, task) => minute(task.planEnd) },
              { key: 'status', title: t('productionSchedule.status'), render: (_v, task) => <StatusTag task={task} /> },
              ...(canUpdate
                ? [
                    {
                      key: 'action',
                      title: '',
                      render: (_v: unknown, task: ScheduleTask) =>
                        task.status !== 2 ? (
                          <Button
                            size="small"
                            type="link"
                            onClick={() => setPicked(task)}
                            data-testid={`move-${task.id}`}
                          >
                            {t('productionSchedule.reschedule')}
                          </Button>
                        ) : null,
                    },
                  ]
                : []),
            ]}
          />
        ),
      }}
      columns={[
        { key: 'workOrderCode', dataIndex: 'workOrderCode', title: t('productionSchedule.workOrder') },
        { key: 'orderCode', dataIndex: 'orderCode', title: t('productionSchedule.order') },
        { key: 'productName', dataIndex: 'productName', title: t('productionSchedule.product') },
        { key: 'demandDate', dataIndex: 'demandDate', title: t('productionSchedule.demandDate') },
        {
          key: 'span',
          title: `${t('productionSchedule.planStart')} → ${t('productionSchedule.planEnd')}`,
          render: (_v, row) =>
            `${minute(row.tasks[0]?.planStart ?? null)} → ${minute(row.tasks.at(-1)?.planEnd ?? null)}`,
        },
        {
          key: 'late',
          title: t('productionSchedule.status'),
          render: (_v, row) =>
            row.late ? <StatusTag task={{ ...(row.tasks[0] as ScheduleTask), late: true }} /> : null,
        },
      ]}
    />
  );

  return (
    <Card data-testid="schedule-page">
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center" justify="space-between">
          {toolbar}
          <CapacityButton />
        </Flex>
        <Tabs
          items={[
            { key: 'workstation', label: t('productionSchedule.byWorkstation'), children: byWorkstation },
            { key: 'workOrder', label: t('productionSchedule.byWorkOrder'), children: byWorkOrder },
          ]}
        />
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
