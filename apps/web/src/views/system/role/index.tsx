import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { COMMON_LABELS, DataScope, type RoleAddBody, roleAddSchema, Status } from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Drawer,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tree,
} from 'antd';
import type { Key, ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation, useDeleteRow } from '../../../api/mutation.ts';
import { resourceApi, saveFile } from '../../../api/resource.ts';
import { type GrantableMenu, type RoleRow, roleKeys, sysRoleApi } from '../../../api/sysRole.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { DeleteAction } from '../../../components/resource/DeleteAction.tsx';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { validateWith, validInput } from '../../../components/resource/validation.ts';
import { SearchForm } from '../../../components/SearchForm.tsx';
import { useLiveValidation } from '../../../components/useLiveValidation.ts';
import { translateTitle } from '../../../i18n/index.ts';
import { OrgCheckTree } from '../org/OrgTreeSelect.tsx';
import { OrderStatusRemarkItems } from '../shared/CommonFormItems.tsx';

const FIELDS = ['name', 'code', 'dataScope', 'orderNo', 'status', 'remark'] as const;
/** The form's values as the add / update body: every field, missing ones as null. */
const bodyOf = (values: Record<string, unknown>) => Object.fromEntries(FIELDS.map((k) => [k, values[k] ?? null]));

export function useDataScopeOptions() {
  const { t } = useTranslation();
  return [
    { value: DataScope.All, label: t('identity.role.scopeAll') },
    { value: DataScope.DeptChild, label: t('identity.role.scopeDeptChild') },
    { value: DataScope.Dept, label: t('identity.role.scopeDept') },
    { value: DataScope.Self, label: t('identity.role.scopeSelf') },
    { value: DataScope.Define, label: t('identity.role.scopeDefine') },
  ];
}

interface MenuTreeNode {
  key: number;
  title: ReactNode;
  children?: MenuTreeNode[];
}

function menuTreeData(nodes: readonly GrantableMenu[]): MenuTreeNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span data-menu-id={n.id} data-permission={n.permission ?? undefined}>
        {n.permission ? `${translateTitle(n.title)} (${n.permission})` : translateTitle(n.title)}
      </span>
    ),
    children: n.children.length ? menuTreeData(n.children) : undefined,
  }));
}

function indexTree(nodes: readonly GrantableMenu[], parent: number | null, into: Map<number, number | null>) {
  for (const n of nodes) {
    into.set(n.id, parent);
    indexTree(n.children, n.id, into);
  }
  return into;
}

/** Grant-menu drawer: the tenant's menus as a checkable tree; checked + half-checked parents are sent (Admin.NET). */
function GrantMenuDrawer({ role, onClose }: { role: RoleRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<number[]>([]);
  const grant = useActionMutation(
    (vars: { id: number; menuIds: number[] }) => sysRoleApi.grantMenu(vars.id, vars.menuIds),
    {
      success: t('resource.saved'),
      invalidate: [roleKeys.other('ownMenuList')],
      onSuccess: onClose,
    },
  );
  const treeQuery = useQuery({
    queryKey: roleKeys.other('grantableMenuTree'),
    queryFn: () => sysRoleApi.grantableMenuTree(),
    enabled: !!role,
  });
  const ownQuery = useQuery({
    queryKey: roleKeys.other('ownMenuList', role?.id),
    queryFn: () => sysRoleApi.ownMenuList(role?.id as number),
    enabled: !!role,
    gcTime: 0,
  });
  const parents = useMemo(() => indexTree(treeQuery.data ?? [], null, new Map()), [treeQuery.data]);
  const leaves = useMemo(() => {
    const withChildren = new Set([...parents.values()].filter((v): v is number => v !== null));
    return new Set([...parents.keys()].filter((id) => !withChildren.has(id)));
  }, [parents]);

  useEffect(() => {
    // Only leaves are set as checked: the tree derives fully and half-checked parents itself.
    if (ownQuery.data && treeQuery.data) setChecked(ownQuery.data.filter((id) => leaves.has(id)));
  }, [ownQuery.data, treeQuery.data, leaves]);

  const save = async () => {
    if (!role) return;
    const ids = new Set<number>(checked);
    for (const id of checked) {
      let parent = parents.get(id) ?? null;
      while (parent !== null) {
        ids.add(parent);
        parent = parents.get(parent) ?? null;
      }
    }
    await grant.run({ id: role.id, menuIds: [...ids] });
  };

  return (
    <Drawer
      open={!!role}
      title={`${t('identity.role.grantMenu')} · ${role?.name ?? ''}`}
      size={520}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('resource.cancel')}</Button>
          <Button type="primary" loading={grant.busy} onClick={save} data-testid="grant-menu-submit">
            {t('resource.submit')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={treeQuery.isFetching || ownQuery.isFetching}>
        <div data-testid="grant-menu-tree">
          {treeQuery.data && (
            <Tree
              checkable
              defaultExpandAll
              treeData={menuTreeData(treeQuery.data)}
              checkedKeys={checked}
              onCheck={(keys) => {
                const list = (Array.isArray(keys) ? keys : keys.checked) as Key[];
                setChecked(list.map(Number).filter((id) => leaves.has(id)));
              }}
            />
          )}
        </div>
      </Spin>
    </Drawer>
  );
}

/** Grant-data-scope dialog: the scope, and for Define the visible organisations. */
function DataScopeModal({ role, onClose }: { role: RoleRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const options = useDataScopeOptions();
  const [scope, setScope] = useState<number>(DataScope.Self);
  const [orgIds, setOrgIds] = useState<number[]>([]);
  const grant = useActionMutation(
    (vars: { id: number; scope: number; orgIds: number[] }) =>
      sysRoleApi.grantDataScope(vars.id, vars.scope, vars.scope === DataScope.Define ? vars.orgIds : []),
    { success: t('resource.saved'), invalidate: [roleKeys.all], onSuccess: onClose },
  );
  const ownQuery = useQuery({
    queryKey: roleKeys.other('ownOrgList', role?.id),
    queryFn: () => sysRoleApi.ownOrgList(role?.id as number),
    enabled: !!role,
    gcTime: 0,
  });
  useEffect(() => {
    if (role) setScope(role.dataScope);
  }, [role]);
  useEffect(() => {
    if (ownQuery.data) setOrgIds(ownQuery.data);
  }, [ownQuery.data]);

  const save = async () => {
    if (!role) return;
    await grant.run({ id: role.id, scope, orgIds });
  };

  return (
    <Modal
      open={!!role}
      title={`${t('identity.role.grantDataScope')} · ${role?.name ?? ''}`}
      onCancel={onClose}
      onOk={save}
      confirmLoading={grant.busy}
      okText={t('resource.submit')}
      cancelText={t('resource.cancel')}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('identity.role.dataScope')}>
          <Select value={scope} onChange={setScope} options={options} />
        </Form.Item>
        {scope === DataScope.Define && (
          <Form.Item label={t('identity.role.orgs')}>
            <OrgCheckTree value={orgIds} onChange={setOrgIds} enabled={!!role} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** Roles (menu sysRole, component /system/role/index). */
export default function SysRolePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message, modal } = App.useApp();
  const { auth } = useAuth();
  const queryClient = useQueryClient();
  const scopeOptions = useDataScopeOptions();
  const [query, setQuery] = useState({ page: 1, pageSize: 20 } as {
    page: number;
    pageSize: number;
    name?: string;
    code?: string;
  });
  const [searchForm] = Form.useForm();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null);
  const [grantMenuRole, setGrantMenuRole] = useState<RoleRow | null>(null);
  const [scopeRole, setScopeRole] = useState<RoleRow | null>(null);
  const pageQuery = useQuery({ queryKey: roleKeys.page(query), queryFn: () => sysRoleApi.page(query) });

  const live = useLiveValidation(form, FIELDS, () =>
    validateWith(roleAddSchema, bodyOf(form.getFieldsValue(true) as Record<string, unknown>), lang, (k) => labels[k]),
  );

  useEffect(() => {
    if (!editing) return;
    live.reset();
    form.resetFields();
    if (editing === 'new') form.setFieldsValue({ dataScope: DataScope.Self, orderNo: 100, status: Status.Enable });
    else form.setFieldsValue(editing);
  }, [editing, form, live]);

  const labels: Record<string, string> = {
    name: t('identity.role.name'),
    code: t('identity.role.code'),
    dataScope: t('identity.role.dataScope'),
    orderNo: t('identity.user.orderNo'),
    remark: t('identity.user.remark'),
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: roleKeys.all });
  const save = useActionMutation<RoleAddBody, unknown>(
    (body) => (editing && editing !== 'new' ? sysRoleApi.update({ ...body, id: editing.id }) : sysRoleApi.add(body)),
    { success: t('resource.saved'), invalidate: [roleKeys.all], onSuccess: () => setEditing(null) },
  );
  const remove = useDeleteRow(sysRoleApi.delete, [roleKeys.all]);

  const submit = async () => {
    if (!editing) return;
    const body = validInput(roleAddSchema, bodyOf(form.getFieldsValue(true) as Record<string, unknown>));
    if (Object.keys(live.check()).length || !body) return;
    await save.run(body);
  };

  const [exporting, setExporting] = useState(false);
  /** The roles of the current search as xlsx (sysRole/export). */
  const exportRoles = async () => {
    setExporting(true);
    try {
      const { page: _p, pageSize: _s, ...search } = query;
      const file = await resourceApi('sysRole').export(search);
      saveFile(file);
      void message.success(t('resource.exported', { name: file.filename }));
    } catch {
      /* the request layer showed the server's message */
    } finally {
      setExporting(false);
    }
  };

  const toggleStatus = (row: RoleRow) => {
    const next = row.status === Status.Enable ? Status.Disable : Status.Enable;
    modal.confirm({
      title:
        next === Status.Disable
          ? t('identity.user.disableConfirm', { name: row.name })
          : t('identity.user.enableConfirm', { name: row.name }),
      okText: t('resource.submit'),
      cancelText: t('resource.cancel'),
      onOk: async () => {
        await sysRoleApi.setStatus(row.id, next);
        void message.success(t('resource.statusChanged'));
        await refresh();
      },
    });
  };

  return (
    <div className="pf-resource-page" data-testid="role-page">
      <Card size="small">
        <SearchForm
          form={searchForm}
          style={{ marginBottom: 0 }}
          onSearch={(v: { name?: string; code?: string }) =>
            setQuery({
              page: 1,
              pageSize: query.pageSize,
              name: v.name?.trim() || undefined,
              code: v.code?.trim() || undefined,
            })
          }
          onReset={() => setQuery({ page: 1, pageSize: query.pageSize })}
        >
          <Form.Item name="name" label={labels.name}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="code" label={labels.code}>
            <Input allowClear />
          </Form.Item>
        </SearchForm>
      </Card>
      <Card size="small" title={translateTitle('menu.sysRole')}>
        <div className="pf-resource-toolbar">
          <Auth value="sysRole:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="role-add">
              {t('resource.add')}
            </Button>
          </Auth>
          <Auth value="sysRole:export">
            <Button icon={<ExportOutlined />} loading={exporting} onClick={exportRoles} data-testid="role-export">
              {t('resource.export')}
            </Button>
          </Auth>
        </div>
        <Table<RoleRow>
          rowKey="id"
          size="small"
          loading={pageQuery.isFetching}
          dataSource={pageQuery.data?.items ?? []}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: pageQuery.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('resource.total', { total }),
            onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
          }}
          columns={[
            { title: labels.name, dataIndex: 'name' },
            { title: labels.code, dataIndex: 'code' },
            {
              title: labels.dataScope,
              dataIndex: 'dataScope',
              render: (v: number) => scopeOptions.find((o) => o.value === v)?.label ?? v,
            },
            { title: t('identity.role.userCount'), dataIndex: 'userCount', width: 90 },
            { title: labels.orderNo, dataIndex: 'orderNo', width: 80 },
            {
              title: t('identity.user.status'),
              dataIndex: 'status',
              width: 100,
              render: (v: number, row) => (
                <Switch
                  size="small"
                  checked={v === Status.Enable}
                  disabled={!auth('sysRole:setStatus')}
                  onClick={() => toggleStatus(row)}
                  checkedChildren={localized(COMMON_LABELS.enable, lang)}
                  unCheckedChildren={localized(COMMON_LABELS.disable, lang)}
                />
              ),
            },
            {
              title: t('resource.actions'),
              key: 'actions',
              width: 320,
              render: (_: unknown, row) => (
                <Space size={0} wrap>
                  <Auth value="sysRole:update">
                    <Button type="link" size="small" onClick={() => setEditing(row)}>
                      {t('resource.edit')}
                    </Button>
                  </Auth>
                  <Auth value="sysRole:grantMenu">
                    <Button type="link" size="small" onClick={() => setGrantMenuRole(row)}>
                      {t('identity.role.grantMenu')}
                    </Button>
                  </Auth>
                  <Auth value="sysRole:grantDataScope">
                    <Button type="link" size="small" onClick={() => setScopeRole(row)}>
                      {t('identity.role.grantDataScope')}
                    </Button>
                  </Auth>
                  <DeleteAction code="sysRole:delete" onConfirm={() => remove(row)} />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={!!editing}
        title={editing === 'new' ? t('identity.role.addTitle') : t('identity.role.editTitle')}
        onCancel={() => setEditing(null)}
        onOk={submit}
        confirmLoading={save.busy}
        okText={t('resource.submit')}
        cancelText={t('resource.cancel')}
        okButtonProps={{ 'data-testid': 'role-form-submit' } as never}
        destroyOnHidden
        width={600}
      >
        <Form form={form} layout="vertical" data-testid="role-form" onValuesChange={live.onValuesChange}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="name" label={labels.name} required>
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="code" label={labels.code} required>
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="dataScope" label={labels.dataScope}>
                <Select options={scopeOptions} />
              </Form.Item>
            </Col>
            <OrderStatusRemarkItems />
          </Row>
        </Form>
      </Modal>
      <GrantMenuDrawer role={grantMenuRole} onClose={() => setGrantMenuRole(null)} />
      <DataScopeModal role={scopeRole} onClose={() => setScopeRole(null)} />
    </div>
  );
}
