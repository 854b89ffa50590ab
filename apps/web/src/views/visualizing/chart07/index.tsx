import { BoardPage } from '../board/BoardPage.tsx';

/** Visualisation › Chart 07: Due dates of pieces in progress (now), rose. */
export default function Chart07() {
  return <BoardPage name="chart07" panels={['late']} />;
}
