import {
  CRON_PRESETS,
  type CronFields,
  cronFields,
  cronFromFields,
  LANGUAGES,
  normalizeLanguage,
} from '@printfloor/contract';
import { Alert, Input, List, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cronPreview } from './cronPreview.ts';

const FIELDS = ['minute', 'hour', 'day', 'month', 'weekday'] as const;

/**
 * The visual cron editor: a preset, or the five fields (minute, hour, day, month, weekday),
 * or the expression itself; below, the next five fires in the tenant's zone (or why the
 * expression is refused). Works as an antd form control (value / onChange).
 */
export function CronEditor({
  value = '',
  onChange,
  timeZone,
}: {
  value?: string;
  onChange?: (value: string) => void;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const fields: CronFields = cronFields(value) ?? { minute: '', hour: '', day: '', month: '', weekday: '' };
  const preview = cronPreview(value, timeZone);
  const lang = LANGUAGES.indexOf(normalizeLanguage(i18n.language));
  const setField = (name: (typeof FIELDS)[number], text: string) =>
    onChange?.(cronFromFields({ ...fields, [name]: text }));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="cron-editor">
      <Select
        placeholder={t('job.cron.preset')}
        style={{ width: '100%' }}
        value={CRON_PRESETS.some((p) => p.expression === value) ? value : undefined}
        options={CRON_PRESETS.map((p) => ({ value: p.expression, label: `${p.label[lang]} (${p.expression})` }))}
        onChange={(v: string) => onChange?.(v)}
        data-testid="cron-preset"
      />
      <Space wrap>
        {FIELDS.map((name) => (
          <Space.Compact key={name} direction="vertical" style={{ width: 96 }}>
            <Typography.Text type="secondary">{t(`job.cron.${name}`)}</Typography.Text>
            <Input
              value={fields[name]}
              aria-label={t(`job.cron.${name}`)}
              data-testid={`cron-${name}`}
              onChange={(e) => setField(name, e.target.value)}
            />
          </Space.Compact>
        ))}
      </Space>
      <Input
        value={value}
        addonBefore={t('job.cron.expression')}
        data-testid="cron-expression"
        onChange={(e) => onChange?.(e.target.value)}
      />
      {preview.error ? (
        <Alert type="error" showIcon message={t('job.cron.invalid', { detail: preview.error })} />
      ) : (
        <List
          size="small"
          header={t('job.cron.nextTimes', { zone: timeZone })}
          dataSource={preview.times}
          data-testid="cron-next-times"
          renderItem={(time) => <List.Item>{time}</List.Item>}
        />
      )}
    </Space>
  );
}
