import { orderSearchResource } from '@printfloor/contract';
import { OrderPage } from '../../orders/OrderPage.tsx';

/** Order search (menu orderSearch): every order of the factory's customers, in any state, by any code or tracking number. */
export default function OrderSearchPage() {
  return <OrderPage resource={orderSearchResource} />;
}
