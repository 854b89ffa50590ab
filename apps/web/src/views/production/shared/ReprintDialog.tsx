import type { ReprintAnswer } from '@printfloor/contract';
import { Alert, AutoComplete, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../../api/mutation.ts';
import { productionApi } from '../../../api/production.ts';

/**
 * Reprint at a direct-print station (F8, button `dtgProduction:reprint`): the piece (the one just
 * scanned, or scan another into the field) and a reason — one of the usual ones or typed — then Enter.
 * The server drops the piece's files into this workstation's hot folder again and logs the reprint; a
 * refusal stays in the dialog, worded as the server says it.
 */
export function ReprintDialog({
  open,
  workstationId,
  lastCode,
  onClose,
  onDone,
}: {
  open: boolean;
  workstationId: number | null;
  lastCode: string | null;
  onClose: () => void;
  onDone: (answer: ReprintAnswer, reason: string) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const reprint = useActionMutation(productionApi.reprint, {
    // The station logs and announces the reprint (no toast here).
    onSuccess: (answer, vars) => onDone(answer, vars.reason),
  });
  // A refusal (a silent request: no toast) is shown in the dialog.
  const error = reprint.errorText;
  const reasons = t('production.reprintReasons')
    .split('|')
    .map((r) => ({ value: r }));

  const submit = async () => {
    if (!workstationId || !code.trim() || !reason.trim() || reprint.busy) return;
    await reprint.run({ workstationId, code: code.trim(), reason: reason.trim() });
  };

  return (
    <Modal
      open={open}
      title={t('production.reprintTitle')}
      onCancel={onClose}
      afterOpenChange={(opened) => {
        if (!opened) return;
        setCode(lastCode ?? '');
        setReason('');
        reprint.mutation.reset();
      }}
      footer={
        <Button
          type="primary"
          loading={reprint.busy}
          disabled={!code.trim() || !reason.trim()}
          onClick={() => void submit()}
          data-testid="reprint-submit"
        >
          {t('production.reprintSubmit')}
        </Button>
      }
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="reprint-dialog">
        <Form.Item label={t('production.reprintCode')} required>
          <Input
            value={code}
            autoFocus={!lastCode}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={() => void submit()}
            data-testid="reprint-code"
          />
        </Form.Item>
        <Form.Item label={t('production.reprintReason')} required>
          <AutoComplete
            value={reason}
            options={reasons}
            autoFocus={!!lastCode}
            onChange={(v) => setReason(v)}
            placeholder={t('production.reprintReasonPlaceholder')}
            onKeyDown={(e) => {
              // Enter picks a highlighted option first (AutoComplete); with a reason typed, it submits.
              if (e.key === 'Enter' && reason.trim()) void submit();
            }}
            data-testid="reprint-reason"
          />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} data-testid="reprint-error" />}
      </Form>
    </Modal>
  );
}
