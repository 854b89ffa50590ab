import { BoardPage } from '../board/BoardPage.tsx';

/** /visualizingDemo2 (full screen, outside the console): today's quality and printers, workshop climate and ink (generated). */
export default function VisualizingDemo2() {
  return <BoardPage name="demo2" fullPage panels={['defects', 'late', 'printers', 'utilisation', 'climate', 'ink']} />;
}
