import { Alert, AutoComplete, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A print scan at another printer than the piece's batch's, where the factory allows that with a reason
 * (general settings): the server refused the scan asking for one (P1047, its text shown here), the
 * operator picks one of the usual reasons or types one and Enter scans the piece again with it. The
 * reprint dialog's pattern (F8); the scan itself, and a refusal of it, are the station's as usual.
 */
export function OtherPrinterDialog({
  open,
  message,
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** The server's refusal: which batch and printer the piece belongs to, and this printer. */
  message: string;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const reasons = t('production.otherPrinterReasons')
    .split('|')
    .map((r) => ({ value: r }));
  // Cleared as the dialog closes, not as it opens: a scanner or a fast typist is already typing by the time
  // the opening animation ends.
  const close = () => {
    setReason('');
    onClose();
  };
  const submit = () => {
    if (!reason.trim()) return;
    setReason('');
    onSubmit(reason.trim());
  };

  return (
    <Modal
      open={open}
      title={t('production.otherPrinterTitle')}
      onCancel={close}
      footer={
        <Button type="primary" disabled={!reason.trim()} onClick={submit} data-testid="other-printer-submit">
          {t('production.otherPrinterSubmit')}
        </Button>
      }
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="other-printer-dialog">
        <Alert type="warning" showIcon title={message} style={{ marginBottom: 16 }} />
        <Form.Item label={t('production.otherPrinterReason')} required>
          <AutoComplete
            value={reason}
            options={reasons}
            autoFocus
            onChange={(v) => setReason(v)}
            placeholder={t('production.reprintReasonPlaceholder')}
            onKeyDown={(e) => {
              // Enter picks a highlighted option first (AutoComplete); with a reason typed, it submits.
              if (e.key === 'Enter' && reason.trim()) submit();
            }}
            data-testid="other-printer-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
