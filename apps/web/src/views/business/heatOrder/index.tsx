import { factoryHeatOrderResource } from '@printfloor/contract';
import { OrderPage } from '../../orders/OrderPage.tsx';

/** The factory's heat-print order list (menu heatOrder). */
export default function FactoryHeatOrderPage() {
  return <OrderPage resource={factoryHeatOrderResource} />;
}
