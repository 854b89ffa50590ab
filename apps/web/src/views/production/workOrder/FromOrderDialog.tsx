import { PlusOutlined } from '@ant-design/icons';
import { type WorkOrderOrderChoice, workOrderResource } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, Modal, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../../api/mutation.ts';
import { productionApi, productionKeys } from '../../../api/production.ts';
import { resourceKeys } from '../../../api/resource.ts';
import { Auth } from '../../../components/auth/Auth.tsx';

/** How long typing rests before the order choices are asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Work orders from one picked order (product spec §5: a work order's source is one product or one
 * order): search the factory's passed orders that still have mapped lines without a work order (by
 * order code or external id, as you type), pick one, and OK makes a work order per such line
 * (`POST /api/workOrder/fromOrder`); the codes made are named and the work order list refreshed. A
 * refusal (P1041, P1042) stays in the dialog, worded as the server says it.
 */
export function FromOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<WorkOrderOrderChoice | null>(null);
  const make = useActionMutation(productionApi.workOrdersFromOrder, {
    success: (made) => t('production.fromOrderDone', { count: made.count, codes: made.codes.join(', ') }),
    // The work order list, its tab counts and these choices.
    invalidate: [resourceKeys(workOrderResource.name).all],
  });
  // A refusal (a silent request: no toast) is shown in the dialog.
  const error = make.errorText;

  // Debounced: the choices are asked for once typing rests, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const choices = useQuery({
    queryKey: productionKeys.workOrderOrderChoices(keyword),
    queryFn: () => productionApi.workOrderOrderChoices(keyword),
    enabled: open,
  });
  // Each order with its code, merchant, order time and how many lines it would make.
  const options = useMemo(() => {
    const list = [...(choices.data ?? [])];
    // The picked order stays shown while another keyword's choices are listed.
    if (picked && !list.some((c) => c.id === picked.id)) list.unshift(picked);
    return list.map((c) => ({
      value: c.id,
      label: t('production.fromOrderOption', {
        code: c.orderCode,
        merchant: c.merchantName ?? '—',
        time: c.orderTime,
        lines: c.lines,
      }),
    }));
  }, [choices.data, picked, t]);

  const reset = () => {
    setInput('');
    setKeyword('');
    setPicked(null);
    make.mutation.reset();
  };

  const submit = async () => {
    if (!picked || make.busy) return;
    // A refusal keeps the dialog open with its message; success closes it, the list already refreshed.
    if (!(await make.run({ orderId: picked.id }))) return;
    reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('production.fromOrderTitle')}
      okText={t('production.fromOrderSubmit')}
      okButtonProps={{ disabled: !picked, 'data-testid': 'from-order-submit' } as never}
      confirmLoading={make.busy}
      onOk={() => void submit()}
      onCancel={() => {
        reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="from-order-dialog">
        <Typography.Paragraph type="secondary">{t('production.fromOrderHint')}</Typography.Paragraph>
        <Form.Item label={t('production.order')} required>
          <Select<number>
            showSearch={{ filterOption: false, onSearch: setInput, searchValue: input }}
            value={picked?.id}
            placeholder={t('production.fromOrderPlaceholder')}
            options={options}
            loading={choices.isFetching}
            notFoundContent={
              choices.isFetching ? undefined : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('production.fromOrderNone')} />
              )
            }
            onChange={(id) => {
              setPicked(choices.data?.find((c) => c.id === id) ?? (picked && picked.id === id ? picked : null));
              make.mutation.reset();
            }}
            data-testid="from-order-select"
          />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} data-testid="from-order-error" />}
      </Form>
    </Modal>
  );
}

/** The work order page's toolbar button "From order" with its dialog; shown with `workOrder:add`. */
export function FromOrderButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Auth value={workOrderResource.permissions.add}>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="from-order">
        {t('production.fromOrder')}
      </Button>
      <FromOrderDialog open={open} onClose={() => setOpen(false)} />
    </Auth>
  );
}
