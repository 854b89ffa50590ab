import { ImportOutlined } from '@ant-design/icons';
import {
  type FieldInfo,
  type Language,
  MERCHANT_ORDER_RESOURCES,
  orderActionLabel,
  PRINT_AREA_OPTIONS,
  type Resource,
  stateLabel,
} from '@printfloor/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Image, Table, Tag, Timeline, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersApi } from '../../api/orders.ts';
import { type ResourceRow, resourceKeys } from '../../api/resource.ts';
import { Auth } from '../../components/auth/Auth.tsx';
import { fieldColumns } from '../../components/resource/columns.tsx';
import { type DetailSection, fieldsSection } from '../../components/resource/DetailDrawer.tsx';
import { useDictLookup } from '../../components/resource/dict.ts';
import { localized, useLanguage } from '../../components/resource/lang.ts';
import { ResourcePage } from '../../components/resource/ResourcePage.tsx';
import { ImportOrdersDialog } from './import/ImportOrdersDialog.tsx';

interface Line extends Record<string, unknown> {
  id: number;
  sortNo: number;
}
interface Area {
  id: number;
  lineNo: number;
  area: number;
  printImage: string;
  mockupImage: string | null;
  x: number | null;
  y: number | null;
  scale: number | null;
  angle: number | null;
}

const SUMMARY = [
  'orderCode',
  'externalId',
  'printKind',
  'platform',
  'shopName',
  'merchantName',
  'orderTime',
  'rush',
  'submitState',
  'approvalState',
  'abnormalFlag',
  'printState',
  'productionState',
  'shippingState',
  'totalAmount',
  'productCount',
  'reviewRemark',
  'abnormalReason',
  'cancelReason',
  'sellerRemark',
  'buyerRemark',
];
const ADDRESS = [
  'consignee',
  'phone',
  'country',
  'province',
  'city',
  'district',
  'address',
  'postcode',
  'logisticsMode',
  'trackingNo',
];

/** The declared fields of `keys`, less the merchant's name on the merchant's own side (it is the factory's column). */
const pick = (resource: Resource, keys: readonly string[]): FieldInfo[] =>
  keys
    .map((k) => resource.fieldList.find((f) => f.key === k))
    .filter((f): f is FieldInfo => !!f && (f.key !== 'merchantName' || f.list !== false));

/** One line's print areas: the print image and the mock-up, large on click, with the placement. */
function Artwork({ areas, lang }: { areas: Area[]; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={12}>
      {areas.map((a) => (
        <Flex key={a.id} vertical gap={4} data-testid={`artwork-${a.lineNo}-${a.area}`}>
          <Tag>{PRINT_AREA_OPTIONS.find((o) => o.value === a.area)?.label[lang] ?? String(a.area)}</Tag>
          <Image.PreviewGroup>
            <Flex gap={4}>
              <Image
                width={88}
                height={88}
                style={{ objectFit: 'contain' }}
                src={a.printImage}
                alt={t('orders.printImage')}
              />
              {a.mockupImage && (
                <Image
                  width={88}
                  height={88}
                  style={{ objectFit: 'contain' }}
                  src={a.mockupImage}
                  alt={t('orders.mockup')}
                />
              )}
            </Flex>
          </Image.PreviewGroup>
          {(a.x !== null || a.scale !== null) && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('orders.placement', { x: a.x ?? 0, y: a.y ?? 0, scale: a.scale ?? 1, angle: a.angle ?? 0 })}
            </Typography.Text>
          )}
        </Flex>
      ))}
    </Flex>
  );
}

/** The order's timeline: who did what (from → to, reason), oldest first. */
function OrderTimeline({ resource, id }: { resource: Resource; id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const log = useQuery({
    queryKey: resourceKeys(resource.name).other('timeline', id),
    queryFn: () => ordersApi.timeline(resource.name, id),
  });
  if (!log.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.noTimeline')} />;
  const state = (field: string, v: number | null) =>
    v === null ? '' : (stateLabel(resource, field, v)?.[lang] ?? String(v));
  return (
    <Timeline
      items={log.data.map((e) => ({
        key: e.id,
        color: e.bySide === 'factory' ? 'blue' : 'green',
        content: (
          <div data-testid="timeline-entry">
            <Typography.Text strong>{localized(orderActionLabel(e.action), lang)}</Typography.Text>{' '}
            {e.field && (
              <Typography.Text type="secondary">
                {t('orders.change', { from: state(e.field, e.fromState), to: state(e.field, e.toState) })}
              </Typography.Text>
            )}
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {e.time} · {t(e.bySide === 'factory' ? 'orders.byFactory' : 'orders.byMerchant')} {e.byUserName ?? ''}
              </Typography.Text>
            </div>
            {e.reason && <Typography.Text type="danger">{t('orders.reason', { reason: e.reason })}</Typography.Text>}
          </div>
        ),
      }))}
    />
  );
}

/**
 * An order list of either side (merchant orders, the factory's order desk): the declaration's
 * page with its tabs and transitions, and a detail drawer made of sections — the order, the
 * consignee, the lines, the artwork per line and print area, the timeline.
 */
export function OrderPage({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const lang = useLanguage();
  const dictLookup = useDictLookup(lang);
  const child = resource.childList.find((c) => c.key === 'lines');
  const sections = useMemo<DetailSection<ResourceRow>[]>(
    () => [
      fieldsSection(resource, lang, dictLookup, {
        key: 'summary',
        title: t('orders.summary'),
        fields: pick(resource, SUMMARY),
      }),
      fieldsSection(resource, lang, dictLookup, {
        key: 'consignee',
        title: t('orders.consignee'),
        fields: pick(resource, ADDRESS),
      }),
      {
        key: 'lines',
        title: t('orders.lines'),
        render: (row) => (
          <Table<Line>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={(row.lines as Line[] | undefined) ?? []}
            columns={[
              { key: 'sortNo', dataIndex: 'sortNo', title: '#', width: 48 },
              ...fieldColumns<Line>(child?.fieldList ?? [], lang, dictLookup),
            ]}
          />
        ),
      },
      {
        key: 'artwork',
        title: t('orders.artwork'),
        render: (row) => {
          const areas = (row.areas as Area[] | undefined) ?? [];
          const lines = (row.lines as Line[] | undefined) ?? [];
          if (!areas.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.noArtwork')} />;
          return (
            <Flex vertical gap={12}>
              {lines.map((line, i) => (
                <div key={line.id}>
                  <Typography.Text strong>
                    {t('orders.line', { n: i + 1 })} · {String(line.skuCode)} · {String(line.colour)} /{' '}
                    {String(line.size)} × {String(line.quantity)}
                  </Typography.Text>
                  <Artwork areas={areas.filter((a) => a.lineNo === i + 1)} lang={lang} />
                </div>
              ))}
            </Flex>
          );
        },
      },
      {
        key: 'timeline',
        title: t('orders.timeline'),
        render: (row) => <OrderTimeline resource={resource} id={row.id} />,
      },
    ],
    [resource, lang, dictLookup, t, child],
  );
  const importable = MERCHANT_ORDER_RESOURCES.some((r) => r.name === resource.name);
  return (
    <>
      <ResourcePage
        resource={resource}
        detailSections={sections}
        defaultHidden={['createTime']}
        toolbar={
          importable
            ? () => (
                <Auth value={resource.permissions.import}>
                  <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="orders-import">
                    {t('orderImport.import')}
                  </Button>
                </Auth>
              )
            : undefined
        }
      />
      {importable && (
        <ImportOrdersDialog
          resource={resource.name}
          open={importing}
          onClose={(imported) => {
            setImporting(false);
            if (imported) void queryClient.invalidateQueries({ queryKey: resourceKeys(resource.name).all });
          }}
        />
      )}
    </>
  );
}
