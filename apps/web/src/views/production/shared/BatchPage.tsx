import { ThunderboltOutlined } from '@ant-design/icons';
import { type AutoBatchResult, BatchAuditState, type Resource } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Popconfirm } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../../api/mutation.ts';
import { type BatchService, productionApi, productionKeys } from '../../../api/production.ts';
import { type ResourceRow, resourceKeys } from '../../../api/resource.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { useAuth } from '../../../components/auth/useAuth.ts';
import { type DetailSection, fieldsSection } from '../../../components/resource/DetailDrawer.tsx';
import { useDictLookup } from '../../../components/resource/dict.ts';
import { useLanguage } from '../../../components/resource/lang.ts';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { BatchGrouping } from './BatchGrouping.tsx';
import { PieceTable } from './PieceTable.tsx';

/** What an auto-batch did, and the colours of the pieces no strategy takes (they wait: a strategy's list may miss them). */
function autoBatchSummary(t: TFunction, r: AutoBatchResult): string {
  const done = t('production.autoBatchResult', { ...r });
  if (!r.unmatchedColours?.length) return done;
  const colours = r.unmatchedColours
    .map((c) => t('production.unmatchedColour', { ...c }))
    .join(t('production.listSeparator'));
  return `${done} — ${t('production.autoBatchUnmatched', { colours })}`;
}

/** A batch's pieces; before audit a piece code adds one and each row can be removed. */
function BatchPieces({ service, resource, row }: { service: BatchService; resource: Resource; row: ResourceRow }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { auth } = useAuth();
  const [code, setCode] = useState('');
  const editable = row.auditState === BatchAuditState.Pending && auth(resource.permissions.update);
  const pieces = useQuery({
    queryKey: productionKeys.batchPieces(service, row.id),
    queryFn: () => productionApi.batchPieces(service, row.id),
  });
  const invalidate = [resourceKeys(service).all];
  const add = useActionMutation((c: string) => productionApi.addPieces(service, { id: row.id, codes: [c] }), {
    success: t('production.added'),
    invalidate,
    onSuccess: () => setCode(''),
  });
  const remove = useActionMutation(
    (pieceId: number) => productionApi.removePieces(service, { id: row.id, pieceIds: [pieceId] }),
    { success: t('production.removed'), invalidate },
  );
  return (
    <Flex vertical gap={8}>
      {editable ? (
        <Input.Search
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('production.addByCode')}
          enterButton={t('production.add')}
          loading={add.busy}
          onSearch={(v) => v.trim() && void add.run(v.trim())}
          data-testid="batch-add-code"
        />
      ) : (
        row.auditState === BatchAuditState.Audited && <Alert type="info" showIcon title={t('production.locked')} />
      )}
      <PieceTable
        pieces={pieces.data ?? []}
        lang={lang}
        loading={pieces.isLoading}
        action={
          editable
            ? (p) => (
                <Popconfirm title={t('production.removeConfirm')} onConfirm={() => remove.run(p.id)}>
                  <Button type="link" size="small" danger>
                    {t('production.remove')}
                  </Button>
                </Popconfirm>
              )
            : undefined
        }
      />
    </Flex>
  );
}

/**
 * A batching page (DTG `batch`, heat-print `heatBatch`): the declaration's page (audit, unbind,
 * set fault from its transitions) with Auto-batch and Release now in the toolbar, and a detail
 * drawer listing the batch's pieces with add / remove before audit.
 */
export function BatchPage({ service, resource }: { service: BatchService; resource: Resource }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dictLookup = useDictLookup(lang);
  const [result, setResult] = useState<string | null>(null);
  const auto = useActionMutation((releasePartial: boolean) => productionApi.autoBatch(service, { releasePartial }), {
    success: (r) => t('production.autoBatchResult', { ...r }),
    invalidate: [resourceKeys(service).all],
    onSuccess: (r) => setResult(autoBatchSummary(t, r)),
  });
  const sections = useMemo<DetailSection<ResourceRow>[]>(
    () => [
      {
        key: 'grouping',
        title: t('production.grouping'),
        render: (row) => <BatchGrouping resource={resource} row={row} lang={lang} />,
      },
      fieldsSection(resource, lang, dictLookup, { key: 'summary' }),
      {
        key: 'pieces',
        title: t('production.pieces'),
        render: (row) => <BatchPieces service={service} resource={resource} row={row} />,
      },
    ],
    [resource, service, lang, dictLookup, t],
  );
  return (
    <Flex vertical gap={8}>
      {result && (
        <Alert
          type="success"
          showIcon
          closable
          title={result}
          onClose={() => setResult(null)}
          data-testid="auto-batch-result"
        />
      )}
      <ResourcePage
        resource={resource}
        detailSections={sections}
        toolbar={() => (
          <Auth value={resource.permissions.add}>
            <Button
              icon={<ThunderboltOutlined />}
              loading={auto.busy && auto.variables === false}
              onClick={() => void auto.run(false)}
              data-testid="auto-batch"
            >
              {t('production.autoBatch')}
            </Button>
            <Button
              type="primary"
              loading={auto.busy && auto.variables === true}
              onClick={() => void auto.run(true)}
              data-testid="release-now"
            >
              {t('production.releaseNow')}
            </Button>
          </Auth>
        )}
      />
    </Flex>
  );
}
