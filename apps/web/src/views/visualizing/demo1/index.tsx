import { BoardPage } from '../board/BoardPage.tsx';

/** /visualizingDemo1 (full screen, outside the console): orders and output of the last 14 days, shipping destinations (generated). */
export default function VisualizingDemo1() {
  return <BoardPage name="demo1" fullPage days={14} panels={['kpis', 'orders', 'output', 'logins', 'destinations']} />;
}
