import type { RescheduleInput, ScheduleTask, ScheduleWorkstation } from '@printfloor/contract';
import { DatePicker, Descriptions, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minute, StatusTag } from './shared.tsx';

/**
 * A task's plan set exactly: its new start and a workstation of its process. Read-only without
 * the update code or for a done task (the details still show).
 */
export function RescheduleDialog({
  task,
  workstations,
  editable,
  busy,
  onClose,
  onSave,
}: {
  task: ScheduleTask | null;
  workstations: readonly ScheduleWorkstation[];
  editable: boolean;
  busy: boolean;
  onClose: () => void;
  onSave: (input: RescheduleInput) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [start, setStart] = useState<Dayjs | null>(null);
  const [ws, setWs] = useState<number | null>(null);
  useEffect(() => {
    setStart(task?.planStart ? dayjs(task.planStart) : null);
    setWs(task?.workstationId ?? null);
  }, [task]);
  const canSave = editable && task !== null && task.status !== 2;
  const options = workstations
    .filter((w) => w.processId === task?.processId)
    .map((w) => ({ value: w.id, label: `${w.name} (${t('productionSchedule.perHour', { n: w.perHour })})` }));
  return (
    <Modal
      open={task !== null}
      title={t('productionSchedule.reschedule')}
      onCancel={onClose}
      okText={t('productionSchedule.save')}
      okButtonProps={
        { disabled: !canSave || !start, loading: busy, hidden: !canSave, 'data-testid': 'reschedule-save' } as never
      }
      onOk={async () => {
        if (!task || !start) return;
        const ok = await onSave({
          id: task.id,
          start: start.toDate().toISOString(),
          workstationId: ws,
          version: task.version,
        });
        if (ok) onClose();
      }}
      destroyOnHidden
    >
      {task ? (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('productionSchedule.workOrder')}>
              {task.workOrderCode} · {task.processName}
            </Descriptions.Item>
            {task.orderCode ? (
              <Descriptions.Item label={t('productionSchedule.order')}>{task.orderCode}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('productionSchedule.quantity')}>
              {task.done} / {task.quantity}
            </Descriptions.Item>
            <Descriptions.Item label={t('productionSchedule.planStart')}>
              {minute(task.planStart)} → {minute(task.planEnd)}
            </Descriptions.Item>
            {task.demandDate ? (
              <Descriptions.Item label={t('productionSchedule.demandDate')}>{task.demandDate}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('productionSchedule.status')}>
              <StatusTag task={task} />
            </Descriptions.Item>
          </Descriptions>
          {canSave ? (
            <Form layout="vertical">
              <Form.Item label={t('productionSchedule.newStart')} required>
                <DatePicker
                  showTime={{ format: 'HH:mm', minuteStep: 15 }}
                  format="YYYY-MM-DD HH:mm"
                  value={start}
                  onChange={setStart}
                  data-testid="reschedule-start"
                />
              </Form.Item>
              <Form.Item label={t('productionSchedule.workstation')} required>
                <Select value={ws} onChange={setWs} options={options} data-testid="reschedule-workstation" />
              </Form.Item>
            </Form>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
