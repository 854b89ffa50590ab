import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Modal, Statistic, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '../../api/resource.ts';

/** The per-row report of an import: counts, then one line per {row, field, message}. */
export function ImportResultView({
  result,
  fieldLabel,
}: {
  result: ImportResult;
  fieldLabel: (key: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="import-result">
      <div style={{ display: 'flex', gap: 32, marginBottom: 16 }}>
        <Statistic title={t('resource.importTotal')} value={result.total} />
        <Statistic
          title={t('resource.importImported')}
          value={result.imported}
          styles={{ content: { color: '#52c41a' } }}
        />
        <Statistic
          title={t('resource.importFailed')}
          value={result.failed}
          styles={{ content: { color: result.failed ? '#ff4d4f' : undefined } }}
        />
      </div>
      {result.errors.length === 0 ? (
        <Alert type="success" showIcon title={t('resource.importAllOk')} />
      ) : (
        <Table
          size="small"
          rowKey={(e) => `${e.row}:${e.field}:${e.message}`}
          dataSource={result.errors}
          pagination={result.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            { title: t('resource.importRow'), dataIndex: 'row', width: 80 },
            {
              title: t('resource.importField'),
              dataIndex: 'field',
              width: 160,
              render: (_: unknown, e) => e.label || fieldLabel(e.field),
            },
            { title: t('resource.importMessage'), dataIndex: 'message' },
          ]}
        />
      )}
    </div>
  );
}

/** Pick an .xlsx, upload it (multipart `file`), then show the per-row report. */
export function ImportDialog({
  open,
  title,
  onClose,
  upload,
  fieldLabel,
  onImported,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  upload: (file: File) => Promise<ImportResult>;
  fieldLabel: (key: string) => string;
  onImported: (result: ImportResult) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);

  const close = () => {
    setFile(null);
    setResult(null);
    onClose();
  };

  const submit = async () => {
    if (!file) {
      void message.warning(t('resource.importFileRequired'));
      return;
    }
    setBusy(true);
    try {
      const r = await upload(file);
      setResult(r);
      onImported(r);
    } catch {
      /* the request layer showed the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={result ? t('resource.importResultTitle') : title}
      onCancel={close}
      onOk={result ? close : submit}
      okText={result ? t('common.ok') : t('resource.import')}
      cancelButtonProps={result ? { style: { display: 'none' } } : undefined}
      cancelText={t('resource.cancel')}
      confirmLoading={busy}
      width={result?.errors.length ? 720 : 520}
      destroyOnHidden
    >
      {result ? (
        <ImportResultView result={result} fieldLabel={fieldLabel} />
      ) : (
        <Upload.Dragger
          accept=".xlsx"
          multiple={false}
          maxCount={1}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          beforeUpload={(f) => {
            if (!/\.xlsx$/i.test(f.name)) {
              void message.error(t('resource.importOnlyXlsx'));
              return Upload.LIST_IGNORE;
            }
            setFile(f);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('resource.importPick')}</p>
          <Typography.Text type="secondary">{t('resource.importHint')}</Typography.Text>
        </Upload.Dragger>
      )}
    </Modal>
  );
}
