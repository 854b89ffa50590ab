import type { DbColumnRow, DbIndexRow, DbPolicyRow, DbTableRow } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { sysDatabaseApi } from '../../../api/sysDatabase.ts';

const code = (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : null);

/** One table's columns, indexes and row-level-security policies, in tabs. */
export function TableDetail({ table }: { table: DbTableRow | null }) {
  const { t } = useTranslation();
  const name = table?.name ?? '';
  const columns = useQuery({
    queryKey: ['sysDatabase', 'columns', name],
    queryFn: () => sysDatabaseApi.columns(name),
    enabled: !!table,
  });
  const indexes = useQuery({
    queryKey: ['sysDatabase', 'indexes', name],
    queryFn: () => sysDatabaseApi.indexes(name),
    enabled: !!table,
  });
  const policies = useQuery({
    queryKey: ['sysDatabase', 'policies', name],
    queryFn: () => sysDatabaseApi.policies(name),
    enabled: !!table,
  });
  if (!table) {
    return (
      <Card size="small">
        <Empty description={t('sysDatabase.pick')} />
      </Card>
    );
  }
  const yesNo = (v: boolean) => (v ? t('sysDatabase.yes') : t('sysDatabase.no'));
  return (
    <Card
      size="small"
      title={<span data-testid="database-detail-title">{table.name}</span>}
      extra={table.description && table.description !== table.scope ? table.description : null}
    >
      <Tabs
        items={[
          {
            key: 'columns',
            label: `${t('sysDatabase.columns')} (${columns.data?.length ?? table.columnCount})`,
            children: (
              <Table<DbColumnRow>
                size="small"
                rowKey="dbColumnName"
                loading={columns.isLoading}
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={columns.data ?? []}
                data-testid="database-columns"
                columns={[
                  { title: t('sysDatabase.column'), dataIndex: 'dbColumnName', render: (v: string) => <b>{v}</b> },
                  { title: t('sysDatabase.type'), dataIndex: 'dataType' },
                  { title: t('sysDatabase.nullable'), dataIndex: 'isNullable', render: yesNo },
                  { title: t('sysDatabase.defaultValue'), dataIndex: 'defaultValue', render: code },
                  {
                    title: t('sysDatabase.primaryKey'),
                    dataIndex: 'isPrimarykey',
                    render: (v: boolean) => (v ? <Tag color="gold">{t('sysDatabase.pk')}</Tag> : null),
                  },
                  { title: t('sysDatabase.comment'), dataIndex: 'columnDescription' },
                ]}
              />
            ),
          },
          {
            key: 'indexes',
            label: `${t('sysDatabase.indexes')} (${indexes.data?.length ?? '…'})`,
            children: (
              <Table<DbIndexRow>
                size="small"
                rowKey="indexName"
                loading={indexes.isLoading}
                pagination={false}
                dataSource={indexes.data ?? []}
                columns={[
                  { title: t('sysDatabase.indexName'), dataIndex: 'indexName' },
                  {
                    title: t('sysDatabase.unique'),
                    dataIndex: 'isUnique',
                    render: (v: boolean, r) => (r.isPrimary ? <Tag color="gold">{t('sysDatabase.pk')}</Tag> : yesNo(v)),
                  },
                  { title: t('sysDatabase.definition'), dataIndex: 'definition', render: code },
                ]}
              />
            ),
          },
          {
            key: 'policies',
            label: `${t('sysDatabase.policies')} (${table.policyCount})`,
            children: (
              <Table<DbPolicyRow>
                size="small"
                rowKey="policyName"
                loading={policies.isLoading}
                pagination={false}
                dataSource={policies.data ?? []}
                columns={[
                  { title: t('sysDatabase.policy'), dataIndex: 'policyName' },
                  { title: t('sysDatabase.command'), dataIndex: 'command' },
                  { title: t('sysDatabase.roles'), dataIndex: 'roles', render: (v: string[]) => v.join(', ') },
                  { title: t('sysDatabase.using'), dataIndex: 'using', render: code },
                  { title: t('sysDatabase.withCheck'), dataIndex: 'withCheck', render: code },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
