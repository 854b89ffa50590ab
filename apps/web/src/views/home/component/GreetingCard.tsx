import { DesktopOutlined, ReloadOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardOverview } from '../../../api/dashboard.ts';
import { useUserInfo } from '../../../stores/userInfo.ts';
import { currentArea } from '../../../utils/area.ts';
import { greetingKey } from '../../../utils/greeting.ts';

/** Who is working, for which tenant and organisation, and when they last came in. */
export function GreetingCard({
  overview,
  onRefresh,
  refreshing,
}: {
  overview?: DashboardOverview;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const user = useUserInfo((s) => s.userInfos);
  const area = currentArea();
  const name = user?.realName || user?.account || '';
  const tenantTitle = overview?.tenant.title || user?.tenant?.title || '';
  const last = overview?.lastLogin;
  const previous = overview?.previousLogin;
  const thisLogin = [last?.time ?? user?.lastLoginTime, last?.ip ?? user?.lastLoginIp].filter(Boolean).join(' · ');
  return (
    <Card
      data-testid="dashboard-home"
      extra={
        <Space wrap>
          <Link to={`/${area}/dataScreen`} data-testid="open-data-screen">
            <Button icon={<DesktopOutlined />}>{t('workbench.greeting.openScreen')}</Button>
          </Link>
          <Button
            icon={<ReloadOutlined />}
            loading={refreshing}
            onClick={onRefresh}
            aria-label={t('workbench.refresh')}
            data-testid="dashboard-refresh"
          />
        </Space>
      }
      title={
        <Space align="center" size={16} style={{ padding: '12px 0' }}>
          <Avatar size={56} src={user?.avatar || undefined}>
            {name.slice(0, 1)}
          </Avatar>
          <div style={{ whiteSpace: 'normal' }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="dashboard-welcome">
              {t('dashboard.welcome', {
                greeting: t(greetingKey(new Date(), overview?.tenant.timeZone || user?.timeZone)),
                name,
              })}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="dashboard-tenant">
              {tenantTitle ? t('workbench.greeting.subtitle', { tenant: tenantTitle }) : ''}
            </Typography.Text>
          </div>
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label={t('dashboard.account')}>{user?.account}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.org')}>{user?.orgName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.tenant')}>{tenantTitle || user?.tenantId || ''}</Descriptions.Item>
        <Descriptions.Item label={t('dashboard.area')}>{t(`area.${area}`)}</Descriptions.Item>
        <Descriptions.Item label={t('workbench.greeting.thisLogin')}>
          <span data-testid="dashboard-this-login">{thisLogin || '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('workbench.greeting.previousLogin')}>
          <span data-testid="dashboard-previous-login">
            {previous
              ? [previous.time, previous.ip].filter(Boolean).join(' · ')
              : overview
                ? t('workbench.greeting.firstLogin')
                : ''}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
