import { temuShopResource } from '@printfloor/contract';
import { PlatformShopPage } from '../../../components/marketplaces/PlatformShopPage.tsx';

/** Third-party platforms › temuShop (menu temuShop): the customers' shops, authorize and pull orders. */
export default function Page() {
  return <PlatformShopPage resource={temuShopResource} />;
}
