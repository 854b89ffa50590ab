import { amazonShopResource } from '@printfloor/contract';
import { PlatformShopPage } from '../../../components/marketplaces/PlatformShopPage.tsx';

/** Third-party platforms › amazonShop (menu amazonShop): the customers' shops, authorize and pull orders. */
export default function Page() {
  return <PlatformShopPage resource={amazonShopResource} />;
}
