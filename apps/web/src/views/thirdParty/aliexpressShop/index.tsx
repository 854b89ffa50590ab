import { aliexpressShopResource } from '@printfloor/contract';
import { PlatformShopPage } from '../../../components/marketplaces/PlatformShopPage.tsx';

/** Third-party platforms › aliexpressShop (menu aliexpressShop): the customers' shops, authorize and pull orders. */
export default function Page() {
  return <PlatformShopPage resource={aliexpressShopResource} />;
}
