import { ReloadOutlined, SendOutlined } from '@ant-design/icons';
import {
  type ImageTransferDetail,
  type ImageTransferPageInput,
  type ImageTransferRow,
  PRINT_KIND_OPTIONS,
  TRANSFER_STATE_OPTIONS,
  type TransferScope,
  TransferState,
} from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Image,
  Input,
  Progress,
  Segmented,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../../api/mutation.ts';
import { productionApi, productionKeys } from '../../../api/production.ts';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { useDatePresets } from '../../../components/resource/datePresets.ts';
import { localized, useLanguage } from '../../../components/resource/lang.ts';

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} KB`);
const STATE_COLOURS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'error' };

/** A written PNG, fetched with the session's token (the file route is authenticated) and shown. */
export function FilePreview({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const file = useQuery({
    queryKey: productionKeys.transferFile(id),
    queryFn: () => productionApi.transferFile(id),
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const href = URL.createObjectURL(file.data);
    setUrl(href);
    return () => URL.revokeObjectURL(href);
  }, [file.data]);
  if (file.isError) return <Typography.Text type="secondary">{t('imageTransfer.noPreview')}</Typography.Text>;
  return url ? (
    <Image src={url} alt={name} width={160} height={160} style={{ objectFit: 'contain', background: '#f5f5f5' }} />
  ) : null;
}

/** A transfer's summary and every file it wrote (by attempt), with the PNGs previewed. */
function TransferDrawer({
  target,
  onClose,
}: {
  target: { id: number; scope: TransferScope } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const detail = useQuery({
    queryKey: productionKeys.transferDetail(target ?? { id: 0 }),
    queryFn: () => productionApi.transferDetail(target ?? { id: 0 }),
    enabled: target !== null,
  });
  const d: ImageTransferDetail | undefined = detail.data;
  return (
    <Drawer open={target !== null} onClose={onClose} size="large" title={d?.code ?? ''} destroyOnHidden>
      {d && (
        <Flex vertical gap={16} data-testid="transfer-detail">
          <Descriptions
            column={2}
            size="small"
            items={[
              { key: 'state', label: t('imageTransfer.state'), children: stateTag(d.transferState, lang) },
              { key: 'count', label: t('imageTransfer.count'), children: d.transferCount },
              { key: 'time', label: t('imageTransfer.time'), children: d.transferTime ?? '' },
              { key: 'qty', label: t('imageTransfer.quantity'), children: d.quantity },
              { key: 'error', label: t('imageTransfer.error'), children: d.transferError ?? '', span: 2 },
            ]}
          />
          {d.sheets.length > 0 && (
            <Table
              rowKey="index"
              size="small"
              pagination={false}
              dataSource={d.sheets}
              data-testid="transfer-sheets"
              columns={[
                { key: 'index', title: t('imageTransfer.sheet'), render: (_, s) => s.index + 1, width: 70 },
                { key: 'length', title: t('imageTransfer.sheetLength'), render: (_, s) => `${s.lengthMm} mm` },
                {
                  key: 'utilisation',
                  title: t('imageTransfer.utilisation'),
                  render: (_, s) => <Progress percent={Math.min(100, s.utilisation)} size="small" />,
                },
              ]}
            />
          )}
          {d.unplaced.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('imageTransfer.unplaced', { count: d.unplaced.length })}
              description={d.unplaced.join('、')}
              data-testid="transfer-unplaced"
            />
          )}
          {d.files.length === 0 ? (
            <Empty description={t('imageTransfer.noFiles')} />
          ) : (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={d.files}
              columns={[
                { key: 'attempt', title: t('imageTransfer.attempt'), dataIndex: 'attempt', width: 70 },
                {
                  key: 'name',
                  title: t('imageTransfer.name'),
                  render: (_, f) => (
                    <Flex vertical gap={4}>
                      <Typography.Text strong>{f.name}</Typography.Text>
                      <Typography.Text type="secondary" copyable style={{ fontSize: 12 }}>
                        {f.path}
                      </Typography.Text>
                      <Typography.Text code copyable style={{ fontSize: 11 }}>
                        {f.sha256}
                      </Typography.Text>
                    </Flex>
                  ),
                },
                { key: 'size', title: t('imageTransfer.size'), width: 90, render: (_, f) => kb(f.size) },
                {
                  key: 'preview',
                  title: t('imageTransfer.preview'),
                  width: 180,
                  render: (_, f) =>
                    f.name.toLowerCase().endsWith('.png') && f.attempt === d.transferCount ? (
                      <FilePreview id={f.id} name={f.name} />
                    ) : null,
                },
              ]}
            />
          )}
        </Flex>
      )}
    </Drawer>
  );
}

function stateTag(state: number, lang: ReturnType<typeof useLanguage>) {
  const option = TRANSFER_STATE_OPTIONS.find((o) => o.value === state);
  return <Tag color={STATE_COLOURS[state]}>{localized(option?.label, lang) || String(state)}</Tag>;
}

interface Filters {
  code: string;
  transferState: number | null;
  printKind: number | null;
  dates: [Dayjs | null, Dayjs | null] | null;
}
const EMPTY: Filters = { code: '', transferState: null, printKind: null, dates: null };

/**
 * Image transfer (menu imageTransfer, component /production/imageTransfer/index): the audited
 * batches — and the pieces whose print scan dropped files — with their transfer state, count,
 * time and error; filters by state, kind, date and number; a drawer with the files (path, size,
 * SHA-256, PNG preview); "transfer" for a batch not transferred yet and "retry" for a failed one.
 */
export default function ImageTransferPage() {
  const { t } = useTranslation();
  const datePresets = useDatePresets();
  const lang = useLanguage();
  const { auth } = useAuth();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<TransferScope>('batch');
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [open, setOpen] = useState<{ id: number; scope: TransferScope } | null>(null);

  const query: ImageTransferPageInput = {
    scope,
    ...paging,
    code: filters.code || null,
    transferState: filters.transferState,
    printKind: filters.printKind,
    from: filters.dates?.[0]?.format('YYYY-MM-DD') ?? null,
    to: filters.dates?.[1]?.format('YYYY-MM-DD') ?? null,
  };
  const page = useQuery({
    queryKey: productionKeys.transferPage(query),
    queryFn: () => productionApi.transferPage(query),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: productionKeys.transfers });
  const transfer = useActionMutation(
    ({ row, retry }: { row: ImageTransferRow; retry: boolean }) =>
      (retry ? productionApi.retryTransfer : productionApi.transfer)({ id: row.id, scope: row.scope }).finally(
        () => void refresh(),
      ),
    { success: t('imageTransfer.transferred') },
  );

  const columns: TableColumnsType<ImageTransferRow> = [
    { key: 'code', title: t('imageTransfer.code'), dataIndex: 'code' },
    {
      key: 'printKind',
      title: t('imageTransfer.printKind'),
      render: (_, r) => localized(PRINT_KIND_OPTIONS.find((o) => o.value === r.printKind)?.label, lang),
    },
    { key: 'quantity', title: t('imageTransfer.quantity'), dataIndex: 'quantity', width: 80 },
    { key: 'state', title: t('imageTransfer.state'), render: (_, r) => stateTag(r.transferState, lang) },
    { key: 'count', title: t('imageTransfer.count'), dataIndex: 'transferCount', width: 90 },
    { key: 'files', title: t('imageTransfer.files'), dataIndex: 'fileCount', width: 80 },
    { key: 'time', title: t('imageTransfer.time'), dataIndex: 'transferTime' },
    {
      key: 'error',
      title: t('imageTransfer.error'),
      dataIndex: 'transferError',
      ellipsis: true,
      render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : null),
    },
    {
      key: 'actions',
      title: t('imageTransfer.actions'),
      render: (_, r) => (
        <Space size={0}>
          {auth('imageTransfer:detail') && (
            <Button type="link" size="small" onClick={() => setOpen({ id: r.id, scope: r.scope })}>
              {t('imageTransfer.detail')}
            </Button>
          )}
          {r.scope === 'batch' && r.transferState === TransferState.None && auth('imageTransfer:transfer') && (
            <Button
              type="link"
              size="small"
              icon={<SendOutlined />}
              loading={transfer.busy && transfer.variables?.row.id === r.id}
              onClick={() => void transfer.run({ row: r, retry: false })}
              data-testid={`transfer-${r.id}`}
            >
              {t('imageTransfer.transfer')}
            </Button>
          )}
          {r.transferState === TransferState.Failed && auth('imageTransfer:retry') && (
            <Button
              type="link"
              size="small"
              danger
              icon={<ReloadOutlined />}
              loading={transfer.busy && transfer.variables?.row.id === r.id}
              onClick={() => void transfer.run({ row: r, retry: true })}
              data-testid={`retry-${r.id}`}
            >
              {t('imageTransfer.retry')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Card size="small">
        <Flex gap={8} wrap>
          <Segmented
            value={scope}
            onChange={(v) => {
              setScope(v as TransferScope);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            options={[
              { value: 'batch', label: t('imageTransfer.batches') },
              { value: 'piece', label: t('imageTransfer.pieces') },
            ]}
          />
          <Input
            style={{ width: 180 }}
            allowClear
            placeholder={t('imageTransfer.code')}
            value={draft.code}
            onChange={(e) => setDraft({ ...draft, code: e.target.value })}
            data-testid="filter-code"
          />
          <Select
            style={{ width: 160 }}
            allowClear
            placeholder={t('imageTransfer.state')}
            value={draft.transferState}
            onChange={(v) => setDraft({ ...draft, transferState: v ?? null })}
            options={TRANSFER_STATE_OPTIONS.map((o) => ({ value: o.value, label: localized(o.label, lang) }))}
          />
          <Select
            style={{ width: 160 }}
            allowClear
            placeholder={t('imageTransfer.printKind')}
            value={draft.printKind}
            onChange={(v) => setDraft({ ...draft, printKind: v ?? null })}
            options={PRINT_KIND_OPTIONS.map((o) => ({ value: o.value, label: localized(o.label, lang) }))}
          />
          <DatePicker.RangePicker
            presets={datePresets}
            value={draft.dates}
            onChange={(v) => setDraft({ ...draft, dates: v })}
          />
          <Button
            type="primary"
            onClick={() => {
              setFilters(draft);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            data-testid="filter-search"
          >
            {t('imageTransfer.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
            }}
          >
            {t('imageTransfer.reset')}
          </Button>
        </Flex>
      </Card>
      <Table<ImageTransferRow>
        rowKey={(r) => `${r.scope}-${r.id}`}
        size="small"
        loading={page.isLoading}
        dataSource={page.data?.items ?? []}
        columns={columns}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (p, s) => setPaging({ page: p, pageSize: s }),
        }}
        data-testid="transfer-table"
      />
      <TransferDrawer target={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
