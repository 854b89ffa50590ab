import { DownloadOutlined } from '@ant-design/icons';
import type { ImportErrorRow, Resource } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderImportApi } from '../../../api/orders.ts';
import { type ResourceRow, saveFile } from '../../../api/resource.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { type DetailSection, fieldsSection } from '../../../components/resource/DetailDrawer.tsx';
import { useDictLookup } from '../../../components/resource/dict.ts';
import { useLanguage } from '../../../components/resource/lang.ts';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** A run's failed rows, paged, with the download of all of them to correct and import again. */
function ImportErrors({ resource, recordId, exportCode }: { resource: string; recordId: number; exportCode: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [resource, 'errors', recordId, page],
    queryFn: () => orderImportApi.errors(resource, recordId, page, 20),
  });
  return (
    <Flex vertical gap={8} data-testid="import-errors">
      <Auth value={exportCode}>
        <Button
          icon={<DownloadOutlined />}
          disabled={!query.data?.total}
          onClick={() => void orderImportApi.exportErrors(resource, recordId).then(saveFile)}
          data-testid="import-errors-export"
        >
          {t('orderImport.downloadErrors')}
        </Button>
      </Auth>
      <Table<ImportErrorRow>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.items ?? []}
        locale={{ emptyText: t('orderImport.noErrors') }}
        pagination={{ current: page, pageSize: 20, total: query.data?.total ?? 0, onChange: setPage }}
        columns={[
          { key: 'rowNo', dataIndex: 'rowNo', title: t('orderImport.rowNo'), width: 70 },
          { key: 'externalId', dataIndex: 'externalId', title: t('orderImport.externalId'), width: 140 },
          { key: 'message', dataIndex: 'message', title: t('orderImport.cause') },
        ]}
      />
    </Flex>
  );
}

/** Import records of either side (merchant's own runs, the factory's view of its customers'). */
export function ImportRecordPage({ resource, exportCode }: { resource: Resource; exportCode: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dictLookup = useDictLookup(lang);
  const sections = useMemo<DetailSection<ResourceRow>[]>(
    () => [
      fieldsSection(resource, lang, dictLookup, {
        key: 'record',
        title: t('orderImport.record'),
        fields: resource.fieldList,
      }),
      {
        key: 'errors',
        title: t('orderImport.errors'),
        render: (row) => <ImportErrors resource={resource.name} recordId={row.id} exportCode={exportCode} />,
      },
    ],
    [resource, lang, dictLookup, t, exportCode],
  );
  return <ResourcePage resource={resource} detailSections={sections} />;
}
