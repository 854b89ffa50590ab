import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { AccountType, COMMON_LABELS, Status, type UserPageQuery } from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Dropdown,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
  Tree,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation, useDeleteRow } from '../../../api/mutation.ts';
import { roleKeys, sysRoleApi } from '../../../api/sysRole.ts';
import { sysUserApi, type UserRow, userKeys } from '../../../api/sysUser.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { fitColumns } from '../../../components/resource/columns.tsx';
import { DeleteAction } from '../../../components/resource/DeleteAction.tsx';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { SearchForm } from '../../../components/SearchForm.tsx';
import { useUserInfo } from '../../../stores/userInfo.ts';
import { toTreeOptions, useOrgTree } from '../org/orgTree.ts';
import { UserForm } from './UserForm.tsx';

type Tab = 'members' | 'merchants';

function GrantRoleModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number[] | null>(null);
  const grant = useActionMutation(
    (vars: { id: number; roleIds: number[] }) => sysUserApi.grantRole(vars.id, vars.roleIds),
    { success: t('resource.saved'), invalidate: [userKeys.all], onSuccess: onClose },
  );
  const roles = useQuery({ queryKey: roleKeys.list(), queryFn: () => sysRoleApi.list(), enabled: !!user });
  const own = useQuery({
    queryKey: userKeys.other('ownRoleList', user?.id),
    queryFn: () => sysUserApi.ownRoleList(user?.id as number),
    enabled: !!user,
    gcTime: 0,
  });
  const value = selected ?? own.data ?? [];
  return (
    <Modal
      open={!!user}
      title={`${t('identity.user.grantRole')} · ${user?.realName ?? ''}`}
      okText={t('resource.submit')}
      cancelText={t('resource.cancel')}
      destroyOnHidden
      afterClose={() => setSelected(null)}
      onCancel={onClose}
      confirmLoading={grant.busy}
      onOk={() => (user ? grant.run({ id: user.id, roleIds: value }) : undefined)}
    >
      <Spin spinning={own.isFetching}>
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          value={value}
          onChange={setSelected}
          optionFilterProp="label"
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        />
      </Spin>
    </Modal>
  );
}

/**
 * Users (menu sysUser, component /system/user/index): the org tree on the left filters the list;
 * platform administrators also get the merchant accounts of merchant tenants (read-only tab).
 */
export default function SysUserPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message, modal } = App.useApp();
  const { auth } = useAuth();
  const queryClient = useQueryClient();
  const info = useUserInfo((s) => s.userInfos);
  const platformAdmin =
    !!info?.tenant?.isSystem &&
    (info.accountType === AccountType.SuperAdmin || info.accountType === AccountType.SysAdmin);
  const [tab, setTab] = useState<Tab>('members');
  const [orgId, setOrgId] = useState<number | undefined>();
  const [query, setQuery] = useState<UserPageQuery & { page: number; pageSize: number }>({ page: 1, pageSize: 20 });
  const [searchForm] = Form.useForm();
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const [granting, setGranting] = useState<UserRow | null>(null);
  const orgTree = useOrgTree(auth('sysOrg:list'));

  const merchant = tab === 'merchants';
  const pageQuery = useQuery({
    queryKey: userKeys.page({ tab, orgId, query }),
    queryFn: () => sysUserApi.page({ ...query, ...(merchant ? { merchant: true } : { orgId }) }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.all });

  const accountTypeLabel = (v: number) =>
    ({
      [AccountType.SuperAdmin]: t('identity.user.typeSuperAdmin'),
      [AccountType.SysAdmin]: t('identity.user.typeSysAdmin'),
      [AccountType.NormalUser]: t('identity.user.typeNormal'),
      [AccountType.Member]: t('identity.user.typeMember'),
    })[v] ?? t('identity.user.typeOther');

  const confirmThen = (title: string, action: () => Promise<void>) =>
    modal.confirm({ title, okText: t('resource.submit'), cancelText: t('resource.cancel'), onOk: action });

  const toggleStatus = (row: UserRow) => {
    const next = row.status === Status.Enable ? Status.Disable : Status.Enable;
    confirmThen(
      next === Status.Disable
        ? t('identity.user.disableConfirm', { name: row.realName })
        : t('identity.user.enableConfirm', { name: row.realName }),
      async () => {
        await sysUserApi.setStatus(row.id, next);
        void message.success(t('resource.statusChanged'));
        await refresh();
      },
    );
  };

  const resetPwd = (row: UserRow) =>
    confirmThen(t('identity.user.resetPwdConfirm', { name: row.realName }), async () => {
      const password = await sysUserApi.resetPwd(row.id);
      modal.success({ title: t('identity.user.resetPwdDone', { password }) });
    });

  const unlock = (row: UserRow) =>
    confirmThen(t('identity.user.unlockConfirm', { name: row.realName }), async () => {
      await sysUserApi.unlockLogin(row.id);
      void message.success(t('identity.user.unlocked'));
    });

  const remove = useDeleteRow(sysUserApi.delete, [userKeys.all]);

  const statusCell = (v: number, row: UserRow) =>
    merchant ? (
      <Tag color={v === Status.Enable ? 'success' : 'error'}>
        {localized(v === Status.Enable ? COMMON_LABELS.enable : COMMON_LABELS.disable, lang)}
      </Tag>
    ) : (
      <Switch
        size="small"
        checked={v === Status.Enable}
        disabled={!auth('sysUser:setStatus')}
        onClick={() => toggleStatus(row)}
        checkedChildren={localized(COMMON_LABELS.enable, lang)}
        unCheckedChildren={localized(COMMON_LABELS.disable, lang)}
      />
    );

  const moreItems = (row: UserRow) =>
    [
      auth('sysUser:resetPwd') && { key: 'resetPwd', label: t('identity.user.resetPwd'), onClick: () => resetPwd(row) },
      auth('sysUser:unlockLogin') && { key: 'unlock', label: t('identity.user.unlock'), onClick: () => unlock(row) },
      auth('sysUser:grantRole') && {
        key: 'grantRole',
        label: t('identity.user.grantRole'),
        onClick: () => setGranting(row),
      },
    ].filter(Boolean) as Array<{ key: string; label: string; onClick: () => void }>;

  const table = (
    <Table<UserRow>
      rowKey="id"
      size="small"
      loading={pageQuery.isFetching}
      dataSource={pageQuery.data?.items ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: query.page,
        pageSize: query.pageSize,
        total: pageQuery.data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('resource.total', { total }),
        onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
      }}
      columns={fitColumns([
        { title: t('identity.user.account'), dataIndex: 'account', fixed: 'left', width: 150 },
        { title: t('identity.user.realName'), dataIndex: 'realName', width: 120 },
        ...(merchant ? [{ title: t('identity.user.tenant'), dataIndex: 'tenantName' }] : []),
        { title: t('identity.user.phone'), dataIndex: 'phone', width: 150 },
        { title: t('identity.user.org'), dataIndex: 'orgName', width: 160 },
        { title: t('identity.user.pos'), dataIndex: 'posName', width: 120 },
        { title: t('identity.user.roles'), dataIndex: 'roleName', width: 160 },
        { title: t('identity.user.accountType'), dataIndex: 'accountType', width: 130, render: accountTypeLabel },
        { title: t('identity.user.status'), dataIndex: 'status', width: 100, render: statusCell },
        { title: t('identity.user.lastLoginTime'), dataIndex: 'lastLoginTime', width: 170 },
        ...(merchant
          ? []
          : [
              {
                title: t('resource.actions'),
                key: 'actions',
                fixed: 'right' as const,
                width: 220,
                render: (_: unknown, row: UserRow) => (
                  <Space size={0}>
                    <Auth value="sysUser:update">
                      <Button type="link" size="small" onClick={() => setEditing(row)}>
                        {t('resource.edit')}
                      </Button>
                    </Auth>
                    <DeleteAction code="sysUser:delete" onConfirm={() => remove(row)} />
                    {moreItems(row).length > 0 && (
                      <Dropdown menu={{ items: moreItems(row) }}>
                        <Button type="link" size="small">
                          {t('identity.user.more')} <DownOutlined />
                        </Button>
                      </Dropdown>
                    )}
                  </Space>
                ),
              },
            ]),
      ])}
    />
  );

  return (
    <div className="pf-resource-page" data-testid="user-page">
      <Row gutter={12}>
        {!merchant && auth('sysOrg:list') && (
          <Col xs={24} md={6}>
            <Card size="small" title={t('identity.user.orgTree')}>
              <Spin spinning={orgTree.isFetching}>
                {orgTree.data && (
                  <Tree
                    blockNode
                    defaultExpandAll
                    selectedKeys={orgId ? [orgId] : []}
                    treeData={toTreeOptions(orgTree.data)}
                    onSelect={(keys) => {
                      setOrgId(keys.length ? Number(keys[0]) : undefined);
                      setQuery({ ...query, page: 1 });
                    }}
                  />
                )}
              </Spin>
            </Card>
          </Col>
        )}
        <Col xs={24} md={!merchant && auth('sysOrg:list') ? 18 : 24}>
          <Card size="small">
            <SearchForm
              form={searchForm}
              visible={2}
              onSearch={(v: { account?: string; realName?: string; phone?: string }) =>
                setQuery({
                  page: 1,
                  pageSize: query.pageSize,
                  account: v.account?.trim() || undefined,
                  realName: v.realName?.trim() || undefined,
                  phone: v.phone?.trim() || undefined,
                })
              }
              onReset={() => {
                setOrgId(undefined);
                setQuery({ page: 1, pageSize: query.pageSize });
              }}
            >
              <Form.Item name="account" label={t('identity.user.account')}>
                <Input allowClear />
              </Form.Item>
              <Form.Item name="realName" label={t('identity.user.realName')}>
                <Input allowClear />
              </Form.Item>
              <Form.Item name="phone" label={t('identity.user.phone')}>
                <Input allowClear />
              </Form.Item>
            </SearchForm>
          </Card>
          <Card size="small">
            {platformAdmin ? (
              <Tabs
                activeKey={tab}
                onChange={(k) => {
                  setTab(k as Tab);
                  setQuery({ page: 1, pageSize: query.pageSize });
                }}
                items={[
                  { key: 'members', label: t('identity.user.members') },
                  { key: 'merchants', label: t('identity.user.merchants') },
                ]}
              />
            ) : null}
            {!merchant && (
              <div className="pf-resource-toolbar">
                <Auth value="sysUser:add">
                  <Button
                    type="primary"
                    icon={<PlusOutlined />}
                    onClick={() => setEditing('new')}
                    data-testid="user-add"
                  >
                    {t('resource.add')}
                  </Button>
                </Auth>
              </div>
            )}
            {table}
          </Card>
        </Col>
      </Row>
      <UserForm
        user={editing}
        defaultOrgId={orgId}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <GrantRoleModal user={granting} onClose={() => setGranting(null)} />
    </div>
  );
}
