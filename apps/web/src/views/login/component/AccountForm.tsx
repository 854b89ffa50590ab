import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginConfig, LoginResult } from '@printfloor/contract';
import { Button, Input } from 'antd';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysAuthApi } from '../../../api/sysAuth.ts';
import type { Area } from '../../../utils/area.ts';
import { encryptPassword } from '../../../utils/passwordCrypto.ts';
import { useCaptcha } from '../useCaptcha.ts';

interface Props {
  area: Area;
  config: LoginConfig | undefined;
  tenantCode: string | null;
  onSuccess: (tokens: LoginResult) => void;
}

type Field = 'account' | 'password' | 'code';

/** A field's validation message under its input (the layout of an antd form item). */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <div id={id} className="login-field-error" role="alert">
      {text}
    </div>
  ) : null;
}

/**
 * Account login. A plain form (required checks of its three fields) rather than antd Form, which
 * with its validator is a large part of the login page's weight; the SMS form uses antd Form.
 */
export function AccountForm({ area, config, tenantCode, onSuccess }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const captchaEnabled = config?.captchaEnabled !== false;
  const { captcha, refresh, src } = useCaptcha(!!config && captchaEnabled);
  const [loading, setLoading] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ account: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((old) => (old[field] ? { ...old, [field]: undefined } : old));
  };

  const validate = (): boolean => {
    const next: Partial<Record<Field, string>> = {};
    if (!values.account.trim()) next.account = t('login.accountRequired');
    if (!values.password) next.password = t('login.passwordRequired');
    if (captchaEnabled && !values.code.trim()) next.code = t('login.captchaRequired');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (loading || !validate()) return;
    setLoading(true);
    try {
      const tokens = await sysAuthApi.login({
        account: values.account.trim(),
        password: await encryptPassword(values.password, config?.cryptoPublicKey),
        codeId: captcha?.id ?? 0,
        code: captchaEnabled ? values.code.trim() : '',
        area,
        ...(tenantCode ? { tenantCode } : {}),
      });
      onSuccess(tokens);
    } catch {
      setValues((v) => ({ ...v, code: '' }));
      void refresh();
    } finally {
      setLoading(false);
    }
  };

  const errorProps = (field: Field) =>
    errors[field] ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form
      className="login-form"
      onSubmit={(e) => void submit(e)}
      autoComplete="on"
      noValidate
      data-testid="login-account-form"
    >
      <div className="login-field">
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          aria-label={t('login.account')}
          data-testid="login-account"
          autoComplete="username"
          name="account"
          value={values.account}
          onChange={change('account')}
          {...errorProps('account')}
        />
        <FieldError id={`${id}-account-error`} text={errors.account} />
      </div>
      <div className="login-field">
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          aria-label={t('login.password')}
          data-testid="login-password"
          autoComplete="current-password"
          name="password"
          value={values.password}
          onChange={change('password')}
          {...errorProps('password')}
        />
        <FieldError id={`${id}-password-error`} text={errors.password} />
      </div>
      {captchaEnabled && (
        <div className="login-field">
          <div className="login-captcha-row">
            <Input
              size="large"
              prefix={<SafetyOutlined />}
              placeholder={t('login.captchaPlaceholder')}
              aria-label={t('login.captcha')}
              data-testid="login-captcha"
              maxLength={8}
              autoComplete="off"
              name="code"
              value={values.code}
              onChange={change('code')}
              {...errorProps('code')}
            />
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
          <FieldError id={`${id}-code-error`} text={errors.code} />
        </div>
      )}
      <div className="login-field">
        <Button type="primary" size="large" htmlType="submit" block loading={loading} data-testid="login-submit">
          {loading ? t('login.signingIn') : t('login.signIn')}
        </Button>
      </div>
    </form>
  );
}
