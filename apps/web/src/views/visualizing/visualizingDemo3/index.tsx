import { BoardPage } from '../board/BoardPage.tsx';

/** Visualisation › Demo 3: the board of a range the viewer picks (default the last 7 days). */
export default function VisualizingDemo3() {
  return (
    <BoardPage name="demo3" days={7} pickRange panels={['kpis', 'output', 'defects', 'orders', 'logins', 'printers']} />
  );
}
