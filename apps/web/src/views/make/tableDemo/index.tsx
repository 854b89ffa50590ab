import { ExportOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Form, Image, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../api/resource.ts';
import { type ColumnChoice, ColumnSettings, useColumnState } from '../../../components/resource/ColumnSettings.tsx';
import { SearchForm } from '../../../components/SearchForm.tsx';
import { DemoCard } from '../../fun/DemoCard.tsx';
import { type SampleOrder, sampleOrders } from './sample.ts';
import './table-demo.css';

const ROWS = sampleOrders(120);
const STATUS_COLOURS: Record<SampleOrder['status'], string> = {
  pending: 'warning',
  passed: 'processing',
  printed: 'purple',
  shipped: 'success',
};
const KEYS = ['mockup', 'code', 'merchant', 'sku', 'colour', 'size', 'quantity', 'status', 'orderTime'] as const;
type Key = (typeof KEYS)[number];

interface Filter {
  code?: string;
  merchant?: string;
  status?: SampleOrder['status'];
  sku?: string;
}

/**
 * Table demo (menu tableDemo): the console's table pieces on sample orders — a search bar that
 * folds past its first fields, column settings kept per user, xlsx export of the search, printing
 * the table only, and a large preview of each mock-up.
 */
export default function TableDemo() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filter>();
  const [filter, setFilter] = useState<Filter>({});
  const choices: ColumnChoice[] = useMemo(
    () => KEYS.map((key) => ({ key, title: t(`demo.tableDemo.col.${key}`) })),
    [t],
  );
  const { state, save } = useColumnState('demo:tableDemo', choices);

  const rows = useMemo(
    () =>
      ROWS.filter(
        (r) =>
          (!filter.code || r.code.includes(filter.code.trim())) &&
          (!filter.merchant || r.merchant === filter.merchant) &&
          (!filter.status || r.status === filter.status) &&
          (!filter.sku || r.sku.toLowerCase().includes(filter.sku.trim().toLowerCase())),
      ),
    [filter],
  );

  const render: Record<Key, (r: SampleOrder) => ReactNode> = {
    mockup: (r) => <Image src={r.mockup} width={40} height={40} alt={r.sku} />,
    code: (r) => <Typography.Text copyable>{r.code}</Typography.Text>,
    merchant: (r) => r.merchant,
    sku: (r) => r.sku,
    colour: (r) => r.colour,
    size: (r) => r.size,
    quantity: (r) => r.quantity,
    status: (r) => <Tag color={STATUS_COLOURS[r.status]}>{t(`demo.tableDemo.status.${r.status}`)}</Tag>,
    orderTime: (r) => r.orderTime,
  };
  const columns = state.order
    .filter((key) => !state.hidden.includes(key))
    .map((key) => ({
      key,
      title: t(`demo.tableDemo.col.${key}`),
      render: (_: unknown, r: SampleOrder) => render[key as Key](r),
    }));

  const exportRows = async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet(t('demo.tableDemo.title'));
    const keys = state.order.filter((k) => !state.hidden.includes(k) && k !== 'mockup') as Key[];
    sheet.addRow(keys.map((k) => t(`demo.tableDemo.col.${k}`)));
    for (const r of rows)
      sheet.addRow(
        keys.map((k) => (k === 'status' ? t(`demo.tableDemo.status.${r.status}`) : (r[k] as string | number))),
      );
    const buffer = await book.xlsx.writeBuffer();
    saveFile({
      blob: new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      filename: 'orders-demo.xlsx',
    });
  };

  return (
    <DemoCard title={t('demo.tableDemo.title')} hint={t('demo.tableDemo.hint')} testId="demo-table">
      <Card size="small" className="pf-no-print">
        <SearchForm form={form} onSearch={(v) => setFilter(v)} onReset={() => setFilter({})}>
          <Form.Item name="code" label={t('demo.tableDemo.col.code')}>
            <Input allowClear data-testid="table-demo-code" />
          </Form.Item>
          <Form.Item name="merchant" label={t('demo.tableDemo.col.merchant')}>
            <Select
              allowClear
              options={[...new Set(ROWS.map((r) => r.merchant))].map((m) => ({ value: m, label: m }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('demo.tableDemo.col.status')}>
            <Select
              allowClear
              options={(['pending', 'passed', 'printed', 'shipped'] as const).map((s) => ({
                value: s,
                label: t(`demo.tableDemo.status.${s}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="sku" label={t('demo.tableDemo.col.sku')}>
            <Input allowClear />
          </Form.Item>
        </SearchForm>
      </Card>
      <Card
        size="small"
        style={{ marginTop: 12 }}
        className="pf-print-area"
        title={t('demo.tableDemo.count', { count: rows.length })}
        extra={
          <Space className="pf-no-print">
            <Button icon={<ExportOutlined />} onClick={() => void exportRows()} data-testid="table-demo-export">
              {t('demo.tableDemo.export')}
            </Button>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('demo.tableDemo.print')}
            </Button>
            <ColumnSettings columns={choices} state={state} onChange={save} />
          </Space>
        }
      >
        <Table<SampleOrder>
          rowKey="id"
          size="small"
          dataSource={rows}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 10, showSizeChanger: true, showTotal: (total) => t('resource.total', { total }) }}
          data-testid="table-demo-table"
        />
      </Card>
    </DemoCard>
  );
}
