import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '../auth/Auth.tsx';

/** The Delete link of a table row: hidden without the button code, asks before it calls `onConfirm`. */
export function DeleteAction({ code, onConfirm }: { code: string; onConfirm: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Auth value={code}>
      <Popconfirm
        title={t('resource.confirmDelete')}
        okText={t('resource.submit')}
        cancelText={t('resource.cancel')}
        onConfirm={onConfirm}
      >
        <Button type="link" size="small" danger icon={<DeleteOutlined />}>
          {t('resource.delete')}
        </Button>
      </Popconfirm>
    </Auth>
  );
}
