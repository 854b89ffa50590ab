import { BoardPage } from '../../visualizing/board/BoardPage.tsx';

/** Reports › Data board (button `dataBoard:list`): orders, logins, output and defects of a picked range (default 7 days). */
export default function DataBoardReport() {
  return (
    <BoardPage
      name="dataBoard"
      source="dataBoard"
      days={7}
      pickRange
      panels={['kpis', 'orders', 'logins', 'output', 'defects', 'utilisation']}
    />
  );
}
