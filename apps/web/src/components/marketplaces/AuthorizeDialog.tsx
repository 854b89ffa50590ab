import type { ShopAuthorizationState } from '@printfloor/contract';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketplacesApi } from '../../api/marketplaces.ts';
import type { ResourceRow } from '../../api/resource.ts';

/**
 * Authorize a shop with the code the platform gave the merchant. The server exchanges it for
 * tokens and keeps them; the dialog only learns the status and the expiry, and which other console
 * shops the same authorization was recorded on (a TikTok grant over several shops).
 */
export function AuthorizeDialog({
  shop,
  onClose,
  authorize = marketplacesApi.authorize,
}: {
  shop: ResourceRow | null;
  onClose: (done: boolean) => void;
  /** The call (default: the merchant's own `shop/authorize`; the factory's lists pass theirs). */
  authorize?: (id: number, code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!shop) return;
    const { code } = await form.validateFields();
    setSaving(true);
    try {
      const state = (await authorize(shop.id, code)) as ShopAuthorizationState | undefined;
      // One authorization over several platform shops: say which other console shops it went to.
      const others = state?.otherShops ?? [];
      if (others.length)
        void message.info(t('marketSync.otherShops', { names: others.map((o) => o.name).join(', ') }), 8);
      form.resetFields();
      onClose(true);
    } catch {
      // The request layer showed the platform's refusal (e.g. an invalid authorization code).
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={!!shop}
      title={t('marketSync.authorizeTitle', { name: String(shop?.name ?? '') })}
      okText={t('marketSync.authorize')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
      data-testid="shop-authorize-dialog"
    >
      <Alert type="info" showIcon message={t('marketSync.codeHint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical">
        <Form.Item
          name="code"
          label={t('marketSync.code')}
          rules={[{ required: true, whitespace: true, message: t('marketSync.codeRequired') }]}
        >
          <Input autoComplete="off" data-testid="shop-authorize-code" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
