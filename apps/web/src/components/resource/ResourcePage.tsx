import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  EyeOutlined,
  ImportOutlined,
  PlusOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import {
  fixedWrites,
  listFields,
  type Resource,
  type ResourceAction,
  rowAllows,
  Status,
  searchFields,
} from '@printfloor/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Space, Switch, Table, type TableProps, Tooltip, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type ResourceRow, resourceApi, resourceKeys, saveFile } from '../../api/resource.ts';
import { Auth } from '../auth/Auth.tsx';
import { useAuth } from '../auth/useAuth.ts';
import { type ColumnChoice, ColumnSettings, useColumnState } from './ColumnSettings.tsx';
import { columnEllipsis, columnWidth, renderValue } from './columns.tsx';
import { DeleteAction } from './DeleteAction.tsx';
import { DetailDrawer, type DetailSection } from './DetailDrawer.tsx';
import { useDictLookup } from './dict.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { localized, useLanguage } from './lang.ts';
import { type FormMode, ResourceForm } from './ResourceForm.tsx';
import { ResourceTabs, tabFilter } from './ResourceTabs.tsx';
import { SearchForm } from './SearchForm.tsx';
import { actionsColumn, Toolbar } from './slots.tsx';
import { useTransitions } from './TransitionActions.tsx';
import { type ResourceTable, useResourceTable } from './useResourceTable.ts';
import { WholeSearchBar } from './WholeSearchBar.tsx';
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

export { renderValue } from './columns.tsx';

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
  /** Toolbar slot: buttons after the built-in ones (the table gives the selection). */
  toolbar?: (table: ResourceTable<ResourceRow>) => ReactNode;
  /** Row-action slot: actions before the built-in edit and delete. */
  rowActions?: (row: ResourceRow, table: ResourceTable<ResourceRow>) => ReactNode;
  /** Detail drawer sections; given, each row gets a View action (default sections: none). */
  detailSections?: readonly DetailSection<ResourceRow>[];
  /**
   * The page's own add / edit editor instead of the generated form (the import-template mapper, a
   * return picking its order's lines): given the mode, it calls `close(saved)`; saved refreshes the list.
   */
  editor?: (mode: FormMode | null, close: (saved: boolean) => void) => ReactNode;
}

/**
 * The generic list page of a declared resource (issue 3 point 10): search form, server-paged
 * and sorted table, column settings, add/edit drawer validated with the contract's schema,
 * delete, batch delete, status switch, export, import with a per-row report, template —
 * each action shown only when the resource has it and the user holds its code.
 */
export function ResourcePage({
  resource,
  fixed: fixedProp,
  title,
  onRowClick,
  activeRowId,
  onChanged,
  defaultPageSize = 20,
  narrow = false,
  defaultHidden,
  toolbar: extraToolbar,
  rowActions: extraRowActions,
  detailSections,
  editor,
}: ResourcePageProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  // The declaration's own single fixed values are fixed on the page too (a fixed set of values,
  // e.g. the heat-print list's kinds, is the server's filter: the field stays a column and a search).
  const fixed = useMemo(
    () => (resource.fixed || fixedProp ? { ...fixedWrites(resource.fixed), ...fixedProp } : undefined),
    [resource.fixed, fixedProp],
  );
  const queryClient = useQueryClient();
  const { auth } = useAuth();
  const api = useMemo(() => resourceApi(resource.name), [resource.name]);
  const dictLookup = useDictLookup(lang);

  const has = (action: ResourceAction) => resource.actions.includes(action);
  const can = (action: ResourceAction) => has(action) && auth(resource.permissions[action]);

  const transitions = useTransitions(resource, lang, {
    onDone: () => {
      table.setSelected([]);
      onChanged?.();
    },
  });
  const [tab, setTab] = useState('all');
  // A link may open the list searched (`?skuCode=…`): text search fields named in the URL's query.
  const [params] = useSearchParams();
  const [opened] = useState(() => {
    const values: Record<string, string> = {};
    for (const f of searchFields(resource))
      if (f.type === 'string' && f.searchForm !== false && params.get(f.key))
        values[f.key] = params.get(f.key) as string;
    return Object.keys(values).length ? values : undefined;
  });
  const table = useResourceTable<ResourceRow>({
    queryKey: (q) => resourceKeys(resource.name).page(q),
    fetchPage: (q) => api.page({ ...q, descStr: 'descending' }),
    // The active tab's filter goes with the page call, over the search (the tab decides its fields).
    fixed: { ...fixed, ...tabFilter(resource, tab) },
    defaultPageSize,
    selectable: can('batchDelete') || transitions.hasBatch,
    initialFilters: opened,
  });
  const { query, selected, pageQuery } = table;
  const [viewing, setViewing] = useState<ResourceRow | null>(null);
  const [formMode, setFormMode] = useState<FormMode | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const fixedKeys = useMemo(() => new Set(Object.keys(fixed ?? {})), [fixed]);
  const searchable = useMemo(
    () => searchFields(resource).filter((f) => f.searchForm !== false && !fixedKeys.has(f.key)),
    [resource, fixedKeys],
  );
  const sortable = useMemo(() => new Set(resource.sortableFields), [resource]);
  const fieldByKey = useMemo(() => new Map(resource.fieldList.map((f) => [f.key, f])), [resource]);
  const label = (key: string) => {
    const f = fieldByKey.get(key);
    if (f) return localized(f.label, lang);
    if ((BASE_COLUMNS as readonly string[]).includes(key)) return t(`resource.${key as BaseColumn}`);
    return key;
  };

  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: resourceKeys(resource.name).all });
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
      table.unselect(ids);
      await changed();
    } catch {
      /* the request layer showed the server's message */
    }
  };

  const doExport = async () => {
    setExporting(true);
    try {
      const { page: _p, pageSize: _s, ...rest } = { ...query, descStr: 'descending' };
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
        sortOrder: sortable.has(key) ? table.sortOrderOf(key) : undefined,
        width: columnWidth(field, key),
        ellipsis: isStatus ? undefined : columnEllipsis(field),
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

  const hasRowActions =
    can('update') || can('delete') || !!extraRowActions || !!detailSections || resource.transitionList.length > 0;
  const columns: NonNullable<TableProps<ResourceRow>['columns']> = hasRowActions
    ? [
        ...dataColumns,
        actionsColumn<ResourceRow>(
          t('resource.actions'),
          (row) => (
            <>
              {detailSections && (
                <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(row)}>
                  {t('resource.view')}
                </Button>
              )}
              {transitions.rowActions(row)}
              {extraRowActions?.(row, table)}
              {/* Rows the declaration does not let change (editableWhen / deletableWhen) show neither button. */}
              <Auth value={resource.permissions.update}>
                {has('update') && rowAllows(resource, 'update', row) && (
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
              {has('delete') && rowAllows(resource, 'delete', row) && (
                <DeleteAction code={resource.permissions.delete} onConfirm={() => remove([row.id], false)} />
              )}
            </>
          ),
          extraRowActions || detailSections || resource.transitionList.length ? undefined : 150,
        ),
      ]
    : dataColumns;

  const resourceTitle = localized(resource.title, lang);
  // Every row of the page selected, and more rows match: the batch may take the whole search instead
  // ("all N matching"), sent as the page call's filters; chosen for one search, it ends with it.
  const { page: _page, pageSize: _size, field: _field, order: _order, ...searchFilters } = query;
  const searchKey = JSON.stringify(searchFilters);
  const [wholeFor, setWholeFor] = useState<string | null>(null);
  const wholePage = table.rows.length > 0 && table.rows.every((r) => selected.includes(r.id));
  const offerWhole = transitions.hasWholeSearch && wholePage && table.total > table.rows.length;
  const whole = offerWhole && wholeFor === searchKey ? { filters: searchFilters, total: table.total } : undefined;

  // A selection holding a row the declaration keeps from deletion (deletableWhen) cannot be batch deleted.
  const batchDeletable =
    selected.length > 0 && table.rows.every((r) => !selected.includes(r.id) || rowAllows(resource, 'delete', r));

  const toolbar = (
    <Toolbar>
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
            disabled={!batchDeletable}
            onConfirm={() => remove(selected, true)}
          >
            <Button danger icon={<DeleteOutlined />} disabled={!batchDeletable}>
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
      {transitions.batchActions(
        table.rows.filter((r) => selected.includes(r.id)),
        selected,
        whole,
      )}
      {selected.length > 0 && !whole && (
        <Typography.Text type="secondary">{t('resource.selected', { count: selected.length })}</Typography.Text>
      )}
      {extraToolbar?.(table)}
    </Toolbar>
  );

  return (
    <div className="pf-resource-page" data-testid={`resource-page-${resource.name}`}>
      {searchable.length > 0 && (
        <Card size="small" className="pf-resource-search-card">
          <SearchForm
            fields={searchable}
            lang={lang}
            resource={resource.name}
            narrow={narrow}
            onSearch={table.search}
            initialValues={opened}
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
        {resource.tabs?.length ? (
          <ResourceTabs
            resource={resource}
            filters={{ ...table.filters, ...fixed }}
            active={tab}
            onChange={(key) => {
              setTab(key);
              table.search(table.filters);
            }}
          />
        ) : null}
        {toolbar}
        {offerWhole && (
          <WholeSearchBar
            pageCount={table.rows.length}
            total={table.total}
            chosen={!!whole}
            onChoose={() => setWholeFor(searchKey)}
            onClear={() => {
              setWholeFor(null);
              table.setSelected([]);
            }}
          />
        )}
        <Table<ResourceRow>
          {...table.tableProps}
          size="small"
          columns={columns}
          scroll={{ x: 'max-content' }}
          onRow={onRowClick ? (row) => ({ onClick: () => onRowClick(row), style: { cursor: 'pointer' } }) : undefined}
          rowClassName={(row) => (activeRowId !== undefined && row.id === activeRowId ? 'pf-resource-row-active' : '')}
        />
      </Card>
      {editor?.(formMode, (saved) => {
        setFormMode(null);
        if (saved) void changed();
      })}
      <ResourceForm
        resource={resource}
        mode={editor ? null : formMode}
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
      {transitions.dialog}
      {detailSections && (
        <DetailDrawer<ResourceRow>
          row={viewing}
          title={() => resourceTitle}
          sections={detailSections}
          load={has('detail') ? { queryKey: resourceKeys(resource.name).detail, fetch: api.detail } : undefined}
          onClose={() => setViewing(null)}
        />
      )}
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
