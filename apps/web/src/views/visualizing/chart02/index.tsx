import { BoardPage } from '../board/BoardPage.tsx';

/** Visualisation › Chart 02: Output by process per hour today, stacked bars. */
export default function Chart02() {
  return <BoardPage name="chart02" panels={['output']} />;
}
