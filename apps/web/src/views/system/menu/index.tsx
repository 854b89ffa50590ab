import { PlusOutlined } from '@ant-design/icons';
import type { MenuItem } from '@printfloor/contract';
import { AREAS, COMMON_LABELS, MenuType, Status } from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  TreeSelect,
} from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysMenuApi } from '../../../api/sysMenu.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { ANTD_ICONS, MenuIcon } from '../../../components/MenuIcon.tsx';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { validateWith } from '../../../components/resource/validation.ts';
import { SearchForm } from '../../../components/SearchForm.tsx';
import { TreeExpandButtons } from '../../../components/TreeExpandButtons.tsx';
import { useLiveValidation } from '../../../components/useLiveValidation.ts';
import { translateTitle } from '../../../i18n/index.ts';
import { MenuTable } from './MenuTable.tsx';
import {
  type MenuFormValues,
  type MenuRecord,
  menuBody,
  menuFormSchema,
  subtreeIds,
  visibleFields,
} from './menuForm.ts';

type FormState = { kind: 'add'; parent: MenuRecord | null } | { kind: 'edit'; row: MenuRecord };

const ICON_OPTIONS = Object.keys(ANTD_ICONS).map((name) => `antd:${name}`);

/** Empty `children` arrays removed so the table shows no expander on leaves. */
function prune(nodes: readonly MenuRecord[]): MenuRecord[] {
  return nodes.map((n) => (n.children?.length ? { ...n, children: prune(n.children) } : { ...n, children: undefined }));
}

function IconPicker({
  value,
  onChange,
  id,
}: {
  value?: string | null;
  onChange?: (v: string | null) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const options = value && !ICON_OPTIONS.includes(value) ? [value, ...ICON_OPTIONS] : ICON_OPTIONS;
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(v) => onChange?.(v ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'value' }}
      placeholder={t('resource.menu.iconPlaceholder')}
      options={options.map((v) => ({
        value: v,
        label: (
          <Space>
            <MenuIcon icon={v} />
            <span>{v.replace(/^antd:/, '')}</span>
          </Space>
        ),
      }))}
    />
  );
}

/** Menu management (menu sysMenu, component /system/menu/index): the catalogue as a tree table with add/edit/delete. */
/** Every field any menu type shows (the live check clears those the current type hides). */
const MENU_FIELDS = [...new Set([MenuType.Dir, MenuType.Menu, MenuType.Btn].flatMap((t) => [...visibleFields(t)]))];

export default function SysMenuPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<{ title?: string; type?: number }>({});
  const [searchForm] = Form.useForm();
  const [expanded, setExpanded] = useState<number[]>([]);
  const [formState, setFormState] = useState<FormState | null>(null);
  const [form] = Form.useForm<MenuFormValues>();
  const [busy, setBusy] = useState(false);
  const type = Form.useWatch('type', form) ?? MenuType.Menu;

  const listQuery = useQuery({
    queryKey: ['sysMenu', 'list', filter],
    queryFn: async () => prune((await sysMenuApi.list(filter)) as unknown as MenuRecord[]),
  });
  const rows = listQuery.data ?? [];
  const treeQuery = useQuery({
    queryKey: ['sysMenu', 'list', {}],
    queryFn: async () => prune((await sysMenuApi.list({})) as unknown as MenuRecord[]),
    enabled: !!formState,
  });

  const typeLabel = (v: number) =>
    v === MenuType.Dir
      ? t('resource.menu.typeDir')
      : v === MenuType.Btn
        ? t('resource.menu.typeBtn')
        : t('resource.menu.typeMenu');

  // Parent choices: directories and menus (a button cannot be a parent), never the edited node's own subtree.
  const parentTree = useMemo(() => {
    const excluded = formState?.kind === 'edit' ? subtreeIds(formState.row) : new Set<number>();
    type Node = { value: number; title: string; children?: Node[] };
    const build = (nodes: readonly MenuRecord[]): Node[] =>
      nodes
        .filter((n) => n.type !== MenuType.Btn && !excluded.has(n.id))
        .map((n) => {
          const children = build(n.children ?? []);
          return { value: n.id, title: translateTitle(n.title), children: children.length ? children : undefined };
        });
    return [{ value: 0, title: t('resource.menu.root'), children: build(treeQuery.data ?? []) }];
  }, [treeQuery.data, formState, t]);

  const live = useLiveValidation(form, MENU_FIELDS, () => {
    const values = form.getFieldsValue(true) as MenuFormValues;
    const body = menuBody({ ...values, type: values.type ?? MenuType.Menu });
    // Only the fields this menu type shows are checked; the others' messages are cleared.
    const shown = visibleFields(body.type);
    const errors = validateWith(menuFormSchema, body, lang, (k) => fieldLabels[k]);
    return Object.fromEntries(Object.entries(errors).filter(([k]) => shown.has(k)));
  });

  useEffect(() => {
    if (!formState) return;
    live.reset();
    form.resetFields();
    if (formState.kind === 'edit') {
      const { children: _c, ...row } = formState.row;
      form.setFieldsValue({ ...row, areas: row.areas ?? [] });
    } else {
      const parent = formState.parent;
      const type = !parent ? MenuType.Dir : parent.type === MenuType.Menu ? MenuType.Btn : MenuType.Menu;
      form.setFieldsValue({
        pid: parent?.id ?? 0,
        type,
        component: type === MenuType.Dir ? 'Layout' : null,
        title: '',
        orderNo: 100,
        status: Status.Enable,
        isKeepAlive: true,
        isHide: false,
        isAffix: false,
        isIframe: false,
        areas: [],
      });
    }
  }, [formState, form, live]);

  const fieldLabels: Record<string, string> = {
    title: t('resource.menu.title'),
    permission: t('resource.menu.permission'),
    name: t('resource.menu.name'),
    path: t('resource.menu.path'),
    component: t('resource.menu.component'),
    orderNo: t('resource.menu.orderNo'),
  };

  const submit = async () => {
    if (!formState) return;
    const values = form.getFieldsValue(true) as MenuFormValues;
    const body = menuBody({ ...values, type: values.type ?? MenuType.Menu });
    if (Object.keys(live.check()).length) return;
    setBusy(true);
    try {
      if (formState.kind === 'edit') await sysMenuApi.update({ ...(body as Partial<MenuItem>), id: formState.row.id });
      else await sysMenuApi.add(body as Partial<MenuItem>);
      void message.success(t('resource.saved'));
      setFormState(null);
      await queryClient.invalidateQueries({ queryKey: ['sysMenu'] });
    } catch {
      /* the request layer showed the server's message */
    } finally {
      setBusy(false);
    }
  };

  const remove = useCallback(
    async (row: MenuRecord) => {
      try {
        await sysMenuApi.delete(row.id);
        void message.success(t('resource.deleted'));
        await queryClient.invalidateQueries({ queryKey: ['sysMenu'] });
      } catch {
        /* the request layer showed the server's message */
      }
    },
    [message, queryClient, t],
  );
  const addChild = useCallback((parent: MenuRecord) => setFormState({ kind: 'add', parent }), []);
  const edit = useCallback((row: MenuRecord) => setFormState({ kind: 'edit', row }), []);

  const shown = visibleFields(type);

  return (
    <div className="pf-resource-page" data-testid="menu-page">
      <Card size="small">
        <SearchForm
          form={searchForm}
          style={{ marginBottom: 0 }}
          onSearch={(v: { title?: string; type?: number }) =>
            setFilter({ ...(v.title?.trim() ? { title: v.title.trim() } : {}), ...(v.type ? { type: v.type } : {}) })
          }
          onReset={() => setFilter({})}
        >
          <Form.Item name="title" label={t('resource.menu.title')}>
            <Input allowClear placeholder={t('resource.inputPlaceholder', { label: t('resource.menu.title') })} />
          </Form.Item>
          <Form.Item name="type" label={t('resource.menu.type')}>
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('resource.selectPlaceholder', { label: t('resource.menu.type') })}
              options={[MenuType.Dir, MenuType.Menu, MenuType.Btn].map((v) => ({ value: v, label: typeLabel(v) }))}
            />
          </Form.Item>
        </SearchForm>
      </Card>
      <Card
        size="small"
        title={translateTitle('menu.sysMenu')}
        extra={<TreeExpandButtons rows={rows} setExpanded={setExpanded} />}
      >
        <div className="pf-resource-toolbar">
          <Auth value="sysMenu:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ kind: 'add', parent: null })}>
              {t('resource.add')}
            </Button>
          </Auth>
        </div>
        <MenuTable
          rows={rows}
          loading={listQuery.isFetching}
          expanded={expanded}
          onExpandedChange={setExpanded}
          onAddChild={addChild}
          onEdit={edit}
          onDelete={remove}
        />
      </Card>
      <Drawer
        open={!!formState}
        size={640}
        title={formState?.kind === 'edit' ? t('resource.menu.editTitle') : t('resource.menu.addTitle')}
        onClose={() => setFormState(null)}
        destroyOnHidden
        footer={
          <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button onClick={() => setFormState(null)}>{t('resource.cancel')}</Button>
            <Button type="primary" loading={busy} onClick={submit} data-testid="menu-form-submit">
              {t('resource.submit')}
            </Button>
          </Space>
        }
      >
        <Form form={form} layout="vertical" data-testid="menu-form" onValuesChange={live.onValuesChange}>
          <Form.Item name="type" label={t('resource.menu.type')} required>
            <Radio.Group
              optionType="button"
              options={[MenuType.Dir, MenuType.Menu, MenuType.Btn].map((v) => ({ value: v, label: typeLabel(v) }))}
            />
          </Form.Item>
          <Row gutter={16}>
            <Col span={24}>
              <Form.Item name="pid" label={t('resource.menu.parent')}>
                <TreeSelect
                  treeData={parentTree}
                  treeDefaultExpandedKeys={[0]}
                  showSearch={{ treeNodeFilterProp: 'title' }}
                  loading={treeQuery.isFetching}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="title" label={t('resource.menu.title')} required extra={t('resource.menu.titleHelp')}>
                <Input />
              </Form.Item>
            </Col>
            {shown.has('permission') ? (
              <Col span={12}>
                <Form.Item
                  name="permission"
                  label={t('resource.menu.permission')}
                  required
                  extra={t('resource.menu.permissionHelp')}
                >
                  <Input />
                </Form.Item>
              </Col>
            ) : (
              <Col span={12}>
                <Form.Item name="icon" label={t('resource.menu.icon')}>
                  <IconPicker />
                </Form.Item>
              </Col>
            )}
            {shown.has('name') && (
              <Col span={12}>
                <Form.Item name="name" label={t('resource.menu.name')}>
                  <Input />
                </Form.Item>
              </Col>
            )}
            {shown.has('path') && (
              <Col span={12}>
                <Form.Item name="path" label={t('resource.menu.path')}>
                  <Input />
                </Form.Item>
              </Col>
            )}
            {shown.has('component') && (
              <Col span={12}>
                <Form.Item
                  name="component"
                  label={t('resource.menu.component')}
                  extra={t('resource.menu.componentHelp')}
                >
                  <Input />
                </Form.Item>
              </Col>
            )}
            {shown.has('redirect') && (
              <Col span={12}>
                <Form.Item name="redirect" label={t('resource.menu.redirect')}>
                  <Input />
                </Form.Item>
              </Col>
            )}
            {shown.has('outLink') && (
              <Col span={24}>
                <Form.Item name="outLink" label={t('resource.menu.outLink')}>
                  <Input />
                </Form.Item>
              </Col>
            )}
            <Col span={12}>
              <Form.Item name="orderNo" label={t('resource.menu.orderNo')}>
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="status" label={t('resource.menu.status')}>
                <Radio.Group
                  options={[
                    { value: Status.Enable, label: localized(COMMON_LABELS.enable, lang) },
                    { value: Status.Disable, label: localized(COMMON_LABELS.disable, lang) },
                  ]}
                />
              </Form.Item>
            </Col>
            {(['isHide', 'isKeepAlive', 'isAffix', 'isIframe'] as const)
              .filter((k) => shown.has(k))
              .map((k) => (
                <Col span={6} key={k}>
                  <Form.Item name={k} label={t(`resource.menu.${k}`)} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
              ))}
            <Col span={24}>
              <Form.Item name="areas" label={t('resource.menu.areas')} extra={t('resource.menu.areasHelp')}>
                <Select mode="multiple" allowClear options={AREAS.map((a) => ({ value: a, label: t(`area.${a}`) }))} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="remark" label={t('resource.menu.remark')}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Drawer>
    </div>
  );
}
