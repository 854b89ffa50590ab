import {
  ApartmentOutlined,
  CloseCircleOutlined,
  LoginOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
  UserOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { Card, Statistic, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '../../../api/dashboard.ts';

interface Kpi {
  key: string;
  label: string;
  value: number;
  icon: ReactNode;
  color: string;
  hint?: string;
}

export function kpisOf(o: DashboardOverview, t: (key: string, vars?: Record<string, unknown>) => string): Kpi[] {
  return [
    {
      key: 'users',
      label: t('workbench.kpi.users'),
      value: o.users.total,
      icon: <UserOutlined />,
      color: '#4E88F3',
      hint: t('workbench.kpi.usersHint', { enabled: o.users.enabled, disabled: o.users.disabled }),
    },
    {
      key: 'roles',
      label: t('workbench.kpi.roles'),
      value: o.roles,
      icon: <SafetyCertificateOutlined />,
      color: '#9254de',
    },
    { key: 'orgs', label: t('workbench.kpi.orgs'), value: o.orgs, icon: <ApartmentOutlined />, color: '#13c2c2' },
    {
      key: 'online',
      label: t('workbench.kpi.online'),
      value: o.onlineSessions,
      icon: <WifiOutlined />,
      color: '#52c41a',
      hint: t('workbench.kpi.onlineHint'),
    },
    {
      key: 'loginsToday',
      label: t('workbench.kpi.loginsToday'),
      value: o.logins.today,
      icon: <LoginOutlined />,
      color: '#fa8c16',
    },
    {
      key: 'operationsToday',
      label: t('workbench.kpi.operationsToday'),
      value: o.operations.today,
      icon: <ThunderboltOutlined />,
      color: '#2f54eb',
      hint: t('workbench.kpi.operationsHint'),
    },
    {
      key: 'failedToday',
      label: t('workbench.kpi.failedToday'),
      value: o.operations.failedToday,
      icon: <CloseCircleOutlined />,
      color: '#f5222d',
    },
  ];
}

/** KPI cards of the workbench: the tenant's figures from GET /api/dashboard/overview. */
export function KpiGrid({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation();
  return (
    <div className="pf-kpi-grid" data-testid="kpi-grid">
      {kpisOf(overview, t).map((k) => (
        <Card key={k.key} size="small" className="pf-kpi-card" data-testid={`kpi-${k.key}`}>
          <div className="pf-kpi-icon" style={{ color: k.color, background: `${k.color}1a` }}>
            {k.icon}
          </div>
          <div className="pf-kpi-body">
            <Statistic
              title={
                k.hint ? (
                  <Tooltip title={k.hint}>
                    <span>{k.label}</span>
                  </Tooltip>
                ) : (
                  k.label
                )
              }
              value={k.value}
            />
            {k.key === 'users' && k.hint ? (
              <Typography.Text type="secondary" className="pf-kpi-hint">
                {k.hint}
              </Typography.Text>
            ) : null}
          </div>
        </Card>
      ))}
    </div>
  );
}
