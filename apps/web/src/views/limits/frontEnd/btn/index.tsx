import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth, Auths } from '../../../../components/auth/Auth.tsx';
import { useAuth } from '../../../../components/auth/useAuth.ts';
import { DemoCard } from '../../../fun/DemoCard.tsx';

/** Codes shown by the demo: read and write codes of platform screens, held by some users only. */
export const DEMO_CODES = [
  'sysUser:page',
  'sysUser:add',
  'sysUser:delete',
  'sysRole:grantMenu',
  'sysTenant:add',
] as const;

/**
 * Permission demo "front-end button" (menu limitsFrontEndBtn): for each code, whether the user
 * holds it and what each of the console's three checks renders — the same checks every page uses.
 */
export default function FrontEndButtonDemo() {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const button = (code: string) => (
    <Button size="small" data-testid={`limits-btn-${code}`}>
      {t('demo.limits.buttonLabel')}
    </Button>
  );
  return (
    <DemoCard
      title={t('demo.limits.frontEndBtnTitle')}
      hint={t('demo.limits.frontEndBtnHint')}
      testId="demo-limits-btn"
    >
      <Table
        rowKey={(code) => code}
        size="small"
        pagination={false}
        dataSource={[...DEMO_CODES]}
        columns={[
          { title: t('demo.limits.code'), key: 'code', render: (_, code) => <code>{code}</code> },
          {
            title: t('demo.limits.held'),
            key: 'held',
            render: (_, code) => (
              <Tag color={auth(code) ? 'success' : 'default'} data-testid={`limits-held-${code}`}>
                {auth(code) ? t('demo.limits.yes') : t('demo.limits.no')}
              </Tag>
            ),
          },
          {
            title: t('demo.limits.authComponent'),
            key: 'auth',
            render: (_, code) => <Auth value={code}>{button(code)}</Auth>,
          },
          {
            title: t('demo.limits.any'),
            key: 'auths',
            render: (_, code) => <Auths value={[code]}>{button(code)}</Auths>,
          },
          {
            title: t('demo.limits.fn'),
            key: 'fn',
            render: (_, code) => (auth(code) ? t('demo.limits.shown') : t('demo.limits.hidden')),
          },
        ]}
      />
    </DemoCard>
  );
}
