import { merchantOrderResource } from '@printfloor/contract';
import { OrderPage } from '../../orders/OrderPage.tsx';

/** Order management (menu merchantOrder): every order of the merchant, at every stage. */
export default function MerchantOrderPage() {
  return <OrderPage resource={merchantOrderResource} />;
}
