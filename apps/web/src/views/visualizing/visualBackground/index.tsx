import { BoardPage } from '../board/BoardPage.tsx';

/** Visualisation › Background: the board background with today's headline figures. */
export default function VisualBackground() {
  return <BoardPage name="visualBackground" decorated panels={['kpis']} />;
}
