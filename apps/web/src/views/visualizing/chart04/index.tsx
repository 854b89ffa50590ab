import { BoardPage } from '../board/BoardPage.tsx';

/** Visualisation › Chart 04: Printer utilisation today, bars. */
export default function Chart04() {
  return <BoardPage name="chart04" panels={['printers']} />;
}
