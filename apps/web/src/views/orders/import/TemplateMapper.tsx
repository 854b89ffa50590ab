import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  customImportTemplateResource,
  DATE_ORDER_OPTIONS,
  IMPORT_TARGETS,
  type ImportPreview,
  mappingIssues,
  PRINT_AREA_OPTIONS,
  PRINT_KIND_OPTIONS,
  shopResource,
} from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Flex, Form, Input, InputNumber, Select, Space, Table, Tag, Upload } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderImportApi } from '../../../api/orders.ts';
import { resourceApi, resourceKeys } from '../../../api/resource.ts';
import { useDictOptions } from '../../../components/resource/dict.ts';
import { useLanguage } from '../../../components/resource/lang.ts';
import type { FormMode } from '../../../components/resource/ResourceForm.tsx';
import { fromMapping, guessMapping, type MapperState, mappedHeaders, toMapping } from './mapping.ts';

const api = resourceApi(customImportTemplateResource.name);

interface Basics {
  name: string;
  platform: string;
  /** The shop every imported order goes to (its name and platform on the orders); null: none. */
  shopId: number | null;
  printKind: number;
  headerRow: number;
  /** DateOrder: how 03/11/2026 reads; null: not set (a date that reads both ways is a row error). */
  dateOrder: number | null;
  remark?: string;
}

/** The column pickers: searched by the header text as you type (sheets have dozens of columns). */
const SEARCH = { optionFilterProp: 'label' } as const;

/**
 * The custom import template's editor (spec §5 "Import"): upload a sample of the merchant's own
 * sheet, map each order field to one of its columns (or a fixed value) and each print area to its
 * image columns, see the mapping's problems as they are made, preview the first rows as orders,
 * save. The rules are the contract's `mappingIssues`, the same the server applies on save.
 */
export function TemplateMapper({ mode, close }: { mode: FormMode | null; close: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Basics>();
  const [state, setState] = useState<MapperState>(() => guessMapping([]));
  const [headers, setHeaders] = useState<string[]>([]);
  const [sample, setSample] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const platforms = useDictOptions('platform', lang);
  const editing = mode?.kind === 'edit' ? mode.row : null;
  // The merchant's shops (the template's shopId refers to them), under the list query the form selects share.
  const shops = useQuery({
    queryKey: resourceKeys(shopResource.name).list(),
    queryFn: () => resourceApi(shopResource.name).list(),
    enabled: !!mode,
    staleTime: 30_000,
  });
  const shopId = Form.useWatch('shopId', form);
  const shopOptions = (shops.data ?? []).map((s) => ({ value: s.id, label: String(s.name ?? s.id) }));

  useEffect(() => {
    setPreview(null);
    setSample(null);
    if (!mode) return;
    if (!editing) {
      form.setFieldsValue({
        name: '',
        platform: 'temu',
        shopId: null,
        printKind: 1,
        headerRow: 1,
        dateOrder: null,
        remark: '',
      });
      setHeaders([]);
      setState(guessMapping([]));
      return;
    }
    void api.detail(editing.id).then((row) => {
      if (!row) return;
      form.setFieldsValue(row as unknown as Basics);
      const mapping = {
        columns: (row.columns as { target: string; sheetColumn: string | null; fixedValue: string | null }[]) ?? [],
        areas: (row.areas as { area: number; printColumn: string | null; mockupColumn: string | null }[]) ?? [],
      };
      setState(fromMapping(mapping));
      setHeaders(mappedHeaders(mapping));
    });
  }, [mode, editing, form]);

  const issues = useMemo(() => mappingIssues(toMapping(state), lang), [state, lang]);
  const headerOptions = headers.map((h) => ({ value: h, label: h }));
  const body = () => ({ ...form.getFieldsValue(), ...toMapping(state) });

  const readSample = async (file: File) => {
    setSample(file);
    setBusy(true);
    try {
      const headerRow = form.getFieldValue('headerRow') ?? 1;
      const result = await orderImportApi.preview(file, { headerRow });
      setHeaders(result.headers);
      // A new sample suggests a mapping; what the user mapped already stays where its column still exists.
      const guess = guessMapping(result.headers);
      setState((current) => {
        const kept = Object.fromEntries(
          Object.entries(current.columns).map(([k, v]) => [
            k,
            v.sheetColumn && result.headers.includes(v.sheetColumn) ? v : (guess.columns[k] ?? v),
          ]),
        );
        // Areas mapped already keep their columns; one without a mock-up column takes the guess's.
        const areas = current.areas.length
          ? current.areas.map((a) =>
              a.mockupColumn
                ? a
                : { ...a, mockupColumn: guess.areas.find((g) => g.area === a.area)?.mockupColumn ?? null },
            )
          : guess.areas;
        return { columns: kept, areas };
      });
      setPreview(null);
    } catch {
      /* the request layer showed the server's message */
    } finally {
      setBusy(false);
    }
  };

  const runPreview = async () => {
    if (!sample) return;
    setBusy(true);
    try {
      setPreview(await orderImportApi.preview(sample, body()));
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const basics = await form.validateFields();
    setBusy(true);
    try {
      const payload = { ...basics, ...toMapping(state), status: editing?.status ?? 1 };
      if (editing) await api.update({ ...payload, id: editing.id });
      else await api.add(payload);
      void message.success(t('resource.saved'));
      close(true);
    } catch {
      /* the server's message (O1021 lists what is wrong) was shown */
    } finally {
      setBusy(false);
    }
  };

  const setColumn = (target: string, patch: Partial<MapperState['columns'][string]>) =>
    setState((s) => ({
      ...s,
      columns: {
        ...s.columns,
        [target]: { ...(s.columns[target] ?? { sheetColumn: null, fixedValue: '' }), ...patch },
      },
    }));
  const setArea = (index: number, patch: Partial<MapperState['areas'][number]>) =>
    setState((s) => ({ ...s, areas: s.areas.map((a, i) => (i === index ? { ...a, ...patch } : a)) }));

  return (
    <Drawer
      open={!!mode}
      size="large"
      width={920}
      title={editing ? t('orderImport.editTemplate') : t('orderImport.newTemplate')}
      onClose={() => close(false)}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => close(false)}>{t('resource.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="mapper-save">
            {t('resource.submit')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
        <Form.Item name="name" label={t('orderImport.templateName')} rules={[{ required: true, max: 64 }]}>
          <Input data-testid="mapper-name" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="platform" label={t('orderImport.platform')} rules={[{ required: true }]}>
          {/* The import writes the shop's platform on its orders: with a shop chosen, the platform is the shop's. */}
          <Select options={platforms} style={{ width: 140 }} disabled={!!shopId} />
        </Form.Item>
        <Form.Item
          name="shopId"
          label={t('orderImport.shop')}
          tooltip={t('orderImport.shopHint')}
          normalize={(v: number | undefined) => v ?? null}
        >
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 200 }}
            placeholder={t('orderImport.noShop')}
            options={shopOptions}
            loading={shops.isLoading}
            onChange={(id: number | undefined) => {
              const platform = shops.data?.find((s) => s.id === id)?.platform;
              if (typeof platform === 'string' && platform) form.setFieldValue('platform', platform);
            }}
            data-testid="mapper-shop"
          />
        </Form.Item>
        <Form.Item name="printKind" label={t('orderImport.printKind')} rules={[{ required: true }]}>
          <Select
            style={{ width: 140 }}
            options={PRINT_KIND_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
          />
        </Form.Item>
        <Form.Item name="headerRow" label={t('orderImport.headerRow')} rules={[{ required: true }]}>
          <InputNumber min={1} max={20} />
        </Form.Item>
        <Form.Item
          name="dateOrder"
          label={t('orderImport.dateOrder')}
          tooltip={t('orderImport.dateOrderHint')}
          normalize={(v: number | undefined) => v ?? null}
        >
          <Select
            allowClear
            style={{ width: 260 }}
            placeholder={t('orderImport.noDateOrder')}
            options={DATE_ORDER_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
            data-testid="mapper-date-order"
          />
        </Form.Item>
      </Form>

      <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
        <Upload
          accept=".xlsx"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void readSample(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="mapper-sample">
            {t('orderImport.uploadSample')}
          </Button>
        </Upload>
        <span>{sample ? sample.name : t('orderImport.sampleHint')}</span>
        <Button
          disabled={!sample || busy || issues.length > 0}
          onClick={() => void runPreview()}
          data-testid="mapper-preview"
        >
          {t('orderImport.preview')}
        </Button>
      </Flex>

      {issues.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="mapper-issues"
          title={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {issues.map((i) => (
                <li key={i.text}>{i.text}</li>
              ))}
            </ul>
          }
        />
      )}

      <Table
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={IMPORT_TARGETS.map((target) => ({ ...target }))}
        columns={[
          {
            key: 'target',
            title: t('orderImport.field'),
            width: 180,
            render: (_, target) => (
              <span>
                {'required' in target && target.required ? <span style={{ color: '#ff4d4f' }}>* </span> : null}
                {target.label[lang]}
              </span>
            ),
          },
          {
            key: 'column',
            title: t('orderImport.column'),
            render: (_, target) => (
              <Select
                allowClear
                showSearch={SEARCH}
                style={{ width: '100%' }}
                placeholder={t('orderImport.chooseColumn')}
                options={headerOptions}
                value={state.columns[target.key]?.sheetColumn ?? undefined}
                onChange={(v) => setColumn(target.key, { sheetColumn: v ?? null })}
                data-testid={`mapper-column-${target.key}`}
              />
            ),
          },
          {
            key: 'fixed',
            title: t('orderImport.fixedValue'),
            width: 220,
            render: (_, target) => (
              <Input
                disabled={!!state.columns[target.key]?.sheetColumn}
                value={state.columns[target.key]?.fixedValue ?? ''}
                onChange={(e) => setColumn(target.key, { fixedValue: e.target.value })}
                data-testid={`mapper-fixed-${target.key}`}
              />
            ),
          },
        ]}
      />

      <Flex justify="space-between" align="center" style={{ margin: '16px 0 8px' }}>
        <strong>{t('orderImport.areas')}</strong>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() =>
            setState((s) => ({
              ...s,
              areas: [
                ...s.areas,
                {
                  area: PRINT_AREA_OPTIONS.find((o) => !s.areas.some((a) => a.area === o.value))?.value ?? 1,
                  printColumn: null,
                  mockupColumn: null,
                },
              ],
            }))
          }
          data-testid="mapper-add-area"
        >
          {t('orderImport.addArea')}
        </Button>
      </Flex>
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        dataSource={state.areas}
        columns={[
          {
            key: 'area',
            title: t('orderImport.area'),
            width: 150,
            render: (_, a, i) => (
              <Select
                style={{ width: '100%' }}
                value={a.area}
                options={PRINT_AREA_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
                onChange={(v) => setArea(i, { area: v })}
              />
            ),
          },
          {
            key: 'print',
            title: t('orderImport.printColumn'),
            render: (_, a, i) => (
              <Select
                allowClear
                showSearch={SEARCH}
                style={{ width: '100%' }}
                placeholder={t('orderImport.chooseColumn')}
                options={headerOptions}
                value={a.printColumn ?? undefined}
                onChange={(v) => setArea(i, { printColumn: v ?? null })}
                data-testid={`mapper-area-print-${i}`}
              />
            ),
          },
          {
            key: 'mockup',
            title: t('orderImport.mockupColumn'),
            render: (_, a, i) => (
              <Select
                allowClear
                showSearch={SEARCH}
                style={{ width: '100%' }}
                placeholder={t('orderImport.chooseColumn')}
                options={headerOptions}
                value={a.mockupColumn ?? undefined}
                onChange={(v) => setArea(i, { mockupColumn: v ?? null })}
                data-testid={`mapper-area-mockup-${i}`}
              />
            ),
          },
          {
            key: 'remove',
            width: 48,
            render: (_, _a, i) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('resource.delete')}
                onClick={() => setState((s) => ({ ...s, areas: s.areas.filter((_x, j) => j !== i) }))}
              />
            ),
          },
        ]}
      />

      {preview && (
        <div style={{ marginTop: 16 }} data-testid="mapper-preview-result">
          <strong>{t('orderImport.previewTitle')}</strong>
          <Table
            size="small"
            rowKey={(o) => o.rows.join('-')}
            pagination={false}
            dataSource={preview.orders}
            columns={[
              { key: 'rows', title: t('orderImport.rows'), render: (_, o) => o.rows.join(', ') },
              { key: 'externalId', title: t('orderImport.externalId'), dataIndex: 'externalId' },
              { key: 'consignee', title: t('orderImport.consignee'), dataIndex: 'consignee' },
              {
                key: 'platform',
                title: t('orderImport.platform'),
                render: (_, o) => platforms.find((p) => p.value === o.platform)?.label ?? o.platform,
              },
              { key: 'shop', title: t('orderImport.shop'), dataIndex: 'shopName' },
              {
                key: 'lines',
                title: t('orderImport.lines'),
                render: (_, o) =>
                  o.lines
                    .map((l) => `${String(l.skuCode)} ${String(l.colour)}/${String(l.size)} ×${String(l.quantity)}`)
                    .join('; '),
              },
              {
                key: 'result',
                title: t('orderImport.result'),
                render: (_, o) =>
                  o.errors.length ? (
                    <Space direction="vertical" size={0}>
                      {o.errors.map((e) => (
                        <Tag color="error" key={e} style={{ whiteSpace: 'normal' }}>
                          {e}
                        </Tag>
                      ))}
                    </Space>
                  ) : (
                    <Tag color="success">{t('orderImport.ok')}</Tag>
                  ),
              },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
