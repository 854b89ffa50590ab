import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ChildInfo, FieldInfo, Language, Resource } from '@printfloor/contract';
import { Button, Typography } from 'antd';
import { type CSSProperties, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormInput, isChoice } from './inputs.tsx';
import { localized } from './lang.ts';
import { translateValidation } from './validation.ts';

export type ChildRow = Record<string, unknown>;

/** A new row: the declared defaults, everything else empty. */
export function emptyChildRow(child: ChildInfo): ChildRow {
  const row: ChildRow = {};
  for (const f of child.fieldList) row[f.key] = f.default ?? null;
  return row;
}

/** The rows after moving the one at `from` to `to` (the drag-end / keyboard sort handler). */
export function moveChildRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  return arrayMove([...rows], from, to);
}

/**
 * Messages of sub-table rows by child key, then by `index.field` ('' = the whole table), from a
 * schema's issues (path `materials.2.rate`) or a server answer's fields (`materials.2.rate` keys).
 */
export type ChildErrors = Record<string, Record<string, string[]>>;

export function childErrorsFromPaths(resource: Resource, entries: [string, string[]][]): ChildErrors {
  const out: ChildErrors = {};
  for (const [path, messages] of entries) {
    const [head, ...rest] = path.split('.');
    const child = resource.childList.find((c) => c.key.toLowerCase() === (head ?? '').toLowerCase());
    if (!child) continue;
    const byCell = out[child.key] ?? {};
    const key = rest.join('.');
    byCell[key] = [...(byCell[key] ?? []), ...messages];
    out[child.key] = byCell;
  }
  return out;
}

/** Sub-table issues of a parsed form body: translated, with the column label in front of fragments. */
export function childErrorsFromIssues(
  resource: Resource,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  lang: Language,
): ChildErrors {
  const entries: [string, string[]][] = [];
  for (const issue of issues) {
    const [head, index, field] = issue.path.map(String);
    const child = resource.childList.find((c) => c.key === head);
    if (!child) continue;
    const label = field ? child.fieldList.find((f) => f.key === field)?.label : undefined;
    const text = translateValidation(issue.message, lang, label ? localized(label, lang) : undefined);
    entries.push([[head, index, field].filter((p) => p !== undefined).join('.'), [text]]);
  }
  return childErrorsFromPaths(resource, entries);
}

function DragHandle({ label, ...props }: { label: string } & Record<string, unknown>) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="pf-child-drag"
      style={{ cursor: 'grab', border: 'none', background: 'transparent', padding: '0 4px', fontSize: 16 }}
      {...props}
    >
      ⠿
    </button>
  );
}

function SortableRow({
  id,
  ordered,
  children,
  dragLabel,
  index,
}: {
  id: string;
  ordered: boolean;
  children: ReactNode;
  dragLabel: string;
  index: number;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !ordered,
  });
  const style: CSSProperties = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    background: isDragging ? 'var(--ant-color-fill-secondary, #f5f5f5)' : undefined,
  };
  return (
    <tr ref={setNodeRef} style={style} data-testid="child-row" data-row-index={index}>
      {ordered && (
        <td style={{ width: 28, verticalAlign: 'top', paddingTop: 6 }}>
          <DragHandle label={dragLabel} ref={setActivatorNodeRef} {...attributes} {...listeners} />
        </td>
      )}
      {children}
    </tr>
  );
}

/**
 * The editable sub-table of a resource form (a ChildDef): one row per item with the inputs of
 * the child's fields, add / remove row, and — when `ordered` — a drag handle to reorder rows
 * (mouse, or keyboard: focus the handle, Space, arrows, Space). A controlled Form.Item input.
 */
export function ChildTable({
  child,
  lang,
  value,
  onChange,
  errors,
  id,
}: {
  child: ChildInfo;
  lang: Language;
  value?: ChildRow[] | null;
  onChange?: (rows: ChildRow[]) => void;
  /** Messages by `index.field`; '' = the whole table. */
  errors?: Record<string, string[]>;
  id?: string;
}) {
  const { t } = useTranslation();
  const rows = value ?? [];
  const fields = child.fieldList.filter((f) => f.form !== false);
  const ordered = !!child.ordered;

  // Stable keys per row for the drag-and-drop list (rows have no id until saved).
  const keys = useRef<string[]>([]);
  const counter = useRef(0);
  const newKey = () => `${child.key}-${++counter.current}`;
  while (keys.current.length < rows.length) keys.current.push(newKey());
  if (keys.current.length > rows.length) keys.current = keys.current.slice(0, rows.length);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const setRow = (index: number, key: string, v: unknown) =>
    onChange?.(rows.map((r, i) => (i === index ? { ...r, [key]: v } : r)));
  const addRow = () => {
    keys.current = [...keys.current, newKey()];
    onChange?.([...rows, emptyChildRow(child)]);
  };
  const removeRow = (index: number) => {
    keys.current = keys.current.filter((_, i) => i !== index);
    onChange?.(rows.filter((_, i) => i !== index));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.current.indexOf(String(active.id));
    const to = keys.current.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    keys.current = moveChildRow(keys.current, from, to);
    onChange?.(moveChildRow(rows, from, to));
  };

  const label = (f: FieldInfo) => localized(f.label, lang);
  const cellErrors = (index: number, f: FieldInfo) => errors?.[`${index}.${f.key}`] ?? [];
  const tableErrors = Object.entries(errors ?? {})
    .filter(([k]) => !/^\d+\./.test(k))
    .flatMap(([, m]) => m);

  return (
    <div id={id} data-testid={`child-table-${child.key}`} className="pf-child-table">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {ordered && <th style={{ width: 28 }} />}
              <th style={{ width: 40, textAlign: 'left', fontWeight: 500 }}>{t('childTable.rowNo')}</th>
              {fields.map((f) => (
                <th key={f.key} style={{ textAlign: 'left', fontWeight: 500, padding: '0 4px' }}>
                  {f.required && <span style={{ color: 'var(--ant-color-error, #ff4d4f)', marginRight: 2 }}>*</span>}
                  {label(f)}
                </th>
              ))}
              <th style={{ width: 40 }}>
                <span className="sr-only" style={{ position: 'absolute', left: -9999 }}>
                  {t('childTable.actions')}
                </span>
              </th>
            </tr>
          </thead>
          <SortableContext items={keys.current} strategy={verticalListSortingStrategy}>
            <tbody>
              {rows.map((row, index) => (
                <SortableRow
                  key={keys.current[index]}
                  id={keys.current[index] as string}
                  ordered={ordered}
                  index={index}
                  dragLabel={t('childTable.dragRow')}
                >
                  <td style={{ verticalAlign: 'top', paddingTop: 6 }}>{index + 1}</td>
                  {fields.map((f) => {
                    const messages = cellErrors(index, f);
                    return (
                      <td key={f.key} style={{ padding: 4, verticalAlign: 'top' }}>
                        <div data-testid={`child-cell-${child.key}-${index}-${f.key}`}>
                          <FormInput
                            field={f}
                            lang={lang}
                            value={row[f.key] ?? (f.type === 'boolean' ? false : null)}
                            onChange={(v) => setRow(index, f.key, v)}
                            placeholder={
                              isChoice(f)
                                ? t('resource.selectPlaceholder', { label: label(f) })
                                : t('resource.inputPlaceholder', { label: label(f) })
                            }
                          />
                        </div>
                        {messages.map((m) => (
                          <Typography.Text key={m} type="danger" style={{ display: 'block', fontSize: 12 }}>
                            {m}
                          </Typography.Text>
                        ))}
                      </td>
                    );
                  })}
                  <td style={{ verticalAlign: 'top' }}>
                    <Button
                      type="link"
                      danger
                      size="small"
                      aria-label={t('childTable.removeRow')}
                      onClick={() => removeRow(index)}
                    >
                      ✕
                    </Button>
                  </td>
                </SortableRow>
              ))}
            </tbody>
          </SortableContext>
        </table>
      </DndContext>
      {rows.length === 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 0' }}>
          {t('childTable.empty')}
        </Typography.Text>
      )}
      {tableErrors.map((m) => (
        <Typography.Text key={m} type="danger" style={{ display: 'block' }} data-testid="child-table-error">
          {m}
        </Typography.Text>
      ))}
      <Button size="small" onClick={addRow} style={{ marginTop: 4 }} data-testid={`child-add-${child.key}`}>
        + {t('childTable.addRow')}
      </Button>
    </div>
  );
}
