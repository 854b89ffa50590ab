import { MessageOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { LoginConfig, LoginResult } from '@printfloor/contract';
import { App, Button, Form, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysAuthApi } from '../../../api/sysAuth.ts';
import { sysSmsApi } from '../../../api/sysSms.ts';
import type { Area } from '../../../utils/area.ts';
import { useCaptcha } from '../useCaptcha.ts';

export const SMS_COUNTDOWN_SECONDS = 60;
const PHONE_PATTERN = /^\+?\d{6,20}$/;

interface Props {
  area: Area;
  config: LoginConfig | undefined;
  tenantCode: string | null;
  onSuccess: (tokens: LoginResult) => void;
}

/** Mobile number + SMS code; the SMS is sent only after the image captcha (contract §15 #9). */
export function MobileForm({ area, config, tenantCode, onSuccess }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phone: string; captcha: string; code: string }>();
  const { captcha, refresh, src } = useCaptcha(!!config);
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const startCountdown = () => {
    setSeconds(SMS_COUNTDOWN_SECONDS);
    if (timer.current) clearInterval(timer.current);
    timer.current = setInterval(() => {
      setSeconds((s) => {
        if (s <= 1 && timer.current) {
          clearInterval(timer.current);
          timer.current = null;
        }
        return Math.max(s - 1, 0);
      });
    }, 1000);
  };

  const sendCode = async () => {
    const { phone } = await form.validateFields(['phone']);
    const captchaCode = (form.getFieldValue('captcha') as string | undefined)?.trim();
    if (!captchaCode) {
      form.setFields([{ name: 'captcha', errors: [t('login.captchaFirst')] }]);
      return;
    }
    setSending(true);
    try {
      await sysSmsApi.sendSms(phone.trim(), { codeId: captcha?.id ?? 0, code: captchaCode });
      void message.success(t('login.smsSent'));
      startCountdown();
    } catch {
      form.setFieldValue('captcha', '');
      void refresh();
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: { phone: string; code: string }) => {
    setLoading(true);
    try {
      const tokens = await sysAuthApi.loginPhone({
        phone: values.phone.trim(),
        code: values.code.trim(),
        area,
        ...(tenantCode ? { tenantCode } : {}),
      });
      onSuccess(tokens);
    } catch {
      /* the request layer showed the server message */
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={submit} data-testid="login-mobile-form">
      <Form.Item
        name="phone"
        rules={[
          { required: true, whitespace: true, message: t('login.phoneRequired') },
          { pattern: PHONE_PATTERN, message: t('login.phoneInvalid') },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('login.phonePlaceholder')}
          aria-label={t('login.phone')}
          data-testid="login-phone"
        />
      </Form.Item>
      <Form.Item>
        <div className="login-captcha-row">
          <Form.Item name="captcha" noStyle>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('login.captchaPlaceholder')}
              aria-label={t('login.captcha')}
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
          >
            {src ? <img src={src} alt={t('login.captcha')} /> : null}
          </button>
        </div>
      </Form.Item>
      <Form.Item>
        <div className="login-captcha-row">
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('login.smsCodeRequired') }]}
          >
            <Input
              prefix={<MessageOutlined />}
              placeholder={t('login.smsCodePlaceholder')}
              aria-label={t('login.smsCode')}
              data-testid="login-sms-code"
              maxLength={8}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <Button onClick={() => void sendCode()} disabled={seconds > 0} loading={sending} data-testid="sms-send">
            {seconds > 0 ? t('login.resendIn', { seconds }) : t('login.getCode')}
          </Button>
        </div>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading} data-testid="login-phone-submit">
          {t('login.signIn')}
        </Button>
      </Form.Item>
    </Form>
  );
}
