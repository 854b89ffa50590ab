import {
  type FieldInfo,
  type Language,
  RETURN_REASON_OPTIONS,
  type ReturnableLine,
  type ReturnableOrder,
  shippingReturnResource as resource,
} from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Empty, Form, Input, InputNumber, Select, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersApi } from '../../../api/orders.ts';
import { type ResourceRow, resourceApi, resourceKeys } from '../../../api/resource.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { fieldColumns } from '../../../components/resource/columns.tsx';
import { type DetailSection, fieldsSection } from '../../../components/resource/DetailDrawer.tsx';
import { useDictLookup } from '../../../components/resource/dict.ts';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import type { FormMode } from '../../../components/resource/ResourceForm.tsx';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

const api = resourceApi(resource.name);
const keys = resourceKeys(resource.name);

interface Line extends Record<string, unknown> {
  id: number;
  sortNo: number;
}

interface FormValues {
  returnNo?: string | null;
  reason?: number;
  remark?: string | null;
}

const SUMMARY = [
  'returnNo',
  'orderCode',
  'merchantName',
  'trackingNo',
  'reason',
  'status',
  'quantity',
  'registerTime',
  'warehouse',
  'receivedTime',
  'receiverName',
  'closedTime',
  'cancelReason',
  'remark',
];

const fieldsOf = (keys: readonly string[]): FieldInfo[] =>
  keys.map((k) => resource.fieldList.find((f) => f.key === k)).filter((f): f is FieldInfo => !!f);

/**
 * Register or edit a return: pick one of the factory's shipped orders by its code (or tracking
 * number), its lines come with what can still be returned, and each gets the pieces that came back.
 */
function ReturnDrawer({ mode, lang, onClose }: { mode: FormMode | null; lang: Language; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const editing = mode?.kind === 'edit' ? mode.row : null;
  const [keyword, setKeyword] = useState('');
  const [orderId, setOrderId] = useState<number | null>(null);
  const [quantities, setQuantities] = useState<Record<number, number>>({});

  // On open: empty for a new return; the row's order and pieces for an edit.
  useEffect(() => {
    setKeyword('');
    setOrderId(editing ? Number(editing.orderId) : null);
    setQuantities({});
    if (editing)
      void api.detail(editing.id).then((d) => {
        const lines = (d?.lines as { orderLineId: number; quantity: number }[] | undefined) ?? [];
        setQuantities(Object.fromEntries(lines.map((l) => [l.orderLineId, l.quantity])));
      });
  }, [editing]);

  const search = useQuery({
    queryKey: keys.other('returnableOrders', keyword),
    queryFn: () => ordersApi.returnableOrders(keyword ? { keyword } : {}),
    enabled: !!mode,
  });
  const chosen = useQuery({
    queryKey: keys.other('returnableOrder', orderId, editing?.id ?? null),
    queryFn: () =>
      ordersApi.returnableOrders({ orderId: orderId as number, ...(editing ? { excludeReturnId: editing.id } : {}) }),
    enabled: !!mode && orderId !== null,
  });
  const order: ReturnableOrder | undefined = chosen.data?.[0];
  const options = useMemo(() => {
    const list = [...(search.data ?? [])];
    if (order && !list.some((o) => o.id === order.id)) list.unshift(order);
    return list.map((o) => ({
      value: o.id,
      label: t('shippingReturn.orderOption', {
        code: o.orderCode,
        merchant: o.merchantName ?? '',
        tracking: o.trackingNo ?? '',
      }),
    }));
  }, [search.data, order, t]);

  const column = (key: string, title: string) => ({ key, dataIndex: key, title });
  const title = localized(resource.title, lang);

  return (
    <FormDrawer<FormValues>
      open={!!mode}
      title={editing ? t('resource.editTitle', { title }) : t('resource.addTitle', { title })}
      width={860}
      okTestId="shipping-return-submit"
      savedMessage={t('shippingReturn.saved')}
      initialValues={
        editing
          ? { returnNo: editing.returnNo as string, reason: editing.reason as number, remark: editing.remark as string }
          : { reason: RETURN_REASON_OPTIONS[0]?.value }
      }
      onClose={onClose}
      onSubmit={async (values) => {
        if (orderId === null) {
          void message.error(t('shippingReturn.orderRequired'));
          return false;
        }
        const lines = (order?.lines ?? [])
          .filter((l) => (quantities[l.id] ?? 0) > 0)
          .map((l) => ({ orderLineId: l.id, quantity: quantities[l.id] as number }));
        if (!lines.length) {
          void message.error(t('shippingReturn.noLines'));
          return false;
        }
        const body = {
          orderId,
          reason: values.reason,
          remark: values.remark || null,
          ...(values.returnNo?.trim() ? { returnNo: values.returnNo.trim() } : {}),
          lines,
        };
        if (editing) await api.update({ id: editing.id, ...body });
        else await api.add(body);
        await queryClient.invalidateQueries({ queryKey: keys.all });
      }}
    >
      <Form.Item label={t('shippingReturn.order')} required>
        <Select<number>
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          value={orderId ?? undefined}
          placeholder={t('shippingReturn.orderPlaceholder')}
          options={options}
          loading={search.isFetching}
          notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shippingReturn.noOrders')} />}
          onChange={(id) => {
            setOrderId(id);
            setQuantities({});
          }}
          data-testid="shipping-return-order"
        />
      </Form.Item>
      <Form.Item name="returnNo" label={localized(fieldsOf(['returnNo'])[0]?.label, lang)}>
        <Input maxLength={64} placeholder={t('resource.autoNumberPlaceholder')} />
      </Form.Item>
      <Form.Item name="reason" label={localized(fieldsOf(['reason'])[0]?.label, lang)} rules={[{ required: true }]}>
        <Select options={RETURN_REASON_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))} />
      </Form.Item>
      <Form.Item label={t('shippingReturn.lines')} required>
        {order ? (
          <Table<ReturnableLine>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={order.lines}
            columns={[
              column('sortNo', '#'),
              column('skuCode', 'SKU'),
              column(
                'colour',
                localized(resource.childList[0]?.fieldList.find((f) => f.key === 'colour')?.label, lang),
              ),
              column('size', localized(resource.childList[0]?.fieldList.find((f) => f.key === 'size')?.label, lang)),
              column('quantity', t('shippingReturn.ordered')),
              column('returned', t('shippingReturn.returned')),
              column('returnable', t('shippingReturn.returnable')),
              {
                key: 'return',
                title: t('shippingReturn.quantity'),
                render: (_: unknown, line: ReturnableLine) => (
                  <InputNumber<number>
                    min={0}
                    max={line.returnable}
                    precision={0}
                    value={quantities[line.id] ?? 0}
                    disabled={line.returnable === 0 && !quantities[line.id]}
                    onChange={(v) => setQuantities((q) => ({ ...q, [line.id]: v ?? 0 }))}
                    aria-label={`${t('shippingReturn.quantity')} ${line.sortNo}`}
                  />
                ),
              },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{t('shippingReturn.chooseOrderFirst')}</Typography.Text>
        )}
      </Form.Item>
      <Form.Item name="remark" label={localized(fieldsOf(['remark'])[0]?.label, lang)}>
        <Input.TextArea maxLength={500} rows={3} />
      </Form.Item>
    </FormDrawer>
  );
}

/**
 * Shipping returns (menu shippingReturn): parcels of shipped orders that came back, registered
 * against the order and its lines, received into a warehouse, closed or cancelled (the
 * declaration's transitions); each step is also on the order's timeline.
 */
export default function ShippingReturnPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dictLookup = useDictLookup(lang);
  const child = resource.childList.find((c) => c.key === 'lines');
  const sections = useMemo<DetailSection<ResourceRow>[]>(
    () => [
      fieldsSection(resource, lang, dictLookup, {
        key: 'summary',
        title: t('shippingReturn.summary'),
        fields: fieldsOf(SUMMARY),
      }),
      {
        key: 'lines',
        title: t('shippingReturn.lines'),
        render: (row) => (
          <Table<Line>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={(row.lines as Line[] | undefined) ?? []}
            columns={fieldColumns<Line>(
              (child?.fieldList ?? []).filter((f) => f.key !== 'orderLineId'),
              lang,
              dictLookup,
            )}
          />
        ),
      },
    ],
    [lang, dictLookup, t, child],
  );
  return (
    <ResourcePage
      resource={resource}
      detailSections={sections}
      editor={(mode, close) => <ReturnDrawer mode={mode} lang={lang} onClose={() => close(false)} />}
    />
  );
}
