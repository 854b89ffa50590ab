import { Avatar, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../../stores/userInfo.ts';
import { currentArea } from '../../../utils/area.ts';
import { greetingKey } from '../../../utils/greeting.ts';

/** Minimal home: who is logged in and for which tenant (the workbench comes later). */
export default function DashboardHome() {
  const { t } = useTranslation();
  const user = useUserInfo((s) => s.userInfos);
  const area = currentArea();
  const name = user?.realName || user?.account || '';
  return (
    <Card data-testid="dashboard-home">
      <Space align="center" size={16}>
        <Avatar size={56} src={user?.avatar || undefined}>
          {name.slice(0, 1)}
        </Avatar>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="dashboard-welcome">
            {t('dashboard.welcome', { greeting: t(greetingKey()), name })}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="dashboard-tenant">
            {user?.tenant?.title ?? ''}
          </Typography.Text>
        </div>
      </Space>
      <Descriptions style={{ marginTop: 24 }} column={{ xs: 1, sm: 2, lg: 3 }} size="small" bordered>
        <Descriptions.Item label={t('dashboard.account')}>{user?.account}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.realName')}>{user?.realName}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.tenant')}>
          {user?.tenant?.title ?? user?.tenantId ?? ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('dashboard.area')}>{t(`area.${area}`)}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.org')}>{user?.orgName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.position')}>{user?.posName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.lastLogin')}>
          {[user?.lastLoginTime, user?.lastLoginIp].filter(Boolean).join(' · ')}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
