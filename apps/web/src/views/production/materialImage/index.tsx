import { ExportOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  type MaterialImageDetail,
  type MaterialImageOrder,
  type MaterialPickLine,
  WORK_ORDER_STATE_OPTIONS,
} from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Image, Input, Modal, Select, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productionApi, productionKeys } from '../../../api/production.ts';
import { saveFile } from '../../../api/resource.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { openPdf } from '../../base/labelTemplate/openPdf.ts';

const GROUPS: MaterialPickLine['group'][] = ['blank', 'material'];

/** One work order's picking sheet: the blank and the materials, grouped, each with its picture and a tick box. */
export function PickingSheet({ detail }: { detail: MaterialImageDetail }) {
  const { t } = useTranslation();
  const w = detail.workOrder;
  return (
    <section className="picking-sheet" style={{ breakInside: 'avoid', marginBottom: 24 }} data-testid="picking-sheet">
      <Typography.Title level={4} style={{ marginBottom: 4 }}>
        {w.code} {w.orderCode ? `· ${w.orderCode}` : ''}
      </Typography.Title>
      <Typography.Text type="secondary">
        {[w.productName, w.skuCode, w.colour, w.size].filter(Boolean).join(' · ')} · ×{w.quantity}
        {w.demandDate ? ` · ${w.demandDate}` : ''}
      </Typography.Text>
      {GROUPS.map((group) => {
        const lines = detail.lines.filter((l) => l.group === group);
        if (!lines.length) return null;
        return (
          <div key={group}>
            <Typography.Title level={5} style={{ marginTop: 12 }}>
              {t(`materialImage.${group}`)}
            </Typography.Title>
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  {['image', 'name', 'colourSize', 'unit', 'quantity', 'picked'].map((k) => (
                    <th key={k} style={{ textAlign: 'left', borderBottom: '1px solid #999', padding: 4 }}>
                      {t(`materialImage.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={`${l.group}-${l.code ?? l.name}-${l.colour ?? ''}-${l.size ?? ''}`}>
                    <td style={{ padding: 4, width: 96 }}>
                      {l.image && (
                        <Image src={l.image} width={80} height={80} style={{ objectFit: 'contain' }} preview={false} />
                      )}
                    </td>
                    <td style={{ padding: 4 }}>
                      <strong>{l.name}</strong>
                      {l.code ? <div style={{ fontSize: 12 }}>{l.code}</div> : null}
                    </td>
                    <td style={{ padding: 4 }}>{[l.colour, l.size].filter(Boolean).join(' / ')}</td>
                    <td style={{ padding: 4 }}>{l.unit ?? ''}</td>
                    <td style={{ padding: 4, fontSize: 18, fontWeight: 600 }} data-testid="pick-quantity">
                      {l.quantity}
                    </td>
                    <td style={{ padding: 4, width: 48 }}>☐</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}

/**
 * Material detail image (menu materialImage, component /production/materialImage/index): the work
 * orders; for the selected ones, the picking list — the blank garment (product, colour, size, as
 * many as the live pieces) and the BOM materials with quantities, each with a picture, grouped —
 * printable as a picking aid (Print opens the PDF the server renders, `POST /api/materialImage/pdf`), and
 * exported as xlsx (materialImage:export).
 */
export default function MaterialImagePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<{ code: string; state: number | null }>({ code: '', state: null });
  const [filters, setFilters] = useState(draft);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const [showing, setShowing] = useState<number[] | null>(null);
  const [printing, setPrinting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const query = { ...paging, code: filters.code || null, state: filters.state };
  const page = useQuery({
    queryKey: productionKeys.materialOrders(query),
    queryFn: () => productionApi.materialOrders(query),
  });
  const details = useQuery({
    queryKey: productionKeys.materialDetails(showing ?? []),
    queryFn: () => productionApi.materialDetails(showing ?? []),
    enabled: showing !== null && showing.length > 0,
  });
  const need = (fn: (ids: number[]) => void) => () => {
    if (!selected.length) void message.warning(t('materialImage.chooseFirst'));
    else fn(selected);
  };
  // The server renders the picking list as a PDF (the same lines), which the browser prints.
  const printPdf = async (ids: number[]) => {
    setPrinting(true);
    try {
      const opened = await openPdf({ url: '/api/materialImage/pdf', data: { ids } });
      if (!opened) void message.warning(t('labelTemplate.popupBlocked'));
    } catch {
      // the request layer showed the refusal
    } finally {
      setPrinting(false);
    }
  };
  const exportXlsx = async (ids: number[]) => {
    setExporting(true);
    try {
      saveFile(await productionApi.materialExport(ids));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<MaterialImageOrder> = [
    { key: 'code', title: t('materialImage.workOrder'), dataIndex: 'code' },
    { key: 'order', title: t('materialImage.order'), dataIndex: 'orderCode' },
    { key: 'product', title: t('materialImage.product'), dataIndex: 'productName' },
    {
      key: 'sku',
      title: t('materialImage.sku'),
      render: (_, r) => [r.skuCode, r.colour, r.size].filter(Boolean).join(' / '),
    },
    { key: 'quantity', title: t('materialImage.quantity'), dataIndex: 'quantity', width: 80 },
    {
      key: 'state',
      title: t('materialImage.state'),
      render: (_, r) => localized(WORK_ORDER_STATE_OPTIONS.find((o) => o.value === r.state)?.label, lang),
    },
    { key: 'demandDate', title: t('materialImage.demandDate'), dataIndex: 'demandDate' },
    {
      key: 'actions',
      render: (_, r) => (
        <Auth value="materialImage:detail">
          <Button type="link" size="small" onClick={() => setShowing([r.id])} data-testid={`picking-${r.id}`}>
            {t('materialImage.picking')}
          </Button>
        </Auth>
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Card size="small">
        <Flex gap={8} wrap>
          <Input
            style={{ width: 220 }}
            allowClear
            placeholder={t('materialImage.code')}
            value={draft.code}
            onChange={(e) => setDraft({ ...draft, code: e.target.value })}
          />
          <Select
            style={{ width: 160 }}
            allowClear
            placeholder={t('materialImage.state')}
            value={draft.state}
            onChange={(v) => setDraft({ ...draft, state: v ?? null })}
            options={WORK_ORDER_STATE_OPTIONS.map((o) => ({ value: o.value, label: localized(o.label, lang) }))}
          />
          <Button
            type="primary"
            onClick={() => {
              setFilters(draft);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          >
            {t('materialImage.search')}
          </Button>
          <Auth value="materialImage:detail">
            <Button icon={<PrinterOutlined />} onClick={need((ids) => setShowing(ids))} data-testid="picking-selected">
              {t('materialImage.picking')}
            </Button>
          </Auth>
          <Auth value="materialImage:export">
            <Button
              icon={<ExportOutlined />}
              loading={exporting}
              onClick={need((ids) => void exportXlsx(ids))}
              data-testid="export-selected"
            >
              {t('materialImage.export')}
            </Button>
          </Auth>
        </Flex>
      </Card>
      <Table<MaterialImageOrder>
        rowKey="id"
        size="small"
        loading={page.isLoading}
        dataSource={page.data?.items ?? []}
        columns={columns}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: page.data?.total ?? 0,
          onChange: (p, s) => setPaging({ page: p, pageSize: s }),
        }}
      />
      <Modal
        open={showing !== null}
        onCancel={() => setShowing(null)}
        width={900}
        title={t('materialImage.picking')}
        footer={
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            loading={printing}
            disabled={!showing?.length}
            onClick={() => void printPdf(showing ?? [])}
            data-testid="picking-print"
          >
            {t('materialImage.print')}
          </Button>
        }
        destroyOnHidden
      >
        <div>
          {(details.data ?? []).map((d) => (
            <PickingSheet key={d.workOrder.id} detail={d} />
          ))}
        </div>
      </Modal>
    </Flex>
  );
}
