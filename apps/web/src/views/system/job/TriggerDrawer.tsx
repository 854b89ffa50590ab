import type { JobTriggerInput, JobTriggerRow } from '@printfloor/contract';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { sysJobApi } from '../../../api/sysJob.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { CronEditor } from './CronEditor.tsx';

/** Adds or edits a trigger of a job: the cron through the visual editor, plus retries and limits. */
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
    <FormDrawer<JobTriggerInput>
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
      }}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = { ...values, jobId };
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
