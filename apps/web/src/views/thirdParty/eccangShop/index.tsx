import { eccangShopResource } from '@printfloor/contract';
import { PlatformShopPage } from '../../../components/marketplaces/PlatformShopPage.tsx';

/** Third-party platforms › eccangShop (menu eccangShop): the customers' shops, authorize and pull orders. */
export default function Page() {
  return <PlatformShopPage resource={eccangShopResource} />;
}
