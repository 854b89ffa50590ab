import { BoardPage } from '../board/BoardPage.tsx';

/** Visualisation › Production overview screen: WIP by process, output today, late, defects, printer utilisation. */
export default function VisualProduction() {
  return (
    <BoardPage
      name="visualProduction"
      panels={['kpis', 'wip', 'output', 'late', 'defects', 'printers', 'utilisation']}
    />
  );
}
