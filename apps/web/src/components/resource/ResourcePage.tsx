import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  ImportOutlined,
  PlusOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import {
  COMMON_LABELS,
  type FieldInfo,
  type Language,
  listFields,
  type Resource,
  type ResourceAction,
  refLabelKey,
  Status,
  searchFields,
} from '@printfloor/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Image,
  Popconfirm,
  Space,
  Switch,
  Table,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageQuery, type ResourceRow, resourceApi, saveFile } from '../../api/resource.ts';
import { Auth } from '../auth/Auth.tsx';
import { useAuth } from '../auth/useAuth.ts';
import { type ColumnChoice, ColumnSettings, useColumnState } from './ColumnSettings.tsx';
import { DeleteAction } from './DeleteAction.tsx';
import { type DictOption, useDictLookup } from './dict.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { enumOptions } from './inputs.tsx';
import { localized, useLanguage } from './lang.ts';
import { type FormMode, ResourceForm } from './ResourceForm.tsx';
import { SearchForm } from './SearchForm.tsx';
import './resource.css';

/** Base columns a resource row carries besides its fields (admin-net-contract §9.1). */
const BASE_COLUMNS = ['createTime', 'updateTime', 'createUserName', 'updateUserName'] as const;
type BaseColumn = (typeof BASE_COLUMNS)[number];
const BASE_VISIBLE: Record<BaseColumn, boolean> = {
  createTime: true,
  updateTime: false,
  createUserName: false,
  updateUserName: false,
};

type SortState = { field: string; order: 'ascending' | 'descending' } | null;

/** The text shown for one cell of a field. */
export function renderValue(
  field: FieldInfo,
  row: ResourceRow,
  lang: Language,
  dictLookup: (typeCode: string, code: unknown) => DictOption | undefined,
): ReactNode {
  const value = row[field.key];
  switch (field.type) {
    case 'enum': {
      const option = enumOptions(field, lang).find((o) => o.value === value);
      if (!option) return value === null || value === undefined ? '' : String(value);
      return <Tag color={option.color}>{option.label}</Tag>;
    }
    case 'dict': {
      const option = dictLookup(field.dict as string, value);
      if (!option) return value === null || value === undefined ? '' : String(value);
      return <Tag color={option.color}>{option.label}</Tag>;
    }
    case 'ref': {
      const label = row[refLabelKey(field.key, field)];
      if (label !== null && label !== undefined) return String(label);
      return value === null || value === undefined ? '' : String(value);
    }
    case 'boolean':
      if (value === null || value === undefined) return '';
      return (
        <Tag color={value ? 'success' : 'default'}>{localized(value ? COMMON_LABELS.yes : COMMON_LABELS.no, lang)}</Tag>
      );
    case 'money':
      return typeof value === 'number' ? value.toFixed(2) : String(value ?? '');
    case 'image':
      return value ? <Image src={String(value)} width={40} height={40} style={{ objectFit: 'cover' }} /> : '';
    case 'text':
      return value ? (
        <Typography.Text ellipsis={{ tooltip: String(value) }} style={{ maxWidth: 240 }}>
          {String(value)}
        </Typography.Text>
      ) : (
        ''
      );
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

export interface ResourcePageProps {
  resource: Resource;
  /** Filters and values the page fixes (e.g. `{dictTypeId}`): sent with page/export/add, hidden in the UI. */
  fixed?: Record<string, unknown>;
  /** Card title (default: the resource title). */
  title?: ReactNode;
  /** Row click (e.g. choosing the dictionary type whose values the other pane shows). */
  onRowClick?: (row: ResourceRow) => void;
  activeRowId?: number | null;
  /** After a successful write (add, update, delete, status, import). */
  onChanged?: () => void;
  defaultPageSize?: number;
  /** The page sits in a narrow pane: search controls two per row. */
  narrow?: boolean;
  /** Columns hidden until the user shows them in the column settings. */
  defaultHidden?: readonly string[];
}

/**
 * The generic list page of a declared resource (issue 3 point 10): search form, server-paged
 * and sorted table, column settings, add/edit drawer validated with the contract's schema,
 * delete, batch delete, status switch, export, import with a per-row report, template —
 * each action shown only when the resource has it and the user holds its code.
 */
export function ResourcePage({
  resource,
  fixed,
  title,
  onRowClick,
  activeRowId,
  onChanged,
  defaultPageSize = 20,
  narrow = false,
  defaultHidden,
}: ResourcePageProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { auth } = useAuth();
  const api = useMemo(() => resourceApi(resource.name), [resource.name]);
  const dictLookup = useDictLookup(lang);

  const has = (action: ResourceAction) => resource.actions.includes(action);
  const can = (action: ResourceAction) => has(action) && auth(resource.permissions[action]);

  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });
  const [sort, setSort] = useState<SortState>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [formMode, setFormMode] = useState<FormMode | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const fixedKeys = useMemo(() => new Set(Object.keys(fixed ?? {})), [fixed]);
  const searchable = useMemo(() => searchFields(resource).filter((f) => !fixedKeys.has(f.key)), [resource, fixedKeys]);
  const sortable = useMemo(() => new Set(resource.sortableFields), [resource]);
  const fieldByKey = useMemo(() => new Map(resource.fieldList.map((f) => [f.key, f])), [resource]);
  const label = (key: string) => {
    const f = fieldByKey.get(key);
    if (f) return localized(f.label, lang);
    if ((BASE_COLUMNS as readonly string[]).includes(key)) return t(`resource.${key as BaseColumn}`);
    return key;
  };

  const query: PageQuery = {
    ...filters,
    ...fixed,
    page: paging.page,
    pageSize: paging.pageSize,
    ...(sort ? { field: sort.field, order: sort.order } : {}),
    descStr: 'descending',
  };
  const pageQuery = useQuery({
    queryKey: ['resource', resource.name, 'page', query],
    queryFn: () => api.page(query),
    placeholderData: keepPreviousData,
  });

  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: ['resource', resource.name] });
    onChanged?.();
  };

  const hasStatusSwitch = resource.hasStatus && has('setStatus');
  const toggleStatus = async (row: ResourceRow, on: boolean) => {
    try {
      await api.setStatus(row.id, on ? Status.Enable : Status.Disable);
      void message.success(t('resource.statusChanged'));
      await changed();
    } catch {
      /* the request layer showed the server's message */
    }
  };

  const remove = async (ids: number[], batch: boolean) => {
    try {
      if (batch) await api.batchDelete(ids);
      else await api.delete(ids[0] as number);
      void message.success(t('resource.deleted'));
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      await changed();
    } catch {
      /* the request layer showed the server's message */
    }
  };

  const doExport = async () => {
    setExporting(true);
    try {
      const { page: _p, pageSize: _s, ...rest } = query;
      const file = await api.export(rest);
      saveFile(file);
      void message.success(t('resource.exported', { name: file.filename }));
    } catch {
      /* the request layer showed the server's message */
    } finally {
      setExporting(false);
    }
  };

  const doTemplate = async () => {
    try {
      saveFile(await api.template());
    } catch {
      /* the request layer showed the server's message */
    }
  };

  // Columns: the list fields (minus fixed ones) and the base columns, ordered and filtered by the user.
  const choices: ColumnChoice[] = useMemo(
    () => [
      ...listFields(resource)
        .filter((f) => !fixedKeys.has(f.key))
        .map((f) => ({ key: f.key, title: localized(f.label, lang), defaultVisible: !defaultHidden?.includes(f.key) })),
      ...BASE_COLUMNS.map((k) => ({
        key: k,
        title: t(`resource.${k}`),
        defaultVisible: BASE_VISIBLE[k] && !defaultHidden?.includes(k),
      })),
    ],
    [resource, fixedKeys, lang, t, defaultHidden],
  );
  const columnsKey = resource.name;
  const { state: columnState, save: saveColumns } = useColumnState(columnsKey, choices);

  const sortOrderOf = (key: string) =>
    sort?.field === key ? (sort.order === 'descending' ? 'descend' : 'ascend') : null;

  const dataColumns: NonNullable<TableProps<ResourceRow>['columns']> = columnState.order
    .filter((key) => !columnState.hidden.includes(key))
    .map((key) => {
      const field = fieldByKey.get(key);
      const isStatus = key === 'status' && hasStatusSwitch && field;
      return {
        key,
        dataIndex: key,
        title: label(key),
        sorter: sortable.has(key),
        sortOrder: sortable.has(key) ? sortOrderOf(key) : undefined,
        ellipsis: field?.type === 'text',
        render: (_: unknown, row: ResourceRow) => {
          if (isStatus && can('setStatus')) {
            return (
              <Switch
                size="small"
                checked={row.status === Status.Enable}
                aria-label={label('status')}
                onClick={(_checked, e) => e.stopPropagation()}
                onChange={(on) => void toggleStatus(row, on)}
              />
            );
          }
          if (field) return renderValue(field, row, lang, dictLookup);
          const v = row[key];
          return v === null || v === undefined ? '' : String(v);
        },
      };
    });

  const rowActions = can('update') || can('delete');
  const columns: NonNullable<TableProps<ResourceRow>['columns']> = rowActions
    ? [
        ...dataColumns,
        {
          key: '__actions',
          title: t('resource.actions'),
          fixed: 'right',
          width: 150,
          render: (_: unknown, row: ResourceRow) => (
            <Space size={0} onClick={(e) => e.stopPropagation()}>
              <Auth value={resource.permissions.update}>
                {has('update') && (
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setFormMode({ kind: 'edit', row })}
                  >
                    {t('resource.edit')}
                  </Button>
                )}
              </Auth>
              {has('delete') && (
                <DeleteAction code={resource.permissions.delete} onConfirm={() => remove([row.id], false)} />
              )}
            </Space>
          ),
        },
      ]
    : dataColumns;

  const onTableChange: TableProps<ResourceRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = s?.columnKey ?? s?.field;
      setSort(
        s?.order && field ? { field: String(field), order: s.order === 'descend' ? 'descending' : 'ascending' } : null,
      );
      setPaging((p) => ({ ...p, page: 1 }));
      return;
    }
    setPaging({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? paging.pageSize });
  };

  const resourceTitle = localized(resource.title, lang);
  const data = pageQuery.data;

  const toolbar = (
    <Space wrap>
      <Auth value={resource.permissions.add}>
        {has('add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setFormMode({ kind: 'add' })}
            data-testid="resource-add"
          >
            {t('resource.add')}
          </Button>
        )}
      </Auth>
      <Auth value={resource.permissions.batchDelete}>
        {has('batchDelete') && (
          <Popconfirm
            title={t('resource.confirmBatchDelete', { count: selected.length })}
            okText={t('resource.submit')}
            cancelText={t('resource.cancel')}
            disabled={selected.length === 0}
            onConfirm={() => remove(selected, true)}
          >
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0}>
              {t('resource.batchDelete')}
            </Button>
          </Popconfirm>
        )}
      </Auth>
      <Auth value={resource.permissions.import}>
        {has('import') && (
          <Button icon={<ImportOutlined />} onClick={() => setImportOpen(true)}>
            {t('resource.import')}
          </Button>
        )}
      </Auth>
      <Auth value={resource.permissions.import}>
        {has('import') && (
          <Button icon={<DownloadOutlined />} onClick={doTemplate}>
            {t('resource.template')}
          </Button>
        )}
      </Auth>
      <Auth value={resource.permissions.export}>
        {has('export') && (
          <Button icon={<ExportOutlined />} loading={exporting} onClick={doExport}>
            {t('resource.export')}
          </Button>
        )}
      </Auth>
      {selected.length > 0 && (
        <Typography.Text type="secondary">{t('resource.selected', { count: selected.length })}</Typography.Text>
      )}
    </Space>
  );

  return (
    <div className="pf-resource-page" data-testid={`resource-page-${resource.name}`}>
      {searchable.length > 0 && (
        <Card size="small" className="pf-resource-search-card">
          <SearchForm
            fields={searchable}
            lang={lang}
            narrow={narrow}
            onSearch={(f) => {
              setFilters(f);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
        </Card>
      )}
      <Card
        size="small"
        title={title ?? resourceTitle}
        extra={
          <Space>
            <Tooltip title={t('resource.refresh')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={t('resource.refresh')}
                onClick={() => void pageQuery.refetch()}
              />
            </Tooltip>
            <ColumnSettings columns={choices} state={columnState} onChange={saveColumns} />
          </Space>
        }
      >
        <div className="pf-resource-toolbar">{toolbar}</div>
        <Table<ResourceRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={pageQuery.isFetching}
          scroll={{ x: 'max-content' }}
          onChange={onTableChange}
          rowSelection={
            can('batchDelete')
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  preserveSelectedRowKeys: true,
                }
              : undefined
          }
          onRow={onRowClick ? (row) => ({ onClick: () => onRowClick(row), style: { cursor: 'pointer' } }) : undefined}
          rowClassName={(row) => (activeRowId !== undefined && row.id === activeRowId ? 'pf-resource-row-active' : '')}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t('resource.total', { total }),
          }}
        />
      </Card>
      <ResourceForm
        resource={resource}
        mode={formMode}
        lang={lang}
        fixed={fixed}
        onClose={() => setFormMode(null)}
        onSubmit={async (mode, body) => {
          if (mode.kind === 'edit') await api.update(body);
          else await api.add(body);
          void message.success(t('resource.saved'));
          setFormMode(null);
          await changed();
        }}
      />
      {has('import') && (
        <ImportDialog
          open={importOpen}
          title={t('resource.importTitle', { title: resourceTitle })}
          upload={api.import}
          fieldLabel={label}
          onClose={() => setImportOpen(false)}
          onImported={(r) => {
            if (r.imported > 0) void changed();
          }}
        />
      )}
    </div>
  );
}
