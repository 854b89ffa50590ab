import { BoardPage } from '../board/BoardPage.tsx';

/** Visualisation › Chart 01: Pieces in progress by process (now), bar. */
export default function Chart01() {
  return <BoardPage name="chart01" panels={['wip']} />;
}
