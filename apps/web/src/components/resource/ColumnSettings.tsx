import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentArea } from '../../utils/area.ts';
import { Local } from '../../utils/storage.ts';

export interface ColumnChoice {
  key: string;
  title: string;
  /** Shown when the user has not chosen (default true). */
  defaultVisible?: boolean;
}

export interface ColumnState {
  order: string[];
  hidden: string[];
}

const storageKey = (tableKey: string) => `tableColumns:${tableKey}`;

function defaults(columns: readonly ColumnChoice[]): ColumnState {
  return {
    order: columns.map((c) => c.key),
    hidden: columns.filter((c) => c.defaultVisible === false).map((c) => c.key),
  };
}

/** Merges a saved state with the current columns: unknown keys dropped, new columns appended. */
export function mergeColumnState(saved: ColumnState | null, columns: readonly ColumnChoice[]): ColumnState {
  const base = defaults(columns);
  if (!saved || !Array.isArray(saved.order) || !Array.isArray(saved.hidden)) return base;
  const known = new Set(base.order);
  const order = saved.order.filter((k) => known.has(k));
  for (const k of base.order) if (!order.includes(k)) order.push(k);
  const savedKeys = new Set(saved.order);
  const hidden = [
    ...saved.hidden.filter((k) => known.has(k)),
    ...base.hidden.filter((k) => !savedKeys.has(k) && !saved.hidden.includes(k)),
  ];
  return { order, hidden };
}

/** Column order and visibility of one table, stored per area in local storage (`tableColumns:<key>`). */
export function useColumnState(tableKey: string, columns: readonly ColumnChoice[]) {
  const area = currentArea();
  const [state, setState] = useState<ColumnState>(() =>
    mergeColumnState(Local.get<ColumnState>(area, storageKey(tableKey)), columns),
  );
  const merged = mergeColumnState(state, columns);
  const save = useCallback(
    (next: ColumnState | null) => {
      if (next) Local.set(area, storageKey(tableKey), next);
      else Local.remove(area, storageKey(tableKey));
      setState(next ?? defaults(columns));
    },
    [area, tableKey, columns],
  );
  return { state: merged, save };
}

/** The column settings popover: show/hide and move up/down; a reset restores the declaration's order. */
export function ColumnSettings({
  columns,
  state,
  onChange,
}: {
  columns: readonly ColumnChoice[];
  state: ColumnState;
  onChange: (next: ColumnState | null) => void;
}) {
  const { t } = useTranslation();
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const move = (index: number, delta: number) => {
    const order = [...state.order];
    const target = index + delta;
    if (target < 0 || target >= order.length) return;
    [order[index], order[target]] = [order[target] as string, order[index] as string];
    onChange({ ...state, order });
  };
  const toggle = (key: string, visible: boolean) => {
    const hidden = visible ? state.hidden.filter((k) => k !== key) : [...state.hidden, key];
    onChange({ ...state, hidden });
  };
  const content = (
    <div data-testid="column-settings" style={{ minWidth: 220 }}>
      {state.order.map((key, index) => (
        <div key={key} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <Checkbox checked={!state.hidden.includes(key)} onChange={(e) => toggle(key, e.target.checked)}>
            {byKey.get(key)?.title ?? key}
          </Checkbox>
          <Space size={0}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('resource.moveUp')}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('resource.moveDown')}
              disabled={index === state.order.length - 1}
              onClick={() => move(index, 1)}
            />
          </Space>
        </div>
      ))}
      <Button type="link" size="small" style={{ paddingInline: 0, marginTop: 4 }} onClick={() => onChange(null)}>
        {t('resource.columnsReset')}
      </Button>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Tooltip title={t('resource.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('resource.columns')} />
      </Tooltip>
    </Popover>
  );
}
