import { factoryOrderResource } from '@printfloor/contract';
import { OrderPage } from '../../orders/OrderPage.tsx';

/** The factory's order list (menu order): its customers' orders from submission on, reviewed here. */
export default function FactoryOrderPage() {
  return <OrderPage resource={factoryOrderResource} />;
}
