import { BatchOrigin, type Language, type Resource, refLabelKey } from '@printfloor/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '../../../api/resource.ts';
import { enumOptions } from '../../../components/resource/inputs.tsx';

/** The label of a row's enum field in the reader's language ('' when the batch has none). */
function optionLabel(resource: Resource, key: string, row: ResourceRow, lang: Language): string {
  const field = resource.fieldList.find((f) => f.key === key);
  if (!field || row[key] === null || row[key] === undefined) return '';
  return String(enumOptions(field, lang).find((o) => o.value === row[key])?.label ?? row[key]);
}

/**
 * Why a batch's pieces are together, in one sentence: made by hand, or by which strategy (its name when
 * it batched) and the key its pieces share — kind of work, machine, platen and ink mode, the garments'
 * shade, the strategy's colours, and the SKU when it batches per SKU.
 */
export function BatchGrouping({ resource, row, lang }: { resource: Resource; row: ResourceRow; lang: Language }) {
  const { t } = useTranslation();
  if (row.origin !== BatchOrigin.Strategy)
    return <Typography.Text data-testid="batch-grouping">{t('production.groupingManual')}</Typography.Text>;
  const machineField = resource.fieldList.find((f) => f.key === 'deviceId');
  const machine = machineField ? row[refLabelKey('deviceId', machineField)] : null;
  const parts = [
    optionLabel(resource, 'printKind', row, lang),
    machine ? t('production.groupingMachine', { machine }) : '',
    optionLabel(resource, 'platen', row, lang),
    optionLabel(resource, 'inkMode', row, lang),
    row.shade ? t('production.groupingShade', { shade: optionLabel(resource, 'shade', row, lang) }) : '',
    row.colours
      ? t('production.groupingColours', { colours: String(row.colours).split(',').join(t('production.listSeparator')) })
      : t('production.groupingAnyColour'),
    row.sku ? t('production.groupingSku', { sku: row.sku }) : t('production.groupingMixedSku'),
  ].filter(Boolean);
  return (
    <Typography.Text data-testid="batch-grouping">
      {t('production.groupingStrategy', {
        strategy: row.strategyName ?? '',
        key: parts.join(' · '),
      })}
    </Typography.Text>
  );
}
