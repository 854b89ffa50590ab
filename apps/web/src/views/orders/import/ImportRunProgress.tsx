import { DownloadOutlined } from '@ant-design/icons';
import type { ImportProgress } from '@printfloor/contract';
import { Alert, Button, Descriptions, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { importOutcome } from './progress.ts';

/**
 * An import run's progress and what it came to (the import dialog): a moving bar while it runs;
 * then the bar in green only when every row was imported — orange when some rows failed, red when
 * none was imported or the run stopped, the imported rows the green part — with an alert that says
 * so in counts, the orders added and the drafts updated, and the failed rows to download.
 */
export function ImportRunProgress({
  progress,
  failure,
  onDownloadErrors,
}: {
  progress: ImportProgress | null;
  /** Why a stopped run stopped (the record's message). */
  failure?: string | null;
  onDownloadErrors?: () => void;
}) {
  const { t } = useTranslation();
  const outcome = importOutcome(progress);
  const done = outcome.kind !== 'running';
  const total = progress ? Math.max(progress.totalRows, progress.importedRows + progress.failedRows) : 0;
  const counts = {
    imported: progress?.importedRows ?? 0,
    failed: progress?.failedRows ?? 0,
    total,
    added: progress?.orderCount ?? 0,
    updated: progress?.updatedCount ?? 0,
  };
  const mixed = done && outcome.kind !== 'completed';
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="import-progress" data-outcome={outcome.kind}>
      <Progress
        percent={outcome.percent}
        status={outcome.status}
        strokeColor={outcome.strokeColor}
        success={mixed ? { percent: outcome.importedPercent } : undefined}
        format={mixed ? () => `${counts.imported} / ${total}` : undefined}
      />
      {!done ? (
        <span>
          {!progress || progress.phase === 'reading'
            ? t('orderImport.reading', { rows: progress?.processedRows ?? 0 })
            : t('orderImport.writing', { done: progress.processedRows, total: progress.totalRows })}
        </span>
      ) : (
        <Alert
          type={outcome.alert.type}
          showIcon
          title={t(`orderImport.${outcome.alert.key}`, counts)}
          data-testid="import-outcome"
        />
      )}
      {failure ? <Alert type="error" showIcon title={failure} data-testid="import-failure" /> : null}
      {done && progress && (
        <Descriptions size="small" column={2} bordered data-testid="import-result">
          <Descriptions.Item label={t('orderImport.added')}>
            <span data-testid="import-added">{progress.orderCount}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('orderImport.updated')}>
            <span data-testid="import-updated">{progress.updatedCount ?? 0}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('orderImport.importedRows')}>
            <span data-testid="import-imported">{progress.importedRows}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('orderImport.failedRows')}>
            <span data-testid="import-failed">{progress.failedRows}</span>
          </Descriptions.Item>
        </Descriptions>
      )}
      {done && progress && progress.failedRows > 0 && onDownloadErrors && (
        <Button icon={<DownloadOutlined />} onClick={onDownloadErrors} data-testid="import-download-errors">
          {t('orderImport.downloadErrors')}
        </Button>
      )}
    </Space>
  );
}
