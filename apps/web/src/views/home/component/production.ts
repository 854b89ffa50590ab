import type { ProductionFigures } from '../../../api/dashboard.ts';

/** Production tiles in display order (keys of ProductionFigures; labels `workbench.production.<key>`). */
export const PRODUCTION_KEYS = [
  'ordersToday',
  'ordersOpen',
  'workOrdersOpen',
  'piecesScannedToday',
  'dueToday',
  'late',
  'abnormal',
  'defectRate',
] as const satisfies readonly (keyof ProductionFigures)[];

export type ProductionKey = (typeof PRODUCTION_KEYS)[number];

/** The value of one tile, or null when the server has no production figures yet. */
export function productionValue(p: ProductionFigures | undefined, key: ProductionKey, lang: string): string | null {
  if (!p?.available) return null;
  const v = Number(p[key] ?? 0);
  if (key === 'defectRate')
    return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(v);
  return new Intl.NumberFormat(lang).format(v);
}
