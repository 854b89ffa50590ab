import { jushuitanShopResource } from '@printfloor/contract';
import { PlatformShopPage } from '../../../components/marketplaces/PlatformShopPage.tsx';

/** Third-party platforms › jushuitanShop (menu jushuitanShop): the customers' shops, authorize and pull orders. */
export default function Page() {
  return <PlatformShopPage resource={jushuitanShopResource} />;
}
