import type { ProductionFigures } from '../../../api/dashboard.ts';

/**
 * Production tiles in display order (keys of ProductionFigures; labels `workbench.production.<key>`).
 * The order counts have tiles of their own (OrderFigures: the workbench's order card, the data
 * screen's order row), read from the orders; these wait for the production issue.
 */
export const PRODUCTION_KEYS = [
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
