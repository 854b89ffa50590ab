import { type JobTriggerInput, type JobTriggerRow, JobTriggerStatus } from '@printfloor/contract';
import { DatePicker, Form, Input, InputNumber, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { sysJobApi } from '../../../api/sysJob.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { CronEditor } from './CronEditor.tsx';

/** "yyyy-MM-dd HH:mm:ss" as the server reads it (in the caller's zone), or null for blank. */
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
const toPicker = (v: Date | string | null | undefined) => (v ? dayjs(String(v)) : null);
const fromPicker = (v: Dayjs | null | undefined) => (v ? v.format(DATE_TIME) : null);

interface TriggerForm {
  triggerId: string;
  args: string;
  description?: string;
  timeZone?: string;
  numRetries?: number;
  retryTimeout?: number;
  maxNumberOfRuns?: number;
  maxNumberOfErrors?: number;
  runOnStart?: boolean;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
}

/**
 * Adds or edits a trigger of a job: the cron through the visual editor, the period it is active,
 * run on start, retries and limits.
 */
export function TriggerDrawer({
  jobId,
  trigger,
  timeZone,
  onClose,
}: {
  jobId: string;
  /** null: a new trigger. */
  trigger: JobTriggerRow | null;
  timeZone: string;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const zone = trigger?.timeZone ?? timeZone;
  return (
    <FormDrawer<TriggerForm>
      open
      title={trigger ? t('job.editTrigger') : t('job.addTrigger')}
      savedMessage={t('job.saved')}
      okTestId="trigger-save"
      initialValues={{
        jobId,
        triggerId: trigger?.triggerId ?? '',
        args: trigger?.args ?? '*/10 * * * *',
        description: trigger?.description ?? '',
        timeZone: zone,
        numRetries: trigger?.numRetries ?? 0,
        retryTimeout: trigger?.retryTimeout ?? 1000,
        maxNumberOfRuns: trigger?.maxNumberOfRuns ?? 0,
        maxNumberOfErrors: trigger?.maxNumberOfErrors ?? 0,
        startTime: toPicker(trigger?.startTime),
        endTime: toPicker(trigger?.endTime),
        runOnStart: trigger?.runOnStart ?? false,
      }}
      onClose={onClose}
      onSubmit={async (values) => {
        const body: JobTriggerInput = {
          ...values,
          jobId,
          startTime: fromPicker(values.startTime),
          endTime: fromPicker(values.endTime),
          // Saving a paused trigger keeps it paused; any other is armed from now.
          startNow: trigger?.status !== JobTriggerStatus.Pause,
        };
        await (trigger ? sysJobApi.updateTrigger(body) : sysJobApi.addTrigger(body));
      }}
    >
      <Form.Item name="triggerId" label={t('job.triggerId')} rules={[{ required: true }]}>
        <Input disabled={!!trigger} />
      </Form.Item>
      <Form.Item name="args" label={t('job.args')} rules={[{ required: true }]}>
        <CronEditor timeZone={zone} />
      </Form.Item>
      <Form.Item name="timeZone" label={t('job.timeZone')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="startTime" label={t('job.triggerStart')}>
        <DatePicker showTime format={DATE_TIME} style={{ width: '100%' }} data-testid="trigger-start" />
      </Form.Item>
      <Form.Item name="endTime" label={t('job.triggerEnd')}>
        <DatePicker showTime format={DATE_TIME} style={{ width: '100%' }} data-testid="trigger-end" />
      </Form.Item>
      <Form.Item name="runOnStart" label={t('job.runOnStart')} valuePropName="checked" extra={t('job.runOnStartHelp')}>
        <Switch data-testid="trigger-run-on-start" />
      </Form.Item>
      <Form.Item name="description" label={t('job.description')}>
        <Input />
      </Form.Item>
      <Form.Item name="numRetries" label={t('job.numRetries')}>
        <InputNumber min={0} max={10} />
      </Form.Item>
      <Form.Item name="retryTimeout" label={t('job.retryTimeout')}>
        <InputNumber min={0} max={3_600_000} />
      </Form.Item>
      <Form.Item name="maxNumberOfRuns" label={t('job.maxNumberOfRuns')}>
        <InputNumber min={0} />
      </Form.Item>
      <Form.Item name="maxNumberOfErrors" label={t('job.maxNumberOfErrors')}>
        <InputNumber min={0} />
      </Form.Item>
    </FormDrawer>
  );
}
