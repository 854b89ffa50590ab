import type { DbTableRow } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Input, Row, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sysDatabaseApi } from '../../../api/sysDatabase.ts';
import { TableDetail } from './TableDetail.tsx';

/** Tables whose name or comment contains the search text (case-insensitive). */
export function matchTables(tables: readonly DbTableRow[], search: string): DbTableRow[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...tables];
  return tables.filter((t) => t.name.toLowerCase().includes(q) || (t.description ?? '').toLowerCase().includes(q));
}

/**
 * Database tables (menu sysDatabase, component /system/database/index): the tables of the
 * database from the PostgreSQL catalogue, read-only — marking, row-level security, row estimate;
 * a picked table's columns, indexes and policies on the right.
 */
export default function SysDatabasePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const tables = useQuery({ queryKey: ['sysDatabase', 'tables'], queryFn: sysDatabaseApi.tables });
  const shown = useMemo(() => matchTables(tables.data ?? [], search), [tables.data, search]);
  const table = tables.data?.find((x) => x.name === picked) ?? null;

  return (
    <Row gutter={[12, 12]} data-testid="database-page">
      <Col xs={24}>
        <Alert type="info" showIcon title={t('sysDatabase.readOnly')} />
      </Col>
      <Col xs={24} xl={11}>
        <Card size="small" title={t('sysDatabase.tables')} extra={t('sysDatabase.count', { count: shown.length })}>
          <Input.Search
            allowClear
            placeholder={t('sysDatabase.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ marginBottom: 8 }}
            data-testid="database-search"
          />
          <Table<DbTableRow>
            size="small"
            rowKey="name"
            loading={tables.isLoading}
            dataSource={shown}
            pagination={{ pageSize: 15, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            onRow={(r) => ({ onClick: () => setPicked(r.name), style: { cursor: 'pointer' } })}
            rowClassName={(r) => (r.name === picked ? 'ant-table-row-selected' : '')}
            data-testid="database-tables"
            columns={[
              { title: t('sysDatabase.name'), dataIndex: 'name', render: (v: string) => <b>{v}</b> },
              {
                title: t('sysDatabase.scope'),
                dataIndex: 'scope',
                render: (v: DbTableRow['scope']) =>
                  v === 'TENANT' ? (
                    <Tag color="blue">{t('sysDatabase.tenant')}</Tag>
                  ) : v === 'GLOBAL' ? (
                    <Tag color="purple">{t('sysDatabase.global')}</Tag>
                  ) : (
                    <Tag>{t('sysDatabase.unmarked')}</Tag>
                  ),
              },
              {
                title: t('sysDatabase.rls'),
                dataIndex: 'rowSecurity',
                render: (v: boolean, r) =>
                  v ? (
                    <Tag color="green">
                      {t('sysDatabase.on')} · {r.policyCount}
                    </Tag>
                  ) : (
                    <Tag>{t('sysDatabase.off')}</Tag>
                  ),
              },
              {
                title: t('sysDatabase.rows'),
                dataIndex: 'rowEstimate',
                align: 'right',
                render: (v: number) => (v < 0 ? t('sysDatabase.notAnalysed') : Math.round(v).toLocaleString()),
              },
              {
                title: t('sysDatabase.comment'),
                dataIndex: 'description',
                render: (v: string | null, r) => (v && v !== r.scope ? v : null),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={13}>
        <TableDetail table={table} />
      </Col>
    </Row>
  );
}
