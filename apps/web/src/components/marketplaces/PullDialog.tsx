import { PULL_MAX_DAYS } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketplacesApi } from '../../api/marketplaces.ts';
import { resourceApi } from '../../api/resource.ts';

const shops = resourceApi('shop');

/**
 * A manual pull: an authorized shop and a range of at most 7 days (refused here with the spec's
 * message, and again by the server), with the platforms' ~5-minute lag explained.
 */
export function PullDialog({
  open,
  onClose,
  shop,
  pull = marketplacesApi.pull,
}: {
  open: boolean;
  onClose: (started: boolean) => void;
  /** A given shop (the factory's lists pull the row's shop); none: choose among the authorized. */
  shop?: { id: number; name: string } | null;
  /** The call (default: the merchant's own `orderSync/pull`). */
  pull?: (shopId: number, from: string, to: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ shopId: number; range: [Dayjs, Dayjs] }>();
  const [saving, setSaving] = useState(false);
  const authorized = useQuery({
    queryKey: ['shop', 'authorized'],
    queryFn: () => shops.page({ page: 1, pageSize: 200, authStatus: 'authorized' }),
    enabled: open && !shop,
  });
  const submit = async () => {
    const { shopId, range } = await form.validateFields();
    setSaving(true);
    try {
      await pull(shop?.id ?? shopId, range[0].toISOString(), range[1].toISOString());
      onClose(true);
    } catch {
      // The request layer showed why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('marketSync.pullTitle')}
      okText={t('marketSync.pull')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
      data-testid="order-sync-pull-dialog"
    >
      <Alert type="info" showIcon message={t('marketSync.lagHint')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ range: [dayjs().subtract(PULL_MAX_DAYS, 'day').add(1, 'minute'), dayjs()] }}
      >
        <Form.Item
          name="shopId"
          label={t('marketSync.shop')}
          rules={[{ required: true, message: t('marketSync.shopRequired') }]}
        >
          <Select
            loading={authorized.isLoading}
            data-testid="order-sync-shop"
            options={(authorized.data?.items ?? []).map((s) => ({
              value: s.id,
              label: `${String(s.name)} (${String(s.platform)})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="range"
          label={t('marketSync.range')}
          rules={[
            { required: true, message: t('marketSync.rangeRequired') },
            {
              validator: async (_rule, value: [Dayjs, Dayjs] | undefined) => {
                if (value && value[1].diff(value[0], 'millisecond') > PULL_MAX_DAYS * 24 * 3600_000)
                  throw new Error(t('marketSync.rangeTooLong'));
              },
            },
          ]}
        >
          <DatePicker.RangePicker showTime style={{ width: '100%' }} data-testid="order-sync-range" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
