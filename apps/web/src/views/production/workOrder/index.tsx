import { workOrderResource as r, TASK_STATE_OPTIONS, type TaskRow } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { productionApi, productionKeys } from '../../../api/production.ts';
import type { ResourceRow } from '../../../api/resource.ts';
import { fieldColumns } from '../../../components/resource/columns.tsx';
import { type DetailSection, fieldsSection } from '../../../components/resource/DetailDrawer.tsx';
import { useDictLookup } from '../../../components/resource/dict.ts';
import { useLanguage } from '../../../components/resource/lang.ts';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { PieceTable, stateTag } from '../shared/PieceTable.tsx';
import { FromOrderButton } from './FromOrderDialog.tsx';
import { mergedSection } from './MergedWorkOrders.tsx';

/** The work order's tasks: one per route process with done, qualified and unqualified counts. */
function Tasks({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const tasks = useQuery({
    queryKey: productionKeys.workOrderTasks(id),
    queryFn: () => productionApi.workOrderTasks(id),
  });
  if (!tasks.isLoading && !tasks.data?.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('production.noTasks')} />;
  return (
    <Table<TaskRow>
      size="small"
      rowKey="id"
      loading={tasks.isLoading}
      pagination={false}
      dataSource={tasks.data ?? []}
      data-testid="task-table"
      columns={[
        { key: 'seq', dataIndex: 'seq', title: t('production.seq'), width: 56 },
        { key: 'processName', dataIndex: 'processName', title: t('production.process') },
        { key: 'quantity', dataIndex: 'quantity', title: t('production.quantity') },
        { key: 'done', dataIndex: 'done', title: t('production.done') },
        { key: 'qualified', dataIndex: 'qualified', title: t('production.qualified') },
        { key: 'unqualified', dataIndex: 'unqualified', title: t('production.unqualified') },
        {
          key: 'state',
          title: t('production.state'),
          render: (_v, task) => stateTag(TASK_STATE_OPTIONS, task.state, lang),
        },
      ]}
    />
  );
}

/** The work order's pieces (after release), each with its state and next process. */
function Pieces({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const pieces = useQuery({
    queryKey: productionKeys.workOrderPieces(id),
    queryFn: () => productionApi.workOrderPieces(id),
  });
  if (!pieces.isLoading && !pieces.data?.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('production.noPieces')} />;
  return <PieceTable pieces={pieces.data ?? []} lang={lang} loading={pieces.isLoading} />;
}

/**
 * Work orders (menu workOrder, component /production/workOrder/index): the declaration's page
 * (release and close come from its transitions) with a detail drawer of the order, its tasks,
 * its pieces and its bill of materials.
 */
export default function WorkOrderPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dictLookup = useDictLookup(lang);
  const bom = r.childList.find((c) => c.key === 'bom');
  const sections = useMemo<DetailSection<ResourceRow>[]>(
    () => [
      fieldsSection(r, lang, dictLookup, { key: 'summary', title: t('production.summary') }),
      mergedSection(t('production.mergedOrders')),
      { key: 'tasks', title: t('production.tasks'), render: (row) => <Tasks id={row.id} /> },
      { key: 'pieces', title: t('production.pieces'), render: (row) => <Pieces id={row.id} /> },
      {
        key: 'bom',
        title: t('production.bom'),
        render: (row) => {
          const lines = (row.bom as ResourceRow[] | undefined) ?? [];
          if (!lines.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('production.noBom')} />;
          return (
            <Table<ResourceRow>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={lines}
              columns={fieldColumns<ResourceRow>(bom?.fieldList ?? [], lang, dictLookup)}
            />
          );
        },
      },
    ],
    [lang, dictLookup, t, bom],
  );
  return <ResourcePage resource={r} detailSections={sections} toolbar={() => <FromOrderButton />} />;
}
