import { KeyOutlined } from '@ant-design/icons';
import { merchantAccountResource } from '@printfloor/contract';
import { App, Button, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { merchantAccountApi } from '../../../api/merchantAccount.ts';
import { useActionMutation } from '../../../api/mutation.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { AccountDrawer } from './AccountDrawer.tsx';

/**
 * Merchant accounts (menu merchantAccount): the merchant's own member accounts — add with a
 * password and roles of the merchant's own (the staff role by default), edit (roles included),
 * enable / disable (disabling logs the account out), delete, export, and reset the password to a
 * generated one shown once.
 */
export default function MerchantAccountPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const resetPwd = useActionMutation((row: { id: number; account: string }) => merchantAccountApi.resetPwd(row.id), {
    onSuccess: (password, row) =>
      void modal.info({
        title: t('merchantAccount.resetPwd'),
        content: (
          <Typography.Text copyable={{ text: password }}>
            {t('merchantAccount.newPassword', { account: row.account, password })}
          </Typography.Text>
        ),
      }),
  });
  return (
    <ResourcePage
      resource={merchantAccountResource}
      editor={(mode, close) => <AccountDrawer mode={mode} close={close} />}
      rowActions={(row) => (
        <Auth value="merchantAccount:resetPwd">
          <Popconfirm
            title={t('merchantAccount.resetPwdConfirm', { account: row.account })}
            onConfirm={() => resetPwd.run({ id: row.id, account: String(row.account) })}
          >
            <Button type="link" size="small" icon={<KeyOutlined />}>
              {t('merchantAccount.resetPwd')}
            </Button>
          </Popconfirm>
        </Auth>
      )}
    />
  );
}
