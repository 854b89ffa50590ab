import { tiktokShopResource } from '@printfloor/contract';
import { PlatformShopPage } from '../../../components/marketplaces/PlatformShopPage.tsx';

/** Third-party platforms › tiktokShop (menu tiktokShop): the customers' shops, authorize and pull orders. */
export default function Page() {
  return <PlatformShopPage resource={tiktokShopResource} />;
}
