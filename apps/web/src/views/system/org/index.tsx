import { PlusOutlined } from '@ant-design/icons';
import { COMMON_LABELS, type OrgAddBody, orgAddSchema, Status } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Modal, Row, Select, Space, Table, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation, useDeleteRow } from '../../../api/mutation.ts';
import { orgKeys, sysOrgApi } from '../../../api/sysOrg.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { DeleteAction } from '../../../components/resource/DeleteAction.tsx';
import { useDictLookup, useDictOptions } from '../../../components/resource/dict.ts';
import { localized, useLanguage } from '../../../components/resource/lang.ts';
import { validateWith, validInput } from '../../../components/resource/validation.ts';
import { SearchForm } from '../../../components/SearchForm.tsx';
import { TreeExpandButtons } from '../../../components/TreeExpandButtons.tsx';
import { useLiveValidation } from '../../../components/useLiveValidation.ts';
import { translateTitle } from '../../../i18n/index.ts';
import { parentIds } from '../../../utils/tree.ts';
import { OrderStatusRemarkItems } from '../shared/CommonFormItems.tsx';
import { OrgTreeSelect } from './OrgTreeSelect.tsx';
import { type OrgTreeRow, prune, subtreeIds, toTreeOptions } from './orgTree.ts';

type FormState = { kind: 'add'; parent: OrgTreeRow | null } | { kind: 'edit'; row: OrgTreeRow };
const FIELDS = ['pid', 'name', 'code', 'type', 'orderNo', 'status', 'remark'] as const;
/** The form's values as the add / update body: every field, missing ones as null. */
const bodyOf = (values: Record<string, unknown>) => Object.fromEntries(FIELDS.map((k) => [k, values[k] ?? null]));

/** Organisations (menu sysOrg, component /system/org/index): the tenant's org tree as a tree table. */
export default function SysOrgPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filter, setFilter] = useState<{ name?: string; code?: string }>({});
  const [searchForm] = Form.useForm();
  const [form] = Form.useForm();
  const [formState, setFormState] = useState<FormState | null>(null);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const typeOptions = useDictOptions('org_type', lang);
  const dictLookup = useDictLookup(lang);

  const listQuery = useQuery({
    queryKey: orgKeys.list(filter),
    queryFn: async () => prune(await sysOrgApi.list(filter)),
  });
  const rows = listQuery.data ?? [];
  const expandedKeys = expanded ?? parentIds(rows);

  const parentTree = useMemo(() => {
    const exclude = formState?.kind === 'edit' ? subtreeIds(formState.row) : undefined;
    return [{ value: 0, key: 0, title: t('identity.org.root'), children: toTreeOptions(rows, exclude) }];
  }, [rows, formState, t]);

  const live = useLiveValidation(form, FIELDS, () =>
    validateWith(orgAddSchema, bodyOf(form.getFieldsValue(true) as Record<string, unknown>), lang, (k) => labels[k]),
  );

  useEffect(() => {
    if (!formState) return;
    live.reset();
    form.resetFields();
    if (formState.kind === 'edit') form.setFieldsValue(formState.row);
    else form.setFieldsValue({ pid: formState.parent?.id ?? 0, orderNo: 100, status: Status.Enable });
  }, [formState, form, live]);

  const labels: Record<string, string> = {
    pid: t('identity.org.parent'),
    name: t('identity.org.name'),
    code: t('identity.org.code'),
    type: t('identity.org.type'),
    orderNo: t('identity.user.orderNo'),
    remark: t('identity.user.remark'),
  };

  const save = useActionMutation<OrgAddBody, unknown>(
    (body: OrgAddBody) =>
      formState?.kind === 'edit' ? sysOrgApi.update({ ...body, id: formState.row.id }) : sysOrgApi.add(body),
    { success: t('resource.saved'), invalidate: [orgKeys.all], onSuccess: () => setFormState(null) },
  );
  const remove = useDeleteRow(sysOrgApi.delete, [orgKeys.all]);

  const submit = async () => {
    if (!formState) return;
    const body = validInput(orgAddSchema, bodyOf(form.getFieldsValue(true) as Record<string, unknown>));
    if (Object.keys(live.check()).length || !body) return;
    await save.run(body);
  };

  return (
    <div className="pf-resource-page" data-testid="org-page">
      <Card size="small">
        <SearchForm
          form={searchForm}
          style={{ marginBottom: 0 }}
          onSearch={(v: { name?: string; code?: string }) =>
            setFilter({
              ...(v.name?.trim() ? { name: v.name.trim() } : {}),
              ...(v.code?.trim() ? { code: v.code.trim() } : {}),
            })
          }
          onReset={() => setFilter({})}
        >
          <Form.Item name="name" label={t('identity.org.name')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="code" label={t('identity.org.code')}>
            <Input allowClear />
          </Form.Item>
        </SearchForm>
      </Card>
      <Card
        size="small"
        title={translateTitle('menu.sysOrg')}
        extra={<TreeExpandButtons rows={rows} setExpanded={setExpanded} />}
      >
        <div className="pf-resource-toolbar">
          <Auth value="sysOrg:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormState({ kind: 'add', parent: null })}>
              {t('resource.add')}
            </Button>
          </Auth>
        </div>
        <Table<OrgTreeRow>
          rowKey="id"
          size="small"
          loading={listQuery.isFetching}
          dataSource={rows}
          pagination={false}
          expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (k) => setExpanded(k as number[]) }}
          columns={[
            { title: t('identity.org.name'), dataIndex: 'name' },
            { title: t('identity.org.code'), dataIndex: 'code' },
            {
              title: t('identity.org.type'),
              dataIndex: 'type',
              render: (v: string | null) => {
                const option = v ? dictLookup('org_type', v) : undefined;
                return option ? <Tag color={option.color}>{option.label}</Tag> : v;
              },
            },
            { title: t('identity.user.orderNo'), dataIndex: 'orderNo', width: 80 },
            {
              title: t('identity.user.status'),
              dataIndex: 'status',
              width: 90,
              render: (v: number) =>
                v === Status.Enable ? (
                  <Tag color="success">{localized(COMMON_LABELS.enable, lang)}</Tag>
                ) : (
                  <Tag color="error">{localized(COMMON_LABELS.disable, lang)}</Tag>
                ),
            },
            { title: t('resource.createTime'), dataIndex: 'createTime', width: 170 },
            {
              title: t('resource.actions'),
              key: 'actions',
              width: 220,
              render: (_: unknown, row) => (
                <Space size="small">
                  <Auth value="sysOrg:add">
                    <Button type="link" size="small" onClick={() => setFormState({ kind: 'add', parent: row })}>
                      {t('identity.org.addChild')}
                    </Button>
                  </Auth>
                  <Auth value="sysOrg:update">
                    <Button type="link" size="small" onClick={() => setFormState({ kind: 'edit', row })}>
                      {t('resource.edit')}
                    </Button>
                  </Auth>
                  <DeleteAction code="sysOrg:delete" onConfirm={() => remove(row)} />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={!!formState}
        title={formState?.kind === 'edit' ? t('identity.org.editTitle') : t('identity.org.addTitle')}
        onCancel={() => setFormState(null)}
        onOk={submit}
        confirmLoading={save.busy}
        okText={t('resource.submit')}
        cancelText={t('resource.cancel')}
        destroyOnHidden
        width={640}
      >
        <Form form={form} layout="vertical" data-testid="org-form" onValuesChange={live.onValuesChange}>
          <Row gutter={16}>
            <Col span={24}>
              <Form.Item name="pid" label={labels.pid}>
                <OrgTreeSelect treeData={parentTree} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="name" label={labels.name} required>
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="code" label={labels.code}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="type" label={labels.type}>
                <Select allowClear options={typeOptions} />
              </Form.Item>
            </Col>
            <OrderStatusRemarkItems />
          </Row>
        </Form>
      </Modal>
    </div>
  );
}
