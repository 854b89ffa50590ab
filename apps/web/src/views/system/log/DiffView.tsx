import { diffRecords, type FieldDiff } from '@printfloor/contract';
import { Empty, Switch, Table, Tag } from 'antd';
import { type HTMLAttributes, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A JSON value as one line of text (strings as they are). */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Accepts a JSON object or its text (diff logs store jsonb; some drivers hand back text). */
function asRecord(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return { value };
  }
}

const CHANGED_STYLE = { background: 'var(--ant-color-warning-bg, #fffbe6)' };

/**
 * Before and after of one diff-log entry side by side: one row per field, changed fields
 * highlighted (and countable / filterable), unchanged ones shown for context.
 */
export function DiffView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const [onlyChanged, setOnlyChanged] = useState(false);
  const rows = useMemo(() => diffRecords(asRecord(before), asRecord(after)), [before, after]);
  const changed = rows.filter((r) => r.changed).length;
  if (rows.length === 0) return <Empty description={t('sysAdmin.diff.none')} />;
  const shown = onlyChanged ? rows.filter((r) => r.changed) : rows;
  return (
    <div data-testid="diff-view">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 8 }}>
        <Tag color={changed ? 'orange' : 'default'} data-testid="diff-changed-count">
          {t('sysAdmin.diff.changedCount', { count: changed })}
        </Tag>
        <Switch
          size="small"
          checked={onlyChanged}
          onChange={setOnlyChanged}
          aria-label={t('sysAdmin.diff.onlyChanged')}
        />
        <span>{t('sysAdmin.diff.onlyChanged')}</span>
      </div>
      <Table<FieldDiff>
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={shown}
        onRow={(row) =>
          ({
            'data-changed': row.changed ? 'true' : 'false',
            style: row.changed ? CHANGED_STYLE : undefined,
          }) as HTMLAttributes<HTMLElement>
        }
        columns={[
          { title: t('sysAdmin.diff.field'), dataIndex: 'field', width: 180 },
          {
            title: t('sysAdmin.diff.before'),
            dataIndex: 'before',
            render: (v: unknown, row) => (
              <span style={row.changed ? { color: 'var(--ant-color-error, #cf1322)' } : undefined}>
                {displayValue(v)}
              </span>
            ),
          },
          {
            title: t('sysAdmin.diff.after'),
            dataIndex: 'after',
            render: (v: unknown, row) => (
              <span style={row.changed ? { color: 'var(--ant-color-success, #389e0d)', fontWeight: 600 } : undefined}>
                {displayValue(v)}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
