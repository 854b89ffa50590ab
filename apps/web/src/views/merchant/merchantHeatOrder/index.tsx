import { merchantHeatOrderResource } from '@printfloor/contract';
import { OrderPage } from '../../orders/OrderPage.tsx';

/** Heat-print orders (menu merchantHeatOrder). */
export default function MerchantHeatOrderPage() {
  return <OrderPage resource={merchantHeatOrderResource} />;
}
