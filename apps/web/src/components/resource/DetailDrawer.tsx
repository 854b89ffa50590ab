import { type FieldInfo, type Language, listFields, type Resource } from '@printfloor/contract';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Drawer, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { renderValue } from './columns.tsx';
import type { DictOption } from './dict.ts';
import { localized } from './lang.ts';

/** One block of a detail view (Medusa-style sections: a titled card each). */
export interface DetailSection<Row> {
  key: string;
  title?: ReactNode;
  /** Buttons in the section's header (e.g. the transitions of the row). */
  extra?: (row: Row) => ReactNode;
  render: (row: Row) => ReactNode;
  /** Shown only for rows it is true of (e.g. the merged work orders of a merge). */
  when?: (row: Row) => boolean;
}

/**
 * The detail of one row in a drawer, as sections. With `load` the drawer reads the row fresh
 * (sub-tables and long fields the page leaves out) and shows the list row meanwhile.
 */
export function DetailDrawer<Row extends { id: number }>({
  row,
  title,
  sections,
  load,
  width = 720,
  onClose,
}: {
  /** The row to show; null: closed. */
  row: Row | null;
  title?: (row: Row) => ReactNode;
  sections: readonly DetailSection<Row>[];
  load?: { queryKey: (id: number) => QueryKey; fetch: (id: number) => Promise<Row | null> };
  width?: number;
  onClose: () => void;
}) {
  const detail = useQuery({
    queryKey: load && row ? load.queryKey(row.id) : ['detail-drawer', 'none'],
    queryFn: () => (load && row ? load.fetch(row.id) : null),
    enabled: !!(load && row),
  });
  const shown = (load ? detail.data : null) ?? row;
  return (
    <Drawer
      open={!!row}
      title={shown && title ? title(shown) : undefined}
      size={width}
      onClose={onClose}
      destroyOnHidden
      data-testid="detail-drawer"
    >
      <Spin spinning={!!load && detail.isFetching}>
        {shown && (
          <Flex vertical gap={16}>
            {sections
              .filter((s) => !s.when || s.when(shown))
              .map((s) => (
                <Card key={s.key} size="small" title={s.title} extra={s.extra?.(shown)} data-testid={`detail-${s.key}`}>
                  {s.render(shown)}
                </Card>
              ))}
          </Flex>
        )}
      </Spin>
    </Drawer>
  );
}

/** A section listing declared fields as label / value pairs (default: the list fields). */
export function fieldsSection<Row extends Record<string, unknown> & { id: number }>(
  resource: Resource,
  lang: Language,
  dictLookup: (typeCode: string, code: unknown) => DictOption | undefined,
  options: { key?: string; title?: ReactNode; fields?: readonly FieldInfo[] } = {},
): DetailSection<Row> {
  const fields = options.fields ?? listFields(resource);
  return {
    key: options.key ?? 'fields',
    title: options.title,
    render: (row) => (
      <Descriptions
        size="small"
        column={2}
        items={fields.map((f) => ({
          key: f.key,
          label: localized(f.label, lang),
          children: renderValue(f, row, lang, dictLookup),
        }))}
      />
    ),
  };
}
