import { merchantDtgOrderResource } from '@printfloor/contract';
import { OrderPage } from '../../orders/OrderPage.tsx';

/** Direct-print orders (menu merchantDtgOrder). */
export default function MerchantDtgOrderPage() {
  return <OrderPage resource={merchantDtgOrderResource} />;
}
