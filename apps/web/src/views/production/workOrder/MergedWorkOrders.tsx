import { type FieldInfo, workOrderResource as r, WorkOrderSource } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ResourceRow, resourceApi, resourceKeys } from '../../../api/resource.ts';
import { fieldColumns } from '../../../components/resource/columns.tsx';
import type { DetailSection } from '../../../components/resource/DetailDrawer.tsx';
import { useDictLookup } from '../../../components/resource/dict.ts';
import { useLanguage } from '../../../components/resource/lang.ts';

const api = resourceApi(r.name);
/** What tells the merged work orders apart: their order and line, SKU, colour, size, quantity and state. */
const FIELDS = ['code', 'orderCode', 'skuCode', 'colour', 'size', 'quantity', 'state']
  .map((key) => r.fieldList.find((f) => f.key === key))
  .filter((f): f is FieldInfo => !!f);

/** The work orders merged into `id` (the resource's own page, filtered by `mergedIntoId`). */
function MergedWorkOrders({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dictLookup = useDictLookup(lang);
  const query = { page: 1, pageSize: 200, mergedIntoId: id, field: 'code', order: 'ascending' as const };
  const merged = useQuery({
    queryKey: [...resourceKeys(r.name).all, 'mergedInto', id],
    queryFn: () => api.page(query),
  });
  const rows = merged.data?.items ?? [];
  if (!merged.isLoading && !rows.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('production.noMergedOrders')} />;
  return (
    <Table<ResourceRow>
      size="small"
      rowKey="id"
      loading={merged.isLoading}
      pagination={false}
      dataSource={rows}
      data-testid="merged-work-orders"
      columns={fieldColumns<ResourceRow>(FIELDS, lang, dictLookup)}
    />
  );
}

/** The detail section of a merge: the work orders whose pieces it makes. */
export function mergedSection(title: string): DetailSection<ResourceRow> {
  return {
    key: 'merged',
    title,
    when: (row) => Number(row.source) === WorkOrderSource.Merged,
    render: (row) => <MergedWorkOrders id={row.id} />,
  };
}
