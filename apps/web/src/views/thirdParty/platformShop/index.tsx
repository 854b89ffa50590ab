import { platformShopResource } from '@printfloor/contract';
import { PlatformShopPage } from '../../../components/marketplaces/PlatformShopPage.tsx';

/** Third-party platforms › platformShop (menu platformShop): the customers' shops, authorize and pull orders. */
export default function Page() {
  return <PlatformShopPage resource={platformShopResource} />;
}
