import { PlusOutlined } from '@ant-design/icons';
import { type NoticeRow, nonHttpImageSources, noticeAddSchema, sysNoticeResource } from '@printfloor/contract';
import { App, Button, Card, Descriptions, Form, Input, Popconfirm, Select, Spin, Table } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../../api/mutation.ts';
import { noticeKeys, sysNoticeApi } from '../../../api/sysNotice.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { cells } from '../../../components/resource/columns.tsx';
import { DetailDrawer, type DetailSection } from '../../../components/resource/DetailDrawer.tsx';
import { useLanguage } from '../../../components/resource/lang.ts';
import { actionsColumn, Toolbar } from '../../../components/resource/slots.tsx';
import { useTransitions } from '../../../components/resource/TransitionActions.tsx';
import { useResourceTable } from '../../../components/resource/useResourceTable.ts';
import { SearchForm } from '../../../components/SearchForm.tsx';
import { plainText } from '../../home/component/NoticeList.tsx';

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** Form control: receives value/onChange from Form.Item and hands them to the lazily loaded editor. */
function LazyEditor(props: {
  value?: string;
  onChange?: (html: string) => void;
  askImageUrl: () => Promise<string | null>;
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spin tip={t('notice.loadingEditor')} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'orange' };

function NoticeForm({ row, onClose }: { row: NoticeRow | 'new' | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm();
  const askImageUrl = useCallback(
    () =>
      new Promise<string | null>((resolve) => {
        let url = '';
        modal.confirm({
          title: t('notice.insertImage'),
          content: <Input placeholder={t('notice.imageUrlPrompt')} onChange={(e) => (url = e.target.value.trim())} />,
          onOk: () => {
            if (!/^https?:\/\//i.test(url)) {
              void message.error(t('notice.imageUrlInvalid'));
              resolve(null);
              return;
            }
            resolve(url);
          },
          onCancel: () => resolve(null),
        });
      }),
    [modal, message, t],
  );
  const editing = row && row !== 'new' ? row : null;
  return (
    <FormDrawer<{ title: string; type: number; content: string }>
      open={!!row}
      width={860}
      title={editing ? t('notice.edit') : t('notice.add')}
      form={form}
      initialValues={editing ?? { type: 1, title: '', content: '' }}
      okTestId="notice-save"
      savedMessage={t('notice.saved')}
      onClose={onClose}
      onSubmit={async (values) => {
        const parsed = noticeAddSchema.safeParse(values);
        if (!parsed.success) {
          form.setFields(parsed.error.issues.map((i) => ({ name: i.path as string[], errors: [t('notice.content')] })));
          return false;
        }
        if (nonHttpImageSources(values.content).length) {
          form.setFields([{ name: 'content', errors: [t('notice.imageUrlInvalid')] }]);
          return false;
        }
        if (editing) await sysNoticeApi.update({ ...values, id: editing.id });
        else await sysNoticeApi.add(values);
      }}
    >
      <Form.Item name="title" label={t('notice.title')} rules={[{ required: true, max: 128 }]}>
        <Input data-testid="notice-title" maxLength={128} />
      </Form.Item>
      <Form.Item name="type" label={t('notice.type')} rules={[{ required: true }]}>
        <Select options={[1, 2].map((v) => ({ value: v, label: t(`notice.types.${v}`) }))} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('notice.content')}
        rules={[
          {
            required: true,
            validator: async (_, v) =>
              plainText(v ?? '') || /<img/i.test(v ?? '') ? undefined : Promise.reject(new Error(t('notice.content'))),
          },
        ]}
      >
        <LazyEditor askImageUrl={askImageUrl} />
      </Form.Item>
    </FormDrawer>
  );
}

/**
 * Notices (menu sysNotice): drafts are edited in a rich-text editor; publishing is
 * irrevocable and reaches every user of the tenant live; a published notice can be withdrawn.
 */
export default function NoticePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<NoticeRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<NoticeRow | null>(null);
  const lang = useLanguage();
  // Publish and withdraw are the declaration's transitions (the engine's sysNotice/public and
  // cancel): shown by the row's state and the user's codes, one row or the selected ones.
  const transitions = useTransitions(sysNoticeResource, lang, {
    invalidate: [noticeKeys.all],
    onDone: () => table.setSelected([]),
  });
  const table = useResourceTable<NoticeRow>({
    queryKey: noticeKeys.page,
    fetchPage: sysNoticeApi.page,
    selectable: transitions.hasBatch,
  });
  const remove = useActionMutation(sysNoticeApi.delete, { success: t('notice.saved'), invalidate: [noticeKeys.all] });
  const statusTag = (v: number) => cells.tag({ label: t(`notice.statuses.${v}`), color: STATUS_COLORS[v] }, v);
  const columns = [
    { title: t('notice.title'), dataIndex: 'title', ellipsis: true },
    { title: t('notice.type'), dataIndex: 'type', width: 110, render: (v: number) => t(`notice.types.${v}`) },
    { title: t('notice.status'), dataIndex: 'status', width: 110, render: statusTag },
    { title: t('notice.publicUserName'), dataIndex: 'publicUserName', width: 140 },
    { title: t('notice.publicTime'), dataIndex: 'publicTime', width: 170, render: cells.datetime },
    { title: t('notice.createTime'), dataIndex: 'createTime', width: 170, render: cells.datetime },
    actionsColumn<NoticeRow>(
      t('notice.actions'),
      (row) => (
        <>
          <Button type="link" size="small" onClick={() => setViewing(row)}>
            {t('notice.view')}
          </Button>
          {row.status === 0 && (
            <>
              <Auth value="sysNotice:update">
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  {t('notice.edit')}
                </Button>
              </Auth>
              <Auth value="sysNotice:delete">
                <Popconfirm title={t('notice.deleteConfirm')} onConfirm={() => remove.run(row.id)}>
                  <Button type="link" size="small" danger>
                    {t('notice.delete')}
                  </Button>
                </Popconfirm>
              </Auth>
            </>
          )}
          {transitions.rowActions(row)}
        </>
      ),
      260,
    ),
  ];
  const sections: DetailSection<NoticeRow>[] = [
    {
      key: 'summary',
      render: (row) => (
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'type', label: t('notice.type'), children: t(`notice.types.${row.type}`) },
            { key: 'status', label: t('notice.status'), children: statusTag(row.status) },
            { key: 'publicUserName', label: t('notice.publicUserName'), children: row.publicUserName },
            { key: 'publicTime', label: t('notice.publicTime'), children: row.publicTime },
          ]}
        />
      ),
    },
    {
      key: 'content',
      title: t('notice.content'),
      render: (row) => (
        // Server-sanitised HTML (scripts, handlers and non-http(s) images removed).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: content is sanitised by the server allow-list
        <div className="ql-editor" dangerouslySetInnerHTML={{ __html: row.content }} />
      ),
    },
  ];
  return (
    <Card data-testid="sys-notice-page">
      <SearchForm
        form={form}
        onSearch={table.search}
        onReset={() => table.search({})}
        extra={
          <Auth value="sysNotice:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="notice-add">
              {t('notice.add')}
            </Button>
          </Auth>
        }
      >
        <Form.Item name="title" label={t('notice.title')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="type" label={t('notice.type')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={[1, 2].map((v) => ({ value: v, label: t(`notice.types.${v}`) }))}
          />
        </Form.Item>
      </SearchForm>
      {transitions.hasBatch && (
        <Toolbar>
          {transitions.batchActions(
            table.rows.filter((r) => table.selected.includes(r.id)),
            table.selected,
          )}
        </Toolbar>
      )}
      <Table<NoticeRow> {...table.tableProps} size="middle" columns={columns} scroll={{ x: 'max-content' }} />
      <NoticeForm
        row={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) table.refetch();
        }}
      />
      <DetailDrawer<NoticeRow>
        row={viewing}
        title={(row) => row.title}
        sections={sections}
        load={{ queryKey: noticeKeys.detail, fetch: sysNoticeApi.detail }}
        onClose={() => setViewing(null)}
      />
      {transitions.dialog}
    </Card>
  );
}
