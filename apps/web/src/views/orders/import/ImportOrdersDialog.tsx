import { UploadOutlined } from '@ant-design/icons';
import { type ImportProgress, ImportState, merchantImportRecordResource } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Select, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onLive } from '../../../api/live.ts';
import { orderImportApi } from '../../../api/orders.ts';
import { resourceApi, saveFile } from '../../../api/resource.ts';
import { ImportRunProgress } from './ImportRunProgress.tsx';

const templates = resourceApi('customImportTemplate');
const records = resourceApi(merchantImportRecordResource.name);
const RECORD = merchantImportRecordResource.name;

/** The progress of a run: the live events, with the record read now and then in case the socket is down. */
function useRunProgress(recordId: number | null): ImportProgress | null {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    setProgress(null);
    if (!recordId) return;
    const stop = onLive((event) => {
      if (event.type === 'importProgress' && event.recordId === recordId) {
        const { type: _t, ...rest } = event;
        setProgress(rest);
      }
    });
    const timer = setInterval(async () => {
      const row = await records.detail(recordId).catch(() => null);
      if (!row) return;
      setProgress((current) =>
        current && current.state === row.state && current.processedRows >= Number(row.processedRows)
          ? current
          : { ...(row as unknown as ImportProgress), updatedCount: Number(row.updatedCount ?? 0), recordId },
      );
    }, 2000);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [recordId]);
  return progress;
}

/**
 * Import orders from an xlsx with one of the merchant's templates: pick the template and the file,
 * watch the run (a live progress bar), then read what came of it — orders added and updated,
 * failed rows with a download of them to correct and import again.
 */
export function ImportOrdersDialog({
  resource,
  open,
  onClose,
}: {
  resource: string;
  open: boolean;
  onClose: (imported: boolean) => void;
}) {
  const { t } = useTranslation();
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [recordId, setRecordId] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const progress = useRunProgress(recordId);
  const options = useQuery({
    queryKey: ['customImportTemplate', 'enabled'],
    queryFn: () => templates.list({ status: 1 }),
    enabled: open,
  });

  useEffect(() => {
    if (open) {
      setFile(null);
      setRecordId(null);
    }
  }, [open]);

  const start = async () => {
    if (!file || !templateId) return;
    setStarting(true);
    try {
      setRecordId((await orderImportApi.start(resource, file, templateId)).recordId);
    } catch {
      /* the server's message was shown */
    } finally {
      setStarting(false);
    }
  };
  // A run that stopped (an unexpected error; a sheet without the mapped columns is refused at upload) says why on its record.
  const failure = useQuery({
    queryKey: [RECORD, 'detail', recordId, 'failure'],
    queryFn: () => records.detail(recordId as number),
    enabled: !!recordId && progress?.state === ImportState.Failed,
  });

  return (
    <Modal
      open={open}
      title={t('orderImport.importTitle')}
      onCancel={() => onClose(!!recordId)}
      footer={
        recordId ? (
          <Button type="primary" onClick={() => onClose(true)} data-testid="import-close">
            {t('orderImport.close')}
          </Button>
        ) : (
          <Button
            type="primary"
            disabled={!file || !templateId}
            loading={starting}
            onClick={() => void start()}
            data-testid="import-start"
          >
            {t('orderImport.start')}
          </Button>
        )
      }
      destroyOnHidden
    >
      {!recordId ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            style={{ width: '100%' }}
            placeholder={t('orderImport.chooseTemplate')}
            value={templateId ?? undefined}
            onChange={setTemplateId}
            loading={options.isLoading}
            options={(options.data ?? []).map((r) => ({ value: r.id, label: String(r.name) }))}
            data-testid="import-template"
          />
          <Upload
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />} data-testid="import-file">
              {t('orderImport.chooseFile')}
            </Button>
          </Upload>
          <Alert type="info" showIcon title={t('orderImport.importHint')} />
        </Space>
      ) : (
        <ImportRunProgress
          progress={progress}
          failure={failure.data?.message ? String(failure.data.message) : null}
          onDownloadErrors={
            progress ? () => void orderImportApi.exportErrors(RECORD, progress.recordId).then(saveFile) : undefined
          }
        />
      )}
    </Modal>
  );
}
