import { pieceResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** QR coding (menu pieceQr, component /production/pieceQr/index): the pieces with their state, next process and batch. */
export default function PieceQrPage() {
  return <ResourcePage resource={pieceResource} />;
}
