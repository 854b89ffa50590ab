import { BoardPage } from '../board/BoardPage.tsx';

/** Visualisation › Chart 05: Orders per day by state, last 14 days. */
export default function Chart05() {
  return <BoardPage name="chart05" days={14} panels={['orders']} />;
}
