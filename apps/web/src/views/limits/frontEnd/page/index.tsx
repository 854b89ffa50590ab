import { useQuery } from '@tanstack/react-query';
import { Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleKeys, sysRoleApi } from '../../../../api/sysRole.ts';
import { translateTitle } from '../../../../i18n/index.ts';
import { useRoutesList } from '../../../../stores/routesList.ts';
import { useUserInfo } from '../../../../stores/userInfo.ts';
import { DemoCard } from '../../../fun/DemoCard.tsx';

/** Platform pages probed by the demo, with their menu title keys. */
const PROBES = [
  { path: '/system/user', title: 'menu.sysUser' },
  { path: '/system/role', title: 'menu.sysRole' },
  { path: '/platform/tenant', title: 'menu.sysTenant' },
  { path: '/platform/menu', title: 'menu.sysMenu' },
  { path: '/log/oplog', title: 'menu.sysLogOp' },
] as const;

/**
 * Permission demo "front-end page" (menu limitsFrontEndPage): which pages this user's roles open.
 * A page is open when it is among the routes the server granted; the others are not routed at all.
 */
export default function FrontEndPageDemo() {
  const { t } = useTranslation();
  const routes = useRoutesList((s) => s.flatRoutes);
  const roles = useRoles();
  return (
    <DemoCard
      title={t('demo.limits.frontEndPageTitle')}
      hint={t('demo.limits.frontEndPageHint')}
      testId="demo-limits-page"
    >
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text strong>{t('demo.limits.roles')}:</Typography.Text>
        {roles.map((r) => (
          <Tag key={r}>{r}</Tag>
        ))}
      </Space>
      <Table
        rowKey="path"
        size="small"
        pagination={false}
        dataSource={[...PROBES]}
        columns={[
          { title: t('demo.limits.pageProbe'), key: 'title', render: (_, p) => translateTitle(p.title) },
          { title: t('demo.limits.path'), dataIndex: 'path', render: (v: string) => <code>{v}</code> },
          {
            title: t('demo.limits.held'),
            key: 'open',
            render: (_, p) => {
              const open = routes.some((r) => r.path === p.path);
              return (
                <Tag color={open ? 'success' : 'default'} data-testid={`limits-page-${p.path}`}>
                  {open ? t('demo.limits.canOpen') : t('demo.limits.cannotOpen')}
                </Tag>
              );
            },
          },
        ]}
      />
    </DemoCard>
  );
}

/** The names of the user's roles (its role ids from the login answer, named by sysRole/list). */
function useRoles(): string[] {
  const ids = useUserInfo((s) => s.userInfos?.roleIds) ?? [];
  const roles = useQuery({ queryKey: roleKeys.list(), queryFn: () => sysRoleApi.list() });
  return (roles.data ?? []).filter((r) => ids.includes(r.id)).map((r) => r.name);
}
