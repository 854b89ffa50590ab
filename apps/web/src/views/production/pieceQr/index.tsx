import { PrinterOutlined } from '@ant-design/icons';
import { heatLabelTemplateResource, labelTemplateResource, pieceResource } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../../api/resource.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { openPdf } from '../../base/labelTemplate/openPdf.ts';

/** The enabled label templates of both kinds of work, for the print toolbar. */
function useLabelTemplates() {
  return useQuery({
    queryKey: ['resource', 'labelTemplates', 'print'],
    queryFn: async () => {
      const [dtg, heat] = await Promise.all([
        resourceApi(labelTemplateResource.name).list(),
        resourceApi(heatLabelTemplateResource.name).list(),
      ]);
      return [...dtg, ...heat].filter((r) => r.status === 1);
    },
  });
}

/**
 * QR coding (menu pieceQr, component /production/pieceQr/index): the pieces with their state, next
 * process and batch; Print labels (pieceQr:print) renders the selected pieces' QR labels as one PDF
 * with the chosen label template, or the default of their kind of work.
 */
export default function PieceQrPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [templateId, setTemplateId] = useState<number | undefined>();
  const templates = useLabelTemplates();
  const print = (ids: readonly number[]) => {
    if (!ids.length) {
      message.info(t('labelTemplate.selectPieces'));
      return;
    }
    void openPdf({ url: `/api/${pieceResource.name}/print`, data: { ids, templateId } }).then(
      (opened) => opened || message.warning(t('labelTemplate.popupBlocked')),
      () => undefined, // the request layer showed the refusal
    );
  };
  return (
    <ResourcePage
      resource={pieceResource}
      toolbar={(table) => (
        <Auth value={`${pieceResource.name}:print`}>
          <Space.Compact>
            <Select
              allowClear
              style={{ minWidth: 220 }}
              placeholder={t('labelTemplate.templateDefault')}
              value={templateId}
              onChange={setTemplateId}
              loading={templates.isLoading}
              options={(templates.data ?? []).map((r) => ({
                value: r.id,
                label: `${String(r.name)} (${Number(r.widthMm)}×${Number(r.heightMm)})`,
              }))}
              data-testid="label-template"
            />
            <Button icon={<PrinterOutlined />} onClick={() => print(table.selected)} data-testid="print-labels">
              {t('labelTemplate.printLabels')}
            </Button>
          </Space.Compact>
        </Auth>
      )}
    />
  );
}
