import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The footer of every form drawer: Cancel and Save on the right, always in view however long the form. */
export function DrawerFooter({
  busy,
  disabled,
  onCancel,
  onSave,
  saveTestId,
}: {
  busy: boolean;
  /** Nothing to save yet (e.g. the row is still loading). */
  disabled?: boolean;
  onCancel: () => void;
  onSave: () => void;
  saveTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button onClick={onCancel}>{t('resource.cancel')}</Button>
      <Button type="primary" loading={busy} disabled={disabled} onClick={onSave} data-testid={saveTestId}>
        {t('resource.submit')}
      </Button>
    </Space>
  );
}
