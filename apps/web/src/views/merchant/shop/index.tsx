import { shopResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Stores and authorization (menu shop): the merchant's shops, an order source and a filter. */
export default function ShopPage() {
  return <ResourcePage resource={shopResource} />;
}
