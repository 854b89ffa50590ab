import type { JobDetailInput, JobDetailRow } from '@printfloor/contract';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { sysJobApi } from '../../../api/sysJob.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';

interface JobForm {
  jobId: string;
  groupName?: string;
  jobType: string;
  description?: string;
  concurrent?: boolean;
  properties?: string;
}

/** The properties text must be a JSON object (the handler reads it as its settings). */
const isJsonObject = (text: string | undefined) => {
  if (!text?.trim()) return true;
  try {
    const v: unknown = JSON.parse(text);
    return !!v && typeof v === 'object' && !Array.isArray(v);
  } catch {
    return false;
  }
};

/**
 * Adds or edits a job: which registered handler it runs (jobType), its group, description,
 * whether runs may overlap, and the settings its handler reads. Its triggers are edited apart.
 */
export function JobDrawer({ job, onClose }: { job: JobDetailRow | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <FormDrawer<JobForm>
      open
      title={job ? t('job.editJob') : t('job.addJob')}
      savedMessage={t('job.saved')}
      okTestId="job-save"
      initialValues={{
        jobId: job?.jobId ?? '',
        groupName: job?.groupName ?? 'default',
        jobType: job?.jobType ?? '',
        description: job?.description ?? '',
        concurrent: job?.concurrent ?? false,
        properties: job?.properties ?? '{}',
      }}
      onClose={onClose}
      onSubmit={async (values) => {
        const body: JobDetailInput = { ...values, concurrent: values.concurrent ?? false };
        await (job ? sysJobApi.updateJob(body) : sysJobApi.addJob(body));
      }}
    >
      <Form.Item name="jobId" label={t('job.jobId')} rules={[{ required: true }]}>
        <Input disabled={!!job} data-testid="job-id" />
      </Form.Item>
      <Form.Item name="jobType" label={t('job.jobType')} rules={[{ required: true }]}>
        <Input data-testid="job-type" />
      </Form.Item>
      <Form.Item name="groupName" label={t('job.group')}>
        <Input data-testid="job-group" />
      </Form.Item>
      <Form.Item name="description" label={t('job.description')}>
        <Input data-testid="job-description" />
      </Form.Item>
      <Form.Item name="concurrent" label={t('job.concurrent')} valuePropName="checked" extra={t('job.concurrentHelp')}>
        <Switch data-testid="job-concurrent" />
      </Form.Item>
      <Form.Item
        name="properties"
        label={t('job.properties')}
        rules={[
          {
            validator: (_, v: string | undefined) =>
              isJsonObject(v) ? Promise.resolve() : Promise.reject(new Error(t('job.propertiesInvalid'))),
          },
        ]}
      >
        <Input.TextArea rows={4} data-testid="job-properties" />
      </Form.Item>
    </FormDrawer>
  );
}
