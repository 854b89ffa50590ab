import { sheinShopResource } from '@printfloor/contract';
import { PlatformShopPage } from '../../../components/marketplaces/PlatformShopPage.tsx';

/** Third-party platforms › sheinShop (menu sheinShop): the customers' shops, authorize and pull orders. */
export default function Page() {
  return <PlatformShopPage resource={sheinShopResource} />;
}
