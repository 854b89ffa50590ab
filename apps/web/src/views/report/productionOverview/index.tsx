import { BoardPage } from '../../visualizing/board/BoardPage.tsx';

/**
 * Reports › Production overview (button `productionOverview:list`): the production board of a
 * picked range (default today) with WIP, output, late, defects and printers, and their tables.
 */
export default function ProductionOverviewReport() {
  return (
    <BoardPage
      name="productionOverview"
      source="productionOverview"
      pickRange
      tables
      panels={['kpis', 'wip', 'output', 'late', 'defects', 'printers']}
    />
  );
}
