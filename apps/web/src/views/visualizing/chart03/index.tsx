import { BoardPage } from '../board/BoardPage.tsx';

/** Visualisation › Chart 03: Unqualified scans by defect item today, ring. */
export default function Chart03() {
  return <BoardPage name="chart03" panels={['defects']} />;
}
