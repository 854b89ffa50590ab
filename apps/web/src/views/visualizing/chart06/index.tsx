import { BoardPage } from '../board/BoardPage.tsx';

/** Visualisation › Chart 06: Logins per day, last 14 days. */
export default function Chart06() {
  return <BoardPage name="chart06" days={14} panels={['logins']} />;
}
