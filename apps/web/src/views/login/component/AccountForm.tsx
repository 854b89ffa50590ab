import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysAuthApi } from '../../../api/sysAuth.ts';
import type { LoginConfig, LoginResult } from '../../../api/types.ts';
import type { Area } from '../../../utils/area.ts';
import { useCaptcha } from '../useCaptcha.ts';

/** SM2 (C1C3C2, hex) with the server's public key, as the stock client does (contract §3.3). */
export async function encryptPassword(password: string, publicKey: string | undefined): Promise<string> {
  if (!publicKey) return password;
  const { sm2 } = await import('sm-crypto-v2');
  return sm2.doEncrypt(password, publicKey, 1);
}

interface Props {
  area: Area;
  config: LoginConfig | undefined;
  tenantCode: string | null;
  onSuccess: (tokens: LoginResult) => void;
}

export function AccountForm({ area, config, tenantCode, onSuccess }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ account: string; password: string; code: string }>();
  const captchaEnabled = config?.captchaEnabled !== false;
  const { captcha, refresh, src } = useCaptcha(!!config && captchaEnabled);
  const [loading, setLoading] = useState(false);

  const submit = async (values: { account: string; password: string; code?: string }) => {
    setLoading(true);
    try {
      const tokens = await sysAuthApi.login({
        account: values.account.trim(),
        password: await encryptPassword(values.password, config?.cryptoPublicKey),
        codeId: captcha?.id ?? 0,
        code: values.code?.trim() ?? '',
        area,
        ...(tenantCode ? { tenantCode } : {}),
      });
      onSuccess(tokens);
    } catch {
      form.setFieldValue('code', '');
      void refresh();
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit} autoComplete="on" data-testid="login-account-form">
      <Form.Item name="account" rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          aria-label={t('login.account')}
          data-testid="login-account"
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          aria-label={t('login.password')}
          data-testid="login-password"
          autoComplete="current-password"
        />
      </Form.Item>
      {captchaEnabled && (
        <Form.Item>
          <div className="login-captcha-row">
            <Form.Item
              name="code"
              noStyle
              rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
            >
              <Input
                prefix={<SafetyOutlined />}
                placeholder={t('login.captchaPlaceholder')}
                aria-label={t('login.captcha')}
                data-testid="login-captcha"
                maxLength={8}
                autoComplete="off"
              />
            </Form.Item>
            <button
              type="button"
              className="login-captcha-img"
              onClick={() => void refresh()}
              title={t('login.captchaRefresh')}
              aria-label={t('login.captchaRefresh')}
              data-testid="captcha-image"
            >
              {src ? <img src={src} alt={t('login.captcha')} /> : null}
            </button>
          </div>
        </Form.Item>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading} data-testid="login-submit">
          {loading ? t('login.signingIn') : t('login.signIn')}
        </Button>
      </Form.Item>
    </Form>
  );
}
