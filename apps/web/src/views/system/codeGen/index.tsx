import {
  CODE_GEN_CONTROLS,
  CODE_GEN_QUERY_TYPES,
  type CodeGenColumn,
  type CodeGenColumnInput,
  type CodeGenRecord,
  LANGUAGES,
  type LocalizedText,
} from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import {
  AutoComplete,
  Button,
  Card,
  Checkbox,
  Drawer,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../../api/mutation.ts';
import { saveFile } from '../../../api/resource.ts';
import { sysCodeGenApi } from '../../../api/sysCodeGen.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { CodePreview } from './CodePreview.tsx';

type Detail = CodeGenRecord & { columns: CodeGenColumn[] };

interface RecordForm {
  tableName: string;
  resourceName: string;
  domain: string;
  businessName: LocalizedText;
  migrationNo: number;
  menuIcon?: string;
  typed: boolean;
  columns?: Partial<CodeGenColumnInput>[];
}

const LIST_KEY = ['sysCodeGen', 'page'];
/** The icon the server gives a record without one (an icon name, not a text). */
const DEFAULT_ICON = 'antd:TableOutlined';

/** The label of the caller's language (zh-CN when the language is not one of the four). */
const labelIn = (label: LocalizedText, lang: string) =>
  label[(LANGUAGES as readonly string[]).includes(lang) ? (lang as keyof LocalizedText) : 'zh-CN'];

/** Adds or edits a record: a table picked from the catalogue, or fields typed in. */
function RecordDrawer({ record, onClose }: { record: Detail | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RecordForm>();
  const tables = useQuery({ queryKey: ['sysCodeGen', 'tables'], queryFn: sysCodeGenApi.tables, enabled: !!record });
  const domains = useQuery({ queryKey: ['sysCodeGen', 'domains'], queryFn: sysCodeGenApi.domains, enabled: !!record });
  const typed = Form.useWatch('typed', form);
  const save = useActionMutation(
    async (values: RecordForm): Promise<unknown> => {
      const { typed: isTyped, columns, ...rest } = values;
      const body = {
        ...rest,
        menuIcon: rest.menuIcon ?? DEFAULT_ICON,
        remark: null,
        columns: isTyped ? columns : undefined,
      };
      return record && record !== 'new' ? sysCodeGenApi.update({ ...body, id: record.id }) : sysCodeGenApi.add(body);
    },
    { success: t('sysCodeGen.saved'), invalidate: [LIST_KEY], onSuccess: onClose },
  );
  const initial: Partial<RecordForm> =
    record && record !== 'new'
      ? { ...record, typed: false }
      : { typed: false, migrationNo: 9000, domain: 'baseData', columns: [] };
  return (
    <Drawer
      open={!!record}
      onClose={onClose}
      size="large"
      destroyOnHidden
      title={record === 'new' ? t('sysCodeGen.add') : t('sysCodeGen.edit')}
      extra={
        <Button type="primary" loading={save.busy} onClick={() => form.submit()} data-testid="codegen-save">
          {t('sysCodeGen.save')}
        </Button>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save.run(v)}>
        <Form.Item name="tableName" label={t('sysCodeGen.tableName')} rules={[{ required: true }]}>
          <AutoComplete
            data-testid="codegen-table"
            options={(tables.data ?? []).map((x) => ({ value: x.name, label: `${x.name} ${x.scope ?? ''}` }))}
            filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            placeholder={t('sysCodeGen.tableHint')}
          />
        </Form.Item>
        <Space wrap>
          <Form.Item name="resourceName" label={t('sysCodeGen.resourceName')} rules={[{ required: true }]}>
            <Input data-testid="codegen-resource" />
          </Form.Item>
          <Form.Item name="domain" label={t('sysCodeGen.domain')} rules={[{ required: true }]}>
            <AutoComplete style={{ width: 180 }} options={(domains.data ?? []).map((d) => ({ value: d }))} />
          </Form.Item>
          <Form.Item name="migrationNo" label={t('sysCodeGen.migrationNo')} rules={[{ required: true }]}>
            <InputNumber min={1} max={9999} />
          </Form.Item>
          <Form.Item name="menuIcon" label={t('sysCodeGen.menuIcon')}>
            <Input placeholder={DEFAULT_ICON} />
          </Form.Item>
        </Space>
        <Space wrap>
          {LANGUAGES.map((lang) => (
            <Form.Item
              key={lang}
              name={['businessName', lang]}
              label={`${t('sysCodeGen.businessName')} (${lang})`}
              rules={[{ required: true }]}
            >
              <Input data-testid={`codegen-business-${lang}`} />
            </Form.Item>
          ))}
        </Space>
        <Form.Item name="typed" label={t('sysCodeGen.typed')} valuePropName="checked" extra={t('sysCodeGen.typedHint')}>
          <Switch data-testid="codegen-typed" />
        </Form.Item>
        {typed && (
          <Form.List name="columns">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space
                    key={field.key}
                    wrap
                    align="start"
                    style={{ borderBottom: '1px dashed #ddd', marginBottom: 8 }}
                  >
                    <Form.Item name={[field.name, 'columnName']} rules={[{ required: true }]}>
                      <Input placeholder={t('sysCodeGen.columnName')} style={{ width: 140 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'control']} initialValue="input">
                      <Select
                        style={{ width: 110 }}
                        options={CODE_GEN_CONTROLS.map((c) => ({ value: c, label: t(`sysCodeGen.control_${c}`) }))}
                      />
                    </Form.Item>
                    {LANGUAGES.map((lang) => (
                      <Form.Item key={lang} name={[field.name, 'label', lang]} rules={[{ required: true }]}>
                        <Input placeholder={`${t('sysCodeGen.label')} ${lang}`} style={{ width: 120 }} />
                      </Form.Item>
                    ))}
                    <Form.Item name={[field.name, 'dictCode']}>
                      <Input placeholder={t('sysCodeGen.dictCode')} style={{ width: 110 }} />
                    </Form.Item>
                    <Button danger onClick={() => remove(field.name)}>
                      {t('sysCodeGen.remove')}
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => add({ control: 'input' })}>{t('sysCodeGen.addColumn')}</Button>
              </>
            )}
          </Form.List>
        )}
      </Form>
    </Drawer>
  );
}

/** The column config grid of a record (sysCodeGenConfig): labels, control, search, visibility, dictionary. */
function ColumnsDrawer({ record, onClose }: { record: Detail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<CodeGenColumnInput[]>([]);
  const [shown, setShown] = useState<number | null>(null);
  if (record && shown !== record.id) {
    setShown(record.id);
    setRows(record.columns.map(({ id: _id, codeGenId: _g, propertyName: _p, dataType: _d, orderNo: _o, ...c }) => c));
  }
  const patch = (index: number, change: Partial<CodeGenColumnInput>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const save = useActionMutation(() => sysCodeGenApi.updateColumns(record?.id ?? 0, rows), {
    success: t('sysCodeGen.saved'),
    invalidate: [LIST_KEY],
    onSuccess: onClose,
  });
  return (
    <Drawer
      open={!!record}
      onClose={() => {
        setShown(null);
        onClose();
      }}
      size="large"
      width="90vw"
      title={`${t('sysCodeGen.columns')} · ${record?.tableName ?? ''}`}
      extra={
        <Auth value="sysCodeGenConfig:update">
          <Button type="primary" loading={save.busy} onClick={() => void save.run()} data-testid="codegen-columns-save">
            {t('sysCodeGen.save')}
          </Button>
        </Auth>
      }
    >
      <Table<CodeGenColumnInput>
        size="small"
        rowKey="columnName"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('sysCodeGen.columnName'), dataIndex: 'columnName', fixed: 'left' },
          ...LANGUAGES.map((lang) => ({
            title: `${t('sysCodeGen.label')} ${lang}`,
            key: lang,
            render: (_: unknown, row: CodeGenColumnInput, i: number) => (
              <Input
                size="small"
                value={row.label[lang]}
                onChange={(e) => patch(i, { label: { ...row.label, [lang]: e.target.value } })}
              />
            ),
          })),
          {
            title: t('sysCodeGen.control'),
            key: 'control',
            render: (_, row, i) => (
              <Select
                size="small"
                style={{ width: 110 }}
                value={row.control}
                onChange={(control) => patch(i, { control })}
                options={CODE_GEN_CONTROLS.map((c) => ({ value: c, label: t(`sysCodeGen.control_${c}`) }))}
              />
            ),
          },
          {
            title: t('sysCodeGen.queryType'),
            key: 'queryType',
            render: (_, row, i) => (
              <Select
                size="small"
                style={{ width: 100 }}
                value={row.queryType}
                onChange={(queryType) => patch(i, { queryType })}
                options={CODE_GEN_QUERY_TYPES.map((q) => ({ value: q, label: t(`sysCodeGen.query_${q}`) }))}
              />
            ),
          },
          ...(['required', 'listVisible', 'formVisible'] as const).map((key) => ({
            title: t(`sysCodeGen.${key}`),
            key,
            render: (_: unknown, row: CodeGenColumnInput, i: number) => (
              <Checkbox checked={row[key]} onChange={(e) => patch(i, { [key]: e.target.checked })} />
            ),
          })),
          {
            title: t('sysCodeGen.dictCode'),
            key: 'dictCode',
            render: (_, row, i) => (
              <Input
                size="small"
                style={{ width: 110 }}
                disabled={row.control !== 'dict'}
                value={row.dictCode ?? ''}
                onChange={(e) => patch(i, { dictCode: e.target.value || null })}
              />
            ),
          },
          {
            title: t('sysCodeGen.maxLength'),
            key: 'maxLength',
            render: (_, row, i) => (
              <InputNumber
                size="small"
                min={1}
                max={4000}
                disabled={row.control !== 'input'}
                value={row.maxLength}
                onChange={(v) => patch(i, { maxLength: v ?? null })}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}

/** The preview drawer: the generated files with highlighting, and the zip. */
function PreviewDrawer({ record, onClose }: { record: CodeGenRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const files = useQuery({
    queryKey: ['sysCodeGen', 'preview', record?.id],
    queryFn: () => sysCodeGenApi.preview(record?.id ?? 0),
    enabled: !!record,
  });
  const zip = useActionMutation(async () => saveFile(await sysCodeGenApi.download(record?.id ?? 0)));
  const local = useActionMutation(() => sysCodeGenApi.runLocal(record?.id ?? 0), {
    success: (paths) => t('sysCodeGen.written', { count: paths.length }),
  });
  return (
    <Drawer
      open={!!record}
      onClose={onClose}
      size="large"
      width="80vw"
      title={`${t('sysCodeGen.preview')} · ${record?.resourceName ?? ''}`}
      extra={
        <Space>
          <Button type="primary" loading={zip.busy} onClick={() => void zip.run()} data-testid="codegen-download">
            {t('sysCodeGen.download')}
          </Button>
          <Auth value="sysCodeGen:runLocal">
            <Popconfirm title={t('sysCodeGen.runLocalConfirm')} onConfirm={() => local.run()}>
              <Button loading={local.busy}>{t('sysCodeGen.runLocal')}</Button>
            </Popconfirm>
          </Auth>
        </Space>
      }
    >
      <CodePreview files={files.data} loading={files.isLoading} />
    </Drawer>
  );
}

/**
 * Code generation (menu sysCodeGen, component /system/codeGen/index), platform developers only:
 * records of a table (picked from the catalogue or typed in), their column configs, and the
 * generated files of a new resource — previewed with highlighting, downloaded as a zip.
 */
export default function CodeGenPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Detail | 'new' | null>(null);
  const [columnsOf, setColumnsOf] = useState<Detail | null>(null);
  const [previewing, setPreviewing] = useState<CodeGenRecord | null>(null);
  const list = useQuery({ queryKey: [...LIST_KEY, page], queryFn: () => sysCodeGenApi.page({ page, pageSize: 20 }) });
  const open = useActionMutation((v: { id: number; show: (d: Detail) => void }) =>
    sysCodeGenApi.detail(v.id).then(v.show),
  );
  const remove = useActionMutation((id: number) => sysCodeGenApi.remove(id), {
    success: t('sysCodeGen.deleted'),
    invalidate: [LIST_KEY],
  });
  return (
    <Card
      size="small"
      title={t('sysCodeGen.title')}
      data-testid="codegen-page"
      extra={
        <Auth value="sysCodeGen:add">
          <Button type="primary" onClick={() => setEditing('new')} data-testid="codegen-add">
            {t('sysCodeGen.add')}
          </Button>
        </Auth>
      }
    >
      <Table<CodeGenRecord>
        size="small"
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
        scroll={{ x: 'max-content' }}
        data-testid="codegen-list"
        columns={[
          { title: t('sysCodeGen.tableName'), dataIndex: 'tableName', render: (v: string) => <b>{v}</b> },
          { title: t('sysCodeGen.resourceName'), dataIndex: 'resourceName' },
          {
            title: t('sysCodeGen.businessName'),
            dataIndex: 'businessName',
            render: (v: LocalizedText) => labelIn(v, i18n.language),
          },
          { title: t('sysCodeGen.domain'), dataIndex: 'domain' },
          { title: t('sysCodeGen.columns'), dataIndex: 'columnCount', align: 'right' },
          {
            title: t('sysCodeGen.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space size={4} wrap>
                <Button size="small" type="link" onClick={() => setPreviewing(row)} data-testid="codegen-preview">
                  {t('sysCodeGen.preview')}
                </Button>
                <Auth value="sysCodeGenConfig:list">
                  <Button size="small" type="link" onClick={() => void open.run({ id: row.id, show: setColumnsOf })}>
                    {t('sysCodeGen.columns')}
                  </Button>
                </Auth>
                <Auth value="sysCodeGen:update">
                  <Button size="small" type="link" onClick={() => void open.run({ id: row.id, show: setEditing })}>
                    {t('sysCodeGen.edit')}
                  </Button>
                </Auth>
                <Auth value="sysCodeGen:delete">
                  <Popconfirm title={t('sysCodeGen.deleteConfirm')} onConfirm={() => remove.run(row.id)}>
                    <Button size="small" type="link" danger>
                      {t('sysCodeGen.delete')}
                    </Button>
                  </Popconfirm>
                </Auth>
              </Space>
            ),
          },
        ]}
      />
      <RecordDrawer record={editing} onClose={() => setEditing(null)} />
      <ColumnsDrawer record={columnsOf} onClose={() => setColumnsOf(null)} />
      <PreviewDrawer record={previewing} onClose={() => setPreviewing(null)} />
    </Card>
  );
}
