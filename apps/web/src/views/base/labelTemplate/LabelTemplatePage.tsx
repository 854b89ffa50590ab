import { EyeOutlined } from '@ant-design/icons';
import type { Resource } from '@printfloor/contract';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../components/auth/Auth.tsx';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { openPdf } from './openPdf.ts';

/**
 * A label template list (direct-print `labelTemplate`, heat-print `heatLabelTemplate`): the
 * declaration's page with a Preview per row — a sample label at the template's size, as PDF.
 */
export function LabelTemplatePage({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const preview = (id: number) =>
    openPdf({ url: `/api/${resource.name}/preview`, params: { id } }).then(
      (opened) => opened || message.warning(t('labelTemplate.popupBlocked')),
      () => undefined, // the request layer showed the refusal
    );
  return (
    <ResourcePage
      resource={resource}
      rowActions={(row) => (
        <Auth value={`${resource.name}:preview`}>
          <Button
            type="link"
            size="small"
            icon={<EyeOutlined />}
            data-testid={`label-preview-${row.id}`}
            onClick={() => void preview(row.id)}
          >
            {t('labelTemplate.preview')}
          </Button>
        </Auth>
      )}
    />
  );
}
