import { mabangShopResource } from '@printfloor/contract';
import { PlatformShopPage } from '../../../components/marketplaces/PlatformShopPage.tsx';

/** Third-party platforms › mabangShop (menu mabangShop): the customers' shops, authorize and pull orders. */
export default function Page() {
  return <PlatformShopPage resource={mabangShopResource} />;
}
