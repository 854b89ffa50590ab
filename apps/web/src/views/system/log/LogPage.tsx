import { ClearOutlined, ExportOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { LOG_KINDS, type LogColumn, type LogKind } from '@printfloor/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Descriptions, Drawer, Form, Input, Popconfirm, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi, saveFile } from '../../../api/resource.ts';
import { type LogRow, sysLogApi } from '../../../api/sysAdminMisc.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { useDatePresets } from '../../../components/resource/datePresets.ts';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { DiffView, displayValue } from './DiffView.tsx';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Search form values → the page / export filters (trimmed, empties dropped, times formatted). */
export function logFilters(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const range = values.range as [Dayjs | null, Dayjs | null] | undefined;
  if (range?.[0]) out.startTime = range[0].format(FORMAT);
  if (range?.[1]) out.endTime = range[1].format(FORMAT);
  for (const [key, value] of Object.entries(values)) {
    if (key === 'range' || value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) out[key] = text;
  }
  return out;
}

function statusTag(value: unknown) {
  const text = displayValue(value);
  if (!text) return null;
  const color = text === 'success' ? 'success' : text === 'fail' || text === 'error' ? 'error' : 'default';
  return <Tag color={color}>{text}</Tag>;
}

function Pre({ value }: { value: unknown }) {
  let text = displayValue(value);
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      text = JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      /* not JSON: shown as is */
    }
  }
  return (
    <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 320, overflow: 'auto' }}>
      {text}
    </pre>
  );
}

/**
 * One page for the four audit logs (menus sysLogVis, sysLogOp, sysLogEx, sysLogDiff): time
 * range and column filters, server paging, detail drawer (the diff log compares before and
 * after side by side), export (operation and exception logs) and clear — each button shown
 * only with its code.
 */
export function LogPage({ kind }: { kind: LogKind }) {
  const info = LOG_KINDS[kind];
  const { t } = useTranslation();
  const datePresets = useDatePresets();
  const lang = useLanguage();
  const { message } = App.useApp();
  const { auth } = useAuth();
  const api = useMemo(() => sysLogApi(info.service), [info.service]);
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [detail, setDetail] = useState<LogRow | null>(null);
  const [busy, setBusy] = useState(false);

  const query = useQuery({
    queryKey: ['log', info.service, filters, paging],
    queryFn: () => api.page({ ...filters, ...paging }),
    placeholderData: keepPreviousData,
  });

  const searchColumns = info.columns.filter((c) => c.filter && c.key !== 'tenantId');
  const listColumns = info.columns.filter((c) => c.list !== false);

  const render = (c: LogColumn) => (value: unknown) =>
    c.key === 'status' ? statusTag(value) : <span>{displayValue(value)}</span>;

  const openDetail = async (row: LogRow) => {
    if (!auth(`${info.service}:detail`)) return setDetail(row);
    setDetail((await api.detail(row.id)) ?? row);
  };

  const doExport = async () => {
    setBusy(true);
    try {
      saveFile(await resourceApi(info.service).export(filters));
    } finally {
      setBusy(false);
    }
  };

  const doClear = async () => {
    const count = await api.clear();
    void message.success(t('sysAdmin.cleared', { count }));
    setPaging((p) => ({ ...p, page: 1 }));
    await query.refetch();
  };

  return (
    <Card size="small" title={localized(info.title, lang)} data-testid={`log-page-${kind}`}>
      <Form
        form={form}
        layout="inline"
        onFinish={(values: Record<string, unknown>) => {
          setFilters(logFilters(values));
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        style={{ rowGap: 8, marginBottom: 12 }}
      >
        <Form.Item name="range" label={t('sysAdmin.timeRange')}>
          <DatePicker.RangePicker
            showTime
            presets={datePresets}
            placeholder={[t('sysAdmin.startTime'), t('sysAdmin.endTime')]}
          />
        </Form.Item>
        {searchColumns.map((c) => (
          <Form.Item key={c.key} name={c.key} label={localized(c.label, lang)}>
            <Input allowClear style={{ width: 150 }} />
          </Form.Item>
        ))}
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('sysAdmin.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
            }}
          >
            {t('sysAdmin.reset')}
          </Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 12 }}>
        {info.exportable && (
          <Auth value={`${info.service}:export`}>
            <Button icon={<ExportOutlined />} loading={busy} onClick={doExport}>
              {t('sysAdmin.export')}
            </Button>
          </Auth>
        )}
        <Auth value={`${info.service}:clear`}>
          <Popconfirm title={t('sysAdmin.clearConfirm', { title: localized(info.title, lang) })} onConfirm={doClear}>
            <Button danger icon={<ClearOutlined />}>
              {t('sysAdmin.clear')}
            </Button>
          </Popconfirm>
        </Auth>
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} aria-label={t('sysAdmin.refresh')} />
      </Space>
      <Table<LogRow>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        columns={[
          ...listColumns.map((c) => ({
            key: c.key,
            dataIndex: c.key,
            title: localized(c.label, lang),
            render: render(c),
            ellipsis: c.key === 'requestUrl' || c.key === 'message',
          })),
          {
            key: '_actions',
            title: t('sysAdmin.actions'),
            fixed: 'right' as const,
            render: (_: unknown, row: LogRow) => (
              <Button type="link" size="small" onClick={() => void openDetail(row)}>
                {t('sysAdmin.detail')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={localized(info.title, lang)}
        size={kind === 'diff' ? 'large' : 'default'}
        destroyOnHidden
      >
        {detail && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Descriptions size="small" column={1} bordered>
              {info.columns
                .filter((c) => c.type !== 'json' && c.key !== 'exception')
                .map((c) => (
                  <Descriptions.Item key={c.key} label={localized(c.label, lang)}>
                    {c.key === 'status' ? statusTag(detail[c.key]) : displayValue(detail[c.key])}
                  </Descriptions.Item>
                ))}
              {info.columns
                .filter((c) => (c.type === 'json' || c.key === 'exception') && kind !== 'diff')
                .map((c) => (
                  <Descriptions.Item key={c.key} label={localized(c.label, lang)}>
                    <Pre value={detail[c.key]} />
                  </Descriptions.Item>
                ))}
            </Descriptions>
            {kind === 'diff' && <DiffView before={detail.beforeData} after={detail.afterData} />}
          </Space>
        )}
      </Drawer>
    </Card>
  );
}
