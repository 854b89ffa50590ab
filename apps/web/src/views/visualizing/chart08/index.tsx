import { BoardPage } from '../board/BoardPage.tsx';

/** Visualisation › Chart 08: Energy per workshop and hour, generated heatmap. */
export default function Chart08() {
  return <BoardPage name="chart08" panels={['energy']} />;
}
